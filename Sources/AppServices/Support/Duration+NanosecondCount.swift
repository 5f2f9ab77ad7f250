extension Duration {
    /// The duration in whole nanoseconds, to the nearest (halves away from zero), clamped to what 64 bits hold:
    /// about 292 years either way.
    ///
    /// The one conversion of the library and the `appservices` tool: the scheduler counts a launch in nanoseconds, and
    /// the tool writes times in nanoseconds and prints them in milliseconds. Clock readings are whole nanoseconds, so
    /// they convert exactly; a duration written with a fraction of a nanosecond, such as a budget computed from a
    /// division, goes to the nearest count rather than the one below. The arithmetic is on integers, so durations
    /// beyond the 2⁵³ nanoseconds a `Double` holds exactly (about 104 days) convert exactly too.
    ///
    /// Not part of the library's API: for the `appservices` tool, which imports it with
    /// `@_spi(AppServicesTools) import AppServices`.
    @_spi(AppServicesTools)
    public var nanosecondCount: Int64 {
        let (seconds, attoseconds) = components
        let (whole, rest) = attoseconds.quotientAndRemainder(dividingBy: 1_000_000_000)
        let roundedAway: Int64 = rest >= 500_000_000 ? 1 : rest <= -500_000_000 ? -1 : 0
        let (secondsInNanoseconds, tooLong) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        let (count, stillTooLong) = secondsInNanoseconds.addingReportingOverflow(whole + roundedAway)
        guard !tooLong, !stillTooLong else { return seconds < 0 ? .min : .max }
        return count
    }
}
