#if canImport(UIKit)
public import CloudKit
public import UIKit
#else
public import UIKitHeadless
#endif

/// A service that accepts CloudKit shares the user opened, in an app without scenes.
///
/// Broadcast: every adopter is told, in order. Each service checks
/// `cloudKitShareMetadata.containerIdentifier` and ignores shares of containers it does not own, so that
/// exactly one service accepts the share.
///
/// ```swift
/// final class SharedAlbumsService: CloudKitShareService {
///     func application(
///         _ application: UIApplication,
///         userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
///     ) {
///         guard cloudKitShareMetadata.containerIdentifier == "iCloud.com.example.albums" else { return }
///         albums.accept(cloudKitShareMetadata)
///     }
/// }
/// ```
public protocol CloudKitShareService: ApplicationService {
    /// Tells the service that the user accepted a CloudKit share; see `UIApplicationDelegate`.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - cloudKitShareMetadata: What the user accepted, including its container.
    func application(
        _ application: UIApplication,
        userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
    )
}
