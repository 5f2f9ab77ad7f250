@_spi(AppServicesTools) import AppServices
import Foundation

/// The files `appservices migrate --adopt-scenes` finds for itself: the Info.plists beside those it is given,
/// which other build configurations may use.
package enum SceneAdoptionInputs {
    /// The app Info.plists in the folders of `infoPlists`, other than those given, in name order: property lists
    /// named like one (`Info.plist`, `Info-Release.plist`, `App-Info.plist`) that declare `CFBundleIdentifier`,
    /// as an app's Info.plist does and a framework's settings file (`GoogleService-Info.plist`) does not.
    ///
    /// - Returns: The others' paths, each its folder as given followed by its name.
    package static func otherInfoPlists(beside infoPlists: [String]) -> [String] {
        let given = Set(infoPlists.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        var found: [String] = []
        for folder in Set(infoPlists.map { ($0 as NSString).deletingLastPathComponent }).sorted() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
            for name in names.sorted() where name.hasSuffix(".plist") && name.contains("Info") {
                let path = folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
                if !given.contains(URL(fileURLWithPath: path).standardizedFileURL.path) && isAppInfoPlist(path) {
                    found.append(path)
                }
            }
        }
        return found
    }

    /// Whether the property list at `path` declares `CFBundleIdentifier`, read within the manifest bounds.
    private static func isAppInfoPlist(_ path: String) -> Bool {
        guard let data = try? InputFile.read(path, maximumByteCount: ManifestLimits.maximumByteCount),
            let root = try? BoundedPropertyList.read(data) as? [String: Any]
        else { return false }
        return root["CFBundleIdentifier"] != nil
    }
}
