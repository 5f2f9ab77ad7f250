/// What the device probe recorded: per scenario, what UIKit did, on which device, OS and SDK.
///
/// The probe app (`Examples/AppServicesProbe.swiftpm`) writes one; `appservices probe` holds it against
/// ``UIKitAssumption/all``, the replica's assumptions. A report written from the replica's own behaviour
/// says so in ``source``.
///
/// ```swift
/// let report = try JSONDecoder().decode(ProbeReport.self, from: data)
/// let verdicts = UIKitAssumption.all.map { $0.verdict(on: report) }
/// ```
public struct ProbeReport: Codable, Sendable, Equatable {
    /// Where the report comes from: `device`, `simulator`, or a sentence saying it was written from the replica.
    public var source: String
    /// The device, OS and SDK the probe ran on.
    public var device: ProbeDevice
    /// What each scenario recorded, by scenario name (``ProbeScenario``).
    public var scenarios: [String: [ProbeEvent]]
    /// One entry per launch the probe timed, oldest first.
    public var launches: [ProbeLaunchTiming]

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - source: Where the report comes from.
    ///   - device: The device, OS and SDK.
    ///   - scenarios: What each scenario recorded.
    ///   - launches: The timed launches.
    public init(
        source: String, device: ProbeDevice, scenarios: [String: [ProbeEvent]] = [:],
        launches: [ProbeLaunchTiming] = []
    ) {
        self.source = source
        self.device = device
        self.scenarios = scenarios
        self.launches = launches
    }
}

/// The device, OS and SDK a probe report comes from.
public struct ProbeDevice: Codable, Sendable, Equatable {
    /// The hardware model identifier, such as `iPhone15,2`; on a simulator, the simulated model's.
    public var model: String
    /// Whether the probe ran on a simulator.
    public var isSimulator: Bool
    /// The OS's name, such as `iOS`.
    public var systemName: String
    /// The OS's version, such as `26.2`.
    public var systemVersion: String
    /// The SDK the probe was built with (the Info.plist's `DTSDKName`), such as `iphoneos26.2`.
    public var sdk: String

    /// Creates a description of a device.
    ///
    /// - Parameters:
    ///   - model: The hardware model identifier.
    ///   - isSimulator: Whether it is a simulator.
    ///   - systemName: The OS's name.
    ///   - systemVersion: The OS's version.
    ///   - sdk: The SDK the probe was built with.
    public init(model: String, isSimulator: Bool, systemName: String, systemVersion: String, sdk: String) {
        self.model = model
        self.isSimulator = isSimulator
        self.systemName = systemName
        self.systemVersion = systemVersion
        self.sdk = sdk
    }
}

/// The timings of one launch of the probe, for the conformance index's measurement
/// (<doc:MeasuringTheConformanceIndex>).
public struct ProbeLaunchTiming: Codable, Sendable, Equatable {
    /// Whether this was the first launch after the app was installed.
    public var firstAfterInstall: Bool
    /// Whether the Info.plist turned the conformance index off (`AppServicesConformanceIndexDisabled`).
    public var indexDisabled: Bool
    /// Milliseconds from the process's start to the end of `application(_:didFinishLaunchingWithOptions:)`.
    public var processStartToLaunchEnd: Double
    /// Milliseconds spent inside the app delegate's two launch callbacks, where the host asks its capability checks.
    public var launchCallbacks: Double

    /// Creates the timings of a launch.
    ///
    /// - Parameters:
    ///   - firstAfterInstall: Whether it was the first launch after install.
    ///   - indexDisabled: Whether the index was off.
    ///   - processStartToLaunchEnd: Milliseconds from process start to the end of `didFinishLaunching`.
    ///   - launchCallbacks: Milliseconds inside the two launch callbacks.
    public init(firstAfterInstall: Bool, indexDisabled: Bool, processStartToLaunchEnd: Double, launchCallbacks: Double)
    {
        self.firstAfterInstall = firstAfterInstall
        self.indexDisabled = indexDisabled
        self.processStartToLaunchEnd = processStartToLaunchEnd
        self.launchCallbacks = launchCallbacks
    }
}
