public import Foundation

/// The replica of `UIMenuElement`: an item of a menu, a submenu or an action.
@MainActor
open class UIMenuElement: NSObject {
    /// The title shown for it.
    public let title: String

    init(title: String) {
        self.title = title
        super.init()
    }
}

/// The replica of `UIAction`: a menu item that runs a closure when chosen.
@MainActor
open class UIAction: UIMenuElement {
    /// The replica of `UIAction.Identifier`.
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
    }

    /// Its identifier, unique within the menu system.
    public let identifier: Identifier
    private let handler: @MainActor (UIAction) -> Void

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: Its title.
    ///   - identifier: Its identifier; a new unique one when `nil`.
    ///   - handler: What choosing it does.
    public init(
        title: String = "", identifier: Identifier? = nil, handler: @escaping @MainActor (UIAction) -> Void
    ) {
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.handler = handler
        super.init(title: title)
    }

    /// Chooses the action, as the user does in the menu; the replica's way to run its handler.
    public func perform() {
        handler(self)
    }
}
