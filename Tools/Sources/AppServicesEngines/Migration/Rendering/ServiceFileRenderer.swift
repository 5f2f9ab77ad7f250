import Foundation
import SwiftSyntax

/// Writes the source file of one new service: the imports of the files its code came from, then the class,
/// adopting the capabilities of its methods, with its members verbatim.
struct ServiceFileRenderer {
    var sources: [ParsedSource]
    /// Whether the app uses scenes.
    ///
    /// It adopts them (`--adopt-scenes`, and the library moves its window into the main scene), or it has them
    /// already (a scene delegate, a SwiftUI `App`). Its marked code then says to move to a scene service, not to run
    /// `--adopt-scenes`.
    var usesScenes = false

    /// The file for `service`, made from members of `delegate`.
    func file(for service: ServiceDraft, of delegate: DelegateClass) -> MigrationPlan.OutputFile {
        let members = service.memberIndices.map { delegate.members[$0] }
        let imports = Set(members.map(\.fileIndex)).sorted().map { ImportSection(sources[$0]) }
            .reduce(ImportSection(sources[members[0].fileIndex])) { $0.merging($1) }
            .adding("AppServices")
        let conditional = conditionalCapabilities(of: members)
        let unconditional = service.capabilities.filter { capability in
            !conditional.contains { $0.capabilities.contains(capability) }
        }
        let deprecated = CapabilityDeprecations.groups(of: unconditional)
        var adopted =
            (service.usesWindow ? ["ContextualService"] : [])
            + unconditional.filter { CapabilityDeprecations.attributes[$0] == nil }
        if adopted.isEmpty { adopted = ["ApplicationService"] }
        adopted =
            (service.conformances.isEmpty ? [] : ["NSObject"]) + adopted + service.appProtocols + service.conformances
        let extensions = conditional.map { condition, capabilities in
            "\n#if \(condition)\n\(adoption(of: capabilities, by: service.name))\n#endif\n"
        }
        let recordsScene = service.usesWindow && delegate.role == .scene
        let groupOfMember = members.map { member in group(of: member, among: deprecated) }
        let marks = marks(of: members, outside: groupOfMember)
        let texts = members.indices.map { index in
            let member = members[index]
            let text = MemberText.moved(
                member, recordingScene: recordsScene ? service.sceneName : nil, adding: marks[index].map { [$0] } ?? [])
            guard !member.conditions.isEmpty else { return text }
            return "#if \(TopLevelStatements.joined(member.conditions))\n\(text)\n#endif"
        }
        var body = texts.indices.filter { groupOfMember[$0] == nil }.map { texts[$0] }
        let deprecatedExtensions = deprecated.indices.map { group in
            "\n"
                + CapabilityDeprecations.adoption(
                    of: deprecated[group], by: service.name,
                    members: texts.indices.filter { groupOfMember[$0] == group }.map { texts[$0] }) + "\n"
        }
        if service.usesWindow {
            body =
                (recordsScene ? Self.sceneWindowAccess : Self.appWindowAccess).map {
                    $0.replacingOccurrences(of: "serviceContext", with: service.contextName)
                        .replacingOccurrences(of: "callbackScene", with: service.sceneName)
                } + body
        }
        body += DelegateReach(service: service, delegate: delegate).declarations
        let concerns = service.concerns.joined(separator: ", ")
        let text =
            imports.text + "/// `\(delegate.name)`'s \(concerns) code, moved by `appservices migrate`.\n"
            + Self.declaration("final class \(service.name)", adopting: adopted)
            + (body.isEmpty ? "}\n" : "\n" + body.joined(separator: "\n\n") + "\n}\n") + deprecatedExtensions.joined()
            + extensions.joined()
        return MigrationPlan.OutputFile(name: "\(service.name).swift", text: text)
    }

    /// `extension service: capabilities {}`, with a deprecated capability in an extension of its own attributes.
    private func adoption(of capabilities: [String], by service: String) -> String {
        let current = capabilities.filter { CapabilityDeprecations.attributes[$0] == nil }
        return
            ((current.isEmpty ? [] : ["extension \(service): \(current.joined(separator: ", ")) {}"])
            + CapabilityDeprecations.groups(of: capabilities).map {
                CapabilityDeprecations.adoption(of: $0, by: service, members: [])
            }).joined(separator: "\n")
    }

    /// The index in `groups` of the deprecated extension `member` is written in: the group of all the callbacks of
    /// a method declared without `#if`; `nil` for a member that stays in the class.
    private func group(of member: DelegateMember, among groups: [CapabilityDeprecations.Group]) -> Int? {
        guard member.conditions.isEmpty, member.item.decl.is(FunctionDeclSyntax.self),
            let first = member.callbacks.first
        else { return nil }
        return groups.firstIndex { group in
            group.capabilities.contains(first.capabilityName)
                && member.callbacks.allSatisfy { group.capabilities.contains($0.capabilityName) }
        }
    }

    /// The edit marking each member that keeps code of the app-delegate life cycle, among the members written in
    /// the class (a deprecated extension covers its own).
    private func marks(of members: [DelegateMember], outside groups: [Int?]) -> [TextEdit?] {
        let marked = LifecycleCodeMarks.marked(members)
        let attributes = LifecycleCodeMarks.attributes(
            message: usesScenes ? LifecycleCodeMarks.sceneAdoptionMessage : LifecycleCodeMarks.message)
        return members.indices.map { index in
            guard marked.contains(index), groups[index] == nil else { return nil }
            return LifecycleCodeMarks.edit(marking: members[index], with: attributes)
        }
    }

    /// Whether the file of `service` carries a deprecation of the app-delegate life cycle: a capability iOS 26
    /// deprecates, or a method marked for keeping its window or launch-option code.
    func marksLifecycle(_ service: ServiceDraft, of delegate: DelegateClass) -> Bool {
        let members = service.memberIndices.map { delegate.members[$0] }
        let capabilities = members.flatMap { $0.callbacks.map(\.capabilityName) }
        return CapabilityDeprecations.groups(of: capabilities).contains(
            where: CapabilityDeprecations.isLifecycleDeprecation)
            || !LifecycleCodeMarks.marked(members).isEmpty
    }

    /// The capabilities of the callbacks implemented only under an `#if` condition (a block of members without `#else`,
    /// or a delegate declared inside a top-level `#if`), which the service adopts under the same condition.
    private func conditionalCapabilities(of members: [DelegateMember]) -> [(condition: String, capabilities: [String])]
    {
        members.compactMap { member in
            guard !member.callbacks.isEmpty else { return nil }
            var conditions = member.conditions
            if let block = member.item.decl.as(IfConfigDeclSyntax.self), block.clauses.count == 1,
                let condition = block.clauses.first?.condition
            {
                conditions.append(condition.trimmedDescription)
            }
            guard !conditions.isEmpty else { return nil }
            return (TopLevelStatements.joined(conditions), member.callbacks.map(\.capabilityName))
        }
    }

    /// The members a service that uses `window` gets: the context the host attaches, and `window` read and
    /// set through it, so moved code that uses `window` compiles unchanged.
    static let appWindowAccess = [
        """
            /// The context the host attaches: it reaches the app delegate's window.
            private var serviceContext: ServiceContext?
        """,
        """
            /// The app delegate's window, as the moved code used it.
            var window: UIWindow? {
                get { serviceContext?.window }
                set { serviceContext?.window = newValue }
            }
        """,
        """
            func attach(to context: ServiceContext) {
                serviceContext = context
            }
        """,
    ]

    /// The members a scene service that uses `window` gets: the context the host attaches, the scene of the callback
    /// being handled, and `window` as that scene's window, so moved code that uses `window` compiles unchanged.
    static let sceneWindowAccess = [
        """
            /// The context the host attaches: it reaches the scene delegates' windows.
            private var serviceContext: ServiceContext?
        """,
        """
            /// The scene of the callback being handled.
            private weak var callbackScene: UIScene?
        """,
        """
            /// The window of the scene of the callback being handled, as the moved code used the scene delegate's.
            var window: UIWindow? {
                get { callbackScene.flatMap { serviceContext?.window(of: $0) } }
                set {
                    if let callbackScene { serviceContext?.setWindow(newValue, of: callbackScene) }
                }
            }
        """,
        """
            func attach(to context: ServiceContext) {
                serviceContext = context
            }
        """,
    ]

    /// `head: A, B {`, on one line when it fits in 120 columns, else with one adopted type a line.
    static func declaration(_ head: String, adopting types: [String]) -> String {
        let line = types.isEmpty ? "\(head) {" : "\(head): \(types.joined(separator: ", ")) {"
        guard line.count > 120 else { return line }
        return "\(head):\n" + types.map { "    \($0)" }.joined(separator: ",\n") + "\n{"
    }
}
