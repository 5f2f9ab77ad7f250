import Testing

@testable import AppServicesEngines

/// `--max-regression`: a percentage of the base or a number of milliseconds.
@Suite struct RegressionLimitTests {
    @Test(arguments: [("10%", "10%"), (" 2.5 % ", "2.5%"), ("5ms", "5 ms"), ("5 MS", "5 ms"), ("0.5ms", "0.5 ms")])
    func readsPercentagesAndMilliseconds(argument: String, description: String) {
        #expect(RegressionLimit(argument: argument)?.description == description)
    }

    @Test(arguments: ["10", "-5%", "nan%", "inf ms", "ms", "5 s"])
    func refusesAnythingElse(argument: String) {
        #expect(RegressionLimit(argument: argument) == nil)
    }

    @Test func aPercentageIsOfTheBaseAndAnyGrowthOfZeroExceedsIt() throws {
        let limit = try #require(RegressionLimit(argument: "10%"))
        #expect(!limit.isExceeded(from: 100, to: 110))
        #expect(limit.isExceeded(from: 100, to: 111))
        #expect(limit.isExceeded(from: 0, to: 1))
        #expect(!limit.isExceeded(from: 0, to: 0))
    }

    @Test func millisecondsAreAnAbsoluteGrowth() throws {
        let limit = try #require(RegressionLimit(argument: "5ms"))
        #expect(!limit.isExceeded(from: 1_000_000_000, to: 1_005_000_000))
        #expect(limit.isExceeded(from: 1_000_000_000, to: 1_005_000_001))
    }
}
