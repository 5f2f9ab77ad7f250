extension Doctor {
    /// The manifests, when given, held against the services registered in code (`ServiceEntry("id") { … }`).
    ///
    /// - what the library's loader reports (unknown fields, duplicates …): errors;
    /// - a manifest naming a service no `ServiceEntry` registers: an error, the catalog rejects the manifest;
    /// - a registered service in no manifest: a warning, it runs with the defaults written in code, or never
    ///   when it is `isEnabledByDefault: false`.
    var manifestFindings: [Finding] {
        guard let manifests else { return [] }
        let registered = Set(sources.registrations.compactMap(\.use.identifier))
        var findings = manifests.problems
        for service in manifests.services where !registered.contains(service.identifier) {
            findings.append(
                Finding(
                    .error, "unknownManifestService", in: service.file, at: service.keyPath,
                    identifiers: [service.identifier],
                    "the manifest names the service '\(service.identifier)', but no ServiceEntry in the sources "
                        + "registers it; the catalog rejects the manifest"))
        }
        let named = Set(manifests.services.map(\.identifier))
        for registration in sources.registrations {
            guard let identifier = registration.use.identifier, !named.contains(identifier) else { continue }
            let type = registration.serviceType.map { " (\($0))" } ?? ""
            let outcome =
                registration.isEnabledByDefault
                ? "it runs with the defaults written in code" : "it is disabled by default, so it never runs"
            findings.append(
                Finding(
                    .warning, "serviceMissingFromManifests", at: registration.use.location,
                    type: registration.serviceType, identifiers: [identifier],
                    "the service '\(identifier)'\(type) is registered but in no manifest; \(outcome)"))
        }
        return findings
    }
}
