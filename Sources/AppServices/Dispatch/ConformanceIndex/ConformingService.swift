/// A service with what ``ConformanceIndex`` says about its class, looked up once, so that asking it about each
/// of the library's protocols in turn takes no lock and no image check.
///
/// Its answers are those of ``ServiceConformance``: the records where they decide exactly, the runtime's cast
/// everywhere else. In debug builds its class is compared with the runtime's casts after launch
/// (``ConformanceCrossCheck``).
struct ConformingService {
    /// The service.
    let service: any ApplicationService
    private let answers: ConformanceIndex.TypeAnswers

    /// Looks up what the index says about the class of `service`.
    init(_ service: any ApplicationService) {
        self.service = service
        answers = ConformanceIndex.shared.answers(for: type(of: service))
        #if DEBUG
        ConformanceCrossCheck.shared.note(service)
        #endif
    }

    /// `service as? Capability`, for an existential type `any P`.
    func cast<Capability>(to capability: Capability.Type) -> Capability? {
        switch answers.answer(conformingTo: capability) {
        case .conforms(let witnessTable): ServiceConformance.existential(service, witnessTable, as: capability)
        case .doesNotConform: nil
        case .unknown: service as? Capability
        }
    }

    /// `service is Capability`, for an existential type `any P`.
    func conforms<Capability>(to capability: Capability.Type) -> Bool {
        switch answers.answer(conformingTo: capability) {
        case .conforms: true
        case .doesNotConform: false
        case .unknown: service is Capability
        }
    }
}
