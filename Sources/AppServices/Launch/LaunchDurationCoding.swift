/// Report durations are encoded as whole nanoseconds, so the JSON is exact and easy to read elsewhere.
extension Duration {
    /// The duration in whole nanoseconds, rounded toward zero.
    var wholeNanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }

    /// The duration in microseconds, as Chrome traces count time.
    var microseconds: Double {
        Double(wholeNanoseconds) / 1_000
    }

    /// The duration in milliseconds, for messages.
    var milliseconds: Double {
        Double(wholeNanoseconds) / 1_000_000
    }
}

extension KeyedEncodingContainer {
    /// Encodes `duration` as whole nanoseconds.
    mutating func encodeNanoseconds(_ duration: Duration, forKey key: Key) throws {
        try encode(duration.wholeNanoseconds, forKey: key)
    }
}

extension KeyedDecodingContainer {
    /// Decodes a duration written as whole nanoseconds.
    func decodeNanoseconds(forKey key: Key) throws -> Duration {
        .nanoseconds(try decode(Int64.self, forKey: key))
    }
}
