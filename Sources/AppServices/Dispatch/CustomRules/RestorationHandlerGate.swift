import Logging

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// Stands between the system's restoration handler and one service that is asked to continue a user
/// activity, so that only the service that owns the activity reaches the system's handler.
///
/// A service does not know whether it owns the activity until it returns, and UIKit lets it call the
/// handler before that ("Invoking the restorationHandler is optional. It may be copied and invoked later").
/// So calls made while the service decides are held and forwarded, in order, when it returns `true`; from
/// then on its calls go straight to the system's handler. A service that returns `false` never reaches
/// the system's handler: its calls, held or later, are dropped and reported by name.
final class RestorationHandlerGate {
    private enum State {
        case deciding(held: [[any UIUserActivityRestoring]?])
        case owner
        case declined
    }

    private enum Action {
        case forward([[any UIUserActivityRestoring]?])
        case report(count: Int)
        case none
    }

    private let state = Locked(State.deciding(held: []))
    private let systemHandler: ([any UIUserActivityRestoring]?) -> Void
    private let serviceName: String
    private let selector: String
    private let logger: Logger

    /// Creates a gate in front of `systemHandler` for the service named `serviceName`.
    init(
        _ systemHandler: @escaping ([any UIUserActivityRestoring]?) -> Void,
        serviceName: String,
        selector: String,
        logger: Logger
    ) {
        self.systemHandler = systemHandler
        self.serviceName = serviceName
        self.selector = selector
        self.logger = logger
    }

    /// The handler to give the service.
    var handler: ([any UIUserActivityRestoring]?) -> Void {
        { [self] objects in
            perform(
                state.withLock { state in
                    switch state {
                    case .deciding(var held):
                        held.append(objects)
                        state = .deciding(held: held)
                        return .none
                    case .owner: return .forward([objects])
                    case .declined: return .report(count: 1)
                    }
                })
        }
    }

    /// Records the service's answer: `true` opens the gate and forwards the held calls.
    func decide(owns: Bool) {
        perform(
            state.withLock { state in
                guard case .deciding(let held) = state else { return .none }
                state = owns ? .owner : .declined
                if owns { return .forward(held) }
                return held.isEmpty ? .none : .report(count: held.count)
            })
    }

    private func perform(_ action: Action) {
        switch action {
        case .forward(let calls):
            for objects in calls { systemHandler(objects) }
        case .report(let count):
            logger.warning(
                "\(serviceName) called the restoration handler of \(selector) \(count == 1 ? "once" : "\(count) times") but did not continue the activity; the call was ignored",
                metadata: ["service": "\(serviceName)", "callback": "\(selector)"])
        case .none: break
        }
    }
}
