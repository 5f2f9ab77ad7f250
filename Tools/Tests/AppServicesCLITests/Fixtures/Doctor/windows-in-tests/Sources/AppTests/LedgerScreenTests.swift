import UIKit
import XCTest

final class LedgerScreenTests: XCTestCase {
    func testTheScreenLoadsInAWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = UIViewController()
        XCTAssertNotNil(window.rootViewController?.view)
    }
}
