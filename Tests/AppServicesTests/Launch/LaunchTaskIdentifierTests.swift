import AppServices
import Testing

/// Launch work built in a loop, as a builder of launch commands writes it.
@Suite struct LaunchTaskIdentifierTests {
    @Test func identifiersAcceptStringInterpolation() {
        let tasks = (0..<3).map { index in
            LaunchTask("command.\(index)", dependsOn: index == 0 ? [] : ["command.\(index - 1)"]) {}
        }
        #expect(tasks.map(\.descriptor.id.rawValue) == ["command.0", "command.1", "command.2"])
        #expect(LaunchGraph.problems(in: tasks).isEmpty)
        let service: ServiceIdentifier = "analytics.\("v2")"
        #expect(service == ServiceIdentifier("analytics.v2"))
    }
}
