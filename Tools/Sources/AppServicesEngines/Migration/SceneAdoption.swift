import AppServices
import Foundation
import SwiftSyntax

/// Moves an app that still uses the app delegate's life cycle to scenes (TN3187), on top of the split into
/// services: a ``ServicesSceneDelegate`` subclass, the window code of `application(_:didFinishLaunchingWithOptions:)`
/// moved to a service that runs in `scene(_:willConnectTo:options:)`, the Info.plist's copy with the scene
/// manifest, and a note for each event the services now receive from a scene and each use of app-wide UI that
/// must change by hand.
///
/// The URL, user-activity and quick-action services need no change: the host delivers a scene's events to them,
/// at a cold launch from the connection options and while running from the scene's callbacks.
struct SceneAdoption {
    /// What the command was given.
    var request: SceneAdoptionRequest
    /// The inputs.
    var sources: [ParsedSource]
    /// The app delegate.
    var appDelegate: DelegateClass
    /// The new scene delegate's name: `SceneDelegate` for `AppDelegate`, else `NewsAppSceneDelegate` for
    /// `NewsAppDelegate`.
    var sceneDelegateName: String
    /// The new window service's name.
    var windowServiceName: String
    /// The window code that moves, if the launch method has any.
    var window: WindowStatements?

    /// Prepares the move of the app in `delegates`.
    ///
    /// - Throws: ``MigrationError`` when the inputs declare a scene delegate (the app uses scenes already), no
    ///   app delegate, or a type of the name the scene delegate or the window service would take.
    init(request: SceneAdoptionRequest, sources: [ParsedSource], delegates: [DelegateClass]) throws(MigrationError) {
        if let scene = delegates.first(where: { $0.role == .scene }) {
            throw MigrationError(
                file: scene.position,
                reason: "--adopt-scenes: \(scene.name) is a scene delegate, so the app uses scenes already; "
                    + "migrate without --adopt-scenes")
        }
        guard let app = delegates.first(where: { $0.role == .application }) else {
            throw MigrationError(file: "", reason: "--adopt-scenes: no app delegate class found in the inputs")
        }
        if let configuration = app.members.first(where: {
            $0.callbacks.contains { $0.callback == .configurationForConnecting }
        }) {
            throw MigrationError(
                file: configuration.position,
                reason: "--adopt-scenes: \(app.name) implements application(_:configurationForConnecting:options:), "
                    + "so the app uses scenes already; migrate without --adopt-scenes")
        }
        let plain = DelegateClass.identifier(app.name)
        let prefix = plain == "AppDelegate" ? "" : app.servicePrefix
        sceneDelegateName = prefix + "SceneDelegate"
        windowServiceName = app.servicePrefix + "WindowService"
        let declared = Set(sources.flatMap { $0.tree.statements.compactMap { TypeDeclaration($0.item)?.name } })
        for name in [sceneDelegateName, windowServiceName] where declared.contains(name) {
            throw MigrationError(
                file: app.position,
                reason: "--adopt-scenes would add a type named \(name), which the inputs declare already; rename it")
        }
        self.request = request
        self.sources = sources
        appDelegate = app
        window = app.members.first { $0.callbacks.contains { $0.callback == .didFinishLaunching } }
            .flatMap(WindowStatements.init)
        windowProperty = app.members.first { member in
            member.kind == .inheritedWindow && !WindowCreationFinder.creations(in: member.item).isEmpty
        }
    }

    /// The app delegate's `var window = UIWindow(frame: …)`, whose window the window service creates for each
    /// scene instead, when the launch method has window code to move.
    var windowProperty: DelegateMember?

    /// The services the app delegate lists besides its own: the window service, when there is window code.
    var addedServices: [String] { window?.statements.isEmpty == false ? [windowServiceName] : [] }

    /// Adds to `plan` the scene delegate, the window service, the Info.plist's copy, the moves of the window
    /// code, and the notes; takes the window code out of the launch service.
    ///
    /// - Parameters:
    ///   - plan: The plan of the split into services, its files rendered.
    ///   - decision: What happens to the app delegate.
    /// - Throws: ``MigrationError`` when the Info.plist cannot take the manifest.
    func apply(to plan: inout MigrationPlan, decision: DelegateDecision) throws(MigrationError) {
        let source = sources[appDelegate.members.first?.fileIndex ?? 0]
        plan.files.append(sceneDelegateFile(imports: ImportSection(source)))
        plan.notes.append(
            note(
                appDelegate.position,
                "\(sceneDelegateName).swift: the new scene delegate, a ServicesSceneDelegate; the scene manifest "
                    + "names it as $(PRODUCT_MODULE_NAME).\(sceneDelegateName)"))
        if let window {
            if !window.statements.isEmpty { moveWindowCode(window, in: &plan, decision: decision) }
            for statement in window.returning.prefix(1) {
                let firstLine = statement.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
                plan.notes.append(
                    note(
                        sources[window.member.fileIndex].position(of: statement),
                        "`\(firstLine)` uses `window` but returns from \(window.member.title): kept there, with the "
                            + "window code after it; with scenes the window exists only once a scene connects: move it "
                            + "by hand"))
            }
        }
        if let infoPlist = request.infoPlist {
            let text = try SceneManifestPlist.adding(
                to: infoPlist.text, path: infoPlist.path, sceneDelegate: sceneDelegateName)
            let name = infoPlist.path.split(separator: "/").last.map(String.init) ?? infoPlist.path
            plan.files.append(MigrationPlan.OutputFile(name: name, text: text))
            plan.notes.append(
                MigrationPlan.Note(
                    position: infoPlist.path,
                    message: "copied to the output folder with UIApplicationSceneManifest: one window scene, whose "
                        + "delegate is \(sceneDelegateName); the input is unchanged",
                    order: [sources.count, 0]))
        } else {
            plan.notes.append(
                note(
                    appDelegate.position,
                    "no Info.plist given (--info-plist): add UIApplicationSceneManifest, with a window scene whose "
                        + "UISceneDelegateClassName is $(PRODUCT_MODULE_NAME).\(sceneDelegateName), or the app "
                        + "fails to launch when built with the iOS 27 SDK"))
        }
        for index in plan.files.indices {
            plan.files[index].text = plan.files[index].text.replacingOccurrences(
                of: ServiceFileRenderer.appWindowAccess[1], with: Self.sceneAwareWindowAccess)
        }
        plan.notes += routingNotes(decision) + handWorkNotes() + extraWindowNotes()
        plan.moves.sort { $0.order.lexicographicallyPrecedes($1.order) }
    }

    /// `window` for a service of the app delegate once the app uses scenes: the window of the scene the event
    /// came from (a URL, a user activity, a quick action all come from one), else the app delegate's.
    static let sceneAwareWindowAccess = """
            /// The window of the scene the event came from, else the app delegate's, as the moved code used it.
            var window: UIWindow? {
                get { serviceContext?.scene.flatMap { serviceContext?.window(of: $0) } ?? serviceContext?.window }
                set {
                    if let scene = serviceContext?.scene {
                        serviceContext?.setWindow(newValue, of: scene)
                    } else {
                        serviceContext?.window = newValue
                    }
                }
            }
        """

    /// Moves `window`'s statements from the launch service to the window service, and says so in the plan.
    private func moveWindowCode(_ window: WindowStatements, in plan: inout MigrationPlan, decision: DelegateDecision) {
        let launchIndex = appDelegate.members.firstIndex { $0.item.id == window.member.item.id }
        let launchService = decision.services.first { service in
            launchIndex.map(service.memberIndices.contains) ?? false
        }
        if let launchService, let file = plan.files.firstIndex(where: { $0.name == "\(launchService.name).swift" }) {
            plan.files[file].text = Self.removing(window.statements, from: plan.files[file].text)
            let access = ServiceFileRenderer.appWindowAccess.joined(separator: "\n\n") + "\n\n"
            let withoutAccess = plan.files[file].text.replacingOccurrences(of: access, with: "")
            if !withoutAccess.contains("window") {
                plan.files[file].text = withoutAccess.replacingOccurrences(
                    of: "\(launchService.name): ContextualService, ", with: "\(launchService.name): ")
                plan.notes.removeAll {
                    $0.message.hasPrefix("\(window.member.title) uses `window`: \(launchService.name)")
                }
            }
        }
        plan.files.append(windowServiceFile(window))
        let source = sources[window.member.fileIndex]
        let launchNames = Set(
            CapabilitySignature.functions(in: window.member.item.decl).flatMap { function in
                function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
            })
        let memberNames = Set(appDelegate.members.flatMap(\.declaredNames)).subtracting(["window"])
        if let windowProperty {
            plan.moves.append(
                MigrationPlan.Move(
                    position: windowProperty.position, method: "the window \(windowProperty.title) creates",
                    service: windowServiceName, capabilities: ["SceneWillConnectService"],
                    order: [windowProperty.fileIndex, windowProperty.item.position.utf8Offset]))
        }
        for statement in window.statements {
            let firstLine = statement.node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
            plan.moves.append(
                MigrationPlan.Move(
                    position: source.position(of: statement.node),
                    method: "`\(firstLine)` of \(window.member.title)", service: windowServiceName,
                    capabilities: ["SceneWillConnectService"],
                    order: [window.member.fileIndex, statement.node.position.utf8Offset]))
            let used = ReferenceCollector.names(in: statement.node)
            for name in used.intersection(launchNames.union(memberNames)).sorted() {
                plan.notes.append(
                    note(
                        source.position(of: statement.node),
                        "`\(firstLine)` moves to \(windowServiceName).scene(_:willConnectTo:options:) but uses "
                            + "`\(name)` of \(window.member.title) or \(appDelegate.name): reach it from there by hand"
                    ))
            }
        }
    }

    /// A note for each moved app-delegate method whose event a scene now carries: where it comes from.
    private func routingNotes(_ decision: DelegateDecision) -> [MigrationPlan.Note] {
        appDelegate.members.enumerated().flatMap { index, member -> [MigrationPlan.Note] in
            let service = decision.services.first { $0.memberIndices.contains(index) }?.name ?? appDelegate.name
            return member.callbacks.compactMap { implemented -> MigrationPlan.Note? in
                guard let replacement = SceneEraReplacement.replacements[implemented.callback] else { return nil }
                let coldLaunch =
                    SceneEraReplacement.arrivingAtColdLaunch.contains(implemented.callback)
                    ? ", and at a cold launch from the connection options of scene(_:willConnectTo:options:)" : ""
                return note(
                    member.position,
                    "\(member.title), in \(service): with scenes UIKit calls "
                        + "\(replacement.swiftName) instead; the host delivers that event to it\(coldLaunch)")
            }
        }
    }

    /// A note for each use of app-wide UI in the inputs, except in the window creations rewritten for the scene.
    private func handWorkNotes() -> [MigrationPlan.Note] {
        let rewritten =
            (window?.statements ?? []).flatMap(\.rewrittenCreations)
            + (window?.statements.isEmpty == false
                ? (windowProperty.map { WindowCreationFinder.creations(in: $0.item).map(Syntax.init) } ?? []) : [])
        return sources.flatMap { source in
            SceneHandWorkFinder.uses(in: source.tree).filter { use in
                !rewritten.contains { creation in
                    creation.root.id == use.node.root.id && creation.position <= use.node.position
                        && use.node.endPosition <= creation.endPosition
                }
            }.map { use in
                note(source.position(of: use.node), "`\(use.node.trimmedDescription)`: by hand: \(use.advice)")
            }
        }
    }

    /// A note for each window the app delegate's lifecycle methods make without a scene (a privacy cover, a lock
    /// screen), besides the window code moved to the scene's connection: with scenes it never shows.
    private func extraWindowNotes() -> [MigrationPlan.Note] {
        let rewritten = (window?.statements ?? []).flatMap(\.rewrittenCreations).map(\.id)
        return appDelegate.members.filter { !$0.callbacks.isEmpty }.flatMap { member in
            WindowCreationFinder.creations(in: member.item).filter { !rewritten.contains(Syntax($0).id) }.map {
                creation in
                note(
                    sources[member.fileIndex].position(of: creation),
                    "`\(creation.trimmedDescription)` in \(member.title): a window made without a scene never shows "
                        + "once the app uses scenes: by hand: make it with `UIWindow(windowScene:)` for the scene it "
                        + "covers")
            }
        }
    }

    /// `text`, a service's file, without the lines of `statements` in its `application(_:didFinishLaunchingWithOptions:)`.
    private static func removing(_ statements: [WindowStatements.Statement], from text: String) -> String {
        var result = text
        for statement in statements {
            let indentation = statement.node.leadingTrivia.description.split(separator: "\n").last ?? ""
            let searched = "\n" + indentation.filter { $0 == " " || $0 == "\t" } + statement.node.trimmedDescription
            guard let launch = result.range(of: "didFinishLaunchingWithOptions"),
                let found = result.range(of: searched, range: launch.upperBound..<result.endIndex)
            else { continue }
            result.removeSubrange(found)
        }
        return result
    }

    private func sceneDelegateFile(imports: ImportSection) -> MigrationPlan.OutputFile {
        let text =
            imports.adding("AppServices").text
            + "/// The scene delegate `appservices migrate --adopt-scenes` added for `\(appDelegate.name)`: the Info.plist's\n"
            + "/// scene configuration names it, and it delivers each scene's callbacks to the app's services.\n"
            + "final class \(sceneDelegateName): ServicesSceneDelegate {}\n"
        return MigrationPlan.OutputFile(name: "\(sceneDelegateName).swift", text: text)
    }

    private func windowServiceFile(_ window: WindowStatements) -> MigrationPlan.OutputFile {
        let creation = windowProperty.map { _ in ["        window = UIWindow(windowScene: windowScene)"] } ?? []
        let body = (creation + window.statements.map(\.text)).joined(separator: "\n")
        let guardLine =
            body.contains("windowScene")
            ? "        guard let windowScene = scene as? UIWindowScene else { return }"
            : "        guard scene is UIWindowScene else { return }"
        let method = [
            "    func scene(",
            "        _ scene: UIScene,",
            "        willConnectTo session: UISceneSession,",
            "        options connectionOptions: UIScene.ConnectionOptions",
            "    ) {",
            "        callbackScene = scene",
            guardLine,
            body,
            "    }",
        ].joined(separator: "\n")
        let imports = ImportSection(sources[window.member.fileIndex]).adding("AppServices")
        let text =
            imports.text
            + "/// `\(appDelegate.name)`'s window code from `application(_:didFinishLaunchingWithOptions:)`, moved by\n"
            + "/// `appservices migrate --adopt-scenes` to the connection of each scene.\n"
            + "final class \(windowServiceName): ContextualService, SceneWillConnectService {\n"
            + (ServiceFileRenderer.sceneWindowAccess + [method]).joined(separator: "\n\n") + "\n}\n"
        return MigrationPlan.OutputFile(name: "\(windowServiceName).swift", text: text)
    }

    private func note(_ position: String, _ message: String) -> MigrationPlan.Note {
        let parts = position.split(separator: ":")
        let file = sources.firstIndex { $0.path == parts.dropLast().joined(separator: ":") } ?? sources.count
        return MigrationPlan.Note(position: position, message: message, order: [file, Int(parts.last ?? "") ?? 0])
    }
}
