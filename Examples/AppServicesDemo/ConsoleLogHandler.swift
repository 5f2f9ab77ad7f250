import Logging

/// Prints what the library reports (a service that answered late or never, a slow launch task) under the
/// step that caused it.
struct ConsoleLogHandler: LogHandler {
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .warning

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        print("      ! \(event.level): \(event.message)")
    }
}
