#if canImport(UIKit)
public import CloudKit
public import UIKit
#else
public import UIKitHeadless
#endif

extension ServicesAppDelegate {
    /// Forwards to ``ServiceHost/application(_:userDidAcceptCloudKitShareWith:)``.
    public func application(
        _ application: UIApplication,
        userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
    ) {
        host.application(application, userDidAcceptCloudKitShareWith: cloudKitShareMetadata)
    }
}
