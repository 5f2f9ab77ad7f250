@_spi(AppServicesTools) import AppServices

/// The capabilities the library deprecates, with the `@available` attributes of their protocols, which come from
/// the callback table through ``DelegateCallback/capabilityDeprecations``.
///
/// A service adopts a deprecated capability in an extension carrying its protocol's attributes, as the library's
/// articles do: the adoption and the methods in that extension then warn nobody, and the attributes say to the
/// reader what UIKit deprecated and what replaces it.
enum CapabilityDeprecations {
    /// A group of deprecated capabilities that carry the same attributes.
    struct Group {
        /// The attributes, such as `@available(iOS, deprecated: 13.0, message: "Use a BGAppRefreshTask")`.
        var attributes: [String]
        /// The capabilities, in the order the service adopts them.
        var capabilities: [String]
    }

    /// The attributes of each deprecated capability by name, its `async` refinement included.
    static let attributes: [String: [String]] = Dictionary(
        DelegateCallback.allCases.flatMap { callback in
            ([callback.capabilityName] + (callback.asyncCapabilityName.map { [$0] } ?? [])).map {
                ($0, callback.capabilityDeprecations)
            }
        }.filter { !$0.1.isEmpty },
        uniquingKeysWith: { first, _ in first })

    /// The capabilities of `capabilities` that are deprecated, grouped by their attributes in the order of their
    /// first appearance.
    static func groups(of capabilities: [String]) -> [Group] {
        var groups: [Group] = []
        for capability in capabilities {
            guard let attributes = attributes[capability] else { continue }
            if let index = groups.firstIndex(where: { $0.attributes == attributes }) {
                groups[index].capabilities.append(capability)
            } else {
                groups.append(Group(attributes: attributes, capabilities: [capability]))
            }
        }
        return groups
    }

    /// Whether iOS 26 or later deprecates the capabilities of `group` in favour of the scene life cycle (the callback
    /// table's rule: an iOS deprecation from release 26 on).
    static func isLifecycleDeprecation(_ group: Group) -> Bool {
        group.attributes.contains { attribute in
            guard attribute.hasPrefix("@available(iOS, deprecated: "),
                let version = attribute.dropFirst("@available(iOS, deprecated: ".count).split(separator: ",").first
            else { return false }
            return (Double(version) ?? 0) >= 26
        }
    }

    /// `extension service: capabilities { members }` with the group's attributes.
    static func adoption(of group: Group, by service: String, members: [String]) -> String {
        let head = ServiceFileRenderer.declaration("extension \(service)", adopting: group.capabilities)
        let body = members.isEmpty ? "}" : "\n" + members.joined(separator: "\n\n") + "\n}"
        return group.attributes.map { AvailabilityAttribute.laidOut($0, indent: "") }.joined(separator: "\n") + "\n"
            + head + body
    }
}
