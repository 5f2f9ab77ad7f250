public import AppServices

extension RecordingService {
    /// One callback a ``RecordingService`` received.
    public struct RecordedCall: Sendable, Equatable, CustomStringConvertible {
        /// The callback.
        public var callback: DelegateCallback
        /// A short description of the arguments that tell calls apart, such as the URL or the activity type.
        public var arguments: String

        /// Creates a record.
        ///
        /// - Parameters:
        ///   - callback: The callback.
        ///   - arguments: The arguments, described.
        public init(_ callback: DelegateCallback, arguments: String = "") {
            self.callback = callback
            self.arguments = arguments
        }

        /// The callback's Objective-C selector, as in the iOS SDK.
        public var selector: String { callback.selector }

        /// The record as `selector(arguments)`, or the selector alone when there are no arguments.
        public var description: String {
            arguments.isEmpty ? selector : "\(selector)(\(arguments))"
        }
    }
}
