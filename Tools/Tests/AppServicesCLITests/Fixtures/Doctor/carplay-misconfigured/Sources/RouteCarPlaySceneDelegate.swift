import AppServicesCarPlay
import CarPlay

final class RouteCarPlaySceneDelegate: ServicesCarPlaySceneDelegate {}
