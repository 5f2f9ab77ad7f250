public import Foundation

/// The replica of the Intents framework's `INIntent`: a request the user made through Siri or Shortcuts.
open class INIntent: NSObject {
    /// The intent's identifier.
    open var identifier: String?
    /// A description of the intent.
    open var intentDescription: String?
}

/// The replica of the Intents framework's `INIntentResponse`: the answer to an ``INIntent``.
open class INIntentResponse: NSObject {
    /// The activity the system uses to continue the intent in the app.
    open var userActivity: NSUserActivity?
}
