/// Report durations are encoded as whole nanoseconds, so the JSON is exact and easy to read elsewhere.
extension Duration {
    /// The duration in whole nanoseconds, rounded toward zero, and clamped to `Int64`'s range.
    var wholeNanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        let (sum, carry) = scaled.addingReportingOverflow(attoseconds / 1_000_000_000)
        return overflow || carry ? (seconds < 0 ? .min : .max) : sum
    }

    /// The duration in microseconds, as Chrome traces count time.
    var microseconds: Double {
        Double(wholeNanoseconds) / 1_000
    }

    /// The duration in milliseconds, for messages.
    var milliseconds: Double {
        Double(components.seconds) * 1_000 + Double(components.attoseconds) / 1e15
    }
}

extension KeyedEncodingContainer {
    /// Encodes `duration` as whole nanoseconds.
    mutating func encodeNanoseconds(_ duration: Duration, forKey key: Key) throws {
        try encode(duration.wholeNanoseconds, forKey: key)
    }
}
