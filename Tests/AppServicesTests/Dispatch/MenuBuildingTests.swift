import AppServices
import AppServicesTesting
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// `buildMenu(with:)` on the app delegate fans out to the ``MenuBuildingService``s, in order, on one builder.
@MainActor
@Suite struct MenuBuildingTests {
    /// Puts a Compose menu at the start of the File menu.
    final class ComposeMenu: MenuBuildingService {
        func buildMenu(with builder: any UIMenuBuilder) {
            guard builder.system == .main else { return }
            let compose = UIAction(title: "New Message", identifier: UIAction.Identifier("compose")) { _ in }
            builder.insertChild(
                UIMenu(title: "Compose", identifier: UIMenu.Identifier("compose"), children: [compose]),
                atStartOfMenu: .file)
        }
    }

    /// Moves whatever menu is first in File to the end of View; runs after ``ComposeMenu``.
    final class MenuRearranger: MenuBuildingService {
        private(set) var sawCompose = false
        func buildMenu(with builder: any UIMenuBuilder) {
            sawCompose = builder.menu(for: UIMenu.Identifier("compose")) != nil
            builder.remove(menu: .format)
        }
    }

    /// Keeps a menu of its own in the delegate, as during a migration, and calls `super`.
    final class MigratingAppDelegate: ServicesAppDelegate {
        let rearranger = MenuRearranger()
        override var services: [any ApplicationService] { [ComposeMenu(), rearranger] }
        override func buildMenu(with builder: any UIMenuBuilder) {
            super.buildMenu(with: builder)
            builder.insertSibling(UIMenu(title: "Library", identifier: UIMenu.Identifier("library")), afterMenu: .view)
        }
    }

    @Test func everyMenuServiceChangesTheSameBuilderInServiceOrder() throws {
        let rearranger = MenuRearranger()
        let driver = HeadlessAppDriver(services: [ComposeMenu(), rearranger])
        try driver.coldLaunch()

        let menus = driver.system.buildMainMenu()

        #expect(rearranger.sawCompose)
        #expect(menus.menuBarTitles == ["App", "File", "Edit", "View", "Window", "Help"])
        #expect(menus.menu(for: .file)?.children.first?.title == "Compose")
        #expect(menus.action(for: UIAction.Identifier("compose"))?.title == "New Message")
        #expect(driver.dispatches.last?.services == ["ComposeMenu", "MenuRearranger"])
    }

    @Test func anAppDelegateThatKeepsMenuCodeAndCallsSuperStillFansOut() throws {
        let driver = HeadlessAppDriver(appDelegate: { MigratingAppDelegate() })
        try driver.coldLaunch()

        let menus = driver.system.buildMainMenu()

        #expect(menus.menuBarTitles == ["App", "File", "Edit", "View", "Library", "Window", "Help"])
        #expect(menus.menu(for: UIMenu.Identifier("compose")) != nil)
    }

    @Test func withoutMenuServicesTheStandardMenusStay() throws {
        let driver = HeadlessAppDriver(services: [])
        try driver.coldLaunch()

        let menus = driver.system.buildMainMenu()

        #expect(menus.menuBarTitles == ["App", "File", "Edit", "Format", "View", "Window", "Help"])
    }
}
