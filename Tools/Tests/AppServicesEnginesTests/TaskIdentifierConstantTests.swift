import Foundation
import Testing

@testable import AppServicesEngines

/// `doctor` follows a background task's identifier constant by the type it is written with, so two types that
/// both declare `static let taskIdentifier` each resolve to their own value.
@Suite struct TaskIdentifierConstantTests {
    @Test func theSameConstantNameInTwoTypesResolvesByItsType() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tasks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "A.swift": """
            enum FeedRefresh {
                static let taskIdentifier = "com.example.refresh"

                static func register() {
                    BGTaskScheduler.shared.register(forTaskWithIdentifier: taskIdentifier, using: nil) { _ in }
                }
            }

            """,
            "B.swift": """
            enum Cleanup {
                static let taskIdentifier = "com.example.cleanup"
            }

            let legacyIdentifier = "com.example.legacy"

            struct Scheduler {
                func register() {
                    BGTaskScheduler.shared.register(forTaskWithIdentifier: Cleanup.taskIdentifier, using: nil) { _ in }
                    BGTaskScheduler.shared.register(forTaskWithIdentifier: legacyIdentifier, using: nil) { _ in }
                }
            }

            """,
        ]
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let sources = try SwiftSources(folders: [folder.path])
        #expect(
            sources.taskRegistrations.map(\.identifier) == [
                "com.example.refresh", "com.example.cleanup", "com.example.legacy",
            ])
    }
}
