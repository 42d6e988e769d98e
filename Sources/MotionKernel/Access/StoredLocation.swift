import Foundation

/// Where objects of one class keep the value a run-time key path reaches, learned on the first access
/// through the key path, so that later accesses skip it.
///
/// A write through a key path the optimizer could not fold into a direct access goes through the
/// Swift runtime, which allocates a small record for each access. Composite values (a `CGRect`
/// frame, a colour) written by MotionMachine's property states, string paths into structs, and the animator's
/// typed key path targets write that way on every beat. The first access for a class asks the key
/// path for the value's address while it modifies it; when that address lies inside the object, the
/// property is stored there (no getter, setter or observer runs), and every later access for that
/// class modifies the value at that offset directly. A computed or observed property is reached
/// through a temporary outside the object, so it is accessed through the key path every time, and
/// its setter runs every time. An object of another class (a subclass that overrides the property)
/// asks again.
///
/// Not thread-safe: like the accessor closures holding it, it belongs to the isolation domain of the
/// motion or animation that writes.
@_spi(Kernel) public final class StoredLocation<Root: AnyObject, Value> {
    // Not checked for exclusivity at run time: every access is a plain read or write, none spans a
    // call (the body runs on the property, not on these), and an inlined check would be a call into
    // the runtime on every write.
    @usableFromInline let keyPath: ReferenceWritableKeyPath<Root, Value>
    /// The class the offset was learned for.
    @exclusivity(unchecked) @usableFromInline var learnedClass: ObjectIdentifier?
    /// The value's offset inside objects of ``learnedClass``, or −1 when they reach it through the
    /// key path.
    @exclusivity(unchecked) @usableFromInline var offset = -1

    /// A location for `keyPath`, learned on its first access.
    @inlinable public init(_ keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.keyPath = keyPath
    }

    /// Runs `body` on the property's storage of `object`, in place.
    @inlinable @inline(__always)
    public func modify<Result>(_ object: Root, _ body: (inout Value) -> Result) -> Result {
        if learnedClass == ObjectIdentifier(type(of: object)) {
            guard offset >= 0 else { return body(&object[keyPath: keyPath]) }
            let storage = (Unmanaged.passUnretained(object).toOpaque() + offset).assumingMemoryBound(to: Value.self)
            return body(&storage.pointee)
        }
        return learn(object, body)
    }

    /// What a component accessor needs (see `ValueComponent.accessorBody(modify:)`): with `write`,
    /// `body` modifies the property of `object` (an instance of `Root`) in place; without, it runs on
    /// a copy read with a plain get, so reading fires no `didSet`.
    @inlinable public func access(_ object: AnyObject, write: Bool, _ body: (inout Value) -> Void) {
        let root = uncheckedCast(object, to: Root.self)
        if write {
            modify(root, body)
        } else {
            var copy = root[keyPath: keyPath]
            body(&copy)
        }
    }

    /// Writes `value` into the property of `object`.
    @inlinable @inline(__always)
    public func write(_ object: Root, _ value: Value) {
        modify(object) { $0 = value }
    }

    @inline(never) @usableFromInline
    func learn<Result>(_ object: Root, _ body: (inout Value) -> Result) -> Result {
        learnedClass = ObjectIdentifier(type(of: object))
        offset = -1
        var address: UInt = 0
        let result = withUnsafeMutablePointer(to: &object[keyPath: keyPath]) { storage in
            address = UInt(bitPattern: storage)
            return body(&storage.pointee)
        }
        // The body may have run user code (a setter, through the key path): only a store inside the
        // object, which ran none, is kept.
        if let found = ObjectAddress.offset(of: address, bytes: UInt(MemoryLayout<Value>.size), inside: object), found > 0 {
            offset = found
        }
        return result
    }
}
