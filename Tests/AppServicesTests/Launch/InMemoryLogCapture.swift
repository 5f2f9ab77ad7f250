import InMemoryLogging
import Logging

/// A logger whose messages a test can read.
struct InMemoryLogCapture {
    private let handler = InMemoryLogHandler()

    /// A logger writing into this capture.
    var logger: Logger {
        let handler = handler
        return Logger(label: "test") { _ in handler }
    }

    /// Every message logged so far, as text.
    var messages: [String] {
        handler.entries.map { $0.message.description }
    }

    /// Every entry logged so far: level, message and metadata.
    var entries: [InMemoryLogHandler.Entry] {
        handler.entries
    }
}
