public import AppServices
public import SelfRegistrationFixture

#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

/// Services of every shape whose capabilities the conformance index must answer exactly as `is` and `as?` do.
enum ConformanceShape: String, CaseIterable, Sendable {
    case finalClass = "final class"
    case baseClass = "base class"
    case inheriting = "subclass inheriting a conformance"
    case adding = "subclass adding a conformance"
    case generic = "generic class"
    case genericOtherArgument = "generic class, another argument"
    case subclassOfGeneric = "subclass of a generic class"
    case conditionalMet = "conditional conformance met"
    case conditionalNotMet = "conditional conformance not met"
    case otherModule = "conformance declared in another module"
    case extendedFromOtherModule = "extension conforming another module's class"
    case none = "no capability"

    /// Whether the records cannot decide one of its capabilities, left to the runtime's cast.
    var hasConditionalConformance: Bool { self == .conditionalMet || self == .conditionalNotMet }

    /// A new service of this shape.
    @MainActor
    func make() -> any ApplicationService {
        switch self {
        case .finalClass: FinalService()
        case .baseClass: BaseService()
        case .inheriting: InheritingService()
        case .adding: AddingService()
        case .generic: GenericService<Int>()
        case .genericOtherArgument: GenericService<String>()
        case .subclassOfGeneric: SpecializedSubclass()
        case .conditionalMet: ConditionalService<Int>()
        case .conditionalNotMet: ConditionalService<NotEquatable>()
        case .otherModule: ForeignModuleService()
        case .extendedFromOtherModule: ExtendedElsewhereService()
        case .none: EmptyService()
        }
    }
}

/// A final class with two capabilities.
final class FinalService: DidBecomeActiveService, WillResignActiveService {
    func applicationDidBecomeActive(_ application: UIApplication) {}
    func applicationWillResignActive(_ application: UIApplication) {}
}

/// A class others inherit a capability from.
class BaseService: DidEnterBackgroundService {
    func applicationDidEnterBackground(_ application: UIApplication) {}
}

/// A subclass that only inherits.
final class InheritingService: BaseService {}

/// A subclass that inherits one capability and adds another.
final class AddingService: BaseService, TerminationService {
    func applicationWillTerminate(_ application: UIApplication) {}
}

/// A generic class with an unconditional capability.
class GenericService<Value>: DidBecomeActiveService {
    func applicationDidBecomeActive(_ application: UIApplication) {}
}

/// A non-generic subclass of a specialized generic class.
final class SpecializedSubclass: GenericService<Double>, MemoryWarningService {
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
}

/// A generic class whose capability depends on its argument.
final class ConditionalService<Value>: ApplicationService {}

extension ConditionalService: MemoryWarningService where Value: Equatable {
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
}

/// A type argument that is not `Equatable`.
struct NotEquatable {}

/// A service with no capability at all.
final class EmptyService: ApplicationService {}

extension ExtendedElsewhereService: SignificantTimeChangeService {
    /// Does nothing.
    public func applicationSignificantTimeChange(_ application: UIApplication) {}
}
