/// A small, independent piece of app behaviour that receives the system callbacks it declares.
///
/// A service adopts this protocol plus one capability protocol for each group of callbacks it
/// handles. The host forwards a callback only to the services that adopted its capability, and the
/// app's delegate advertises to UIKit only the callbacks that at least one service handles.
///
/// ```swift
/// final class CrashReportingService: ApplicationService {
///     // adopt capabilities such as launch or lifecycle handling here
/// }
/// ```
@MainActor
public protocol ApplicationService: AnyObject {}
