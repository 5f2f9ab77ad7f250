import SwiftSyntax

/// The methods of a service that keep code of the app-delegate life cycle which iOS 26 deprecates (a window made
/// without a scene, `UIScreen.main`, a launch option), marked deprecated as the "Adopting the scene life cycle"
/// article marks its `didFinishLaunching` override: the deprecation is then said once, on the method, with why
/// and how to leave it, instead of at each use.
///
/// A method that calls a marked method of the same service is marked too, so that the call warns nobody.
enum LifecycleCodeMarks {
    /// The message of a service written for an app without scenes.
    static let message =
        "Keeps the window or launch-option code of the app-delegate life cycle: "
        + "run appservices migrate --adopt-scenes to leave it"
    /// The message of a service of an app that uses scenes (or adopts them with `--adopt-scenes`).
    static let sceneAdoptionMessage =
        "Keeps the window or launch-option code of the app-delegate life cycle: "
        + "move it to a scene service to leave it"

    /// The attributes a marked method carries, deprecated on iOS and tvOS 26.0 as UIKit's declarations are.
    static func attributes(message: String) -> [String] {
        ["iOS", "tvOS"].map { "@available(\($0), deprecated: 26.0, message: \"\(message)\")" }
    }

    /// The indices in `members` of the methods to mark.
    static func marked(_ members: [DelegateMember]) -> Set<Int> {
        let functions = members.indices.filter { members[$0].item.decl.is(FunctionDeclSyntax.self) }
        var marked = Set(functions.filter { keepsLifecycleCode(members[$0]) })
        // Callbacks are called by the library only; their names (`application`) are parameter names elsewhere.
        var names = Set(marked.filter { members[$0].callbacks.isEmpty }.flatMap { members[$0].declaredNames })
        while let caller = functions.first(where: {
            !marked.contains($0) && !members[$0].references.isDisjoint(with: names)
        }) {
            marked.insert(caller)
            if members[caller].callbacks.isEmpty { names.formUnion(members[caller].declaredNames) }
        }
        return marked
    }

    /// The edit that puts `attributes` before the method of `member`, after its doc comment.
    static func edit(marking member: DelegateMember, with attributes: [String]) -> TextEdit {
        let declaration = member.item.decl
        let lastLine = declaration.leadingTrivia.description.split(separator: "\n", omittingEmptySubsequences: false)
            .last
        let indent = String((lastLine ?? "").prefix { $0 == " " || $0 == "\t" })
        let offset = declaration.positionAfterSkippingLeadingTrivia.utf8Offset
        let laidOut =
            attributes.map { AvailabilityAttribute.laidOut($0, indent: indent) }.joined(separator: "\n") + "\n" + indent
        return TextEdit(start: offset, end: offset, replacement: String(laidOut.dropFirst(indent.count)))
    }

    /// Whether the method of `member` makes a window without a scene, reads `UIScreen.main`, or reads a launch option.
    private static func keepsLifecycleCode(_ member: DelegateMember) -> Bool {
        guard let function = member.item.decl.as(FunctionDeclSyntax.self), let body = function.body else {
            return false
        }
        if !WindowCreationFinder.creations(in: body).isEmpty { return true }
        let tokens = Array(body.tokens(viewMode: .sourceAccurate))
        let readsMainScreen = tokens.indices.dropLast(2).contains { index in
            tokens[index].text == "UIScreen" && tokens[index + 1].tokenKind == .period
                && tokens[index + 2].text == "main"
        }
        let launchOptions = function.signature.parameterClause.parameters
            .filter { $0.type.trimmedDescription.contains("LaunchOptionsKey") }
            .map { ($0.secondName ?? $0.firstName).text }
        return readsMainScreen || tokens.contains { launchOptions.contains($0.text) }
    }
}
