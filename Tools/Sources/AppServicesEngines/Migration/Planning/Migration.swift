import AppServices
import SwiftSyntax

/// Plans the migration of delegate files entirely in memory: parses, finds the delegates, decides where each
/// member goes, and renders every output file, so that nothing is written unless everything succeeded.
package struct Migration {
    var sources: [ParsedSource]
    /// Whether, and with which Info.plist, the app moves to the scene life cycle (`--adopt-scenes`).
    package var sceneAdoption: SceneAdoptionRequest?
    /// The app's other Swift files (`--sources`), searched for calls of moved members on the delegate; `nil` when
    /// not given.
    package var otherSources: OtherSources?

    /// Parses `files`, given as `(path, text)`.
    ///
    /// - Throws: ``MigrationError`` naming the first file that does not parse.
    package init(files: [(path: String, text: String)]) throws(MigrationError) {
        sources = try files.map { file throws(MigrationError) in try ParsedSource(path: file.path, text: file.text) }
    }

    /// The plan: moves, notes and output files.
    ///
    /// - Throws: ``MigrationError`` when no input declares an app or scene delegate class, or when a file of
    ///   ``otherSources`` declares a callback of one in an extension.
    package func plan() throws(MigrationError) -> MigrationPlan {
        let swiftUIApp = SwiftUIApp.first(in: allSources)
        let (delegates, droppedNotes) = SceneEraDeadMethods.removing(
            from: DelegateScanner(sources: sources).delegates().map(ConformanceMove.linked), sources: allSources,
            swiftUIApp: swiftUIApp)
        let carPlay = CarPlayDelegateMove.find(in: sources)
        if delegates.isEmpty, carPlay.moves.isEmpty, let kept = carPlay.kept.first {
            throw MigrationError(file: sources[kept.fileIndex].position(of: kept.declaration), reason: kept.reason)
        }
        guard !delegates.isEmpty || !carPlay.moves.isEmpty else {
            throw MigrationError(
                file: sources.count == 1 ? sources[0].path : "",
                reason:
                    "no delegate class found: no class adopts UIApplicationDelegate, UISceneDelegate, "
                    + "UIWindowSceneDelegate or a CarPlay scene delegate protocol, in its declaration or an "
                    + "extension, in " + sources.map(\.path).joined(separator: ", "))
        }
        try refuseUngivenCallbackExtensions(of: delegates)
        let adoption = try sceneAdoption.map { request throws(MigrationError) in
            try SceneAdoption(
                request: request, sources: sources, otherSources: otherSources, delegates: delegates,
                swiftUIApp: swiftUIApp)
        }
        var plan = MigrationPlan(notes: droppedNotes)
        plan.moves += carPlayMoves(carPlay.moves)
        plan.notes += carPlayNotes(carPlay.moves, kept: carPlay.kept)
        var decisions: [String: DelegateDecision] = [:]
        let protocols = AppProtocols(sources)
        for delegate in delegates {
            var (decision, notes) = DelegatePlanner(delegate: delegate).decide()
            ConformanceMove.adopt(in: &decision)
            notes +=
                AccessWidening.widen(&decision, sources: sources)
                + AccessWidening.topLevelNotes(decision, sources: sources)
            notes += adoptProtocols(protocols, in: &decision)
            reachKeptMembers(&decision)
            decisions[delegate.name] = decision
            plan.notes +=
                notes + movedCodeNotes(delegate, decision) + keptMemberUseNotes(delegate, decision)
                + windowInitializerNotes(delegate, decision)
                + MemberAccounting.notes(for: decision)
            plan.notes += decision.keptNotificationCalls.map { kept in
                note(sources[kept.fileIndex], kept.fileIndex, kept.call, kept.message)
            }
            for service in decision.services {
                for index in service.memberIndices where !delegate.members[index].callbacks.isEmpty {
                    let member = delegate.members[index]
                    plan.moves.append(
                        MigrationPlan.Move(
                            position: member.position, method: member.title, service: service.name,
                            capabilities: member.callbacks.map(\.capabilityName),
                            order: [member.fileIndex, member.item.position.utf8Offset]))
                }
            }
        }
        let calls = movedMemberCalls(decisions)
        forward(&decisions, calls: calls)
        plan.notes += appDelegateLookupNotes() + usageNotes(delegates, decisions)
        plan.notes += movedMemberCallNotes(decisions, calls: calls)
        plan.notes += decisions.values.flatMap(keptUseNotes)
        plan.notes = Set(plan.notes).sorted()
        plan.moves.sort { $0.order.lexicographicallyPrecedes($1.order) }
        guard decisions.values.contains(where: { !$0.isMigrated }) || !carPlay.moves.isEmpty else { return plan }

        let delegateFiles = DelegateFileRenderer(
            sources: sources, decisions: decisions, registrations: registrations(delegates, decisions),
            aliases: DelegateScanner.inheritance(in: sources, aliasesOnly: true))
        for index in sources.indices {
            if let text = delegateFiles.text(ofFile: index) {
                let text = carPlay.moves.filter { $0.fileIndex == index }.reduce(text, Self.replacingDelegate)
                plan.files.append(MigrationPlan.OutputFile(name: sources[index].fileName, text: text))
            } else {
                plan.notes.append(
                    MigrationPlan.Note(
                        position: sources[index].path, message: "nothing is left in this file: delete it",
                        order: [index, 0]))
            }
        }
        let usesScenes =
            adoption != nil || delegates.contains { $0.role == .scene }
            || swiftUIApp != nil
        let services = ServiceFileRenderer(sources: sources, usesScenes: usesScenes)
        plan.files += delegates.compactMap { decisions[$0.name] }.flatMap { decision in
            decision.services.map { services.file(for: $0, of: decision.delegate) }
        }
        plan.files += carPlay.moves.map { move in
            MigrationPlan.OutputFile(
                name: move.serviceName + ".swift",
                text: move.serviceText(imports: ImportSection(sources[move.fileIndex]).adding("AppServices")))
        }
        plan.notes += lifeCycleNotes(delegates, decisions, by: services) + swappedTokenCallbackNotes(decisions)
        if let adoption, let decision = decisions[adoption.appDelegate.name] {
            try adoption.apply(to: &plan, decision: decision)
        }
        let names = plan.files.map(\.name)
        if let duplicate = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
            throw MigrationError(
                file: "",
                reason: "two output files would both be named \(duplicate): rename an input file; nothing written")
        }
        plan.notes = Set(plan.notes).sorted()
        return plan
    }

    /// Which services each delegate lists: an app delegate its own, in `services`; a scene delegate its own,
    /// created for each scene in `sceneServices(for:)`, since its state (window, pending actions) is per scene.
    private func registrations(_ delegates: [DelegateClass], _ decisions: [String: DelegateDecision])
        -> [String: [String]]
    {
        Dictionary(
            delegates.map { ($0.name, decisions[$0.name]?.services.map(\.name) ?? []) },
            uniquingKeysWith: { first, _ in first })
    }

    /// Notes for code that reaches the app delegate through `UIApplication.shared.delegate`, anywhere in the
    /// inputs: what it reads there may have moved to a service.
    private func appDelegateLookupNotes() -> [MigrationPlan.Note] {
        sources.enumerated().flatMap { index, source in
            DelegateUsageFinder.walking(source.tree).appDelegateLookups.map { lookup in
                note(
                    source, index, lookup,
                    "reaches the app delegate through UIApplication.shared.delegate: what it reads there may "
                        + "have moved to a service; check it by hand")
            }
        }
    }

    /// Notes for the statements that made the delegate the notification center's delegate, which the services drop, for
    /// other `.delegate = self` statements, and for the parameter types the services change to the capability's.
    private func movedCodeNotes(_ delegate: DelegateClass, _ decision: DelegateDecision)
        -> [MigrationPlan.Note]
    {
        let moved = Set(decision.services.flatMap(\.memberIndices))
        return delegate.members.enumerated().flatMap { index, member -> [MigrationPlan.Note] in
            guard moved.contains(index) else { return [] }
            let source = sources[member.fileIndex]
            let usage = DelegateUsageFinder.walking(member.item)
            let assignments = usage.notificationDelegateAssignments.map { statement in
                note(
                    source, member.fileIndex, statement,
                    "\(member.title): removed `\(statement.trimmedDescription)`; ServicesAppDelegate sets "
                        + "the notification center's delegate and forwards to the services")
            }
            let service = decision.services.first { $0.memberIndices.contains(index) }
            let otherAssignments = usage.otherDelegateAssignments.map { statement, property in
                let named = property.prefix(1).uppercased() + property.dropFirst()
                let adoption =
                    delegate.adoptedNames.contains(named)
                    ? "adopts \(named), which \(delegate.name) adopts (with the methods that implement it)"
                    : "adopts the protocol of `\(property)`"
                let what = service?.conformances.first { ConformanceMove.assigns($0, statement, property: property) }
                    .map { "\(service?.name ?? "") adopts \($0) with the methods of \(delegate.name)'s extension" }
                return note(
                    source, member.fileIndex, statement,
                    "\(member.title): `\(statement.trimmedDescription)` now makes the service the delegate: "
                        + (what ?? "the output does not compile until the service \(adoption); check it by hand"))
            }
            let changes = CapabilitySignature.changes(in: member).map { change in
                note(
                    source, member.fileIndex, change.type,
                    "\(member.title): the service declares `\(change.replacement)`, the capability's type, instead of "
                        + "`\(change.type.trimmedDescription)`")
            }
            let keptCompletions =
                member.callbacks.contains { $0.callback == .handleEventsForBackgroundURLSession }
                ? [
                    note(
                        source, member.fileIndex, member.item,
                        "\(member.title): the host calls the system's completion handler at its deadline (25 s) "
                            + "if the service has not; if it keeps the handler until the session's events arrive, "
                            + "adopt CompletionDeadlineService and name a longer deadline")
                ] : []
            let objectiveC =
                member.callbacks.isEmpty && Self.isObjectiveCVisible(member.item.decl)
                ? [
                    note(
                        source, member.fileIndex, member.item,
                        "\(member.title) is @objc and moves to a service: Objective-C code (or a selector) that "
                            + "calls it on \(delegate.name) must call the service; check it by hand")
                ] : []
            return assignments + otherAssignments + changes + keptCompletions + objectiveC
        }
    }

    /// Without `--adopt-scenes`, a note for a removed `window` whose initializer made the window, with each use of
    /// it as a `UIWindow` in moved code: the library's `window` is a `UIWindow?` that starts empty.
    private func windowInitializerNotes(_ delegate: DelegateClass, _ decision: DelegateDecision) -> [MigrationPlan.Note]
    {
        delegate.members.compactMap { member in
            guard sceneAdoption == nil, member.kind == .inheritedWindow,
                let binding = member.item.decl.as(VariableDeclSyntax.self)?.bindings.first, binding.initializer != nil
            else { return nil }
            let optional = binding.typeAnnotation?.type.trimmedDescription.last.map("?!".contains) == true
            let moved = optional ? [] : decision.services.flatMap(\.memberIndices).map { delegate.members[$0] }
            let uses = moved.flatMap { code in
                ReferenceCollector.uses(of: ["window"], in: code.item).map(sources[code.fileIndex].position(of:))
            }
            return MigrationPlan.Note(
                at: member,
                "\(member.title): \(delegate.role.baseClass)'s `window`, a `UIWindow?`, starts empty: the window "
                    + "this initializer made is not made, and the output "
                    + (uses.isEmpty
                        ? "shows no window until you assign it to `window`"
                        : "does not compile until you assign it to `window` and unwrap `window` where moved code uses "
                            + "it (\(uses.joined(separator: ", ")))") + "; check it by hand")
        }
    }

    /// Whether `declaration` is marked `@objc`, `@IBAction` or `@IBOutlet`, so Objective-C may reach it on the
    /// delegate; for a `#if` block of properties, whether one of its clauses' declarations is.
    private static func isObjectiveCVisible(_ declaration: DeclSyntax) -> Bool {
        if let block = declaration.as(IfConfigDeclSyntax.self) {
            return block.clauses.contains { clause in
                guard case .decls(let items) = clause.elements else { return false }
                return items.contains { isObjectiveCVisible($0.decl) }
            }
        }
        let attributes =
            declaration.as(FunctionDeclSyntax.self)?.attributes ?? declaration.as(VariableDeclSyntax.self)?.attributes
        return attributes?.contains { attribute in
            ["objc", "IBAction", "IBOutlet"].contains(
                attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? "")
        } ?? false
    }

    func note(_ source: ParsedSource, _ fileIndex: Int, _ node: some SyntaxProtocol, _ message: String)
        -> MigrationPlan.Note
    {
        let line = source.locations.location(for: node.positionAfterSkippingLeadingTrivia).line
        return MigrationPlan.Note(position: "\(source.path):\(line)", message: message, order: [fileIndex, line])
    }
}
