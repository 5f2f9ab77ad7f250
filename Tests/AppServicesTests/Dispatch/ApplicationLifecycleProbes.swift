import AppServices

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

final class ActivationProbe: JournalingProbe, ActivationService {
    func applicationDidBecomeActive(_ application: UIApplication) {
        journal.note(name, "applicationDidBecomeActive:")
    }

    func applicationWillResignActive(_ application: UIApplication) {
        journal.note(name, "applicationWillResignActive:")
    }
}

final class BackgroundTransitionProbe: JournalingProbe, BackgroundTransitionService {
    func applicationDidEnterBackground(_ application: UIApplication) {
        journal.note(name, "applicationDidEnterBackground:")
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        journal.note(name, "applicationWillEnterForeground:")
    }
}

final class TerminationProbe: JournalingProbe, TerminationService {
    func applicationWillTerminate(_ application: UIApplication) {
        journal.note(name, "applicationWillTerminate:")
    }
}

final class MemoryWarningProbe: JournalingProbe, MemoryWarningService {
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        journal.note(name, "applicationDidReceiveMemoryWarning:")
    }
}

final class SignificantTimeChangeProbe: JournalingProbe, SignificantTimeChangeService {
    func applicationSignificantTimeChange(_ application: UIApplication) {
        journal.note(name, "applicationSignificantTimeChange:")
    }
}

final class ProtectedDataProbe: JournalingProbe, ProtectedDataService {
    func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {
        journal.note(name, "applicationProtectedDataWillBecomeUnavailable:")
    }

    func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {
        journal.note(name, "applicationProtectedDataDidBecomeAvailable:")
    }
}
