#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

extension ServiceHost {
    /// The selector under which menu building is recorded; it is a responder method, not a delegate callback.
    static let buildMenuSelector = "buildMenuWithBuilder:"

    /// Tells every ``MenuBuildingService``, in service order, to change the menus `builder` holds.
    ///
    /// Rule: every adopter, in order, on the same builder.
    ///
    /// - Parameter builder: The menus being built.
    public func buildMenu(with builder: any UIMenuBuilder) {
        let builders = services.compactMap { ServiceConformance.cast($0, to: (any MenuBuildingService).self) }
        for service in builders { service.buildMenu(with: builder) }
        record(Self.buildMenuSelector, builders)
    }
}
