/// `as?` and `is` for a service and one of the library's protocols, answered from ``ConformanceIndex`` where
/// its records decide exactly, and by the runtime's own cast everywhere else.
///
/// The answer is always the cast's: a conforming service comes back as the existential the cast builds (the object and
/// the witness table `swift_getWitnessTable` returns for the same conformance descriptor and class), a service no
/// record makes conform comes back `nil`, and anything the records cannot decide goes to `as?`.
package enum ServiceConformance {
    /// The protocols the index reads records for: every capability in the callback table and the other
    /// protocols the host asks its services about.
    package static var indexedProtocols: [Any.Type] {
        DelegateCallback.capabilityProtocols + [
            (any ContextualService).self, (any SelectiveService).self, (any LaunchTaskProviding).self,
            (any MenuBuildingService).self,
        ]
    }

    /// `service as? Capability`, for an existential type `any P`.
    package static func cast<Capability>(_ service: any ApplicationService, to capability: Capability.Type)
        -> Capability?
    {
        ConformingService(service).cast(to: capability)
    }

    /// `service is Capability`, for an existential type `any P`.
    package static func conforms<Capability>(_ service: any ApplicationService, to capability: Capability.Type) -> Bool
    {
        ConformingService(service).conforms(to: capability)
    }

    /// The class existential of one protocol holding `object` with `witnessTable`: the object reference
    /// followed by the witness table (swiftlang/swift docs/ABI/TypeLayout.rst, "Class Existential
    /// Containers"), the layout ``ConformanceIndex`` checked the existential type has before it answered.
    static func existential<Capability>(
        _ object: AnyObject,
        _ witnessTable: UnsafeRawPointer,
        as _: Capability.Type
    ) -> Capability {
        precondition(MemoryLayout<Capability>.size == MemoryLayout<(AnyObject, UnsafeRawPointer)>.size)
        return withUnsafeTemporaryAllocation(of: (AnyObject, UnsafeRawPointer).self, capacity: 1) { buffer in
            let container = buffer.baseAddress!
            container.initialize(to: (object, witnessTable))
            defer { container.deinitialize(count: 1) }
            return UnsafeRawPointer(container).load(as: Capability.self)
        }
    }
}
