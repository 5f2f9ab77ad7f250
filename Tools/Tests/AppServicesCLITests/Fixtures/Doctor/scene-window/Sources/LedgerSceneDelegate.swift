import AppServices
import UIKit

final class LedgerSceneDelegate: ServicesSceneDelegate {}
