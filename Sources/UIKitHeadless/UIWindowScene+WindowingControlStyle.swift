public import Foundation

extension UIWindowScene {
    /// The replica of `UIWindowScene.WindowingControlStyle` (`UISceneWindowingControlStyle`, iOS and tvOS 26): the
    /// placement and style of the system's windowing controls for a scene.
    ///
    /// As in `UISceneWindowingControlStyle.h`, a class with three shared instances and no initializer, compared by
    /// identity; `.unified` and `.minimal` are missing on tvOS and visionOS.
    ///
    /// ```swift
    /// func preferredWindowingControlStyle(for windowScene: UIWindowScene) -> UIWindowScene.WindowingControlStyle? {
    ///     .unified
    /// }
    /// ```
    @available(iOS 26, tvOS 26, visionOS 26, *)
    public final class WindowingControlStyle: NSObject, Sendable {
        /// The style's name in Swift, such as `unified`.
        private let name: String

        private init(name: String) {
            self.name = name
        }

        /// The system's default style.
        public static let automatic = WindowingControlStyle(name: "automatic")
        /// The controls appear as part of the scene's content.
        @available(tvOS, unavailable)
        @available(visionOS, unavailable)
        public static let unified = WindowingControlStyle(name: "unified")
        /// The controls take as little of the scene's space as they can.
        @available(tvOS, unavailable)
        @available(visionOS, unavailable)
        public static let minimal = WindowingControlStyle(name: "minimal")

        /// The style's name, such as `unified`, for logs and dispatch records.
        public override var description: String { name }
    }
}
