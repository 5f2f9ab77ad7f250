// The main menu: what an iPad with a keyboard or a menu bar, and a Mac running the app, build.
extension HeadlessSystem {
    /// Builds the main menu as UIKit does: the standard menus, then `buildMenu(with:)` along the responder
    /// chain, which here is the application delegate (the end of UIKit's chain, where apps override it).
    ///
    /// - Returns: The builder, holding the menus as the app left them.
    @discardableResult
    public func buildMainMenu() -> HeadlessMenuBuilder {
        let builder = HeadlessMenuBuilder(system: .main)
        if let responder = application.delegate as? UIResponder {
            log.append(HeadlessLogEntry(.applicationDelegate, "buildMenuWithBuilder:"))
            acting { responder.buildMenu(with: builder) }
        }
        return builder
    }
}
