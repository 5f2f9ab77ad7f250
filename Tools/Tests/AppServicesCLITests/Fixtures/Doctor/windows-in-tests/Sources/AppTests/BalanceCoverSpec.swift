import UIKit

@testable import Ledger

final class BalanceCoverSpec {
    let host = UIWindow()

    func hostsTheCover() -> Bool {
        host.rootViewController = UIViewController()
        return host.rootViewController != nil
    }
}
