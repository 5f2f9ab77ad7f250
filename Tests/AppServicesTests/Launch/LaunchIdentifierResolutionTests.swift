import AppServices
import Foundation
import PropertyBased
import Testing

/// A graph finds every dependency by its identifier, whatever the identifiers' lengths and scripts, and
/// reports exactly the identifiers registered twice and the dependencies no task has.
@Suite struct LaunchIdentifierResolutionTests {
    /// Tasks with random identifiers, some registered twice, depending on each other and on identifiers
    /// no task has.
    struct Registrations: Sendable, CustomStringConvertible {
        /// The identifiers, in registration order; a repeat is a duplicate registration.
        var ids: [String]
        /// For each registration, the identifiers it depends on.
        var dependencies: [[String]]
        /// Identifiers that some task depends on but none registers.
        var missing: Set<String>

        var description: String {
            ids.indices.map { "\(ids[$0].debugDescription) <- \(dependencies[$0])" }.joined(separator: "; ")
        }

        /// Identifiers of 0 to 40 characters, small strings and heap strings.
        ///
        /// The alphabet mixes ASCII with characters that have two spellings, composed and decomposed "é"
        /// and "K" or the Kelvin sign. Every registration and dependency spells its identifier afresh, so
        /// canonically equivalent spellings meet.
        static let generator = Generator<Registrations, Shrink.None<Registrations>> { rng in
            let alphabet: [[String]] = [
                ["a"], ["b"], ["k"], ["."], ["-"], ["7"], ["é", "e\u{0301}"], ["K", "\u{212A}"], ["🚀"],
            ]
            func spell(_ letters: [Int]) -> String {
                letters.map { alphabet[$0].randomElement(using: &rng)! }.joined()
            }
            func letters() -> [Int] {
                (0..<Int.random(in: 0...40, using: &rng)).map { _ in Int.random(in: 0..<alphabet.count, using: &rng) }
            }
            var unique: [[Int]] = []
            var seen: Set<[Int]> = []
            for _ in 0..<Int.random(in: 1...200, using: &rng) {
                let word = letters()
                if seen.insert(word).inserted { unique.append(word) }
            }
            let repeated = unique.filter { _ in Double.random(in: 0..<1, using: &rng) < 0.1 }
            let ids = (unique + repeated).shuffled(using: &rng).map { spell($0) }
            var missing: Set<String> = []
            let dependencies = ids.map { _ in
                (0..<Int.random(in: 0...3, using: &rng)).map { _ -> String in
                    guard Double.random(in: 0..<1, using: &rng) < 0.1 else {
                        return spell(unique.randomElement(using: &rng)!)
                    }
                    let absent = spell(letters()) + "?"
                    missing.insert(absent)
                    return absent
                }
            }
            return Registrations(ids: ids, dependencies: dependencies, missing: missing)
        }
    }

    @Test func everyIdentifierResolvesAndOnlyDuplicatesAndMissingOnesAreReported() async {
        await propertyCheck(count: 300, input: Registrations.generator) { registrations in
            let descriptors = registrations.ids.indices.map { index in
                LaunchTaskDescriptor(
                    id: LaunchTaskIdentifier(registrations.ids[index]),
                    dependencies: registrations.dependencies[index].map { LaunchTaskIdentifier($0) })
            }
            let problems = LaunchGraph.problems(in: descriptors)
            var counts: [String: Int] = [:]
            for id in registrations.ids { counts[id, default: 0] += 1 }
            let duplicates = Set(counts.filter { $0.value > 1 }.keys)
            #expect(
                Set(problems.filter { $0.code == .duplicateIdentifier }.map { $0.tasks[0].rawValue }) == duplicates)
            #expect(
                Set(problems.filter { $0.code == .missingDependency }.map { $0.tasks[1].rawValue })
                    == registrations.missing)
        }
    }
}
