public import Foundation

// Opaque stand-ins for UIKit classes that delegate signatures mention but the library never looks
// inside. Each keeps UIKit's name and superclass, nothing more; grouped here because none has members.

/// The replica of `UITraitCollection`: a placeholder with UIKit's name and superclass.
@MainActor
open class UITraitCollection: NSObject {}

/// The replica of `UISceneActivationConditions`: a placeholder with UIKit's name and superclass.
@MainActor
open class UISceneActivationConditions: NSObject {}

/// The replica of `UIEventAttribution`: a placeholder with UIKit's name and superclass.
@MainActor
open class UIEventAttribution: NSObject {}

/// The replica of the `UICoordinateSpace` protocol: a placeholder with UIKit's name.
@MainActor
public protocol UICoordinateSpace: NSObjectProtocol {}
