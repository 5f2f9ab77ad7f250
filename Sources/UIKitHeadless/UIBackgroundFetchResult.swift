/// The outcome a background fetch or a remote notification reports to the system.
///
/// Raw values as in `UIApplication.h` (`NS_ENUM(NSUInteger)`, iOS 7.0).
public enum UIBackgroundFetchResult: UInt, Sendable {
    /// New data was downloaded.
    case newData = 0
    /// There was no new data.
    case noData = 1
    /// The attempt failed.
    case failed = 2
}
