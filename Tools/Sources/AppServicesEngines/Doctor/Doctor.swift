import AppServicesPropertyListLines

/// The checks of `appservices doctor`: an app's Info.plist, Swift sources and manifests held against each other.
///
/// Each check is an extension in a file of its own (`Doctor+BackgroundModes.swift`, …) and returns its findings;
/// ``findings`` gathers them in file and line order.
package struct Doctor {
    let infoPlist: InfoPlist
    package let sources: SwiftSources
    /// The app's manifests, or `nil` when none was given (then registrations are not checked).
    let manifests: AppManifests?
    /// The app's Xcode project, or `nil` when none was given (then no scene manifest is generated).
    let project: XcodeProject?
    package let services: ServiceTypes

    package init(infoPlist: InfoPlist, sources: SwiftSources, manifests: AppManifests?, project: XcodeProject? = nil) {
        self.infoPlist = infoPlist
        self.sources = sources
        self.manifests = manifests
        self.project = project
        self.services = ServiceTypes(sources)
    }

    /// Every finding: files in name order, in each file by line, then in the order the checks found them; a
    /// finding at a key of an XML Info.plist names the key's line too.
    package var findings: [Finding] {
        let found =
            (infoPlist.problems + backgroundModeFindings + sceneFindings + carPlayFindings + sceneLifecycleFindings
            + backgroundTaskFindings + manifestFindings + sdkFindings + unparsedFileFindings
            + scenelessWindowFindings).map { finding in
                var finding = finding
                if finding.file == infoPlist.file && finding.line == nil && !finding.keyPath.isEmpty {
                    finding.line = infoPlist.lines.line(of: finding.keyPath)
                }
                return finding
            }
        return found.enumerated().sorted { lhs, rhs in
            (lhs.element.file, lhs.element.line ?? 0, lhs.offset) < (
                rhs.element.file, rhs.element.line ?? 0, rhs.offset
            )
        }.map(\.element)
    }
}
