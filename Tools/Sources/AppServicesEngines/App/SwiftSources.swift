@_spi(AppServicesTools) import AppServices
import Foundation
import SwiftSyntax

/// What doctor learns from an app's Swift files: the types and what they inherit, the services registered in a
/// catalog, and the background tasks registered and requested.
///
/// The files are parsed, not compiled: names are matched as written (the last component of `AppServices.X`), and
/// a string constant is followed only when it is declared once, as `let name = "literal"`.
package struct SwiftSources {
    /// A name in an inheritance clause (of a type, an extension, a protocol or a type alias), and where.
    struct Inheritance {
        var name: String
        var location: SourceLine
    }

    /// A call that names a string identifier: a `ServiceEntry`, a background-task registration.
    struct IdentifierUse {
        /// The identifier, or `nil` when it is not a literal or a constant doctor can follow.
        var identifier: String?
        var enclosingType: String?
        var location: SourceLine
    }

    /// A service registered with `ServiceEntry("id", …) { … TypeName(…) }`.
    ///
    /// `Use` is the call and its identifier: as written while the files are read, where a constant may be
    /// declared in a later file, then resolved (``IdentifierUse``).
    struct Registration<Use> {
        var use: Use
        /// The first type the factory creates, if doctor can tell.
        var serviceType: String?
        /// Whether it runs when no manifest names it (`isEnabledByDefault:`).
        var isEnabledByDefault: Bool

        /// The same registration with its use transformed, such as resolved.
        func mapUse<Mapped>(_ transform: (Use) -> Mapped) -> Registration<Mapped> {
            Registration<Mapped>(
                use: transform(use), serviceType: serviceType, isEnabledByDefault: isEnabledByDefault)
        }
    }

    /// A method declared in a type or an extension, such as an app delegate's own `applicationDidBecomeActive(_:)`.
    struct Method {
        /// The innermost type or extended type it is declared in.
        var type: String
        var swiftName: String
        /// Whether it is `async`, as UIKit's `async` forms of completion-handler callbacks are.
        var isAsync: Bool
        var location: SourceLine
    }

    /// A scene delegate class set in code: `configuration.delegateClass = SceneDelegate.self`.
    struct DelegateClassAssignment {
        var className: String
        var location: SourceLine
        /// The name of the configuration assigned to, when the code creates it in the same function as
        /// `UISceneConfiguration(name: "Default Configuration", …)`.
        var configurationName: String?
        /// Whether it is written in `application(_:configurationForConnecting:options:)`, which chooses each
        /// connecting scene's configuration at run time.
        var isInConfigurationMethod: Bool

        /// Whether it sets the delegate class of the Info.plist configuration named `name` at run time: it assigns to a
        /// configuration created with that name, or to one whose name doctor cannot read in the configuration method.
        func overrides(configurationNamed name: String?) -> Bool {
            configurationName.map { $0 == name } ?? isInConfigurationMethod
        }
    }

    /// The `.swift` files read, in order.
    package private(set) var files: [String] = []
    /// The Objective-C files (`.h`, `.m`, `.mm`) below the folders, not parsed; ``ObjectiveCInterfaces`` reads them
    /// when a name must be looked up.
    private(set) var objectiveCFiles: [String] = []
    /// The `.swift` files that do not parse, each with the line of the first error and what it is: skipped, since
    /// real source trees hold files that are not compiled (encrypted, generated fragments, left out of the target),
    /// and files the parser cannot read though they may be valid Swift (``SwiftSource/Problem/exceedsParser``).
    private(set) var unparsedFiles: [(location: SourceLine, problem: SwiftSource.Problem)] = []
    private(set) var declaredNames: Set<String> = []
    /// The Objective-C runtime names classes are given with `@objc(Name)`, which an Info.plist names without a module.
    private(set) var objectiveCNames: Set<String> = []
    /// From each name's declaration and its extensions.
    private(set) var inheritance: [String: [Inheritance]] = [:]
    /// The names declared as protocols or type aliases, which are not service types themselves.
    private(set) var protocolsAndAliases: Set<String> = []
    /// `BGTaskScheduler` registrations (`register(forTaskWithIdentifier:…)`).
    private(set) var taskRegistrations: [IdentifierUse] = []
    /// Background-task requests created, by request class (`BGAppRefreshTaskRequest`, …).
    private(set) var taskRequests: [(requestClass: String, use: IdentifierUse)] = []
    private(set) var registrations: [Registration<IdentifierUse>] = []
    private(set) var methods: [Method] = []
    private(set) var delegateClassAssignments: [DelegateClassAssignment] = []
    /// Whether some code makes a window for a scene (`UIWindow(windowScene:)`) or makes a window visible, which
    /// `ServicesSceneDelegate` adopts into the first window scene when the app delegate holds it.
    private(set) var makesWindow = false
    /// What the sources do with the SDKs that reach into the app delegate.
    private(set) var sdkUses = SDKUses()
    /// The calls that make a window without a scene if their type is a window (`UIWindow(frame:)`, `Cover()`),
    /// in file and line order; `doctor` keeps those of `UIWindow` and the app's subclasses of it.
    private(set) var scenelessWindows: [ScenelessWindow] = []
    /// The app's own calls of app-delegate callbacks (``DelegateMethodCallFinder``), in file and line order.
    private(set) var delegateCallbackCalls: [String: [SourceLine]] = [:]
    /// The tokens read to decide which windows made without a scene are scene fallbacks (``ScenelessWindowRule``),
    /// the work the fuzzer holds linear in the files.
    package private(set) var sceneFallbackTokensRead = 0
    private static let appDelegateCallbackNames = Set(
        DelegateCallback.allCases.filter { $0.delegate == .application }.map(\.swiftName))

    /// Reads every `.swift` file below `folders`.
    ///
    /// Each folder's files are read in path order; hidden folders, such as `.build`, are skipped, and a file below
    /// two of the folders is read once. A file that does not parse is skipped and listed in ``unparsedFiles``.
    ///
    /// - Throws: ``InputOutputError`` for a folder that does not exist or a file that cannot be read.
    package init(folders: [String]) throws(InputOutputError) {
        let collector = SourceCollector()
        let sdkCollector = SDKUseCollector()
        for file in try Self.swiftFiles(in: folders) {
            let text = try Self.text(of: file)
            let source: SwiftSource
            do {
                source = try SwiftSource(path: file, text: text)
            } catch {
                unparsedFiles.append((SourceLine(file: file, line: error.line), error))
                continue
            }
            collector.collect(source.tree, file: file, converter: source.locations)
            sdkCollector.collect(source.tree, file: file, converter: source.locations)
            for call in DelegateMethodCallFinder.calls(in: source.tree, named: Self.appDelegateCallbackNames) {
                let line = source.locations.location(for: call.node.positionAfterSkippingLeadingTrivia).line
                delegateCallbackCalls[call.name, default: []].append(SourceLine(file: file, line: line))
            }
            files.append(file)
        }
        objectiveCFiles = try Self.files(in: folders, endingWith: ObjectiveCInterfaces.fileSuffixes)
        declaredNames = collector.declaredNames
        objectiveCNames = collector.objectiveCNames
        inheritance = collector.inheritance
        protocolsAndAliases = collector.protocolsAndAliases
        methods = collector.methods
        delegateClassAssignments = collector.delegateClassAssignments
        makesWindow = collector.makesSceneWindow || collector.showsWindow
        sdkUses = sdkCollector.uses
        scenelessWindows = collector.scenelessWindows
        sceneFallbackTokensRead = collector.sceneFallbacks.tokensRead
        registrations = collector.registrations.map { $0.mapUse(collector.resolve) }
        taskRegistrations = collector.taskRegistrations.map(collector.resolve)
        taskRequests = collector.taskRequests.map { ($0.requestClass, collector.resolve($0.use)) }
    }

    /// The `.swift` files below `folders`, each folder's in path order, a file below two of them once.
    static func swiftFiles(in folders: [String]) throws(InputOutputError) -> [String] {
        try files(in: folders, endingWith: [".swift"])
    }

    /// As ``swiftFiles(in:)``, for any `suffixes`; files are told apart by their real paths, so a file one folder
    /// reaches through a symbolic link is read once.
    private static func files(
        in folders: [String], endingWith suffixes: [String]
    ) throws(InputOutputError) -> [String] {
        var read: Set<String> = []
        return try folders.map { folder throws(InputOutputError) in try files(in: folder, endingWith: suffixes) }
            .joined().filter {
                read.insert(FileSystemCall.realPath($0) ?? URL(fileURLWithPath: $0).standardizedFileURL.path).inserted
            }
    }

    private static func files(in folder: String, endingWith suffixes: [String]) throws(InputOutputError) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            throw InputOutputError(file: folder, reason: "no such source folder")
        }
        guard isFolder.boolValue else {
            throw InputOutputError(file: folder, reason: "not a folder; --sources takes a folder of Swift files")
        }
        return try SourceFolder.files(in: folder, endingWith: suffixes)
    }

    /// The text of `file`, read within the size Swift files are read with.
    static func text(of file: String) throws(InputOutputError) -> String {
        String(decoding: try InputFile.read(file, maximumByteCount: SwiftSource.maximumFileSize), as: UTF8.self)
    }
}
