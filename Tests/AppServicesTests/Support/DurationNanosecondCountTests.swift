@_spi(AppServicesTools) import AppServices
import Testing

/// The one Duration-to-nanoseconds conversion, shared by the scheduler and the `appservices` tool.
@Suite struct DurationNanosecondCountTests {
    private static func attoseconds(_ attoseconds: Int64) -> Duration {
        Duration(secondsComponent: 0, attosecondsComponent: attoseconds)
    }

    @Test(
        arguments: [
            (attoseconds(1_400_000_000), 1), (attoseconds(1_500_000_000), 2), (attoseconds(1_600_000_000), 2),
            (attoseconds(-1_400_000_000), -1), (attoseconds(-1_500_000_000), -2), (attoseconds(-1_600_000_000), -2),
        ] as [(Duration, Int64)])
    func aFractionOfANanosecondGoesToTheNearestCount(duration: Duration, expected: Int64) {
        #expect(duration.nanosecondCount == expected)
    }

    @Test func durationsBeyondWhatADoubleHoldsExactlyConvertExactlyToTheEndsOfSixtyFourBits() {
        // 200 days and one nanosecond: 1.728 × 10¹⁶ ns, beyond 2⁵³.
        #expect((Duration.seconds(17_280_000) + .nanoseconds(1)).nanosecondCount == 17_280_000_000_000_001)
        #expect(Duration.nanoseconds(Int64.max).nanosecondCount == Int64.max)
        #expect(Duration.nanoseconds(Int64.min + 1).nanosecondCount == .min + 1)
    }

    @Test func durationsBeyondSixtyFourBitsClampToTheirEnds() {
        #expect(Duration.seconds(Int64.max).nanosecondCount == .max)
        #expect(Duration.seconds(Int64.min).nanosecondCount == .min)
        #expect(Duration.seconds(9_300_000_000).nanosecondCount == .max)
    }
}
