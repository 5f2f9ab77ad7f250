import AppServices
import BackgroundTasks
import UIKit

final class PhotoLibrarySync: DidFinishLaunchingService, DidEnterBackgroundService {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let scheduler = BGTaskScheduler.shared
        scheduler.register(forTaskWithIdentifier: TaskIdentifiers.refresh, using: nil) {
            $0.setTaskCompleted(success: true)
        }
        scheduler.register(forTaskWithIdentifier: TaskIdentifiers.thumbnails, using: nil) { task in
            task.setTaskCompleted(success: true)
        }
        scheduler.register(forTaskWithIdentifier: "com.example.photos.upload.originals", using: nil) { task in
            task.setTaskCompleted(success: true)
        }
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        try? BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: TaskIdentifiers.refresh))
        try? BGTaskScheduler.shared.submit(BGProcessingTaskRequest(identifier: "com.example.photos.cleanup"))
    }
}
