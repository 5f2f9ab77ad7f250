/// Which concerns of one delegate share a service: concerns start apart, and are joined when their code
/// shares a member or calls each other (a union-find over concern names).
struct ConcernGroups {
    private var parent: [String: String] = [:]

    /// Adds `concern` as a group of its own, if it is new.
    mutating func add(_ concern: String) {
        if parent[concern] == nil { parent[concern] = concern }
    }

    /// The concern that names the group `concern` belongs to.
    func root(of concern: String) -> String {
        var current = concern
        while let next = parent[current], next != current { current = next }
        return current
    }

    mutating func join(_ first: String, _ second: String) {
        add(first)
        add(second)
        let (left, right) = (root(of: first), root(of: second))
        if left != right { parent[right] = left }
    }

    /// The concerns in the group `concern` belongs to, in `order`.
    func members(of concern: String, in order: [String]) -> [String] {
        let root = root(of: concern)
        return order.filter { parent[$0] != nil && self.root(of: $0) == root }
    }
}
