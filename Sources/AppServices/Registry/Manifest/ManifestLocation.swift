/// Where a value comes from: a manifest file and a key path inside it, such as
/// `services[2].config.apiKey`.
///
/// Values a service declares in code, not in any manifest, are located in the file `(registered in code)`.
public struct ManifestLocation: Hashable, Sendable, CustomStringConvertible {
    /// The manifest's file name or path, as given when it was loaded.
    public var file: String
    /// The key path inside the file, such as `services[2].config.apiKey`; empty for the whole file.
    public var keyPath: String

    /// Creates a location.
    ///
    /// - Parameters:
    ///   - file: The manifest's file.
    ///   - keyPath: The key path inside it.
    init(file: String, keyPath: String) {
        self.file = file
        self.keyPath = keyPath
    }

    /// The file name of values registered in code rather than in a manifest.
    static let codeFile = "(registered in code)"

    /// The location of a service's or task's defaults registered in code rather than in a manifest.
    ///
    /// - Parameter identifier: The service or task.
    /// - Returns: The location `(registered in code): identifier`.
    static func code(_ identifier: String) -> ManifestLocation {
        ManifestLocation(file: codeFile, keyPath: identifier)
    }

    /// The location of a key inside this one.
    ///
    /// - Parameter key: The key's name.
    /// - Returns: This location with `.key` appended.
    public func appending(_ key: String) -> ManifestLocation {
        ManifestLocation(file: file, keyPath: keyPath.isEmpty ? key : "\(keyPath).\(key)")
    }

    /// The location of an array element inside this one.
    ///
    /// - Parameter index: The element's index.
    /// - Returns: This location with `[index]` appended.
    func appending(index: Int) -> ManifestLocation {
        ManifestLocation(file: file, keyPath: "\(keyPath)[\(index)]")
    }

    /// `file: keyPath`, or just the file for the whole file.
    public var description: String {
        keyPath.isEmpty ? file : "\(file): \(keyPath)"
    }
}
