#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

// The SDKs before iOS 26 lack the style's type (see WindowSceneWindowingControlStyleService).
#if canImport(UIKit, _version: 9000) || !canImport(UIKit)
extension RecordingService.Answers {
    /// The answer to `preferredWindowingControlStyle(for:)` of the window-scene delegate (iOS and tvOS 26);
    /// `nil`, no opinion, leaves it to the others.
    ///
    /// ```swift
    /// let recorder = RecordingService(handling: [.windowScenePreferredWindowingControlStyle])
    /// recorder.answers.windowingControlStyle = .automatic
    /// ```
    @available(iOS 26, tvOS 26, visionOS 26, *)
    public var windowingControlStyle: UIWindowScene.WindowingControlStyle? {
        get { windowingControlStyleAnswer as? UIWindowScene.WindowingControlStyle }
        set { windowingControlStyleAnswer = newValue }
    }
}
#endif
