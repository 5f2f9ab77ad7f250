/// What `appservices migrate --adopt-scenes` is given besides the delegate files: the app's Info.plist, copied
/// into the output folder with the scene manifest added.
package struct SceneAdoptionRequest {
    /// The Info.plist's path, as given on the command line, and its text; `nil` when none was given.
    package var infoPlist: (path: String, text: String)?

    /// A request to move the app to the scene life cycle.
    ///
    /// - Parameter infoPlist: The app's Info.plist, `(path, text)`; `nil` to add the manifest by hand.
    package init(infoPlist: (path: String, text: String)?) {
        self.infoPlist = infoPlist
    }
}
