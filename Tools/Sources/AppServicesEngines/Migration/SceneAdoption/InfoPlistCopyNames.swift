/// The names of the Info.plists' copies in the output folder, which is flat.
enum InfoPlistCopyNames {
    /// The names for the Info.plists at `paths`, as given on the command line, each path given once, in their
    /// order: each copy takes its Info.plist's file name, unless another Info.plist given has the same one (one per
    /// build configuration, `Debug/Info.plist` and `Release/Info.plist`); then each of those is named by as many of
    /// its last folders as tell it apart, joined with `-` (`Debug-Info.plist`, `Release-Info.plist`).
    static func names(for paths: [String]) -> [String] {
        let components = paths.map { $0.split(separator: "/").map(String.init) }
        return components.map { path in
            var count = 1
            while count < path.count,
                components.contains(where: { $0 != path && $0.suffix(count) == path.suffix(count) })
            {
                count += 1
            }
            return path.suffix(count).joined(separator: "-")
        }
    }
}
