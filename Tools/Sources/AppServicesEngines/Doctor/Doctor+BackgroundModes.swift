import AppServices

extension Doctor {
    /// Something in the app that needs a background mode.
    struct ModeNeed {
        /// The mode, such as `remote-notification`.
        var mode: String
        var type: String?
        /// What needs it: a capability or a request class.
        var cause: String
        var location: SourceLine
        /// What the finding says of it, such as `adopts RemoteNotificationService, whose … needs`.
        var phrase: String
        /// Whether the type may decline the callback at run time (a `SelectiveService`).
        var isSelective: Bool
    }

    /// What needs a background mode: capabilities whose callback UIKit checks, the app delegate's own methods
    /// for those callbacks (such as the silent-push method), and background-task requests.
    var modeNeeds: [ModeNeed] {
        let adoptions = services.sorted.flatMap { type in
            type.adoptions.flatMap { adoption in
                adoption.callbacks.compactMap { callback in
                    callback.backgroundMode.map { mode in
                        ModeNeed(
                            mode: mode, type: type.name, cause: adoption.capability, location: adoption.location,
                            phrase: "\(type.name) adopts \(adoption), whose \(callback.swiftName) needs",
                            isSelective: type.isSelective)
                    }
                }
            }
        }
        let methods = appDelegateCallbacks.compactMap { plain in
            plain.callback.backgroundMode.map { mode in
                ModeNeed(
                    mode: mode, type: plain.type, cause: plain.callback.swiftName, location: plain.location,
                    phrase: "\(plain.type) implements \(plain.callback.swiftName), which needs", isSelective: false)
            }
        }
        let requests = sources.taskRequests.compactMap { request -> ModeNeed? in
            guard let kind = BackgroundTaskRequest(rawValue: request.requestClass) else { return nil }
            let creator = request.use.enclosingType.map { "\($0) creates" } ?? "the app creates"
            return ModeNeed(
                mode: kind.backgroundMode, type: request.use.enclosingType, cause: kind.rawValue,
                location: request.use.location, phrase: "\(creator) a \(kind.rawValue), which needs",
                isSelective: false)
        }
        return adoptions + methods + requests
    }

    /// Modes needed but not declared (an error; a warning for `remote-notification`, whose callback still runs in
    /// the foreground, and for a `SelectiveService`, which may decline), traceable
    /// modes declared but not needed, and values that are not background modes (warnings).
    var backgroundModeFindings: [Finding] {
        let key = InfoPlist.backgroundModesKey
        let declared = Set(infoPlist.backgroundModes.map(\.value))
        let needs = modeNeeds
        let findings = needs.filter { !declared.contains($0.mode) }.map { need in
            let decline =
                need.isSelective
                ? ", unless \(need.type ?? "it") (a SelectiveService) always declines the callback" : ""
            let loss = BackgroundModes.partialLoss(without: need.mode)
            return Finding(
                need.isSelective || loss != nil ? .warning : .error, "missingBackgroundMode", at: need.location,
                type: need.type, identifiers: [need.mode, need.cause],
                "\(need.phrase) the background mode '\(need.mode)', missing from \(key) in \(infoPlist.file)"
                    + (loss.map { ": \($0); add it unless the app handles pushes only in the foreground" } ?? "; add it")
                    + decline)
        }
        let needed = Set(needs.map(\.mode)).union(modesNeededBySDKs)
        return findings
            + infoPlist.backgroundModes.compactMap { mode in
                if !BackgroundModes.known.contains(mode.value) {
                    return Finding(
                        .warning, "unknownBackgroundMode", in: infoPlist.file, at: mode.keyPath,
                        identifiers: [mode.value],
                        "'\(mode.value)' is not a background mode iOS knows; check its spelling")
                }
                guard BackgroundModes.traceable.contains(mode.value) && !needed.contains(mode.value) else { return nil }
                return Finding(
                    .warning, "unusedBackgroundMode", in: infoPlist.file, at: mode.keyPath, identifiers: [mode.value],
                    "background mode '\(mode.value)' is declared, but \(BackgroundModes.absentUsers(of: mode.value)); "
                        + "remove it unless code outside the services needs it")
            }
    }
}
