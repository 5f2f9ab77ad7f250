import Foundation
import SwiftSyntax

/// Writes the source file of one new service: the imports of the files its code came from, then the class,
/// adopting the capabilities of its methods, with its members verbatim.
struct ServiceFileRenderer {
    /// The inputs.
    var sources: [ParsedSource]

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
        var adopted = (service.usesWindow ? ["ContextualService"] : []) + unconditional
        if adopted.isEmpty { adopted = ["ApplicationService"] }
        adopted += service.appProtocols
        let extensions = conditional.map { condition, capabilities in
            "\n#if \(condition)\nextension \(service.name): \(capabilities.joined(separator: ", ")) {}\n#endif\n"
        }
        let recordsScene = service.usesWindow && delegate.role == .scene
        var body = members.map { member in
            let text = MemberText.moved(member, recordingScene: recordsScene ? service.sceneName : nil)
            guard !member.conditions.isEmpty else { return text }
            return "#if \(TopLevelStatements.joined(member.conditions))\n\(text)\n#endif"
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
            + Self.declaration("final class \(service.name)", adopting: adopted) + "\n"
            + body.joined(separator: "\n\n") + "\n}\n" + extensions.joined()
        return MigrationPlan.OutputFile(name: "\(service.name).swift", text: text)
    }

    /// The capabilities of the callbacks implemented only under an `#if` condition (a block of members without
    /// `#else`, or a delegate declared inside a top-level `#if`), which the service adopts under the same
    /// condition.
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

    /// The members a scene service that uses `window` gets: the context the host attaches, the scene of the
    /// callback being handled, and `window` as that scene's window, so moved code that uses `window` compiles
    /// unchanged.
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
