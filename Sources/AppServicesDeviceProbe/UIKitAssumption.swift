/// Something the replica of UIKit (`UIKitHeadless`) takes UIKit to do, which only a device can confirm.
///
/// ``all`` lists them, each with the scenario of the device probe that measures it and how a report is judged.
/// The library's tests run the replica through each scenario and hold its behaviour against the same list,
/// so the list and the replica cannot drift; `appservices probe REPORT` holds a device's report against it.
///
/// ```swift
/// for assumption in UIKitAssumption.all {
///     print(assumption.id, assumption.verdict(on: report).outcome)
/// }
/// ```
public struct UIKitAssumption: Sendable {
    /// Whether the replica models what the assumption is about.
    public enum Replica: Sendable, Equatable {
        /// The replica behaves as the claim says; the associated text names where.
        case modeled(by: String)
        /// The replica has nothing for it yet; the associated text says what is missing. The probe still
        /// records what UIKit did, with nothing to hold it against.
        case notModeled(String)
    }

    /// A stable name, such as `scene.willConnectNotificationAfterCallback`.
    public let id: String
    /// What UIKit is taken to do, in a sentence.
    public let claim: String
    /// The scenario whose recording judges it.
    public let scenario: ProbeScenario
    /// Whether and where the replica models it.
    public let replica: Replica
    let judge: @Sendable (ProbeReport) -> UIKitAssumptionVerdict.Outcome

    /// Creates an assumption.
    ///
    /// - Parameters:
    ///   - id: A stable name.
    ///   - claim: What UIKit is taken to do.
    ///   - scenario: The scenario that measures it.
    ///   - replica: Whether and where the replica models it.
    ///   - judge: Judges a scenario's events.
    init(
        _ id: String, _ claim: String, scenario: ProbeScenario, replica: Replica,
        judge: @escaping @Sendable ([ProbeEvent]) -> UIKitAssumptionVerdict.Outcome
    ) {
        self.init(id, claim, scenario: scenario, replica: replica) { report in
            guard let events = report.scenarios[scenario.rawValue], !events.isEmpty else {
                return .notMeasured("the report has no \(scenario.rawValue) scenario")
            }
            return judge(events)
        }
    }

    /// Creates an assumption judged on the whole report.
    ///
    /// - Parameters:
    ///   - id: A stable name.
    ///   - claim: What UIKit is taken to do.
    ///   - scenario: The scenario that measures it.
    ///   - replica: Whether and where the replica models it.
    ///   - judgeReport: Judges the report.
    init(
        _ id: String, _ claim: String, scenario: ProbeScenario, replica: Replica,
        judgeReport: @escaping @Sendable (ProbeReport) -> UIKitAssumptionVerdict.Outcome
    ) {
        self.id = id
        self.claim = claim
        self.scenario = scenario
        self.replica = replica
        judge = judgeReport
    }

    /// Judges the assumption on a report.
    ///
    /// - Parameter report: What the probe recorded.
    /// - Returns: Confirmed, contradicted or not measured, with the events that decided it; for an assumption
    ///   the replica does not model, what UIKit did (recorded).
    public func verdict(on report: ProbeReport) -> UIKitAssumptionVerdict {
        UIKitAssumptionVerdict(assumption: id, outcome: judge(report))
    }
}

/// What a probe report says about one ``UIKitAssumption``.
public struct UIKitAssumptionVerdict: Sendable, Equatable {
    /// The judgement, with the evidence for it.
    public enum Outcome: Sendable, Equatable {
        /// UIKit did what the claim says; the text names the events.
        case confirmed(String)
        /// UIKit did otherwise; the text says what it did.
        case contradicted(String)
        /// The report does not hold what decides it; the text says what is missing.
        case notMeasured(String)
        /// For an assumption the replica does not model: what UIKit did.
        case recorded(String)

        /// `confirmed`, `contradicted`, `not measured` or `recorded`.
        public var label: String {
            switch self {
            case .confirmed: "confirmed"
            case .contradicted: "contradicted"
            case .notMeasured: "not measured"
            case .recorded: "recorded"
            }
        }

        /// The evidence or the reason.
        public var detail: String {
            switch self {
            case .confirmed(let text), .contradicted(let text), .notMeasured(let text), .recorded(let text): text
            }
        }
    }

    /// The assumption's ``UIKitAssumption/id``.
    public let assumption: String
    /// The judgement.
    public let outcome: Outcome
}
