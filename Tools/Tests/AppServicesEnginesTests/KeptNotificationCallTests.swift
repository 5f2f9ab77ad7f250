import Testing

@testable import AppServicesEngines

/// Code kept in an app delegate that calls its notification-center methods, which move to a service (#26 §3 c):
/// `ServicesAppDelegate` does not declare them, so the call is rewritten to call the host's method of the same
/// name, which the installed notification-center delegate forwards the system's calls to; where that would not
/// compile, the call stays and the plan says so.
@Suite struct KeptNotificationCallTests {
    /// An app delegate whose notification-center methods are written in their completion-handler form, and
    /// whose other members are `kept`, from line 2 on.
    private static func appDelegate(keeping kept: String, callbacks: String = completionForms) -> (String, String) {
        ("App.swift", "class AppDelegate: UIResponder, UIApplicationDelegate {\n\(kept)\n\n\(callbacks)\n}\n")
    }

    private static let completionForms = """
            func userNotificationCenter(
                _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
            ) {
                completionHandler([.banner])
            }

            func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
        """

    private static let moved = "which moves to AppNotificationCenterService"

    @Test func aSelfQualifiedCallWithATrailingCompletionHandlerCallsTheHost() throws {
        let migrated = try MigratedSource(
            Self.appDelegate(
                keeping: """
                        func presentAgain(_ notification: UNNotification, in center: UNUserNotificationCenter) {
                            self.userNotificationCenter(center, willPresent: notification) { options in
                                print(options)
                            }
                        }
                    """))
        #expect(
            migrated.file("App.swift").contains(
                "        self.host.userNotificationCenter(center, willPresent: notification) { options in\n"))
        #expect(
            migrated.notes.contains(
                [
                    "App.swift:3: func presentAgain(_:in:), kept in AppDelegate, calls ",
                    "func userNotificationCenter(_:willPresent:withCompletionHandler:), \(Self.moved): rewritten to ",
                    "call `self.host.userNotificationCenter(_:willPresent:withCompletionHandler:)`, which dispatches ",
                    "to the services handling it, as the system's call does",
                ].joined()))
        #expect(!migrated.notes.contains { $0.contains("no longer compiles") })
        #expect(migrated.filesThatDoNotParse.isEmpty)
    }

    @Test func aBareCallWhoseResultIsReturnedCallsTheHostBare() throws {
        let migrated = try MigratedSource(
            Self.appDelegate(
                keeping: """
                        func showSettings(_ center: UNUserNotificationCenter) {
                            return userNotificationCenter(center, openSettingsFor: nil)
                        }

                        func presentQuietly(_ notification: UNNotification) {
                            userNotificationCenter(.current(), willPresent: notification, withCompletionHandler: { _ in })
                        }
                    """))
        let app = migrated.file("App.swift")
        #expect(app.contains("        return host.userNotificationCenter(center, openSettingsFor: nil)\n"))
        #expect(
            app.contains(
                "        host.userNotificationCenter(.current(), willPresent: notification, withCompletionHandler: { _ in })\n"
            ))
        #expect(
            migrated.notes.contains(
                [
                    "App.swift:3: func showSettings(_:), kept in AppDelegate, calls ",
                    "func userNotificationCenter(_:openSettingsFor:), \(Self.moved): rewritten to call ",
                    "`host.userNotificationCenter(_:openSettingsFor:)`, which dispatches to the services handling ",
                    "it, as the system's call does",
                ].joined()))
        #expect(migrated.notes.contains { $0.hasPrefix("App.swift:7: func presentQuietly(_:), kept in AppDelegate") })
        #expect(migrated.filesThatDoNotParse.isEmpty)
    }

    @Test func aBareCallInCodeThatNamesSomethingHostCallsSelfsHost() throws {
        let migrated = try MigratedSource(
            Self.appDelegate(
                keeping: """
                        func openSettings(from host: String) {
                            let center = UNUserNotificationCenter.current()
                            userNotificationCenter(center, openSettingsFor: nil)
                        }
                    """))
        #expect(
            migrated.file("App.swift").contains(
                "        self.host.userNotificationCenter(center, openSettingsFor: nil)\n"))
        #expect(
            migrated.notes.contains {
                $0.hasPrefix("App.swift:4: ") && $0.contains("`self.host.userNotificationCenter(")
            })
    }

    @Test func aCallFromAnotherFileIsRewrittenInThatFile() throws {
        let migrated = try MigratedSource(
            Self.appDelegate(keeping: "    var badge = 0"),
            (
                "AppDelegate+Support.swift",
                """
                extension AppDelegate {
                    func replay(_ notification: UNNotification) {
                        self.userNotificationCenter(.current(), willPresent: notification) { _ in }
                    }
                }

                """
            ))
        #expect(
            migrated.file("AppDelegate+Support.swift").contains(
                "        self.host.userNotificationCenter(.current(), willPresent: notification) { _ in }\n"))
        #expect(migrated.file("App.swift").contains("    var badge = 0\n"))
        #expect(migrated.notes.contains { $0.hasPrefix("AppDelegate+Support.swift:3: func replay(_:), kept in") })
        #expect(migrated.filesThatDoNotParse.isEmpty)
    }

    private static let asyncForms = """
            func userNotificationCenter(
                _ center: UNUserNotificationCenter, willPresent notification: UNNotification
            ) async -> UNNotificationPresentationOptions {
                [.banner]
            }

            func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}
        """

    @Test func anAwaitedCallOfTheAsyncFormAwaitsTheHostInAContinuation() throws {
        let migrated = try MigratedSource(
            Self.appDelegate(
                keeping: """
                        func presentAgain(_ notification: UNNotification) async -> UNNotificationPresentationOptions {
                            let continuation = notification
                            return await userNotificationCenter(.current(), willPresent: continuation).union([.sound])
                        }

                        func openAgain(_ response: UNNotificationResponse) async {
                            await self.userNotificationCenter(.current(), didReceive: response)
                        }
                    """,
                callbacks: Self.asyncForms))
        let app = migrated.file("App.swift")
        #expect(
            app.contains(
                "        return await withCheckedContinuation { continuation2 in host.userNotificationCenter(.current(), "
                    + "willPresent: continuation) { continuation2.resume(returning: $0) } }.union([.sound])\n"))
        #expect(
            app.contains(
                "        await withCheckedContinuation { continuation in self.host.userNotificationCenter(.current(), "
                    + "didReceive: response) { continuation.resume() } }\n"))
        let note = [
            "App.swift:4: func presentAgain(_:), kept in AppDelegate, calls ",
            "func userNotificationCenter(_:willPresent:), \(Self.moved): rewritten to call ",
            "`host.userNotificationCenter(_:willPresent:withCompletionHandler:)` in `withCheckedContinuation`, ",
            "which dispatches to the services handling it, as the system's call does",
        ]
        #expect(migrated.notes.contains(note.joined()))
        #expect(migrated.notes.contains { $0.hasPrefix("App.swift:8: func openAgain(_:), kept in AppDelegate") })
        #expect(migrated.filesThatDoNotParse.isEmpty)
    }

    @Test func anAsyncFormThatCannotMoveIntoAContinuationStaysAndIsToldWhatToCall() throws {
        let migrated = try MigratedSource(
            Self.appDelegate(
                keeping: """
                        func presentLater(_ notification: UNNotification) async {
                            async let options = userNotificationCenter(.current(), willPresent: notification)
                            print(await options)
                            Task { await self.userNotificationCenter(.current(), willPresent: notification) }
                        }
                    """,
                callbacks: Self.asyncForms))
        let app = migrated.file("App.swift")
        #expect(
            app.contains("        async let options = userNotificationCenter(.current(), willPresent: notification)\n"))
        #expect(
            app.contains("        Task { await self.userNotificationCenter(.current(), willPresent: notification) }\n"))
        #expect(
            migrated.notes.contains(
                [
                    "App.swift:3: func presentLater(_:), kept in AppDelegate, calls ",
                    "func userNotificationCenter(_:willPresent:), \(Self.moved): ServicesAppDelegate does not ",
                    "declare it, so the call no longer compiles (the host has no `async` form, and the call is not ",
                    "awaited where it stands): on the main actor, call ",
                    "`host.userNotificationCenter(_:willPresent:withCompletionHandler:)`, which dispatches to the ",
                    "services handling it, as the system's call does; check it by hand",
                ].joined()))
        #expect(
            migrated.notes.contains {
                $0.hasPrefix("App.swift:5: ")
                    && $0.contains("(the method is `async`, and the closure may run off the main actor)")
            })
    }

    @Test func aCallInANonisolatedMethodOrADeinitStaysAndIsToldItNoLongerCompiles() throws {
        let migrated = try MigratedSource(
            Self.appDelegate(
                keeping: """
                        nonisolated func openSettings() {
                            self.userNotificationCenter(.current(), openSettingsFor: nil)
                        }

                        deinit {
                            userNotificationCenter(.current(), openSettingsFor: nil)
                        }
                    """))
        let app = migrated.file("App.swift")
        #expect(app.contains("        self.userNotificationCenter(.current(), openSettingsFor: nil)\n"))
        #expect(app.contains("        userNotificationCenter(.current(), openSettingsFor: nil)\n"))
        #expect(!app.contains("host."))
        for (line, member) in [(3, "func openSettings()"), (7, "deinit")] {
            #expect(
                migrated.notes.contains {
                    $0.hasPrefix("App.swift:\(line): \(member), kept in AppDelegate")
                        && $0.contains("no longer compiles (it is in a `nonisolated` declaration)")
                })
        }
    }

    @Test func aCallInANonisolatedExtensionStays() throws {
        let migrated = try MigratedSource(
            Self.appDelegate(keeping: "    var badge = 0"),
            (
                "AppDelegate+Support.swift",
                """
                nonisolated extension AppDelegate {
                    func openSettings() {
                        userNotificationCenter(.current(), openSettingsFor: nil)
                    }
                }

                """
            ))
        #expect(
            migrated.file("AppDelegate+Support.swift").contains(
                "        userNotificationCenter(.current(), openSettingsFor: nil)\n"))
        #expect(
            migrated.notes.contains {
                $0.hasPrefix("AppDelegate+Support.swift:3: func openSettings(), kept in AppDelegate")
                    && $0.contains("no longer compiles (it is in a `nonisolated` declaration)")
            })
    }

    @Test func aCallInAClosureOfANonisolatedCallbackStays() throws {
        let migrated = try MigratedSource(
            Self.appDelegate(
                keeping: """
                        func openSettingsLater() {
                            DispatchQueue.global().async { self.userNotificationCenter(.current(), openSettingsFor: nil) }
                        }
                    """,
                callbacks: """
                        nonisolated func userNotificationCenter(
                            _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?
                        ) {}
                    """))
        #expect(
            migrated.file("App.swift").contains("{ self.userNotificationCenter(.current(), openSettingsFor: nil) }"))
        #expect(
            migrated.notes.contains {
                $0.hasPrefix("App.swift:3: ")
                    && $0.contains("(the method is `nonisolated`, and the closure may run off the main actor)")
            })
    }

    @Test func aNestedTypesOwnMethodIsNotTheDelegates() throws {
        let migrated = try MigratedSource(
            Self.appDelegate(
                keeping: """
                        struct Replayer {
                            func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
                            func replay() { userNotificationCenter(.current(), openSettingsFor: nil) }
                        }
                    """))
        #expect(
            migrated.file("App.swift").contains(
                "        func replay() { userNotificationCenter(.current(), openSettingsFor: nil) }\n"))
        #expect(!migrated.notes.contains { $0.contains("type Replayer, kept in AppDelegate, calls") })
    }

    @Test func aKeptCallOfAnAppDelegateCallbackStaysAndReachesTheForwarder() throws {
        let migrated = try MigratedSource(
            (
                "App.swift",
                """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    func refresh() {
                        self.applicationDidBecomeActive(UIApplication.shared)
                    }

                    func applicationDidBecomeActive(_ application: UIApplication) {}
                }

                """
            ))
        #expect(migrated.file("App.swift").contains("        self.applicationDidBecomeActive(UIApplication.shared)\n"))
        #expect(
            migrated.notes.contains {
                $0.hasPrefix(
                    "App.swift:2: func refresh(), kept in AppDelegate, calls func applicationDidBecomeActive(_:)")
                    && $0.hasSuffix(
                        "the call now reaches ServicesAppDelegate's implementation, which dispatches to "
                            + "every service adopting it; check it by hand")
            })
    }
}
