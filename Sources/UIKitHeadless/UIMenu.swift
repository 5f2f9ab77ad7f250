public import Foundation

/// The replica of `UIMenu`: a titled group of menu elements, identified in the menu system.
@MainActor
open class UIMenu: UIMenuElement {
    /// The replica of `UIMenu.Identifier`, with the identifiers of the main menu's standard menus.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        /// The identifier's string.
        public var rawValue: String
        /// Creates an identifier.
        ///
        /// - Parameter rawValue: Its string; UIKit suggests a reverse-DNS name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        ///
        /// - Parameter rawValue: Its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The application menu.
        public static let application = Identifier(rawValue: "com.apple.menu.application")
        /// The File menu.
        public static let file = Identifier(rawValue: "com.apple.menu.file")
        /// The Edit menu.
        public static let edit = Identifier(rawValue: "com.apple.menu.edit")
        /// The View menu.
        public static let view = Identifier(rawValue: "com.apple.menu.view")
        /// The Window menu.
        public static let window = Identifier(rawValue: "com.apple.menu.window")
        /// The Help menu.
        public static let help = Identifier(rawValue: "com.apple.menu.help")
        /// The Format menu.
        public static let format = Identifier(rawValue: "com.apple.menu.format")
        /// The About item's menu, in the application menu.
        public static let about = Identifier(rawValue: "com.apple.menu.about")
        /// The Settings item's menu, in the application menu.
        public static let preferences = Identifier(rawValue: "com.apple.menu.preferences")
        /// The New Window item's menu, in the File menu.
        public static let newScene = Identifier(rawValue: "com.apple.menu.new-scene")
        /// The Close item's menu, in the File menu.
        public static let close = Identifier(rawValue: "com.apple.menu.close")
        /// The Find items' menu, in the Edit menu.
        public static let find = Identifier(rawValue: "com.apple.menu.find")
        /// The root of the main menu system.
        public static let root = Identifier(rawValue: "com.apple.menu.root")
    }

    /// The replica of `UIMenu.Options`.
    public struct Options: OptionSet, Sendable {
        /// The options' bits, as in `UIMenu.h`.
        public var rawValue: UInt
        /// Creates options.
        ///
        /// - Parameter rawValue: Their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children are shown inline in the parent menu, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu is shown as destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is selected.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// Its identifier, unique within the menu system.
    public let identifier: Identifier
    /// How it is shown.
    public let options: Options
    /// Its elements, in order.
    public let children: [UIMenuElement]

    /// Creates a menu.
    ///
    /// - Parameters:
    ///   - title: Its title.
    ///   - identifier: Its identifier; a new unique one when `nil`.
    ///   - options: How it is shown.
    ///   - children: Its elements.
    public init(
        title: String = "", identifier: Identifier? = nil, options: Options = [], children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title)
    }

    /// A copy of the menu with other elements.
    ///
    /// - Parameter newChildren: The copy's elements.
    /// - Returns: The copy.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, identifier: identifier, options: options, children: newChildren)
    }
}

/// The replica of `UIMenuSystem`: the main menu bar's system, or the context menus'.
@MainActor
open class UIMenuSystem: NSObject {
    /// The main menu system (the menu bar of an iPad or a Mac).
    public static let main = UIMenuSystem()
    /// The context menu system.
    public static let context = UIMenuSystem()

    /// How many times the app asked for a rebuild.
    public private(set) var rebuildRequests = 0

    private override init() {
        super.init()
    }

    /// Asks the system to build its menus again, which calls `buildMenu(with:)` along the responder chain.
    public func setNeedsRebuild() {
        rebuildRequests += 1
    }

    /// Asks the system to validate its commands again.
    public func setNeedsRevalidate() {}
}
