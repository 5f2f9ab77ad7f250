// The SDKs before iOS 26 lack the style's type (see WindowSceneWindowingControlStyleService): there the file is
// empty, imports included.
#if canImport(UIKit, _version: 9000) || !canImport(UIKit)
#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

extension RecordingService.Answers {
    /// The answer to `preferredWindowingControlStyle(for:)` of the window-scene delegate (iOS and tvOS 26);
    /// `.automatic`, no opinion, leaves it to the others.
    ///
    /// ```swift
    /// let recorder = RecordingService(handling: [.windowScenePreferredWindowingControlStyle])
    /// recorder.answers.windowingControlStyle = .minimal
    /// ```
    @available(iOS 26, tvOS 26, visionOS 26, *)
    public var windowingControlStyle: UIWindowScene.WindowingControlStyle {
        get { windowingControlStyleAnswer as? UIWindowScene.WindowingControlStyle ?? .automatic }
        set { windowingControlStyleAnswer = newValue }
    }
}
#endif
