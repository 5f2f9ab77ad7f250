/// The headless system's `UIMenuBuilder`: a menu tree that `buildMenu(with:)` changes, for tests to read.
///
/// It starts with the main menu bar's standard menus (application, File, Edit, Format, View, Window, Help),
/// each with its standard submenus where an app usually inserts items; its operations act as UIKit's do:
/// an operation on an identifier that is not in the tree changes nothing.
@MainActor
public final class HeadlessMenuBuilder: UIMenuBuilder {
    /// The menu system being built.
    public let system: UIMenuSystem
    /// The whole tree: the root menu, whose children are the menu bar's menus.
    public private(set) var root: UIMenu

    /// Creates a builder with the standard main menu.
    ///
    /// - Parameter system: The system being built.
    public init(system: UIMenuSystem = .main) {
        self.system = system
        root = Self.standardMainMenu()
    }

    /// The titles of the menu bar's menus, in order.
    public var menuBarTitles: [String] { root.children.map(\.title) }

    /// The menu with an identifier anywhere in the tree, or `nil`.
    ///
    /// - Parameter identifier: A menu's identifier.
    /// - Returns: The menu.
    public func menu(for identifier: UIMenu.Identifier) -> UIMenu? {
        Self.find(identifier, in: root)
    }

    /// The action with an identifier anywhere in the tree, or `nil`.
    ///
    /// - Parameter identifier: An action's identifier.
    /// - Returns: The action.
    public func action(for identifier: UIAction.Identifier) -> UIAction? {
        Self.elements(of: root).lazy.compactMap { $0 as? UIAction }.first { $0.identifier == identifier }
    }

    /// Replaces a menu; nothing changes if it is not in the tree.
    ///
    /// - Parameters:
    ///   - replacedIdentifier: The menu to replace.
    ///   - replacementMenu: Its replacement.
    public func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu) {
        edit { $0.identifier == replacedIdentifier ? [replacementMenu] : nil }
    }

    /// Replaces a menu's elements; nothing changes if it is not in the tree.
    ///
    /// - Parameters:
    ///   - parentIdentifier: The menu.
    ///   - childrenBlock: Gives the new elements from the old ones.
    public func replaceChildren(
        ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement]
    ) {
        if root.identifier == parentIdentifier {
            root = root.replacingChildren(childrenBlock(root.children))
            return
        }
        edit { $0.identifier == parentIdentifier ? [$0.replacingChildren(childrenBlock($0.children))] : nil }
    }

    /// Inserts a menu before another, in the other's parent.
    ///
    /// - Parameters:
    ///   - siblingMenu: The menu to insert.
    ///   - siblingIdentifier: The menu it goes before.
    public func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier) {
        edit { $0.identifier == siblingIdentifier ? [siblingMenu, $0] : nil }
    }

    /// Inserts a menu after another, in the other's parent.
    ///
    /// - Parameters:
    ///   - siblingMenu: The menu to insert.
    ///   - siblingIdentifier: The menu it goes after.
    public func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier) {
        edit { $0.identifier == siblingIdentifier ? [$0, siblingMenu] : nil }
    }

    /// Inserts a menu as the first element of another.
    ///
    /// - Parameters:
    ///   - childMenu: The menu to insert.
    ///   - parentIdentifier: The menu it goes into.
    public func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier) {
        replaceChildren(ofMenu: parentIdentifier) { [childMenu] + $0 }
    }

    /// Inserts a menu as the last element of another.
    ///
    /// - Parameters:
    ///   - childMenu: The menu to insert.
    ///   - parentIdentifier: The menu it goes into.
    public func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier) {
        replaceChildren(ofMenu: parentIdentifier) { $0 + [childMenu] }
    }

    /// Removes a menu; nothing changes if it is not in the tree.
    ///
    /// - Parameter removedIdentifier: The menu to remove.
    public func remove(menu removedIdentifier: UIMenu.Identifier) {
        edit { $0.identifier == removedIdentifier ? [] : nil }
    }

    /// Rewrites the tree below the root: `change` gives a menu's replacements, or `nil` to keep it and look
    /// inside it.
    private func edit(_ change: (UIMenu) -> [UIMenuElement]?) {
        root = root.replacingChildren(Self.rewrite(root.children, change))
    }

    private static func rewrite(_ elements: [UIMenuElement], _ change: (UIMenu) -> [UIMenuElement]?)
        -> [UIMenuElement]
    {
        elements.flatMap { element -> [UIMenuElement] in
            guard let menu = element as? UIMenu else { return [element] }
            return change(menu) ?? [menu.replacingChildren(rewrite(menu.children, change))]
        }
    }

    private static func find(_ identifier: UIMenu.Identifier, in menu: UIMenu) -> UIMenu? {
        if menu.identifier == identifier { return menu }
        return menu.children.lazy.compactMap { $0 as? UIMenu }.compactMap { find(identifier, in: $0) }.first
    }

    private static func elements(of menu: UIMenu) -> [UIMenuElement] {
        menu.children + menu.children.compactMap { $0 as? UIMenu }.flatMap(elements(of:))
    }

    private static func standardMainMenu() -> UIMenu {
        func inline(_ identifier: UIMenu.Identifier) -> UIMenu {
            UIMenu(identifier: identifier, options: .displayInline)
        }
        return UIMenu(
            identifier: .root,
            children: [
                UIMenu(
                    title: "App", identifier: .application, children: [inline(.about), inline(.preferences)]),
                UIMenu(title: "File", identifier: .file, children: [inline(.newScene), inline(.close)]),
                UIMenu(title: "Edit", identifier: .edit, children: [inline(.find)]),
                UIMenu(title: "Format", identifier: .format),
                UIMenu(title: "View", identifier: .view),
                UIMenu(title: "Window", identifier: .window),
                UIMenu(title: "Help", identifier: .help),
            ])
    }
}

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
