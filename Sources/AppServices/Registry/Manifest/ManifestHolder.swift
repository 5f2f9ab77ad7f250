public import Foundation

/// Keeps the app's current registration plan: the shipped manifest with the latest good overlay,
/// and the last good plan when a new overlay is bad.
///
/// A remote config or feature flag arrives as an overlay. ``apply(overlay:)`` checks the shipped
/// manifest overlaid by it against the catalog; when that has problems the holder keeps the plan
/// and overlay it had, and throws the problems so the app can log them. Safe from any thread.
///
/// ```swift
/// let holder = try ManifestHolder(catalog: catalog, shipped: shipped)
/// do {
///     try holder.apply(overlayData: remoteBytes, format: .json, file: "remote-config")
/// } catch {
///     logger.error("remote config ignored: \(error)")   // holder.plan is still the last good one
/// }
/// ```
public final class ManifestHolder: Sendable {
    private struct State {
        var overlay: ServiceManifest?
        var plan: RegistrationPlan
    }

    private let catalog: ServiceCatalog
    private let shipped: ServiceManifest
    private let state: Locked<State>

    /// Creates a holder from the manifest shipped in the app.
    ///
    /// - Parameters:
    ///   - catalog: The registered entries.
    ///   - shipped: The app's own manifest.
    /// - Throws: ``ManifestError`` when the shipped manifest itself is bad: there is no good plan to keep.
    public init(catalog: ServiceCatalog, shipped: ServiceManifest) throws(ManifestError) {
        self.catalog = catalog
        self.shipped = shipped
        state = Locked(State(overlay: nil, plan: try catalog.plan(for: shipped)))
    }

    /// The current, last good plan.
    public var plan: RegistrationPlan {
        state.withLock { $0.plan }
    }

    /// The overlay the current plan was made with, or `nil`.
    public var overlay: ServiceManifest? {
        state.withLock { $0.overlay }
    }

    /// Replaces the overlay when the shipped manifest overlaid by it is good; else keeps everything.
    ///
    /// - Parameter overlay: The new overlay, replacing (not adding to) the previous one.
    /// - Returns: The new plan.
    /// - Throws: ``ManifestError`` with every problem; the previous plan and overlay stay.
    @discardableResult
    public func apply(overlay: ServiceManifest) throws(ManifestError) -> RegistrationPlan {
        let plan = try catalog.plan(for: shipped.overlaid(by: overlay))
        state.withLock { $0 = State(overlay: overlay, plan: plan) }
        return plan
    }

    /// Decodes an overlay and applies it; a malformed overlay keeps everything as it was.
    ///
    /// - Parameters:
    ///   - data: The overlay's bytes.
    ///   - format: Their format, or `nil` to guess.
    ///   - file: The name problems use for the overlay.
    /// - Returns: The new plan.
    /// - Throws: ``ManifestError`` with every problem; the previous plan and overlay stay.
    @discardableResult
    public func apply(overlayData data: Data, format: ManifestFormat?, file: String) throws(ManifestError)
        -> RegistrationPlan
    {
        try apply(overlay: ServiceManifest.decode(data, format: format, file: file))
    }

    /// Drops the overlay and returns to the shipped manifest's plan.
    ///
    /// - Returns: The shipped manifest's plan.
    /// - Throws: ``ManifestError`` when entries registered since made the shipped manifest bad.
    @discardableResult
    public func removeOverlay() throws(ManifestError) -> RegistrationPlan {
        let plan = try catalog.plan(for: shipped)
        state.withLock { $0 = State(overlay: nil, plan: plan) }
        return plan
    }
}
