import SwiftSyntax

/// A push or analytics SDK that reaches into the app delegate, and how doctor recognizes it in the sources.
enum ThirdPartySDK: String, CaseIterable {
    case firebase = "Firebase"
    case oneSignal = "OneSignal"
    case airship = "Airship"
    case braze = "Braze"

    /// The call that configures it, as a message names it.
    var configureCall: String {
        switch self {
        case .firebase: "FirebaseApp.configure()"
        case .oneSignal: "OneSignal.initialize"
        case .airship: "Airship.takeOff"
        case .braze: "Braze(configuration:)"
        }
    }

    /// The modules that bring it: `import Firebase`, `import FirebaseMessaging`, `import OneSignalFramework`, ….
    static func importing(_ module: String) -> ThirdPartySDK? {
        allCases.first { module.hasPrefix($0.rawValue) }
    }

    /// The SDK `call` configures: `FirebaseApp.configure()`, `OneSignal.initialize(…)`, `Airship.takeOff(…)` or
    /// `Braze(configuration: …)`.
    static func configured(by call: FunctionCallExprSyntax) -> ThirdPartySDK? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            switch (base, member.declName.baseName.text) {
            case ("FirebaseApp", "configure"): return .firebase
            case ("OneSignal", "initialize"): return .oneSignal
            case ("Airship", "takeOff"): return .airship
            default: return nil
            }
        }
        let isBraze = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Braze"
        return isBraze && call.arguments.first?.label?.text == "configuration" ? .braze : nil
    }
}
