#if !canImport(ObjectiveC)
public import Foundation

/// The replica of Foundation's `NSUserActivity`, which swift-corelibs-foundation lacks.
///
/// Members as in `NSUserActivity.h` (iOS 17.0 SDK) that Handoff, universal links and state restoration
/// code reads.
open class NSUserActivity: NSObject {
    /// The activity's type, such as ``NSUserActivityTypeBrowsingWeb``.
    open private(set) var activityType: String
    /// A title for the activity.
    open var title: String?
    /// App-defined information.
    open var userInfo: [AnyHashable: Any]?
    /// The web page to load when no app continues the activity; for universal links, the link.
    open var webpageURL: URL?
    /// The page that referred to ``webpageURL``.
    open var referrerURL: URL?
    /// The identifier of the content the activity targets.
    open var targetContentIdentifier: String?
    /// Whether the activity can be continued on another device.
    open var isEligibleForHandoff = true
    /// Whether the activity is indexed for on-device search.
    open var isEligibleForSearch = false
    /// Whether the activity may be indexed publicly.
    open var isEligibleForPublicIndexing = false
    /// Whether the activity may be suggested to the user.
    open var isEligibleForPrediction = false
    /// Whether the activity's state must be saved before it is sent.
    open var needsSave = false
    /// The keys of ``userInfo`` needed to continue the activity.
    open var requiredUserInfoKeys: Set<String>?
    /// Whether the activity is the device's current one.
    public private(set) var isCurrent = false
    /// Whether the activity was invalidated.
    public private(set) var isInvalidated = false

    /// Creates an activity of a type.
    ///
    /// - Parameter activityType: The type, usually a reverse-DNS string.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Makes the activity the device's current one.
    open func becomeCurrent() { isCurrent = true }

    /// Stops the activity being the current one.
    open func resignCurrent() { isCurrent = false }

    /// Ends the activity for good.
    open func invalidate() {
        isCurrent = false
        isInvalidated = true
    }

    /// Adds entries to ``userInfo``.
    ///
    /// - Parameter otherDictionary: The entries to add; they replace equal keys.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }
}

/// The activity type of a web page being browsed, which universal links use.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"
#endif
