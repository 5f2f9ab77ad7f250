extension LaunchReport {
    /// The latest time a decoded report may give: a day after the launch's start, in whole nanoseconds.
    ///
    /// Every time and duration of a decoded report (task starts and ends, phase spans, budget, wall time, total work)
    /// must lie in `0...maximumNanoseconds`, so that sums and differences of them cannot overflow.
    static let maximumNanoseconds: Int64 = 86_400 * 1_000_000_000

    /// The highest lane a decoded task may have run on: 1,023 (the main actor and 1,023 background lanes).
    static let maximumLane = 1_023

    /// The lanes a task may have run on, `0...maximumLane`.
    ///
    /// The one place that says so: the decoder refuses a lane outside them; a report built in code with one
    /// counts it as ``nearestLane(_:)``, and its timeline draws it on the last row.
    static let lanes = 0...maximumLane

    /// The lane in ``lanes`` nearest to `lane`, any lane a report built in code may hold.
    static func nearestLane(_ lane: Int) -> Int {
        min(max(lane, lanes.lowerBound), lanes.upperBound)
    }

    /// The most tasks a decoded report may hold: 100,000.
    static let maximumTaskCount = 100_000

    /// The largest report file the command-line tool reads: 64 MiB.
    public static let maximumByteCount = 64 << 20
}

extension KeyedDecodingContainer {
    /// Decodes a time or duration written as whole nanoseconds in `0...LaunchReport.maximumNanoseconds`.
    func decodeNanoseconds(forKey key: Key) throws -> Duration {
        let expected = "expected nanoseconds in 0...\(LaunchReport.maximumNanoseconds) (a day)"
        return .nanoseconds(try decodeInteger(in: 0...LaunchReport.maximumNanoseconds, forKey: key, expected: expected))
    }

    /// Decodes an optional lane in `0...LaunchReport.maximumLane`.
    func decodeLane(forKey key: Key) throws -> Int? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        let expected = "expected a lane in 0...\(LaunchReport.maximumLane)"
        return try decodeInteger(in: LaunchReport.lanes, forKey: key, expected: expected)
    }

    /// Decodes an integer in `range`, refusing any other at the field with what was `expected` and found; a
    /// number beyond what `Integer` holds (`1e19`, `1e308`) is refused the same way.
    private func decodeInteger<Integer: FixedWidthInteger & Decodable>(
        in range: ClosedRange<Integer>, forKey key: Key, expected: String
    ) throws -> Integer {
        let value: Integer
        do {
            value = try decode(Integer.self, forKey: key)
        } catch let error as DecodingError {
            throw error
        } catch {
            // Foundation's JSONDecoder refuses a number beyond the integer type with an error of its own, not a
            // DecodingError, that names no field; a Double holds every such number JSON can write.
            guard let number = try? decode(Double.self, forKey: key) else { throw error }
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "\(expected), found \(number)")
        }
        guard range.contains(value) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "\(expected), found \(value)")
        }
        return value
    }

    /// Checks that a decoded list of `count` elements holds at most `LaunchReport.maximumTaskCount`; the
    /// error names the list's field, `key`.
    func checkCount(_ count: Int, forKey key: Key) throws {
        guard count <= LaunchReport.maximumTaskCount else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription: "expected at most \(LaunchReport.maximumTaskCount) elements, found \(count)")
        }
    }

    /// Checks that the span `start...end` decoded from this container is not reversed; the error names the
    /// end's field, `key`.
    func checkSpan(_ start: Duration, _ end: Duration, endKey key: Key) throws {
        guard end >= start else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription:
                    "the end (\(end.wholeNanoseconds) ns) is before the start (\(start.wholeNanoseconds) ns)")
        }
    }
}
