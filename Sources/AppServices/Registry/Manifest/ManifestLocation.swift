/// Where a value comes from: a manifest file and a key path inside it, such as `services[2].config.apiKey`.
///
/// Values a service declares in code, not in any manifest, are located in the file `(registered in code)`.
///
/// A location keeps its key path as the keys and indices it is made of, sharing each key's text with the manifest
/// that was read, so a thousand problems under one long key hold one copy of it; ``keyPath`` spells the path out
/// when asked, and ``description`` shortens a long key to its start and its length.
public struct ManifestLocation: Hashable, Sendable, CustomStringConvertible {
    /// The manifest's file name or path, as given when it was loaded.
    public var file: String
    /// The keys and indices of the key path, outermost first.
    private(set) var components: [ManifestPathComponent]

    /// The key path inside the file, such as `services[2].config.apiKey`; empty for the whole file.
    ///
    /// Each read spells the whole path out; setting it replaces the path with the text given.
    public var keyPath: String {
        get { components.keyPath }
        set { components = newValue.isEmpty ? [] : [.key(newValue)] }
    }

    /// The location of `keyPath` in `file`.
    init(file: String, keyPath: String) {
        self.init(file: file, components: [])
        self.keyPath = keyPath
    }

    /// The location in `file` of the key path of `components`, outermost first.
    init(file: String, components: [ManifestPathComponent]) {
        self.file = file
        self.components = components
    }

    /// The file name of values registered in code rather than in a manifest.
    static let codeFile = "(registered in code)"

    /// The location of a service's or task's defaults registered in code rather than in a manifest:
    /// `(registered in code): identifier`.
    static func code(_ identifier: String) -> ManifestLocation {
        ManifestLocation(file: codeFile, keyPath: identifier)
    }

    /// The location of a key inside this one.
    ///
    /// - Parameter key: The key's name.
    /// - Returns: This location with `.key` appended.
    public func appending(_ key: String) -> ManifestLocation {
        ManifestLocation(file: file, components: components + [.key(key)])
    }

    /// The location of an array element inside this one: this location with `[index]` appended.
    func appending(index: Int) -> ManifestLocation {
        ManifestLocation(file: file, components: components + [.index(index)])
    }

    /// The key path as messages print it, each long key shortened.
    ///
    /// A key of more than 64 bytes is cut to its start and followed by its length, such as `aaaa… (1048576 bytes)`.
    /// For `appservices`, which imports it with `@_spi(AppServicesTools) import AppServices`.
    @_spi(AppServicesTools) public var shortenedKeyPath: String { components.shortenedKeyPath }

    /// A key as messages show it, shortened if long.
    ///
    /// A key of up to 64 bytes is shown whole, a longer one cut to its start and followed by its length, such as
    /// `aaaa… (1048576 bytes)`. For `appservices`, which imports it with `@_spi(AppServicesTools) import AppServices`.
    ///
    /// - Parameter key: A key read from a file.
    /// - Returns: The key, shortened if long.
    @_spi(AppServicesTools) public static func shortened(key: String) -> String {
        ManifestPathComponent.key(key).shortened(first: true)
    }

    /// `file: keyPath`, or just the file for the whole file; a long key is shortened as in `shortenedKeyPath`.
    public var description: String {
        components.isEmpty ? file : "\(file): \(shortenedKeyPath)"
    }

    /// Two locations are equal when their files are and their spelled-out key paths have the same bytes.
    public static func == (lhs: ManifestLocation, rhs: ManifestLocation) -> Bool {
        lhs.file == rhs.file
            && (lhs.components == rhs.components || lhs.keyPath.utf8.elementsEqual(rhs.keyPath.utf8))
    }

    /// Hashes the file and the spelled-out key path, one component at a time.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        var first = true
        for component in components {
            var piece = component.spelled(first: first)
            piece.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            first = false
        }
    }
}
