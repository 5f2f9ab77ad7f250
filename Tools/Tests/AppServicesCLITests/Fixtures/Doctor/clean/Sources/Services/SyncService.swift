import AppServices
import BackgroundTasks
import UIKit

final class SyncService: DidFinishLaunchingService, DidEnterBackgroundService {
    static let identifier: ServiceIdentifier = "sync"
    static let shared = SyncService()
    static let refreshIdentifier = "com.example.shop.refresh"

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshIdentifier, using: nil) { task in
            task.setTaskCompleted(success: true)
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.shop.cleanup", using: nil) { task in
            task.setTaskCompleted(success: true)
        }
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        try? BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: Self.refreshIdentifier))
        let cleanup = BGProcessingTaskRequest(identifier: "com.example.shop.cleanup")
        cleanup.requiresExternalPower = true
        try? BGTaskScheduler.shared.submit(cleanup)
    }
}
