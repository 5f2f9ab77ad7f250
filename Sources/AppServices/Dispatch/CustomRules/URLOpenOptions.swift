import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// What comes with a URL to open, in a form the URL chain can read without mentioning the options dictionary
/// that iOS 26 deprecates: the app delegate's options as they came, or a scene's URL context's.
struct URLOpenOptions {
    /// The bundle identifier of the app that asked to open the URL, if it is known.
    var sourceApplication: String?
    /// What the source app passed along, if anything.
    var annotation: Any?
    /// Whether the file at the URL must be opened in place, if the caller said.
    var openInPlace: Bool?
    /// The app delegate's options as they came, `[UIApplication.OpenURLOptionsKey: Any]`, or `nil` for a scene's.
    private var delegateOptions: Any?

    /// The options of a deprecated entry point that has only these two.
    init(sourceApplication: String? = nil, annotation: Any? = nil) {
        self.sourceApplication = sourceApplication
        self.annotation = annotation
    }

    /// The options of a scene's URL context.
    @MainActor
    init(_ options: UIScene.OpenURLOptions) {
        self.init(sourceApplication: options.sourceApplication, annotation: options.annotation)
        openInPlace = options.openInPlace
    }

    /// The app delegate's options.
    @available(iOS, deprecated: 26.0)
    @available(tvOS, deprecated: 26.0)
    init(_ options: [UIApplication.OpenURLOptionsKey: Any]) {
        self.init(sourceApplication: options[.sourceApplication] as? String, annotation: options[.annotation])
        openInPlace = options[.openInPlace] as? Bool
        delegateOptions = options
    }

    /// The options as `application(_:open:options:)` receives them: the app delegate's as they came; a scene's
    /// with the keys UIKit gives an app without scenes.
    @available(iOS, deprecated: 26.0)
    @available(tvOS, deprecated: 26.0)
    var dictionary: [UIApplication.OpenURLOptionsKey: Any] {
        if let given = delegateOptions as? [UIApplication.OpenURLOptionsKey: Any] { return given }
        var options: [UIApplication.OpenURLOptionsKey: Any] = [:]
        if let openInPlace { options[.openInPlace] = openInPlace }
        if let sourceApplication { options[.sourceApplication] = sourceApplication }
        if let annotation { options[.annotation] = annotation }
        return options
    }
}
