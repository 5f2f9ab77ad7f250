import Testing

@testable import AppServicesPropertyListLines

/// Issue 37 §1: the one XML key-path scanner (`doctor`'s lines, `lint`'s duplicate keys) is linear in time and
/// memory, counted rather than timed: the bytes it examines and the key text it hands out stay within a small
/// multiple of the input, at ten times the size as at one.
@Suite struct XMLKeyPathScannerTests {
    /// Sixty dictionaries deep, each level with `width` long keys, comments, CDATA keys and references: the shapes
    /// that cost a scanner which rereads text or keeps whole key paths time or memory beyond the input's size.
    private static func text(width: Int) -> [UInt8] {
        let key = String(repeating: "k", count: 200)
        var text = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n"
        for level in 0..<60 {
            text += "<dict>\n"
            for index in 0..<width {
                text += "<!-- \(index) <dict> -->\n<key>\(key)\(level).\(index)&amp;</key><string>v</string>\n"
                text += "<key><![CDATA[\(key)]]>\(index)</key><array><integer>\(index)</integer></array>\n"
            }
            text += "<key>next</key>\n"
        }
        text += "<true/>\n" + String(repeating: "</dict>\n", count: 60) + "</plist>\n"
        return Array(text.utf8)
    }

    private static func work(width: Int) -> (bytes: Int, examined: Int, handedOut: Int) {
        let bytes = text(width: width)
        var scanner = XMLKeyPathScanner(bytes)
        var handedOut = 0
        var node = 0
        scanner.scan { _, component, _ in
            if case .key(let key) = component { handedOut += key.utf8.count }
            node += 1
            return node
        }
        return (bytes.count, scanner.bytesExamined, handedOut)
    }

    @Test func workAndKeyTextStayWithinASmallMultipleOfTheInputAtTenTimesTheSize() {
        for width in [20, 200] {
            let work = Self.work(width: width)
            #expect(work.examined <= 5 * work.bytes, "\(work) at width \(width)")
            #expect(work.handedOut <= work.bytes, "\(work) at width \(width)")
        }
    }
}
