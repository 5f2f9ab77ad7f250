import Testing

@testable import AppServices

/// The names in lookup errors, logs and dispatch records stay those `String(describing:)` gives, which adopters
/// read and match on.
@Suite struct TypeNameTests {
    private protocol Analytics: AnyObject {}
    private final class Box<Value> {}
    private enum Outer {
        struct Inner {}
    }

    @Test(
        arguments: [
            (any Analytics).self, (any Analytics & Sendable).self, Box<Int>.self, Box<[String: Int?]>.self,
            Outer.Inner.self, Int.self, (any Sendable).self, Void.self, ((Int) -> String).self,
        ] as [Any.Type])
    func aTypesNameIsTheOneStringDescribingGives(_ type: Any.Type) {
        #expect(typeName(type) == String(describing: type))
    }
}
