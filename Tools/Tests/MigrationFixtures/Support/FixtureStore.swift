/// A small stand-in for a Core Data stack: items loaded on demand, refreshed and saved.
@MainActor
public final class FixtureStore {
    /// The store's name.
    public let name: String
    /// The items it holds.
    public private(set) var items: [String] = []
    /// How many times it saved.
    public private(set) var saves = 0

    /// Creates an empty store.
    ///
    /// - Parameter name: The store's name.
    public init(name: String) {
        self.name = name
    }

    /// Fetches one more item, as a background refresh would.
    public func refresh() {
        items.append("\(name)-\(items.count + 1)")
    }

    /// Saves the items.
    public func save() {
        saves += 1
    }
}
