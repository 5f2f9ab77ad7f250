/// The ways a scenario's events decide an assumption, shared by the entries of ``UIKitAssumption/all``.
enum ProbeJudges {
    typealias Outcome = UIKitAssumptionVerdict.Outcome
    typealias Judge = @Sendable ([ProbeEvent]) -> Outcome

    /// The first `first` comes before the first `second`.
    static func order(
        _ first: ProbeEvent.Kind, _ firstName: String, before second: ProbeEvent.Kind, _ secondName: String
    )
        -> Judge
    {
        { events in
            guard let one = events.firstIndex(where: { $0.matches(first, firstName) }) else {
                return .notMeasured("no \(first.rawValue) \(firstName) recorded")
            }
            guard let two = events.firstIndex(where: { $0.matches(second, secondName) }) else {
                return .notMeasured("no \(second.rawValue) \(secondName) recorded")
            }
            let evidence = "\(firstName) is event \(one), \(secondName) is event \(two)"
            return one < two ? .confirmed(evidence) : .contradicted(evidence)
        }
    }

    /// `applicationState` is `expected` at the first `kind` `name`.
    static func state(at kind: ProbeEvent.Kind, _ name: String, is expected: String) -> Judge {
        { events in
            guard let event = events.first(where: { $0.matches(kind, name) }) else {
                return .notMeasured("no \(kind.rawValue) \(name) recorded")
            }
            let evidence = "applicationState at \(name): \(event.applicationState)"
            return event.applicationState == expected ? .confirmed(evidence) : .contradicted(evidence)
        }
    }

    /// At the first `kind` `name`, the detail `key` holds `expected` (`equals`) or contains it.
    static func detail(
        at kind: ProbeEvent.Kind, _ name: String, _ key: String, contains expected: String, equals: Bool = false
    ) -> Judge {
        { events in
            guard let event = events.first(where: { $0.matches(kind, name) }) else {
                return .notMeasured("no \(kind.rawValue) \(name) recorded")
            }
            let value = event.details[key] ?? "none"
            let evidence = "\(key) at \(name): \(value)"
            let holds = equals ? value == expected : value.contains(expected)
            return holds ? .confirmed(evidence) : .contradicted(evidence)
        }
    }

    /// No `kind` `name` in the scenario.
    static func never(_ kind: ProbeEvent.Kind, _ name: String) -> Judge {
        { events in
            let count = events.count(where: { $0.matches(kind, name) })
            return count == 0
                ? .confirmed("no \(name) among \(events.count) events")
                : .contradicted("\(name) called \(count) times")
        }
    }

    /// The `receiver` is asked `responds(to:)` about `selector` at least as often as it is called with it.
    static func askedAtEachDelivery(_ selector: String, receiver kind: ProbeEvent.Kind) -> Judge {
        { events in
            let calls = events.count(where: { $0.matches(kind, selector) })
            guard calls > 0 else { return .notMeasured("\(selector) was not called") }
            let questions = events.count(where: { $0.matches(.respondsTo, selector, receiver: kind.rawValue) })
            let evidence = "\(selector): called \(calls) times, responds(to:) asked \(questions) times"
            return questions >= calls ? .confirmed(evidence) : .contradicted(evidence)
        }
    }

    /// `notification` is never posted while a scene of `role` is in the foreground and no scene of the
    /// application role is; not measured if that never happened.
    static func notPosted(_ notification: String, whileOnlyForeground role: String) -> Judge {
        whetherPosted(notification, whileOnlyForeground: role, expected: false)
    }

    /// `notification` is posted at least once while a scene of `role` is in the foreground and no scene of the
    /// application role is; not measured if that never happened.
    static func posted(_ notification: String, whileOnlyForeground role: String) -> Judge {
        whetherPosted(notification, whileOnlyForeground: role, expected: true)
    }

    private static func whetherPosted(_ notification: String, whileOnlyForeground role: String, expected: Bool)
        -> Judge
    {
        { events in
            let onlyOther = events.filter { event in
                event.connectedScenes.contains { $0.hasPrefix("\(role) foreground") }
                    && !event.connectedScenes.contains { $0.hasPrefix("\(applicationRole) foreground") }
            }
            guard !onlyOther.isEmpty else {
                return .notMeasured("no event with a \(role) scene in the foreground and the phone's not")
            }
            let posted = onlyOther.filter { $0.matches(.notification, notification) }.count
            let evidence = "\(onlyOther.count) events with only the \(role) scene in the foreground"
            let found = posted == 0 ? "none of them \(notification)" : "\(notification) among them"
            return (posted > 0) == expected
                ? .confirmed("\(evidence), \(found)") : .contradicted("\(evidence), \(found)")
        }
    }

    /// What the scenario posted of `UIApplication`'s notifications, for an assumption with nothing to hold it against.
    static let applicationNotifications: Judge = { events in
        let posted = events.filter { $0.kind == .notification && $0.name.hasPrefix("UIApplication") }
        let names = posted.map { "\($0.name) (\($0.connectedScenes.joined(separator: ", ")))" }
        return .recorded(names.isEmpty ? "no UIApplication notification" : names.joined(separator: "; "))
    }

    /// Whether `selector` was called, for an assumption with nothing to hold it against.
    static func whetherCalled(_ kind: ProbeEvent.Kind, _ selector: String) -> Judge {
        { events in
            .recorded(events.contains { $0.matches(kind, selector) } ? "\(selector) called" : "\(selector) not called")
        }
    }

    /// The session role of a window on the device's own screen.
    static let applicationRole = "UIWindowSceneSessionRoleApplication"
}

extension ProbeJudges {
    /// The median time in the launch callbacks, for each of first and later launches with the index on and off.
    @Sendable static func launchTimes(_ report: ProbeReport) -> Outcome {
        guard !report.launches.isEmpty else { return .notMeasured("the report has no timed launches") }
        var parts: [String] = []
        for first in [true, false] {
            for disabled in [false, true] {
                let times = report.launches.filter { $0.firstAfterInstall == first && $0.indexDisabled == disabled }
                    .map(\.launchCallbacks).sorted()
                guard !times.isEmpty else { continue }
                let median =
                    times.count % 2 == 1
                    ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
                let launch = first ? "first launch after install" : "later launches"
                let index = disabled ? "index off" : "index on"
                parts.append(
                    "\(launch), \(index): median \((median * 100).rounded() / 100) ms in the launch callbacks over \(times.count)"
                )
            }
        }
        return .recorded(parts.joined(separator: "; "))
    }
}
