/// How a command prints its result: for people, or for another program.
package enum OutputFormat: String, CaseIterable {
    /// Aligned lines for a terminal or a CI log.
    case text
    /// One JSON document with sorted keys; durations in whole nanoseconds, as the launch report has them.
    case json
}
