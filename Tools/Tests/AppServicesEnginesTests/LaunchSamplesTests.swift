import AppServices
import Testing

@testable import AppServicesEngines

/// Several reports of one build reduced to medians, as `report --compare` reads each side.
@Suite struct LaunchSamplesTests {
    @Test func anOddCountTakesTheMiddleValueOfEachMeasure() {
        let samples = LaunchSamples(
            SampleLaunches.named(
                "base",
                [
                    SampleLaunches.report(wall: 300, main: 20), SampleLaunches.report(wall: 100, main: 40),
                    SampleLaunches.report(wall: 200, main: 30),
                ]))
        #expect(samples.overall[0] == (LaunchSamples.wallTime, 200_000_000))
        #expect(samples.overall[1] == (LaunchSamples.mainThreadBeforeFirstFrame, 30_000_000))
        #expect(samples.spread[0] == 200_000_000)
        #expect(samples.spread[1] == 20_000_000)
        #expect(samples.medianFile == "base-3.json")
    }

    @Test func anEvenCountTakesTheMeanOfTheMiddleTwo() {
        let samples = LaunchSamples(
            SampleLaunches.named(
                "new",
                [
                    SampleLaunches.report(wall: 100, main: 10), SampleLaunches.report(wall: 130, main: 10),
                    SampleLaunches.report(wall: 110, main: 10), SampleLaunches.report(wall: 500, main: 10),
                ]))
        #expect(samples.overall[0].nanoseconds == 120_000_000)
        #expect(samples.medianFile == "new-3.json")
    }

    @Test func aTaskOfSomeReportsTakesTheMedianOfThoseThatHaveIt() {
        let samples = LaunchSamples(
            SampleLaunches.named(
                "base",
                [
                    SampleLaunches.report(wall: 100, main: 10), SampleLaunches.report(wall: 110, main: 20),
                    SampleLaunches.report(wall: 120, main: 30, extra: "cache.trim"),
                ]))
        #expect(samples.tasks.map(\.id) == ["root-view", "feed", "cache.trim"])
        #expect(samples.tasks.map(\.nanoseconds) == [20_000_000, 90_000_000, 0])
    }
}
