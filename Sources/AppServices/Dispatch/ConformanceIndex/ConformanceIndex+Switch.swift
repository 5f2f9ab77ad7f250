extension ConformanceIndex {
    /// The Info.plist key that turns the index off when set to `true`: every capability check then goes to the
    /// runtime's cast (see <doc:MeasuringTheConformanceIndex>).
    package static let disablingKey = "AppServicesConformanceIndexDisabled"

    /// Whether an app's Info.plist turns the index off.
    ///
    /// - Parameter infoDictionary: The app's Info.plist, or `nil` where it has none.
    /// - Returns: `true` where ``disablingKey`` is the Boolean `true`.
    package static func isDisabled(byInfoDictionary infoDictionary: [String: Any]?) -> Bool {
        infoDictionary?[disablingKey] as? Bool == true
    }
}
