/// The replica of `UIMenuBuilder`: what `buildMenu(with:)` receives to change a menu system's menus.
@MainActor
public protocol UIMenuBuilder {
    /// The menu system being built.
    var system: UIMenuSystem { get }
    /// The menu with an identifier, or `nil`.
    ///
    /// - Parameter identifier: A menu's identifier.
    /// - Returns: The menu.
    func menu(for identifier: UIMenu.Identifier) -> UIMenu?
    /// The action with an identifier, or `nil`.
    ///
    /// - Parameter identifier: An action's identifier.
    /// - Returns: The action.
    func action(for identifier: UIAction.Identifier) -> UIAction?
    /// Replaces a menu.
    ///
    /// - Parameters:
    ///   - replacedIdentifier: The menu to replace.
    ///   - replacementMenu: Its replacement.
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu)
    /// Replaces a menu's elements.
    ///
    /// - Parameters:
    ///   - parentIdentifier: The menu.
    ///   - childrenBlock: Gives the new elements from the old ones.
    func replaceChildren(
        ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement])
    /// Inserts a menu before another, in the other's parent.
    ///
    /// - Parameters:
    ///   - siblingMenu: The menu to insert.
    ///   - siblingIdentifier: The menu it goes before.
    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier)
    /// Inserts a menu after another, in the other's parent.
    ///
    /// - Parameters:
    ///   - siblingMenu: The menu to insert.
    ///   - siblingIdentifier: The menu it goes after.
    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier)
    /// Inserts a menu as the first element of another.
    ///
    /// - Parameters:
    ///   - childMenu: The menu to insert.
    ///   - parentIdentifier: The menu it goes into.
    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier)
    /// Inserts a menu as the last element of another.
    ///
    /// - Parameters:
    ///   - childMenu: The menu to insert.
    ///   - parentIdentifier: The menu it goes into.
    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)
    /// Removes a menu.
    ///
    /// - Parameter removedIdentifier: The menu to remove.
    func remove(menu removedIdentifier: UIMenu.Identifier)
}
