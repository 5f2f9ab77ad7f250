import AppServices
import UIKit

final class WeatherSceneDelegate: ServicesSceneDelegate {}
