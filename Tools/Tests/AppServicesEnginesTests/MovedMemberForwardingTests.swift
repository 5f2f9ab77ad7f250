import Testing

@testable import AppServicesEngines

/// Members that moved to a service but are still used on the app delegate, by other files or by the delegate's
/// kept code (`Tools/RealAppCorpus.md`, N12 and pattern 8): the rewritten delegate forwards each to the service
/// instance it holds and lists in `services`, and the plan lists each use as a to-do, not as a place that does not
/// compile.
@Suite struct MovedMemberForwardingTests {
    static let delegate = """
        class AppDelegate: UIResponder, UIApplicationDelegate {
            static let firstStation = "one"
            var station: String = "none"
            lazy var player = makePlayer()
            private var draws = 0

            func applicationDidBecomeActive(_ application: UIApplication) {
                station = Self.firstStation
                refresh(animated: false, times: &draws)
                player.play()
                count()
            }

            @discardableResult
            func refresh(animated: Bool, times: inout Int) -> String { station }

            func load() async throws -> Int { 1 }

            private func count() { draws += 1 }

            @objc func nextStation() {
                station += "+"
                count()
            }
        }

        """

    static let screen = """
        final class Screen {
            func tune() async throws {
                let delegate = UIApplication.shared.delegate as! AppDelegate
                delegate.station = AppDelegate.firstStation
                var times = 0
                delegate.refresh(animated: true, times: &times)
                delegate.player.stop()
            }
        }

        """

    static func plan() throws -> MigrationPlan {
        var migration = try Migration(files: [("AppDelegate.swift", delegate)])
        migration.otherSources = OtherSources(files: [("Screen.swift", screen)])
        return try migration.plan()
    }

    @Test func theDelegateForwardsEachMovedMemberStillUsedOnItToTheServiceItHolds() throws {
        let plan = try Self.plan()
        let text = plan.files.first { $0.name == "AppDelegate.swift" }?.text ?? ""
        let service = "AppApplicationLifecycleService"
        #expect(text.contains("private(set) lazy var appApplicationLifecycleService = \(service)()"))
        #expect(text.contains("[appApplicationLifecycleService]"))
        #expect(text.contains("static var firstStation: String { \(service).firstStation }"))
        #expect(
            text.contains(
                "var station: String {\n        get { appApplicationLifecycleService.station }\n"
                    + "        set { appApplicationLifecycleService.station = newValue }\n    }"))
        #expect(
            text.contains(
                "@discardableResult\n    func refresh(animated: Bool, times: inout Int) -> String {\n"
                    + "        appApplicationLifecycleService.refresh(animated: animated, times: &times)\n    }"))
        #expect(!text.contains("var draws"), "no forwarder for a member nobody uses on the delegate")
        #expect((try? SwiftSource(path: "AppDelegate.swift", text: text)) != nil)
    }

    @Test func eachUseOfAForwardedMemberIsAToDoAndWhatCannotBeForwardedStillDoesNotCompile() throws {
        let notes = try Self.plan().notes.map { "\($0.position): \($0.message)" }
        let screen = notes.filter { $0.hasPrefix("Screen.swift:") && $0.contains("moved to") }
        #expect(screen.count == 4, "\(screen)")
        for line in [4, 6] {
            #expect(
                screen.filter { $0.hasPrefix("Screen.swift:\(line): ") }.allSatisfy {
                    $0.contains("AppDelegate forwards it there") && !$0.contains("does not compile")
                })
        }
        // `player`'s type is not written: no forwarder can be declared for it.
        #expect(screen.contains { $0.hasPrefix("Screen.swift:7: ") && $0.contains("does not compile until") })
        let kept = notes.filter { $0.contains("func nextStation(), kept in AppDelegate, uses") }
        #expect(kept.contains { $0.contains("uses var station") && $0.contains("AppDelegate forwards it there") })
        #expect(kept.contains { $0.contains("uses func count()") && $0.contains("AppDelegate forwards it there") })
    }

    @Test func aPrivateMemberKeptCodeUsesIsForwardedPrivatelyToTheServicesWidenedCopy() throws {
        let plan = try Self.plan()
        let delegate = plan.files.first { $0.name == "AppDelegate.swift" }?.text ?? ""
        let service = plan.files.first { $0.name == "AppApplicationLifecycleService.swift" }?.text ?? ""
        #expect(delegate.contains("private func count() {\n        appApplicationLifecycleService.count()\n    }"))
        #expect(service.contains("    func count() { draws += 1 }"))
        #expect(service.contains("    private var draws = 0"), "a private member only the service uses stays private")
    }

    @Test func aNestedTypeKeptCodeStillNamesOnTheDelegateIsATypeAliasOfTheServicesType() throws {
        let migrated = try MigratedSource(
            (
                "AppDelegate.swift",
                """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    enum Route { case home, settings }

                    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                        show(Route.home)
                        return true
                    }

                    func openSettings() { show(Route.settings) }
                }

                """
            ))
        let delegate = migrated.file("AppDelegate.swift")
        #expect(delegate.contains("    typealias Route = AppURLOpeningService.Route\n"), "\(delegate)")
        #expect(!delegate.contains("appURLOpeningService"), "a type alias needs no instance of the service")
    }

    @Test func aSceneDelegatesMovedMembersAreNotForwarded() throws {
        let scene = """
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var badge = 0
                func sceneDidBecomeActive(_ scene: UIScene) { badge += 1 }
                @objc func reset() { badge = 0 }
            }

            """
        let migrated = try MigratedSource(("SceneDelegate.swift", scene))
        #expect(!migrated.file("SceneDelegate.swift").contains("var badge"))
        #expect(migrated.notes.contains { $0.contains("uses var badge") && $0.contains("does not compile until") })
    }
}
