/// What `appservices migrate` will do, computed entirely before anything is written.
package struct MigrationPlan: Encodable {
    /// A delegate method and where it goes.
    struct Move: Encodable {
        /// `file:line` of the method.
        var position: String
        /// The method, such as `func application(_:open:options:)`.
        var method: String
        var service: String
        var capabilities: [String]
        /// The file's index among the inputs and the method's offset, for sorting.
        var order: [Int]

        private enum CodingKeys: String, CodingKey { case position, method, service, capabilities }
    }

    /// Something the migration kept in a delegate, changed or could not decide: the user must look at it.
    struct Note: Encodable, Hashable, Comparable {
        /// `file:line` it is about.
        var position: String
        var message: String
        /// The file's index among the inputs and the line, for sorting.
        var order: [Int]

        static func < (left: Note, right: Note) -> Bool {
            left.order == right.order ? left.message < right.message : left.order.lexicographicallyPrecedes(right.order)
        }
        static func == (left: Note, right: Note) -> Bool { left.order == right.order && left.message == right.message }

        func hash(into hasher: inout Hasher) {
            hasher.combine(order)
            hasher.combine(message)
        }

        private enum CodingKeys: String, CodingKey { case position, message }
    }

    /// A file the migration writes into the output folder.
    package struct OutputFile: Encodable {
        /// Its name in the output folder.
        var name: String
        var text: String

        private enum CodingKeys: String, CodingKey { case name }
    }

    /// The delegate methods that move, in the order of the inputs.
    var moves: [Move] = []
    /// What the user must look at, in the order of the inputs.
    var notes: [Note] = []
    /// The files to write; empty when there is nothing to migrate.
    package var files: [OutputFile] = []
}

extension MigrationPlan.Note {
    /// A note at `member`, ordered by its file and line.
    init(at member: DelegateMember, _ message: String) {
        self.init(position: member.position, message: message, order: [member.fileIndex, member.line])
    }
}
