/// The largest manifest the loader reads, so hostile input cannot exhaust time, memory or the stack.
///
/// Every manifest, JSON or property list, from a file or from bytes, is checked against these limits before any value
/// is interpreted. A manifest over a limit is rejected with a problem that names the limit and, for nesting, the key
/// path where it was exceeded; the last good plan of a ``ManifestHolder`` stays. Reading is linear in the input's size.
///
/// ```swift
/// if data.count > ManifestLimits.maximumByteCount { return }   // would be rejected anyway
/// ```
public enum ManifestLimits {
    /// The largest manifest in bytes: 16 MiB, about 100 times a manifest of 20,000 entries.
    public static let maximumByteCount = 16 << 20

    /// The deepest nesting of arrays and dictionaries: 64 levels, the manifest's own structure taking four
    /// (root, `services`, an entry, its `config`).
    public static let maximumDepth = 64

    /// The most values a binary property list may expand to, shared references counted each time they are
    /// used: 4,194,304 (2²²), so a small file that references one array many times cannot expand without end.
    public static let maximumValueCount = 1 << 22
}
