import AppServices

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// Switches to the dark theme in the evening and keeps the phone layout in portrait.
final class ThemeService: SignificantTimeChangeService, InterfaceOrientationService {
    private(set) var isDark = false
    let eveningHour: Int
    var currentHour: () -> Int

    init(eveningHour: Int, currentHour: @escaping () -> Int) {
        self.eveningHour = eveningHour
        self.currentHour = currentHour
    }

    func applicationSignificantTimeChange(_ application: UIApplication) {
        let dark = currentHour() >= eveningHour
        guard dark != isDark else { return }
        isDark = dark
        Demo.say("theme", dark ? "switching to the dark theme" : "switching to the light theme")
        Demo.bus.post(ThemeChanged(isDark: dark))
    }

    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
        -> UIInterfaceOrientationMask
    {
        .portrait
    }
}
