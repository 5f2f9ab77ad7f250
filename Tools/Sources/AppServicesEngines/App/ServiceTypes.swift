@_spi(AppServicesTools) import AppServices

/// The app's service types: every type whose inheritance, followed through the app's own protocols, classes,
/// extensions and type aliases, reaches one of the library's capabilities or its scene delegate.
///
/// What each capability brings comes from the library's callback table
/// (``DelegateCallback/callbacks(adoptedThrough:)``), so a composition such as `ActivationService` or an `async`
/// refinement counts like its members.
package struct ServiceTypes {
    /// A capability a type adopts, and the line of the type's own inheritance clause that leads to it.
    struct Adoption: CustomStringConvertible {
        /// The library's capability, such as `RemoteNotificationService`.
        var capability: String
        var callbacks: [DelegateCallback]
        /// The line naming it, or naming the app's own protocol or class that leads to it.
        var location: SourceLine
        /// The name written on that line, when it is not the capability: the app's protocol or class.
        var through: String?

        /// The capability for a message: `RemoteNotificationService`, or `BackgroundFetchService (through
        /// FeedRefreshing)`.
        var description: String { capability + (through.map { " (through \($0))" } ?? "") }
    }

    package struct ServiceType {
        package var name: String
        /// What it adopts, in inheritance-clause order.
        var adoptions: [Adoption]
        /// Whether it adopts `SelectiveService`, and so may decline a callback at run time.
        var isSelective: Bool
        /// The line leading to `ServicesSceneDelegate`, when the type is one of its subclasses.
        var sceneDelegateLocation: SourceLine?

        /// Its adoptions of capabilities of `UISceneDelegate` or `UIWindowSceneDelegate`.
        var sceneAdoptions: [Adoption] {
            adoptions.filter { $0.callbacks.contains { $0.delegate == .scene || $0.delegate == .windowScene } }
        }
    }

    /// The library's open scene delegate class.
    static let sceneDelegateClass = "ServicesSceneDelegate"
    /// The library's protocol for services that decline callbacks at run time.
    static let selectiveProtocol = "SelectiveService"

    /// The service types, by name.
    package let types: [String: ServiceType]

    init(_ sources: SwiftSources) {
        var types: [String: ServiceType] = [:]
        for (name, inherited) in sources.inheritance {
            var type = ServiceType(name: name, adoptions: [], isSelective: false)
            for entry in inherited {
                for reached in Self.libraryNames(reachedFrom: entry.name, in: sources.inheritance) {
                    let callbacks = DelegateCallback.callbacks(adoptedThrough: reached)
                    if !callbacks.isEmpty {
                        type.adoptions.append(
                            Adoption(
                                capability: reached, callbacks: callbacks, location: entry.location,
                                through: entry.name == reached ? nil : entry.name))
                    } else if reached == Self.selectiveProtocol {
                        type.isSelective = true
                    } else if reached == Self.sceneDelegateClass, type.sceneDelegateLocation == nil {
                        type.sceneDelegateLocation = entry.location
                    }
                }
            }
            let isService = !type.adoptions.isEmpty || type.sceneDelegateLocation != nil
            if isService && !sources.protocolsAndAliases.contains(name) { types[name] = type }
        }
        self.types = types
    }

    package var sorted: [ServiceType] { types.values.sorted { $0.name < $1.name } }

    /// The first adoption, in name order, of a capability that has `callback`.
    func adoption(of callback: DelegateCallback) -> Adoption? {
        sorted.lazy.flatMap(\.adoptions).first { $0.callbacks.contains(callback) }
    }

    /// Whether `name` is `ServicesSceneDelegate` or one of the app's subclasses of it, so that UIKit would create a
    /// scene delegate that dispatches to the services.
    func isSceneDelegate(_ name: String) -> Bool {
        name == Self.sceneDelegateClass || types[name]?.sceneDelegateLocation != nil
    }

    /// The names not declared by the app that `name` leads to, itself included when the app does not declare it.
    static func libraryNames(reachedFrom name: String, in inheritance: [String: [SwiftSources.Inheritance]])
        -> [String]
    {
        InheritanceReader.externalNames(reachedFrom: name) { inheritance[$0]?.map(\.name) }
    }
}
