public import Foundation

/// The replica of `UIOpenURLContext`: a URL a scene is asked to open, with its options.
@MainActor
open class UIOpenURLContext: NSObject {
    /// The URL.
    open private(set) var url: URL
    /// How it was asked to be opened.
    open private(set) var options: UIScene.OpenURLOptions

    init(url: URL, options: UIScene.OpenURLOptions) {
        self.url = url
        self.options = options
        super.init()
    }
}
