import AppServices
import UIKit

// Registered without a central list: the linker gathers the record, the catalog calls it.
#if objectFormat(MachO)
@section("__DATA,__appservices")
#else
@section("appservices")
#endif
@used let loyaltyRecord: SelfRegistrationRecord = registerLoyalty

func registerLoyalty() {
    SelfRegistrar.current.register(ServiceEntry("loyalty") { _ in LoyaltyPoints() })
}

final class LoyaltyPoints: WillEnterForegroundService {
    func applicationWillEnterForeground(_ application: UIApplication) {}
}
