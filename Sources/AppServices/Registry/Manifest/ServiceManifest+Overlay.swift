extension ServiceManifest {
    /// This manifest with `overlay` laid over it, as a remote config or a feature flag overrides the
    /// manifest shipped in the app.
    ///
    /// Precedence, per field and per configuration key, the overlay winning:
    /// - an entry only in this manifest stays as it is; an entry only in the overlay is added after
    ///   this manifest's entries, in the overlay's order;
    /// - for an entry in both, every field the overlay sets (`enabled`, `priority`, `dependencies`,
    ///   and for tasks `phase`, `executor`, `timeout`, `failurePolicy`, `milestones`) replaces this manifest's
    ///   value; a field the overlay leaves out keeps this manifest's value. So an overlay disables a
    ///   service with just `{ "id": "x", "enabled": false }`, and `dependencies` is replaced as a
    ///   whole list, not merged;
    /// - `config` is merged key by key: the overlay's value wins for a key both set, and keys only one
    ///   of them sets are kept. An overlay cannot remove a configuration key;
    /// - the declared `milestones` are this manifest's, then the overlay's that it does not declare.
    ///
    /// Every value remembers the file and key path it came from, so problems found in the merged
    /// manifest name the overlay's file for the overlay's values.
    ///
    /// ```swift
    /// let merged = shipped.overlaid(by: remote)
    /// ```
    ///
    /// - Parameter overlay: The manifest that wins.
    /// - Returns: The merged manifest, with the overlay's version.
    public func overlaid(by overlay: ServiceManifest) -> ServiceManifest {
        var merged = ServiceManifest(file: "\(file) + \(overlay.file)", version: overlay.version)
        merged.services = Self.merge(services, overlay.services, id: \.identifier) { $0.overlaid(by: $1) }
        merged.tasks = Self.merge(tasks, overlay.tasks, id: \.id) { $0.overlaid(by: $1) }
        merged.milestones = milestones + overlay.milestones.filter { !milestones.contains($0) }
        return merged
    }

    private static func merge<Entry, ID: Hashable>(
        _ base: [Entry],
        _ overlay: [Entry],
        id: KeyPath<Entry, ID>,
        combine: (Entry, Entry) -> Entry
    ) -> [Entry] {
        var overlayByID: [ID: Entry] = [:]
        for entry in overlay where overlayByID[entry[keyPath: id]] == nil {
            overlayByID[entry[keyPath: id]] = entry
        }
        let baseIDs = Set(base.map { $0[keyPath: id] })
        let kept = base.map { entry in overlayByID[entry[keyPath: id]].map { combine(entry, $0) } ?? entry }
        return kept + overlay.filter { !baseIDs.contains($0[keyPath: id]) }
    }
}

extension ServiceManifestEntry {
    /// This entry with every field the overlay's entry for the same service sets replaced, and its configuration
    /// merged key by key; fields keep the location they came from.
    func overlaid(by overlay: ServiceManifestEntry) -> ServiceManifestEntry {
        var merged = self
        func take<Value>(_ field: WritableKeyPath<ServiceManifestEntry, Value?>, as name: String) {
            guard let value = overlay[keyPath: field] else { return }
            merged[keyPath: field] = value
            merged.fieldLocations[name] = overlay.location(of: name)
        }
        take(\.isEnabled, as: "enabled")
        take(\.priority, as: "priority")
        take(\.dependencies, as: "dependencies")
        for (key, value) in overlay.configuration {
            merged.configuration[key] = value
            merged.fieldLocations["config.\(key)"] = overlay.location(of: "config.\(key)")
        }
        return merged
    }
}
