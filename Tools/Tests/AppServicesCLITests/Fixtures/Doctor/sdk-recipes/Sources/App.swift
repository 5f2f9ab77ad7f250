// The app around the recipes of the article "Working beside Firebase, OneSignal, Airship and Braze": the SDKs it
// imports and its SwiftUI entry point. The recipes themselves are the article's code, which Recipes.swift links to.
import AirshipCore
import AppServices
import BrazeKit
import FirebaseAnalytics
import FirebaseAuth
import FirebaseCore
import FirebaseMessaging
import OneSignalFramework
import SwiftUI
import UIKit
import UserNotifications

@main
struct ShopApp: App {
    @UIApplicationDelegateAdaptor var appDelegate: AppDelegate

    var body: some Scene {
        WindowGroup { Text("Shop") }
    }
}

final class PhoneSignInScreen {
    func start() {
        PhoneAuthProvider.provider().verifyPhoneNumber("+15550100", uiDelegate: nil) { _, _ in }
    }
}
