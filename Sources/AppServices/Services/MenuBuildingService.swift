#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

/// A service that adds to the main menu: the menu bar of an iPad with a keyboard (iPadOS 26 shows one to
/// every app) and of a Mac running the app, where its key commands are listed.
///
/// UIKit builds the main menu by calling `buildMenu(with:)` along the responder chain, which ends with
/// the app delegate; ``ServicesAppDelegate`` calls `super`, then every adopter in service order, each
/// changing the same builder, so a later service sees (and can move) what an earlier one inserted. Ask
/// UIKit to build it again with `UIMenuSystem.main.setNeedsRebuild()`.
///
/// ```swift
/// final class ComposeMenu: MenuBuildingService {
///     func buildMenu(with builder: any UIMenuBuilder) {
///         guard builder.system == .main else { return }
///         let compose = UIMenu(title: "", options: .displayInline, children: [
///             UIKeyCommand(title: "New Message", action: #selector(Composer.compose), input: "n", modifierFlags: .command)
///         ])
///         builder.insertChild(compose, atStartOfMenu: .file)
///     }
/// }
/// ```
///
/// It is a `UIResponder` method, not a delegate callback: it has no selector to advertise and is not in
/// ``DelegateCallback``.
public protocol MenuBuildingService: ApplicationService {
    /// Changes the main menu.
    ///
    /// - Parameter builder: The menus being built; check its `system`, which is `.main` for the menu bar.
    func buildMenu(with builder: any UIMenuBuilder)
}
