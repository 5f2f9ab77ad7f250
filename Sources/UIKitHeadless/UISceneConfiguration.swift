public import Foundation

/// The replica of `UISceneConfiguration`: which classes create a scene and its delegate.
@MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name from the Info.plist scene manifest, if any.
    open private(set) var name: String?
    /// The role it applies to.
    open private(set) var role: UISceneSession.Role
    /// The scene class to create.
    open var sceneClass: AnyClass?
    /// The scene-delegate class to create.
    open var delegateClass: AnyClass?
    /// The storyboard to load the initial interface from.
    open var storyboard: UIStoryboard?

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - name: The name of a configuration in the Info.plist, or `nil`.
    ///   - sessionRole: The role.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }

    func duplicate() -> UISceneConfiguration {
        let copy = UISceneConfiguration(name: name, sessionRole: role)
        copy.sceneClass = sceneClass
        copy.delegateClass = delegateClass
        copy.storyboard = storyboard
        return copy
    }
}
