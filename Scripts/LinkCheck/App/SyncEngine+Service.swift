public import AppServices
public import LinkCheckKit
public import UIKit

// A conformance declared in an extension, for a class of another module.
extension SyncEngine: DidEnterBackgroundService {
    /// Flushes before the app is suspended.
    public func applicationDidEnterBackground(_ application: UIApplication) { flush() }
}
