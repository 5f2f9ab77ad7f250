public import AppServices

/// A service declared in this module with a conformance declared here too, for tests that read another
/// module's conformance records.
@MainActor
public final class ForeignModuleService: SelectiveService {
    /// Creates the service.
    public init() {}

    /// Handles every callback it adopts.
    public func handles(_ callback: DelegateCallback) -> Bool { true }
}

/// A service declared in this module whose capabilities another module adds in a retroactive extension.
@MainActor
public final class ExtendedElsewhereService: ApplicationService {
    /// Creates the service.
    public init() {}
}
