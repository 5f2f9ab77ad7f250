#if canImport(UIKit)
public import CloudKit
public import UIKit
#else
public import UIKitHeadless
#endif

// CloudKit shares are broadcast; each service checks the share's container and ignores the others'.
extension ServiceHost {
    /// Tells every ``CloudKitShareService``, in order, that the user accepted a share.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - cloudKitShareMetadata: What the user accepted.
    public func application(
        _ application: UIApplication,
        userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
    ) {
        broadcast(Self.acceptCloudKitShare, to: (any CloudKitShareService).self) {
            $0.application(application, userDidAcceptCloudKitShareWith: cloudKitShareMetadata)
        }
    }

    fileprivate nonisolated static let acceptCloudKitShare = "application:userDidAcceptCloudKitShareWithMetadata:"
}

extension DelegateSelectorTable {
    static let appCloudKitShareRows: [Row] = [
        row(ServiceHost.acceptCloudKitShare, .application, (any CloudKitShareService).self)
    ]
}
