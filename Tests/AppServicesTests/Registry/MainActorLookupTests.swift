import AppServices
import Testing

@MainActor private protocol ThemeProviding: AnyObject {
    var accent: String { get }
}

@MainActor private final class ThemeService: ThemeProviding, ApplicationService {
    var accent = "teal"
}

@MainActor private protocol Router: AnyObject {
    var theme: any ThemeProviding { get }
}

@MainActor private final class AppRouter: Router {
    let theme: any ThemeProviding
    init(theme: any ThemeProviding) { self.theme = theme }
}

@MainActor private final class Counter {
    var value = 0
}

/// Services are main-actor isolated, and so are the protocols apps look them up by: a main-actor protocol
/// registers and resolves without being Sendable.
@MainActor
@Suite struct MainActorLookupTests {
    @Test func aMainActorProtocolRegistersAndResolvesLazilyOnce() throws {
        let locator = ServiceLocator()
        let made = Counter()
        locator.mainActor.register((any ThemeProviding).self) { _ in
            made.value += 1
            return ThemeService()
        }
        #expect(made.value == 0, "created on first use")
        let first: any ThemeProviding = try locator.mainActor.resolve()
        let second: any ThemeProviding = try locator.mainActor.resolve()
        #expect(first === second)
        #expect(first.accent == "teal")
        #expect(made.value == 1)
    }

    @Test func mainActorFactoriesResolveWhatTheyNeed() throws {
        let locator = ServiceLocator()
        locator.mainActor.register((any ThemeProviding).self) { _ in ThemeService() }
        locator.mainActor.register((any Router).self) { locator in AppRouter(theme: try locator.mainActor.resolve()) }
        let router: any Router = try locator.mainActor.resolve()
        let theme: any ThemeProviding = try locator.mainActor.resolve()
        #expect(router.theme === theme)
    }

    @Test func aMissingMainActorServiceIsNamed() {
        let locator = ServiceLocator()
        locator.mainActor.register((any ThemeProviding).self) { _ in ThemeService() }
        #expect {
            let _: any Router = try locator.mainActor.resolve()
        } throws: { error in
            (error as? ServiceLookupError)?.code == .notRegistered && "\(error)".contains("Router")
        }
    }
}
