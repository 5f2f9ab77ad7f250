import Testing

@testable import AppServicesEngines

/// Issue 49.4: `migrate` finds what holds the delegate (`let app = UIApplication.shared.delegate as? AppDelegate`)
/// by the syntax's shape first, so it renders no initializer's text that cannot cast to the delegate: a delegate's
/// many stored properties and an 8 MiB string literal cost no rendering, counted, not timed.
@Suite struct HandleSearchWorkTests {
    @Test func initializersThatCannotCastToTheDelegateAreNotRendered() throws {
        let value = String(repeating: "v", count: 100)
        let properties = (0..<2_000).map { "    var p\($0) = \"\(value)\"\n" }.joined()
        let text =
            "class AppDelegate: UIResponder, UIApplicationDelegate {\n\(properties)}\n"
            + "let literal = \"\(String(repeating: "x", count: 1 << 20))\"\n"
            + "let app = UIApplication.shared.delegate as? AppDelegate\n"
        let source = try SwiftSource(path: "AppDelegate.swift", text: text)
        let (names, rendered) = MovedMemberCallFinder.handles(of: "AppDelegate", in: [source.tree])
        #expect(names == ["app"])
        #expect(rendered <= 64, "\(rendered) bytes rendered for a file of \(text.utf8.count)")
    }
}
