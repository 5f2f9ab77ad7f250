import Foundation
import Testing

@Suite struct DoctorCommandTests {
    @Test func aCleanAppExitsZeroAndCountsItsFilesAndServices() throws {
        let run = try DoctorFixture.run("clean", "--manifest", "Services.json")
        #expect(run.status == 0)
        #expect(run.lines == ["6 Swift files, 5 service types: no problems"])
        #expect(run.errors.isEmpty)
    }

    @Test func servicesAreFoundThroughExtensionsTheAppsOwnProtocolsAndSubclasses() throws {
        let (status, result) = try DoctorFixture.result("clean", "--manifest", "Services.json")
        #expect(status == 0)
        #expect(
            result.serviceTypes == ["AnalyticsService", "PushService", "SceneDelegate", "SyncService", "WindowService"])
        #expect(result.swiftFiles.first == "Sources/AppDelegate.swift")
        #expect(result.findings.isEmpty)
    }

    @Test func severalSourceFoldersAreReadTogetherAndEachFileOnce() throws {
        let split = try DoctorFixture.run(
            "clean", "--sources", "Sources/Services", "--sources", "Sources/", "--manifest", "Services.json")
        #expect(split.status == 0)
        #expect(split.lines == ["6 Swift files, 5 service types: no problems"])
        let servicesOnly = try Tool.run(
            ["doctor", "--info-plist", "Info.plist", "--sources", "Sources/Services", "--format", "json"],
            in: DoctorFixture.root.appendingPathComponent("clean"))
        #expect(servicesOnly.status == 1)
        #expect(servicesOnly.output.contains("\"unknownSceneDelegateClass\""))
    }

    @Test func warningsAlonePrintButExitZero() throws {
        let run = try DoctorFixture.run("clean", "--manifest", "Partial.json")
        #expect(run.status == 0)
        #expect(
            run.lines == [
                "Sources/AppDelegate.swift:18: warning: the service 'sync' (SyncService) is registered but in no "
                    + "manifest; it runs with the defaults written in code"
            ])
    }

    @Test func aCapabilityWithoutItsBackgroundModeIsAnErrorAtTheLineThatAdoptsIt() throws {
        let run = try DoctorFixture.run("background-modes")
        #expect(run.status == 1)
        #expect(
            run.lines.contains(
                "Sources/FeedRefresher.swift:7: error: FeedRefresher adopts BackgroundFetchService (through "
                    + "FeedRefreshing), whose application(_:performFetchWithCompletionHandler:) needs the background "
                    + "mode 'fetch', missing from UIBackgroundModes in Info.plist; add it"))
        let (_, result) = try DoctorFixture.result("background-modes")
        #expect(
            result.summary == [
                "Info.plist:10 UIBackgroundModes[1] warning unusedBackgroundMode",
                "Info.plist:11 UIBackgroundModes[2] warning unknownBackgroundMode",
                "Sources/AppDelegate.swift:5 error sceneLifecycleRequired",
                "Sources/BreakingNewsPush.swift:8 warning missingBackgroundMode",
                "Sources/FeedRefresher.swift:7 error missingBackgroundMode",
                "Sources/LegacyPushBridge.swift:6 warning missingBackgroundMode",
            ])
    }

    /// Without `remote-notification` the silent-push callback still runs in the foreground; only background pushes
    /// are lost, so the finding is a warning that says so, while `fetch` stays an error (never called without it).
    @Test func aSilentPushCallbackWithoutItsModeIsAWarningSayingWhatIsLost() throws {
        let (_, result) = try DoctorFixture.result("background-modes")
        let push = try #require(result.findings.first { $0.type == "BreakingNewsPush" })
        #expect(push.severity == "warning")
        #expect(
            push.message.hasSuffix(
                "without it the callback still runs for a push that arrives while the app is in the foreground, but "
                    + "a background (silent) push neither launches the app nor wakes it from suspension; add it "
                    + "unless the app handles pushes only in the foreground"))
        let fetch = try #require(result.findings.first { $0.type == "FeedRefresher" })
        #expect(fetch.severity == "error")
    }

    @Test func jsonNamesTheTypeTheModeAndTheCapabilityOfEachFinding() throws {
        let (status, result) = try DoctorFixture.result("background-modes")
        #expect(status == 1)
        #expect(result.infoPlist == "Info.plist")
        #expect(result.manifests.isEmpty)
        #expect(result.errorCount == 2)
        #expect(result.warningCount == 4)
        let push = try #require(result.findings.first { $0.type == "BreakingNewsPush" })
        #expect(push.identifiers == ["remote-notification", "AsyncRemoteNotificationService"])
        #expect(push.keyPath.isEmpty)
        let selective = try #require(result.findings.first { $0.type == "LegacyPushBridge" })
        #expect(selective.severity == "warning")
        #expect(
            selective.message.hasSuffix("unless LegacyPushBridge (a SelectiveService) always declines the callback"))
        let unused = try #require(result.findings.first { $0.code == "unusedBackgroundMode" })
        #expect(unused.identifiers == ["processing"])
        #expect(unused.line == 10)
        #expect(!result.findings.contains { $0.identifiers.contains("audio") })
    }

    @Test func sceneServicesWithoutASceneManifestAreErrorsNamingEachType() throws {
        let (status, result) = try DoctorFixture.result("scenes-without-manifest")
        #expect(status == 1)
        #expect(
            result.summary == [
                "Sources/AppDelegate.swift:5 error sceneLifecycleRequired",
                "Sources/AppDelegate.swift:10 error sceneServiceWithoutSceneManifest",
                "Sources/Autosave.swift:6 error sceneServiceWithoutSceneManifest",
                "Sources/NotesWindow.swift:4 error sceneServiceWithoutSceneManifest",
            ])
        #expect(result.findings.map(\.type) == ["AppDelegate", "SceneDelegate", "Autosave", "NotesWindow"])
        #expect(result.findings[2].identifiers == ["UIApplicationSceneManifest", "SceneBackgroundTransitionService"])
    }

    @Test func aSceneConfigurationNamingAnUndeclaredDelegateIsAnError() throws {
        let run = try DoctorFixture.run("scene-manifest-mismatch")
        #expect(run.status == 1)
        let configurations = "UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication"
        #expect(
            run.lines == [
                "Info.plist:18: \(configurations)[0].UISceneDelegateClassName: error: scene configuration 'Default' names the "
                    + "delegate class '$(PRODUCT_MODULE_NAME).WeatherSceneDelgate', which no source declares (in Swift or "
                    + "with an Objective-C @interface) and "
                    + "which is not AppServices' ServicesSceneDelegate; UIKit cannot create the delegate, so the "
                    + "scene connects without a delegate: no scene callback runs and nothing makes its window",
                "Info.plist:24: \(configurations)[1].UISceneDelegateClassName: warning: scene configuration 'Radar' uses "
                    + "ServicesSceneDelegate and names no storyboard, but no source makes a window with "
                    + "UIWindow(windowScene:), and the app delegate makes no window visible (makeKeyAndVisible()) for "
                    + "ServicesSceneDelegate to adopt: nothing creates the scene's window",
            ])
    }

    @Test func sceneServicesThatNoConfigurationReachesAreErrors() throws {
        let (status, result) = try DoctorFixture.result("scene-not-reached")
        #expect(status == 1)
        #expect(result.summary == ["Sources/UnreadBadge.swift:4 error sceneServiceNotReached"])
        #expect(result.findings.first?.identifiers == ["UnreadBadge", "SceneActivationService"])
    }

    @Test func taskIdentifiersAreHeldAgainstThePermittedList() throws {
        let (status, result) = try DoctorFixture.result("background-tasks")
        #expect(status == 1)
        #expect(
            result.summary == [
                "Info.plist:13 BGTaskSchedulerPermittedIdentifiers[1] warning unregisteredTaskIdentifier",
                "Sources/PhotoLibrarySync.swift:14 error unpermittedTaskIdentifier",
                "Sources/PhotoLibrarySync.swift:25 error unpermittedTaskIdentifier",
            ])
        #expect(
            result.findings.map { $0.identifiers.first } == [
                "com.example.photos.export", "com.example.photos.thumbnails", "com.example.photos.cleanup",
            ])
        #expect(result.findings[1].type == "PhotoLibrarySync")
    }

    @Test func manifestsAreHeldAgainstTheServicesRegisteredInCode() throws {
        let run = try DoctorFixture.run("manifests", "--manifest", "Services.json", "--manifest", "Overrides.json")
        #expect(run.status == 1)
        #expect(
            run.lines == [
                "Overrides.json: services[0].colour: error: service 'session': unknown field; expected one of "
                    + "[\"config\", \"dependencies\", \"enabled\", \"id\", \"priority\"]",
                "Services.json: services[1].id: error: the manifest names the service 'crash-reporting', but no "
                    + "ServiceEntry in the sources registers it; the catalog rejects the manifest",
                "Sources/BankCatalog.swift:7: warning: the service 'feature-flags' (FeatureFlags) is registered but "
                    + "in no manifest; it runs with the defaults written in code",
                "Sources/BankCatalog.swift:8: warning: the service 'savings-goals' (SavingsGoals) is registered but "
                    + "in no manifest; it is disabled by default, so it never runs",
            ])
    }

    @Test func selfRegisteredServicesCountAsRegistered() throws {
        let (status, result) = try DoctorFixture.result("manifests", "--manifest", "Services.json")
        #expect(status == 1)
        #expect(result.serviceTypes.contains("LoyaltyPoints"))
        #expect(!result.findings.contains { $0.identifiers.contains("loyalty") })
        #expect(
            result.findings.map(\.code) == [
                "unknownManifestService", "serviceMissingFromManifests", "serviceMissingFromManifests",
            ])
    }

    @Test func withoutManifestsRegistrationsAreNotChecked() throws {
        let run = try DoctorFixture.run("manifests")
        #expect(run.status == 0)
        #expect(run.lines == ["3 Swift files, 5 service types: no problems"])
    }
}
