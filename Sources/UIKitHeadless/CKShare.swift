public import Foundation

/// The replica of CloudKit's `CKShare`, reduced to what the delegate signatures need.
open class CKShare: NSObject {
    /// The replica of `CKShare.Metadata` (Objective-C `CKShareMetadata`): what the user accepted.
    open class Metadata: NSObject {
        /// The identifier of the container the share belongs to.
        open private(set) var containerIdentifier: String

        /// Creates metadata for a share in a container.
        ///
        /// - Parameter containerIdentifier: The container's identifier.
        public init(containerIdentifier: String) {
            self.containerIdentifier = containerIdentifier
            super.init()
        }
    }
}
