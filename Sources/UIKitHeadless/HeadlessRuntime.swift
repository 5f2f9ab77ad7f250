/// The method tables of the replica: what the Objective-C runtime tells a swizzler, off Apple platforms.
///
/// Swift classes have no method lists off Apple platforms, so a class states which delegate methods it
/// really has with ``declare(_:selectors:)``, once, for the whole program (as a compiled class's methods are).
/// Each ``HeadlessSystem`` (a process) has its own runtime, where swizzler models write: per-class entries
/// (`class_addMethod`, `method_setImplementation`, `method_exchangeImplementations`) and per-instance entries
/// (the methods of the subclass an isa swizzle creates for one object, `object_setClass`).
///
/// Lookups follow the runtime's rules: an object's own entries first, then its class and each superclass, an
/// entry written into a class before the method that class declares.
///
/// A model also registers the SDK's classes by name, as loading its framework does, so code that looks for an
/// SDK without linking it (`NSClassFromString`) finds it here (``hasClass(named:)``), and names the subclass an
/// isa swizzle gives an object (``setClassName(_:of:)``).
///
/// An object's methods are looked up in the tables of the system it belongs to: the app delegate, the
/// notification center's delegate and the scene delegates belong to their system, and so does an object a
/// swizzler model gave methods of its own. A swizzle in one app never changes what another app's objects answer;
/// an object of no system answers from what classes declare, as in a process where no SDK swizzled anything.
public final class HeadlessRuntime: Sendable {
    private struct Tables {
        var classMethods: [ObjectIdentifier: [String: HeadlessImplementation]] = [:]
        var instanceMethods: [ObjectIdentifier: InstanceMethods] = [:]
        var namedClasses: [String: [String: @MainActor @Sendable () -> AnyObject?]] = [:]
    }

    private struct InstanceMethods {
        weak var object: AnyObject?
        var methods: [String: HeadlessImplementation]
        var className: String?
    }

    private struct Owner {
        weak var object: AnyObject?
        let runtime: HeadlessRuntime
    }

    private static let declared = HeadlessLock([ObjectIdentifier: [String: HeadlessImplementation]]())
    private static let owners = HeadlessLock([ObjectIdentifier: Owner]())
    /// The tables of a process where no SDK swizzled anything: only what classes declared.
    package static let withoutSwizzles = HeadlessRuntime()
    static let installed = HeadlessLock(HeadlessRuntime())
    private let tables = HeadlessLock(Tables())

    /// Creates an empty runtime; each ``HeadlessSystem`` makes its own.
    public init() {}

    /// The runtime of the system that is acting, else of the system that acted last.
    public static var current: HeadlessRuntime {
        HeadlessActing.current?.runtime ?? installed.withLock { $0 }
    }

    /// The runtime whose tables answer for `object`: the acting system's while a system calls; else that of the
    /// system `object` belongs to (``own(_:)``); else tables without any swizzle, as in a process where no SDK
    /// ran, never those of whichever system acted last.
    ///
    /// - Parameter object: The object a method is looked up for.
    /// - Returns: The runtime to look its methods up in.
    package static func answering(for object: AnyObject) -> HeadlessRuntime {
        if let acting = HeadlessActing.current?.runtime { return acting }
        let owner = owners.withLock { $0[ObjectIdentifier(object)] }
        if let owner, owner.object === object { return owner.runtime }
        return withoutSwizzles
    }

    /// Makes `object` belong to this runtime's system: its methods are looked up here from now on.
    ///
    /// - Parameter object: The object, held weakly.
    package func own(_ object: AnyObject) {
        Self.owners.withLock { owners in
            owners = owners.filter { $0.value.object != nil }
            owners[ObjectIdentifier(object)] = Owner(object: object, runtime: self)
        }
    }

    /// States that `cls` itself (not its superclasses) has a method for each of `selectors`, as a compiled
    /// class has; repeating it keeps the implementations already declared, so their identity never changes.
    ///
    /// - Parameters:
    ///   - cls: The class.
    ///   - selectors: The selectors of the methods it implements.
    public static func declare(_ cls: AnyClass, selectors: some Sequence<String>) {
        // `_typeName` rather than `String(describing:)`, which asks the runtime whether the metatype conforms to
        // the description protocols: a scan of every conformance record in the binary, at each call.
        let owner = _typeName(cls, qualified: false)
        declared.withLock { declared in
            var methods = declared[ObjectIdentifier(cls), default: [:]]
            for selector in selectors where methods[selector] == nil {
                methods[selector] = HeadlessImplementation(native: selector, of: owner)
            }
            declared[ObjectIdentifier(cls)] = methods
        }
    }

    /// The method `cls` or its nearest superclass has for `selector`, with the class that holds it, as
    /// `class_getInstanceMethod` finds it: a superclass walk that never asks `responds(to:)` and never sees
    /// message forwarding.
    ///
    /// - Parameters:
    ///   - selector: The selector.
    ///   - cls: The class to start from.
    /// - Returns: The implementation and its class, or `nil`.
    public func method(_ selector: String, in cls: AnyClass) -> (
        implementation: HeadlessImplementation, owner: AnyClass
    )? {
        var next: AnyClass? = cls
        while let current = next {
            if let found = ownMethod(selector, of: current) { return (found, current) }
            next = _getSuperclass(current)
        }
        return nil
    }

    /// The implementation a message `selector` sent to `object` runs: the object's own entry (an isa
    /// swizzle), else its class's method.
    ///
    /// - Parameters:
    ///   - selector: The selector.
    ///   - object: The receiver.
    /// - Returns: The implementation, or `nil` when the object has no method for it.
    public func implementation(_ selector: String, for object: AnyObject) -> HeadlessImplementation? {
        entry(of: object)?.methods[selector] ?? method(selector, in: type(of: object))?.implementation
    }

    /// Adds a method to `cls`, as `class_addMethod`: it fails when `cls` itself already has one.
    ///
    /// - Parameters:
    ///   - implementation: The method's implementation.
    ///   - selector: Its selector.
    ///   - cls: The class.
    /// - Returns: Whether the method was added.
    @discardableResult
    public func addMethod(_ implementation: HeadlessImplementation, for selector: String, to cls: AnyClass) -> Bool {
        guard ownMethod(selector, of: cls) == nil else { return false }
        setImplementation(implementation, for: selector, in: cls)
        return true
    }

    /// Replaces the implementation of `cls`'s own method `selector`, as `method_setImplementation` on the
    /// method that class holds.
    ///
    /// - Parameters:
    ///   - implementation: The new implementation.
    ///   - selector: The selector.
    ///   - cls: The class that holds the method.
    public func setImplementation(_ implementation: HeadlessImplementation, for selector: String, in cls: AnyClass) {
        tables.withLock { $0.classMethods[ObjectIdentifier(cls), default: [:]][selector] = implementation }
    }

    /// Gives `object` alone the method `selector`, as adding it to the subclass an isa swizzle made for it; the
    /// object belongs to this runtime's system from then on (``own(_:)``).
    ///
    /// - Parameters:
    ///   - implementation: The method's implementation.
    ///   - selector: The selector.
    ///   - object: The isa-swizzled object.
    public func setInstanceMethod(_ implementation: HeadlessImplementation, for selector: String, of object: AnyObject)
    {
        updateEntry(of: object) { $0.methods[selector] = implementation }
    }

    /// Makes a class known by its name, as loading an SDK's framework does, with what its class methods answer.
    ///
    /// - Parameters:
    ///   - name: The class's Objective-C name, such as `FIRApp`.
    ///   - classMethods: What each class method returns, by selector, such as `defaultApp`.
    public func registerClass(
        named name: String, classMethods: [String: @MainActor @Sendable () -> AnyObject?] = [:]
    ) {
        tables.withLock { $0.namedClasses[name, default: [:]].merge(classMethods) { _, new in new } }
    }

    /// Whether a class of that name is loaded, as `NSClassFromString(name) != nil` asks.
    ///
    /// - Parameter name: The class's Objective-C name.
    /// - Returns: Whether a model registered it.
    public func hasClass(named name: String) -> Bool {
        tables.withLock { $0.namedClasses[name] != nil }
    }

    /// Sends a class method to the class of that name, as `[NSClassFromString(name) performSelector:]` does.
    ///
    /// - Parameters:
    ///   - selector: The class method's selector.
    ///   - name: The class's Objective-C name.
    /// - Returns: What the method returns; `nil` when there is no such class or method.
    @MainActor
    public func performClassMethod(_ selector: String, ofClassNamed name: String) -> AnyObject? {
        tables.withLock { $0.namedClasses[name]?[selector] }?()
    }

    /// Names the class of `object` alone, as `object_setClass` to a subclass made for it (an isa swizzle) does.
    ///
    /// - Parameters:
    ///   - name: The subclass's name, such as `GUL_AppDelegate-…`.
    ///   - object: The isa-swizzled object.
    public func setClassName(_ name: String, of object: AnyObject) {
        updateEntry(of: object) { $0.className = name }
    }

    /// The name of the class `object` has now, as `NSStringFromClass(object_getClass(object))` gives it: the
    /// name an isa swizzle gave it, else its Swift class's.
    ///
    /// - Parameter object: An object.
    /// - Returns: Its class's name.
    public func className(of object: AnyObject) -> String {
        // `_typeName`, not `String(describing:)`, which scans every conformance record of the binary (see `declare`).
        entry(of: object)?.className ?? _typeName(type(of: object), qualified: false)
    }

    /// The object's own entry: the subclass an isa swizzle made for it.
    private func entry(of object: AnyObject) -> InstanceMethods? {
        tables.withLock { tables in
            guard let entry = tables.instanceMethods[ObjectIdentifier(object)], entry.object === object else {
                return nil
            }
            return entry
        }
    }

    private func updateEntry(of object: AnyObject, _ update: (inout InstanceMethods) -> Void) {
        tables.withLock { tables in
            let key = ObjectIdentifier(object)
            var entry = tables.instanceMethods[key] ?? InstanceMethods(object: object, methods: [:])
            if entry.object !== object { entry = InstanceMethods(object: object, methods: [:]) }
            update(&entry)
            tables.instanceMethods[key] = entry
        }
        own(object)
    }

    private func ownMethod(_ selector: String, of cls: AnyClass) -> HeadlessImplementation? {
        let key = ObjectIdentifier(cls)
        return tables.withLock { $0.classMethods[key]?[selector] }
            ?? Self.declared.withLock { $0[key]?[selector] }
    }
}
