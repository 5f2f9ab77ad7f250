import AppServices

/// Decides, for one delegate class, which service each member goes to and what stays, and says why.
///
/// Each delegate method goes to the service of its callback's concern, a property, helper or nested type with the
/// methods that use it. Concerns whose methods share a member or call each other share one service, since the bodies
/// move verbatim. What no method uses, and what initializers use, stays. Each decision is a note with its line.
struct DelegatePlanner {
    let delegate: DelegateClass
    /// The movable members declaring each name, so following references takes time linear in them.
    private let movableDeclaring: [String: [Int]]

    private var members: [DelegateMember] { delegate.members }

    init(delegate: DelegateClass) {
        self.delegate = delegate
        var declaring: [String: [Int]] = [:]
        for (index, member) in delegate.members.enumerated() where member.kind == .movable {
            for name in member.declaredNames { declaring[name, default: []].append(index) }
        }
        movableDeclaring = declaring
    }

    /// The decision, and the notes that explain it.
    func decide() -> (DelegateDecision, [MigrationPlan.Note]) {
        var notes: [MigrationPlan.Note] = []
        func note(_ index: Int, _ message: String) { notes.append(MigrationPlan.Note(at: members[index], message)) }
        let windowIsOwnMember = members.contains { $0.kind == .movable && $0.declaredNames.contains("window") }

        var groups = ConcernGroups()
        var moving: [Int] = []
        for index in members.indices where !members[index].callbacks.isEmpty {
            moving.append(index)
            let concerns = members[index].callbacks.map(\.callback.concern)
            for concern in concerns { groups.join(concerns[0], concern) }
            if Set(concerns).count > 1 {
                note(
                    index,
                    "\(members[index].title) implement callbacks of \(list(Set(concerns))): they share one service")
            }
        }
        let callbackDeclaring = Dictionary(
            moving.flatMap { index in members[index].declaredNames.map { ($0, index) } },
            uniquingKeysWith: { first, _ in first })
        for index in moving {
            let used = ([index] + reach(from: index)).flatMap { members[$0].references }
            for name in Set(used) {
                guard let callee = callbackDeclaring[name], callee != index else { continue }
                groups.join(concern(of: index), concern(of: callee))
                note(
                    index,
                    "\(members[index].title) calls \(members[callee].title) (\(members[callee].position)): "
                        + "\(list([concern(of: index), concern(of: callee)])) share one service")
            }
        }

        var users: [Int: Set<Int>] = [:]
        for index in moving { for reached in reach(from: index) { users[reached, default: []].insert(index) } }
        var keptUsers: [Int: Set<Int>] = [:]
        for index in members.indices where members[index].kind == .fixed {
            for reached in reach(from: index) { keptUsers[reached, default: []].insert(index) }
        }
        var shared: [(Int, Set<String>)] = []
        for (index, callers) in users {
            let concerns = Set(callers.map { concern(of: $0) })
            if concerns.count > 1 {
                for concern in concerns { groups.join(concerns.sorted()[0], concern) }
                shared.append((index, concerns))
            }
        }

        var assigned: [String: [Int]] = [:]
        for index in moving { assigned[groups.root(of: concern(of: index)), default: []].append(index) }
        var removed = Set(moving)
        for index in members.indices {
            if !MemberText.conditionalWindows(in: members[index]).isEmpty {
                note(
                    index,
                    "\(members[index].title): its `#if` branches' `var window` removed, \(delegate.role.baseClass) "
                        + "declares `window`")
            }
            switch members[index].kind {
            case .inheritedWindow:
                removed.insert(index)
                note(index, "\(members[index].title): removed, \(delegate.role.baseClass) declares `window`")
            case .fixed where members[index].title != "var services":
                note(index, "\(members[index].title): kept in \(delegate.name)")
            case .movable:
                if let keepers = keptUsers[index] {
                    let services =
                        users[index].map { " and by the moved \(list(Set($0.map { concern(of: $0) })))" } ?? ""
                    note(
                        index,
                        "\(members[index].title) is used by \(keepers.sorted().map { members[$0].title }.joined(separator: ", "))"
                            + " in \(delegate.name)\(services): kept in \(delegate.name)")
                } else if let callers = users[index], let first = callers.first {
                    assigned[groups.root(of: concern(of: first)), default: []].append(index)
                    removed.insert(index)
                } else {
                    note(index, "\(members[index].title) is used by no delegate method: kept in \(delegate.name)")
                }
            case .callbacks, .fixed:
                break
            }
        }

        let order = concernOrder
        var services: [ServiceDraft] = assigned.map { root, indices in
            let concerns = groups.members(of: root, in: order)
            let sorted = indices.sorted()
            var seen: Set<String> = []
            let capabilities = sorted.flatMap { members[$0].callbacks.map(\.capabilityName) }.filter {
                seen.insert($0).inserted
            }
            let used = Set(sorted.flatMap { members[$0].declaredNames.union(members[$0].references) })
            return ServiceDraft(
                name: delegate.servicePrefix + Self.concernsInName(concerns) + "Service", concerns: concerns,
                memberIndices: sorted, capabilities: capabilities,
                usesWindow: sorted.contains { members[$0].references.contains("window") && !windowIsOwnMember },
                contextName: ServiceDraft.freeName("serviceContext", avoiding: used),
                sceneName: ServiceDraft.freeName("callbackScene", avoiding: used))
        }
        services.sort { order.firstIndex(of: $0.concerns[0]) ?? 0 < order.firstIndex(of: $1.concerns[0]) ?? 0 }
        for (index, concerns) in shared {
            let service = services.first { $0.memberIndices.contains(index) }?.name ?? delegate.name
            note(index, "\(members[index].title) is used by \(list(concerns)): they share one service, \(service)")
        }
        for index in members.indices where !removed.contains(index) {
            for name in members[index].references.sorted() {
                guard let callee = callbackDeclaring[name], callee != index,
                    !members[callee].callbacks.contains(where: { $0.callback.delegate == .notificationCenter })
                else { continue }
                let service = services.first { $0.memberIndices.contains(callee) }?.name ?? delegate.name
                note(
                    index,
                    "\(members[index].title), kept in \(delegate.name), calls \(members[callee].title), which moves to "
                        + "\(service): the call now reaches \(delegate.role.baseClass)'s implementation, which "
                        + "dispatches to every service adopting it; check it by hand")
            }
        }
        for service in services where service.usesWindow {
            let first =
                service.memberIndices.first { members[$0].references.contains("window") } ?? service.memberIndices[0]
            let reached =
                delegate.role == .application
                ? "the app's window through its ServiceContext"
                : "the window of the callback's scene through its ServiceContext; each of its scene methods starts "
                    + "with `\(service.sceneName) = scene`"
            note(first, "\(members[first].title) uses `window`: \(service.name) reaches \(reached)")
        }
        let keptCalls = KeptNotificationCall.calls(in: delegate, removed: removed) { callee in
            services.first { $0.memberIndices.contains(callee) }?.name ?? delegate.name
        }
        return (
            DelegateDecision(
                delegate: delegate, services: services, removedIndices: removed, keptNotificationCalls: keptCalls),
            notes
        )
    }

    /// The concerns as a service's name holds them: `LaunchAndURLs`, or, past three, the first and `AndMore`
    /// (the service's documentation comment lists them all), so a delegate whose code joins many concerns does
    /// not get a type name of a hundred characters.
    static func concernsInName(_ concerns: [String]) -> String {
        concerns.count > 3 ? concerns[0] + "AndMore" : concerns.joined(separator: "And")
    }

    /// The movable members `index` uses, directly or through other movable members.
    func reach(from index: Int) -> [Int] {
        var reached: Set<Int> = []
        var pending = [index]
        while let current = pending.popLast() {
            for name in members[current].references {
                for candidate in movableDeclaring[name] ?? []
                where candidate != index && reached.insert(candidate).inserted {
                    pending.append(candidate)
                }
            }
        }
        return reached.sorted()
    }

    /// The concern of the first callback member `index` implements.
    private func concern(of index: Int) -> String { members[index].callbacks[0].callback.concern }

    /// The concerns, in the callback table's order.
    private var concernOrder: [String] {
        var seen: Set<String> = []
        return DelegateCallback.allCases.map(\.concern).filter { seen.insert($0).inserted }
    }

    /// `A and B`, or `A, B and C`, in the table's order.
    private func list(_ concerns: Set<String>) -> String {
        let sorted = concernOrder.filter(concerns.contains)
        return sorted.count < 2
            ? sorted.joined() : sorted.dropLast().joined(separator: ", ") + " and " + (sorted.last ?? "")
    }
}
