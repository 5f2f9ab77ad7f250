extension Doctor {
    /// The background-task identifiers of the sources, held against those Info.plist permits (a `*` at the end
    /// permits every identifier starting with what precedes it).
    ///
    /// - registered or requested but not permitted: an error, BGTaskScheduler refuses both;
    /// - permitted but never registered: a warning; a note when a registration's identifier cannot be followed.
    var backgroundTaskFindings: [Finding] {
        let key = InfoPlist.permittedTaskIdentifiersKey
        let permitted = infoPlist.permittedTaskIdentifiers
        var findings: [Finding] = []
        let uses =
            sources.taskRegistrations.map { ($0, "registers") }
            + sources.taskRequests.map { ($0.use, "requests") }
        for (use, verb) in uses {
            guard let identifier = use.identifier, !permitted.contains(where: { Self.permits($0.value, identifier) })
            else { continue }
            findings.append(
                Finding(
                    .error, "unpermittedTaskIdentifier", at: use.location, type: use.enclosingType,
                    identifiers: [identifier, key],
                    "\(use.enclosingType ?? "the app") \(verb) the background task '\(identifier)', which is missing "
                        + "from \(key) in \(infoPlist.file); BGTaskScheduler refuses it until it is listed"))
        }
        let unresolved = sources.taskRegistrations.filter { $0.identifier == nil }.map(\.location)
        for entry in permitted
        where !sources.taskRegistrations.contains(where: {
            $0.identifier.map { Self.permits(entry.value, $0) } ?? false
        }) {
            findings.append(
                unresolved.isEmpty
                    ? Finding(
                        .warning, "unregisteredTaskIdentifier", in: infoPlist.file, at: entry.keyPath,
                        identifiers: [entry.value],
                        "background task '\(entry.value)' is permitted, but no "
                            + "BGTaskScheduler.shared.register(forTaskWithIdentifier:) in the sources registers it; its "
                            + "tasks never run")
                    : Finding(
                        .note, "uncheckedTaskIdentifier", in: infoPlist.file, at: entry.keyPath,
                        identifiers: [entry.value],
                        "background task '\(entry.value)' is permitted; no register call whose identifier doctor can "
                            + "read registers it, and doctor cannot check the ones whose identifier is computed at "
                            + "run time ("
                            + unresolved.map { "\($0.file):\($0.line)" }.joined(separator: ", ")
                            + "): make sure one of them registers it"))
        }
        return findings
    }

    /// Whether a permitted identifier, possibly ending in `*`, permits `identifier`.
    private static func permits(_ permitted: String, _ identifier: String) -> Bool {
        permitted.hasSuffix("*") ? identifier.hasPrefix(permitted.dropLast()) : permitted == identifier
    }
}
