import Testing

@Suite struct HelpTests {
    @Test func rootHelpListsTheCommandsAndShowsExamples() throws {
        let run = try Tool.run("--help")
        #expect(run.status == 0)
        for expected in [
            "lint", "plan", "report", "migrate", "appservices lint Services.json", "Exit status: 0 on success",
        ] {
            #expect(run.output.contains(expected))
        }
    }

    @Test(arguments: ["lint", "plan", "report", "migrate", "probe"])
    func everyCommandsHelpShowsAnExample(command: String) throws {
        let run = try Tool.run(command, "--help")
        #expect(run.status == 0)
        #expect(run.output.contains("$ appservices \(command) "))
        #expect(run.output.contains("--format <format>"))
    }
}
