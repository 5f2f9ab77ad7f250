import AppServices

final class SceneDelegate: ServicesSceneDelegate {}
