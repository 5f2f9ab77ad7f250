/// A self-registration record: a C function pointer the linker gathers into the `appservices`
/// section, so services register without any central list.
///
/// A module registers its services with one declaration at file scope, naming a function of its own that adds entries
/// through ``SelfRegistrar/current``. The declaration is constant data: nothing runs at launch, the function runs only
/// when the app calls ``ServiceCatalog/registerSelfRegisteredEntries()``.
///
/// The one line, for Apple platforms (Mach-O):
/// ```swift
/// @section("__DATA,__appservices") @used let analyticsRecord: SelfRegistrationRecord = registerAnalytics
/// ```
/// and for Linux and Android (ELF):
/// ```swift
/// @section("appservices") @used let analyticsRecord: SelfRegistrationRecord = registerAnalytics
/// ```
/// Code built for both picks the section name with `#if objectFormat(MachO)`:
/// ```swift
/// #if objectFormat(MachO)
/// @section("__DATA,__appservices")
/// #else
/// @section("appservices")
/// #endif
/// @used let analyticsRecord: SelfRegistrationRecord = registerAnalytics
///
/// func registerAnalytics() {
///     SelfRegistrar.current.register(ServiceEntry("analytics") { _ in AnalyticsService() })
/// }
/// ```
///
/// `@section` and `@used` (SE-0492) need Swift 6.3 and no feature flag when the value is a named function, as above. A
/// closure literal in place of the function name is not a constant expression in Swift 6.3 unless the experimental
/// feature `SymbolLinkageMarkers` is enabled, so name a function. Records are found in the image (app executable or
/// framework) that links AppServices statically; on Apple platforms in every loaded image.
public typealias SelfRegistrationRecord = @convention(c) () -> Void
