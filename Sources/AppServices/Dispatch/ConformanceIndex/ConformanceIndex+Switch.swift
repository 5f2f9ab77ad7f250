extension ConformanceIndex {
    /// The Info.plist key that turns the index off when set to `true`: every capability check then goes to the
    /// runtime's cast (see <doc:MeasuringTheConformanceIndex>).
    package static let disablingKey = "AppServicesConformanceIndexDisabled"

    /// Whether an app's Info.plist (`nil` where it has none) turns the index off: ``disablingKey`` is `true`.
    package static func isDisabled(byInfoDictionary infoDictionary: [String: Any]?) -> Bool {
        infoDictionary?[disablingKey] as? Bool == true
    }
}
