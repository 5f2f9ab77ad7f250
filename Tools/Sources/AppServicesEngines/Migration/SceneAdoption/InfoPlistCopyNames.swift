/// The names of the Info.plists' copies in the output folder, which is flat: each copy takes its Info.plist's file
/// name, unless another Info.plist given has the same one (one per build configuration, `Debug/Info.plist` and
/// `Release/Info.plist`); then each of those is named by as many of its last folders as tell it apart, joined with
/// `-` (`Debug-Info.plist`, `Release-Info.plist`).
struct InfoPlistCopyNames {
    /// The copies' names, in the order of the paths.
    let names: [String]

    /// The names for the Info.plists at `paths`, as given on the command line, each path given once.
    init(_ paths: [String]) {
        let components = paths.map { $0.split(separator: "/").map(String.init) }
        names = components.map { path in
            var count = 1
            while count < path.count,
                components.contains(where: { $0 != path && $0.suffix(count) == path.suffix(count) })
            {
                count += 1
            }
            return path.suffix(count).joined(separator: "-")
        }
    }

    /// The file name of the Info.plist at `path`.
    static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
