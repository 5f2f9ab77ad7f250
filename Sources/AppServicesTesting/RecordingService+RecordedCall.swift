extension RecordingService {
    /// One callback a ``RecordingService`` received.
    public struct RecordedCall: Sendable, Equatable, CustomStringConvertible {
        /// The Objective-C selector of the callback, as in the iOS SDK.
        public var selector: String
        /// A short description of the arguments that tell calls apart, such as the URL or the activity type.
        public var arguments: String

        /// Creates a record.
        ///
        /// - Parameters:
        ///   - selector: The callback's selector.
        ///   - arguments: The arguments, described.
        public init(selector: String, arguments: String = "") {
            self.selector = selector
            self.arguments = arguments
        }

        /// The record as `selector(arguments)`, or the selector alone when there are no arguments.
        public var description: String {
            arguments.isEmpty ? selector : "\(selector)(\(arguments))"
        }
    }
}
