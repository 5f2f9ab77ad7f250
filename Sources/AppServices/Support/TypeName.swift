/// The name of `type` as `String(describing:)` prints it (`Analytics`, `Box<Int>`), without its cost.
///
/// `String(describing:)` reflects its argument, which for a type asks the runtime whether the metatype conforms to
/// `CustomReflectable` and the description protocols; the runtime does not remember the answer for metatypes, so
/// each call scans every conformance record in the binary: about 230,000 instructions in an app of 20,000
/// records. The names the library logs and reports are made at launch and on lookups, so they use this.
func typeName(_ type: Any.Type) -> String {
    _typeName(type, qualified: false)
}
