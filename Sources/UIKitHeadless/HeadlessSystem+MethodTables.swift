// Deliveries that run what the method tables hold. UIKit sends a delegate message through `objc_msgSend`, which
// runs whatever implementation the object's class chain holds now, a swizzler's included; the replica calls a
// Swift method, so the deliveries that swizzling SDKs take over run the table's implementation when a swizzler
// wrote one, and the Swift method otherwise.
extension HeadlessSystem {
    /// Calls the application delegate's method `selector` with `arguments` if the delegate responds to it, and
    /// logs the call; when a swizzler model replaced the method's implementation for the delegate, that
    /// implementation runs, and the Swift method runs only if it calls the original.
    ///
    /// - Parameters:
    ///   - selector: The Objective-C selector of the method.
    ///   - arguments: The arguments after the application, as a tuple.
    ///   - call: Calls the Swift method with the arguments.
    /// - Returns: What the method returned, or `nil` when the delegate does not respond to it.
    @discardableResult
    public func deliver<Arguments, Result>(
        _ selector: String,
        arguments: Arguments,
        _ call: @escaping @MainActor (UIApplication, any UIApplicationDelegate, Arguments) -> Result
    ) -> Result? {
        makeCurrent()
        guard let delegate = application.delegate, delegateResponds(delegate, to: selector) else { return nil }
        log.append(HeadlessLogEntry(.applicationDelegate, selector))
        let application = application
        return acting { send(selector, to: delegate, arguments: arguments) { call(application, delegate, $0) } }
    }

    /// Sends the message `selector` to `receiver`: the implementation the method tables hold for it, or the
    /// Swift method.
    func send<Arguments, Result>(
        _ selector: String,
        to receiver: AnyObject,
        arguments: Arguments,
        swiftMethod: @escaping @MainActor (Arguments) -> Result
    ) -> Result {
        guard let implementation = runtime.implementation(selector, for: receiver), implementation.body != nil else {
            return swiftMethod(arguments)
        }
        let invocation = HeadlessInvocation(
            receiver: receiver, selector: selector, arguments: arguments,
            native: { swiftMethod($0 as! Arguments) })
        return invocation.call(implementation) as! Result
    }

    /// Whether the application delegate responds to `selector`: its cached answer while
    /// ``cachesDelegateAnswers`` is `true`, else its answer now.
    func delegateResponds(_ delegate: any UIApplicationDelegate, to selector: String) -> Bool {
        delegateAnswers?[selector] ?? Self.responds(delegate, to: selector)
    }

    /// Takes the application delegate's answers for every `UIApplicationDelegate` method, or drops them.
    func cacheDelegateAnswers() {
        guard cachesDelegateAnswers, let delegate = application.delegate else {
            delegateAnswers = nil
            return
        }
        var answers: [String: Bool] = [:]
        for entry in HeadlessDelegateSelectors.entries where entry.protocolName == "UIApplicationDelegate" {
            answers[entry.selector] = Self.responds(delegate, to: entry.selector)
        }
        delegateAnswers = answers
    }
}
