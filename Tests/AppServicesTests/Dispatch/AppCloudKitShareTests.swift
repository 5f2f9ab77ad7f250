import AppServices
import Foundation
import Testing

#if canImport(UIKit)
import CloudKit
import UIKit
#else
import UIKitHeadless
#endif

@MainActor
@Suite struct AppCloudKitShareTests {
    static let selector = "application:userDidAcceptCloudKitShareWithMetadata:"

    @Test func anAcceptedShareIsBroadcastInOrderAndOnlyTheContainersOwnerAcceptsIt() {
        let log = CallLog()
        let albums = ShareAcceptor(container: "iCloud.albums", log)
        let notes = ShareAcceptor(container: "iCloud.notes", log)
        let delegate = TestAppDelegate(services: [albums, notes])
        let system = appStateSystem(delegate)

        #expect(delegate.advertises(Self.selector))
        system.deliver(Self.selector) {
            $1.application($0, userDidAcceptCloudKitShareWith: CKShare.Metadata(containerIdentifier: "iCloud.notes"))
        }

        #expect(log.entries == ["iCloud.albums saw iCloud.notes", "iCloud.notes saw iCloud.notes"])
        #expect(albums.accepted.isEmpty)
        #expect(notes.accepted == ["iCloud.notes"])
    }

    @Test func withoutAShareServiceTheMethodIsHidden() {
        let delegate = TestAppDelegate(services: [])
        let system = appStateSystem(delegate)

        #expect(!delegate.advertises(Self.selector))
        let delivered: Void? = system.deliver(Self.selector) {
            $1.application($0, userDidAcceptCloudKitShareWith: CKShare.Metadata(containerIdentifier: "iCloud.notes"))
        }
        #expect(delivered == nil)
    }
}

/// A service that accepts shares of its own container only.
private final class ShareAcceptor: CloudKitShareService {
    let container: String
    let log: CallLog
    var accepted: [String] = []

    init(container: String, _ log: CallLog) {
        self.container = container
        self.log = log
    }

    func application(
        _ application: UIApplication, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
    ) {
        log.append("\(container) saw \(cloudKitShareMetadata.containerIdentifier)")
        guard cloudKitShareMetadata.containerIdentifier == container else { return }
        accepted.append(cloudKitShareMetadata.containerIdentifier)
    }
}
