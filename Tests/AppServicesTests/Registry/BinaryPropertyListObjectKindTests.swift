@_spi(AppServicesTools) import AppServices
import Foundation
import Testing

/// Issue 39.2: a binary property list holding an object a manifest or an Info.plist cannot hold is refused before
/// Foundation reads it (a set crashes Foundation on Linux), and so is an integer beyond 64 bits (read as 0).
@Suite struct BinaryPropertyListObjectKindTests {
    private typealias Object = BinaryPropertyListBuilder.Object

    private static func refusal(_ objects: [Object]) -> String? {
        do {
            _ = try BoundedPropertyList.read(BinaryPropertyListBuilder.build(objects))
            return nil
        } catch {
            return error.description
        }
    }

    /// A top-level dictionary `{"k": value}` whose value is written as `bytes`.
    private static func underAKey(_ bytes: [UInt8]) -> [Object] {
        [.dictionary([(key: 1, value: 2)]), .string("k"), .raw(bytes)]
    }

    @Test(
        arguments: [
            ([0xC1, 0x01], "a set"),
            ([0xB1, 0x01], "an ordered set"),
            ([0x80, 0x07], "a UID"),
            ([0x00], "a null"),
            ([0x0F], "a fill byte"),
            ([0x0C], "a URL"),
            ([0x0E], "a UUID"),
            ([0x70], "an object of unknown kind 0x70"),
            ([0x90], "an object of unknown kind 0x90"),
            ([0xE0], "an object of unknown kind 0xE0"),
            ([0xF0], "an object of unknown kind 0xF0"),
            ([0x21, 0, 0], "a real of 2 bytes"),
            ([0x34, 0, 0, 0, 0, 0, 0, 0, 0], "a date not of 8 bytes"),
        ] as [([UInt8], String)])
    func anObjectKindNoManifestHoldsIsRefusedBeforeFoundation(bytes: [UInt8], kind: String) {
        let refusal = Self.refusal(Self.underAKey(bytes))
        #expect(refusal == "not a valid property list: it holds \(kind), which no manifest or Info.plist holds")
    }

    @Test func theSetOfTheIssueIsRefusedAtTheTopToo() {
        let set: [Object] = [.raw([0xC1, 0x01]), .integer(1)]
        #expect(Self.refusal(set) == "not a valid property list: it holds a set, which no manifest or Info.plist holds")
    }

    @Test func aDictionaryKeyThatIsNoStringIsRefused() {
        let objects: [Object] = [.dictionary([(key: 1, value: 1)]), .integer(7)]
        #expect(Self.refusal(objects) == "not a valid property list: a dictionary key is not a string")
    }

    @Test func anIntegerOf2To100IsRefusedInsteadOfReadAsZero() {
        let twoToThe100: [UInt8] = [0x14, 0, 0, 0, 0x10] + [UInt8](repeating: 0, count: 12)
        #expect(
            Self.refusal(Self.underAKey(twoToThe100))
                == "not a valid property list: it holds an integer beyond 64 bits, which no manifest or Info.plist holds"
        )
    }

    @Test func anUnsigned64BitIntegerWrittenIn16BytesIsRead() throws {
        let maximum: [UInt8] = [0x14] + [UInt8](repeating: 0, count: 8) + [UInt8](repeating: 0xFF, count: 8)
        let root = try BoundedPropertyList.read(BinaryPropertyListBuilder.build(Self.underAKey(maximum)))
        let number = try #require((root as? [String: Any])?["k"] as? NSNumber)
        #expect(number.uint64Value == UInt64.max)
    }

    @Test func theKindsAManifestHoldsAreRead() throws {
        let objects: [Object] = [
            .array([1, 2, 3, 4, 5, 6, 7, 8]), .raw([0x08]), .raw([0x09]), .integer(3),
            .raw([0x23] + [0x3F, 0xF0, 0, 0, 0, 0, 0, 0]),
            .raw([0x33] + [UInt8](repeating: 0, count: 8)), .raw([0x41, 0xAB]), .string("s"), .raw([0x61, 0x00, 0x41]),
        ]
        let root = try #require(try BoundedPropertyList.read(BinaryPropertyListBuilder.build(objects)) as? [Any])
        #expect(root.count == 8)
    }
}
