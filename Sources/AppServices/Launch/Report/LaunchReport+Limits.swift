extension LaunchReport {
    /// The latest time a decoded report may give: a day after the launch's start, in whole nanoseconds.
    ///
    /// Every time and duration of a decoded report (task starts and ends, phase spans, budget, wall time,
    /// total work) must lie in `0...maximumNanoseconds`, so that sums and differences of them cannot
    /// overflow.
    static let maximumNanoseconds: Int64 = 86_400 * 1_000_000_000

    /// The highest lane a decoded task may have run on: 1,023 (the main actor and 1,023 background lanes).
    static let maximumLane = 1_023

    /// The lanes a task may have run on, `0...maximumLane`.
    ///
    /// The one place that says so: the decoder refuses a lane outside them; a report built in code with one
    /// counts it as ``nearestLane(_:)``, and its timeline draws it on the last row.
    static let lanes = 0...maximumLane

    /// The lane in ``lanes`` nearest to `lane`.
    ///
    /// - Parameter lane: Any lane, as a report built in code may hold.
    /// - Returns: `lane` clamped to ``lanes``.
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
    ///
    /// - Parameter key: The field.
    /// - Returns: The duration.
    /// - Throws: `DecodingError.dataCorrupted` at the field when the value is out of range.
    func decodeNanoseconds(forKey key: Key) throws -> Duration {
        let expected = "expected nanoseconds in 0...\(LaunchReport.maximumNanoseconds) (a day)"
        let nanoseconds = try decodeInteger(Int64.self, forKey: key, expected: expected)
        guard (0...LaunchReport.maximumNanoseconds).contains(nanoseconds) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "\(expected), found \(nanoseconds)")
        }
        return .nanoseconds(nanoseconds)
    }

    /// Decodes an integer; a number beyond what `Integer` holds (`1e19`, `1e308`) is refused at the field, saying
    /// what was `expected` and what was found, as a number in range but outside the expected ones is.
    ///
    /// - Parameters:
    ///   - type: The integer type.
    ///   - key: The field.
    ///   - expected: What the field holds, such as `expected a lane in 0...1023`.
    /// - Returns: The integer.
    /// - Throws: `DecodingError.dataCorrupted` at the field for a number the type cannot hold.
    private func decodeInteger<Integer: FixedWidthInteger & Decodable>(
        _ type: Integer.Type, forKey key: Key, expected: String
    ) throws -> Integer {
        do {
            return try decode(Integer.self, forKey: key)
        } catch let error as DecodingError {
            throw error
        } catch {
            // Foundation's JSONDecoder refuses a number beyond the integer type with an error of its own, not a
            // DecodingError, that names no field; a Double holds every such number JSON can write.
            guard let number = try? decode(Double.self, forKey: key) else { throw error }
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "\(expected), found \(number)")
        }
    }

    /// Decodes an optional lane in `0...LaunchReport.maximumLane`.
    ///
    /// - Parameter key: The field.
    /// - Returns: The lane, or `nil` when absent.
    /// - Throws: `DecodingError.dataCorrupted` at the field when the value is out of range.
    func decodeLane(forKey key: Key) throws -> Int? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        let expected = "expected a lane in 0...\(LaunchReport.maximumLane)"
        let lane = try decodeInteger(Int.self, forKey: key, expected: expected)
        guard LaunchReport.lanes.contains(lane) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "\(expected), found \(lane)")
        }
        return lane
    }

    /// Checks that a decoded list of `count` elements holds at most `LaunchReport.maximumTaskCount`.
    ///
    /// - Parameters:
    ///   - count: The list's length.
    ///   - key: The list's field, named in the error.
    /// - Throws: `DecodingError.dataCorrupted` at `key` when the list is longer.
    func checkCount(_ count: Int, forKey key: Key) throws {
        guard count <= LaunchReport.maximumTaskCount else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription: "expected at most \(LaunchReport.maximumTaskCount) elements, found \(count)")
        }
    }

    /// Checks that the span `start...end` decoded from this container is not reversed.
    ///
    /// - Parameters:
    ///   - start: The decoded start.
    ///   - end: The decoded end.
    ///   - key: The end's field, named in the error.
    /// - Throws: `DecodingError.dataCorrupted` at `key` when `end` is before `start`.
    func checkSpan(_ start: Duration, _ end: Duration, endKey key: Key) throws {
        guard end >= start else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription:
                    "the end (\(end.wholeNanoseconds) ns) is before the start (\(start.wholeNanoseconds) ns)")
        }
    }
}
