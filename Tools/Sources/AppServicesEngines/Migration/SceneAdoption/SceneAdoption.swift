import AppServices
import Foundation
import SwiftSyntax

/// Moves an app that still uses the app delegate's life cycle to scenes (TN3187), on top of the split into services: a
/// ``ServicesSceneDelegate`` subclass, the Info.plist's copy with the scene manifest, and a note for each event the
/// services now receive from a scene, each window the app makes, and each use of app-wide UI to change by hand.
///
/// The window code stays: the scene delegate adopts the app delegate's window at the first window scene's
/// connection. The URL, user-activity and quick-action services need no change: the host delivers a scene's events.
struct SceneAdoption {
    var request: SceneAdoptionRequest
    var sources: [ParsedSource]
    /// The app's other files that parse (`--sources`), or `nil` when none were given.
    var otherSources: [ParsedSource]?
    var appDelegate: DelegateClass
    /// The new scene delegate's name: `SceneDelegate` for `AppDelegate`, else `NewsAppSceneDelegate` for
    /// `NewsAppDelegate`.
    var sceneDelegateName: String
    /// Prepares the move of the app in `delegates`; `swiftUIApp` is the SwiftUI `App` the inputs or the app's other
    /// files declare, if any.
    ///
    /// - Throws: ``MigrationError`` when the inputs declare a scene delegate or the app a SwiftUI `App` (the app
    ///   uses scenes already), no app delegate, or a type of the name the scene delegate would take.
    init(
        request: SceneAdoptionRequest, sources: [ParsedSource], otherSources: OtherSources?, delegates: [DelegateClass],
        swiftUIApp: SwiftUIApp?
    ) throws(MigrationError) {
        if let scene = delegates.first(where: { $0.role == .scene }) {
            throw MigrationError(
                file: scene.position,
                reason: "--adopt-scenes: \(scene.name) is a scene delegate, so the app uses scenes already; "
                    + "migrate without --adopt-scenes")
        }
        if let swiftUIApp {
            throw MigrationError(
                file: swiftUIApp.position,
                reason: "--adopt-scenes: \(swiftUIApp.name) is a SwiftUI App, so the app uses scenes already (SwiftUI "
                    + "hosts them); migrate without --adopt-scenes")
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
        let prefix = DelegateClass.identifier(app.name) == "AppDelegate" ? "" : app.servicePrefix
        sceneDelegateName = prefix + "SceneDelegate"
        let declared = Set(sources.flatMap { $0.tree.statements.compactMap { TypeDeclaration($0.item)?.name } })
        if declared.contains(sceneDelegateName) {
            throw MigrationError(
                file: app.position,
                reason: "--adopt-scenes would add a type named \(sceneDelegateName), which the inputs declare already; "
                    + "rename it")
        }
        self.request = request
        self.sources = sources
        self.otherSources = otherSources?.parsed
        appDelegate = app
    }

    /// Adds to `plan`, its files rendered, the scene delegate, the Info.plist's copy and the notes.
    ///
    /// - Throws: ``MigrationError`` when the Info.plist cannot take the manifest.
    func apply(to plan: inout MigrationPlan, decision: DelegateDecision) throws(MigrationError) {
        plan.files.append(sceneDelegateFile(imports: ImportSection(sources[appDelegate.members.first?.fileIndex ?? 0])))
        plan.notes.append(
            note(
                appDelegate.position,
                "\(sceneDelegateName).swift: the new scene delegate, a ServicesSceneDelegate; the scene manifest "
                    + "names it as $(PRODUCT_MODULE_NAME).\(sceneDelegateName)"))
        plan.notes += [windowOriginNote()] + [partialStoryboardWindowNote()].compactMap { $0 }
        let copyNames = InfoPlistCopyNames.names(for: request.infoPlists.map(\.path))
        for (infoPlist, name) in zip(request.infoPlists, copyNames) {
            let text = try SceneManifestPlist.adding(
                to: infoPlist.text, path: infoPlist.path, sceneDelegate: sceneDelegateName,
                namesStoryboard: storyboardWindowReplacement == nil)
            plan.files.append(MigrationPlan.OutputFile(name: name, text: text))
            let renamed = name == (infoPlist.path as NSString).lastPathComponent ? "" : " as \(name)"
            plan.notes.append(
                MigrationPlan.Note(
                    position: infoPlist.path,
                    message: "copied to the output folder\(renamed) with UIApplicationSceneManifest: one window scene, "
                        + "whose delegate is \(sceneDelegateName); the input is unchanged",
                    order: [sources.count, 0]))
        }
        if request.infoPlists.isEmpty {
            plan.notes.append(
                note(
                    appDelegate.position,
                    "no Info.plist given (--info-plist): add UIApplicationSceneManifest, with a window scene whose "
                        + "UISceneDelegateClassName is $(PRODUCT_MODULE_NAME).\(sceneDelegateName), or the app "
                        + "fails to launch when built with the iOS 27 SDK"))
        }
        plan.notes += request.otherInfoPlists.enumerated().map { index, path in
            MigrationPlan.Note(
                position: path,
                message: "an Info.plist beside the one given, not given (--info-plist): if a build configuration "
                    + "uses it (INFOPLIST_FILE), that build still has no scene manifest and fails to launch when "
                    + "built with the iOS 27 SDK; give it with another --info-plist",
                order: [sources.count, 1 + index])
        }
        for index in plan.files.indices {
            plan.files[index].text = plan.files[index].text.replacingOccurrences(
                of: ServiceFileRenderer.appWindowAccess[1], with: Self.sceneAwareWindowAccess)
        }
        plan.notes += routingNotes(decision) + handWorkNotes() + windowNotes() + outsideWindowNotes()
    }

    /// Where the app's window comes from once it uses scenes: the window the app delegate assigns, adopted; else
    /// the main storyboard, which the scene configuration names; else another object, which must hand its window
    /// to the main scene.
    private func windowOriginNote() -> MigrationPlan.Note {
        if appDelegate.members.contains(where: { WindowAssignmentFinder.assignsWindow(in: $0.item) }) {
            var replaced = ""
            if let line = storyboardWindowReplacement, let name = mainStoryboard {
                replaced =
                    "; the scene configuration names no storyboard: \(line) replaces the '\(name)' storyboard's "
                    + "window at every launch: it wins without scenes, a UISceneStoryboardFile window would with them"
            }
            return note(
                appDelegate.position,
                "the window code stays where it is: at the first window scene's connection, \(sceneDelegateName) "
                    + "adopts the window \(appDelegate.name) holds, if the app made it visible (moves it into the "
                    + "scene, makes it key and visible); from then on \(appDelegate.name)'s `window` gives the main "
                    + "scene's window, and a window assigned to it later moves into that scene" + replaced)
        }
        if let storyboard = mainStoryboard {
            return note(
                appDelegate.position,
                "the window comes from the storyboard '\(storyboard)' (UIMainStoryboardFile): the scene "
                    + "configuration names it (UISceneStoryboardFile), so UIKit makes the scene's window from its "
                    + "initial view controller and sets it as \(sceneDelegateName)'s `window` before "
                    + "scene(_:willConnectTo:options:); check that '\(storyboard)' is the app's interface, not its "
                    + "launch screen")
        }
        return note(
            appDelegate.position,
            "\(appDelegate.name) assigns no `window` and no storyboard makes one: if another object makes the app's "
                + "window (`UIWindow(frame:)`, then `makeKeyAndVisible()`), it never shows once the app uses scenes; "
                + "by hand: where it is made, hand it to the main scene with "
                + SceneWindowAdvice.handToMainScene
                + (otherSources == nil
                    ? " (give the app's other files with --sources to have each window made outside "
                        + "\(appDelegate.name) listed)" : " (each window made outside \(appDelegate.name) is listed)"))
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

    /// A note for each use of app-wide UI in the inputs, except in the creations of the app's window, which the
    /// scene delegate adopts.
    private func handWorkNotes() -> [MigrationPlan.Note] {
        let adopted = windowCreations().filter(\.isAppWindow).map(\.call)
        return sources.flatMap { source in
            SceneHandWorkFinder.uses(in: source.tree).filter { use in
                !adopted.contains { creation in
                    creation.root.id == use.node.root.id && creation.position <= use.node.position
                        && use.node.endPosition <= creation.endPosition
                }
            }.map { use in
                note(source.position(of: use.node), "`\(use.node.trimmedDescription)`: by hand: \(use.advice)")
            }
        }
    }

    /// A note for each window the app delegate makes with a frame: the app's window, whose code stays, and
    /// each other one (a privacy cover, a lock screen), which never shows once the app uses scenes.
    private func windowNotes() -> [MigrationPlan.Note] {
        windowCreations().map { creation in
            let place = sources[creation.member.fileIndex].position(of: creation.call)
            let made = "`\(creation.call.trimmedDescription)` in \(creation.member.title)"
            if creation.member.kind == .inheritedWindow {
                return note(
                    place,
                    "\(made): removed with the property, which ServicesAppDelegate declares: by hand: assign "
                        + "`window = \(creation.call.trimmedDescription)` at the start of "
                        + "application(_:willFinishLaunchingWithOptions:), and \(sceneDelegateName) adopts it")
            }
            return creation.isAppWindow
                ? note(place, "\(made): the app's window, adopted by \(sceneDelegateName) at the scene's connection")
                : note(
                    place,
                    "\(made): a window made without a scene never shows once the app uses scenes: by hand: make it "
                        + "with `UIWindow(windowScene:)` for the scene it covers")
        }
    }

    /// The windows made with a frame, or with none, by the app delegate's `window` property, its lifecycle
    /// methods and the members they use, and whether each is the app's window (assigned to `window`).
    private func windowCreations() -> [(member: DelegateMember, call: FunctionCallExprSyntax, isAppWindow: Bool)] {
        let members = appDelegate.members
        let lifecycle = members.indices.filter {
            !members[$0].callbacks.isEmpty || members[$0].kind == .inheritedWindow
        }
        let scanned = Set(lifecycle + lifecycle.flatMap(DelegatePlanner(delegate: appDelegate).reach(from:))).sorted()
        return scanned.flatMap { index in
            WindowCreationFinder.creations(in: members[index].item).map { call in
                (members[index], call, WindowCreationFinder.isAssignedToWindow(call))
            }
        }
    }

    private func sceneDelegateFile(imports: ImportSection) -> MigrationPlan.OutputFile {
        let text =
            imports.adding("AppServices").text
            + "/// The scene delegate `appservices migrate --adopt-scenes` added for `\(appDelegate.name)`: the Info.plist's\n"
            + "/// scene configuration names it, and it delivers each scene's callbacks to the app's services.\n"
            + "final class \(sceneDelegateName): ServicesSceneDelegate {}\n"
        return MigrationPlan.OutputFile(name: "\(sceneDelegateName).swift", text: text)
    }

    func note(_ position: String, _ message: String) -> MigrationPlan.Note {
        let parts = position.split(separator: ":")
        let file = sources.firstIndex { $0.path == parts.dropLast().joined(separator: ":") } ?? sources.count
        return MigrationPlan.Note(position: position, message: message, order: [file, Int(parts.last ?? "") ?? 0])
    }
}
