import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A stopped motion's reference to its target: it does not keep the target alive, and it reads as
/// `nil` once the target has begun to deinitialize, like a weak reference, but it gives the target
/// no side table.
///
/// A weak reference makes the runtime move its object's reference counts into a side table (a
/// 32-byte allocation), after which every retain and release of the object takes the runtime's slow
/// path, and every read of its strong count (``TargetCheck``, twice a second for each running
/// motion) misses the cache once more: at 100,000 running tweens those reads would be a fifth of
/// the beat. So this reference holds an *unowned* count instead, which lives in the object's own header
/// (the runtime's `unowned` reference): the object's memory stays allocated, deinitialized, until
/// the last such reference goes, and reading tries a strong retain, which fails once the object has
/// begun to deinitialize (the read `unowned` would trap on).
///
/// The cost: a dropped target's memory (not its contents, which go with its `deinit` as always) is
/// freed with the last stopped motion referring to it, instead of when the target goes.
///
/// A reference made with ``init(keeping:)`` holds its target strongly instead: the value box
/// that a value motion made for itself, which nothing else keeps alive, in the same word.
///
/// The runtime's entry points are found by name when first needed. Where they cannot be (a program
/// linked with a static Swift runtime exports none), the reference holds the target weakly through a
/// small box; where an object may not be a native Swift one (with the Objective-C runtime), it is a
/// plain weak reference.
@_spi(Kernel) public struct IdleTargetReference: ~Copyable {
    #if canImport(ObjectiveC)
    private weak var object: AnyObject?
    /// The target, held strongly (``init(keeping:)``).
    private var kept: AnyObject?

    /// A weak reference to `object` (`counted` is for tests on other platforms).
    public init(_ object: AnyObject, counted: Bool = true) {
        self.object = object
    }

    /// A strong reference to `object`, which it keeps alive.
    public init(keeping object: AnyObject) {
        self.object = object
        kept = object
    }

    /// The target, or `nil` once it has begun to deinitialize.
    public var target: AnyObject? { object }

    /// One strong reference to the target, for a lease to keep, or `nil` once the target has begun
    /// to deinitialize.
    @usableFromInline func retainedTarget() -> Unmanaged<AnyObject>? {
        object.map { Unmanaged.passRetained($0) }
    }

    /// Whether the reference was made for `object` (which is alive: the caller holds it).
    public func refers(to object: AnyObject) -> Bool { self.object === object }

    /// Whether the reference keeps its target alive (``init(keeping:)``; for tests).
    public var keepsTarget: Bool { kept != nil }

    /// Whether the reference holds an unowned count rather than a weak reference (for tests).
    public var isCounted: Bool { false }

    /// Whether new references hold unowned counts (for tests).
    public static var countsTargets: Bool { false }
    #else
    /// One word either way (the cases use the references' spare bits).
    @usableFromInline enum Storage {
        /// The object, holding an unowned count.
        case counted(Unmanaged<AnyObject>)
        /// A box holding the object weakly, where the runtime's entry points were not found.
        case weak(WeakBox)
        /// The object, held strongly (``init(keeping:)``).
        case kept(AnyObject)
    }

    @usableFromInline final class WeakBox {
        @usableFromInline weak var object: AnyObject?

        @usableFromInline init(_ object: AnyObject) {
            self.object = object
        }
    }

    @usableFromInline let storage: Storage

    /// A reference to `object`; with `counted` false (for tests), through the weak box in any case.
    @inlinable public init(_ object: AnyObject, counted: Bool = true) {
        if counted, let runtime = UnownedCounts.runtime {
            let counted = Unmanaged.passUnretained(object)
            runtime.retain(counted.toOpaque())
            storage = .counted(counted)
        } else {
            storage = .weak(WeakBox(object))
        }
    }

    /// A strong reference to `object`, which it keeps alive.
    @inlinable public init(keeping object: AnyObject) {
        storage = .kept(object)
    }

    /// The target, or `nil` once it has begun to deinitialize.
    @inlinable public var target: AnyObject? {
        switch storage {
        case .counted(let counted):
            guard let retained = UnownedCounts.runtime.unsafelyUnwrapped.tryRetain(counted.toOpaque()) else { return nil }
            return Unmanaged<AnyObject>.fromOpaque(retained).takeRetainedValue()
        case .weak(let box):
            return box.object
        case .kept(let object):
            return object
        }
    }

    /// One strong reference to the target, for a lease to keep, or `nil` once the target has begun
    /// to deinitialize: the one the read of an unowned count makes, so a target no other run holds
    /// is counted once (see ``TargetLease/lease(takingRetained:)``).
    @inlinable func retainedTarget() -> Unmanaged<AnyObject>? {
        switch storage {
        case .counted(let counted):
            UnownedCounts.runtime.unsafelyUnwrapped.tryRetain(counted.toOpaque()).map { Unmanaged<AnyObject>.fromOpaque($0) }
        case .weak(let box):
            box.object.map { Unmanaged.passRetained($0) }
        case .kept(let object):
            Unmanaged.passRetained(object)
        }
    }

    /// Whether the reference was made for `object` (which is alive: the caller holds it).
    @inlinable public func refers(to object: AnyObject) -> Bool {
        switch storage {
        case .counted(let counted): counted.toOpaque() == Unmanaged.passUnretained(object).toOpaque()
        case .weak(let box): box.object === object
        case .kept(let kept): kept === object
        }
    }

    /// Whether the reference keeps its target alive (``init(keeping:)``; for tests).
    public var keepsTarget: Bool {
        if case .kept = storage { true } else { false }
    }

    /// Whether new references hold unowned counts (for tests).
    public static var countsTargets: Bool { UnownedCounts.runtime != nil }

    /// Whether the reference holds an unowned count rather than a weak reference (for tests).
    public var isCounted: Bool {
        if case .counted = storage { true } else { false }
    }

    @inlinable deinit {
        if case .counted(let counted) = storage { UnownedCounts.runtime.unsafelyUnwrapped.release(counted.toOpaque()) }
    }
    #endif

    /// The target's lease, taken now (see ``TargetLease/lease(takingRetained:)``), or `nil` once
    /// the target has begun to deinitialize.
    @inlinable public func takeLease() -> TargetLease? {
        retainedTarget().map(TargetLease.lease(takingRetained:))
    }

    /// The target's lease, indexed later (see ``TargetLease/lease(indexedLater:)``), or `nil` once
    /// the target has begun to deinitialize.
    @inlinable public func takeLeaseIndexedLater() -> TargetLease? {
        retainedTarget().map(TargetLease.lease(indexedLater:))
    }
}

#if !canImport(ObjectiveC)
/// The Swift runtime's entry points for unowned counts, looked up by name. (Declaring them with
/// `@_silgen_name` or `@_extern` is warned against: the names are reserved for the runtime.)
@usableFromInline struct UnownedCounts: Sendable {
    @usableFromInline typealias Entry = @convention(c) (UnsafeMutableRawPointer) -> Void
    /// `swift_unownedRetain`: the object's memory stays allocated until the count is released.
    @usableFromInline let retain: Entry
    /// `swift_unownedRelease`: frees a deinitialized object's memory with its last unowned count.
    @usableFromInline let release: Entry
    /// `swift_tryRetain`: adds a strong reference and returns the object, or returns `nil` (adding
    /// none) when the object has begun to deinitialize.
    @usableFromInline let tryRetain: Attempt
    @usableFromInline typealias Attempt = @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?

    /// The entry points, or `nil` where they are not found or objects may not be native ones.
    @usableFromInline static let runtime: UnownedCounts? = {
        #if !(canImport(Glibc) || canImport(Musl) || canImport(Android))
        return nil
        #else
        func entry(_ name: String) -> UnsafeMutableRawPointer? { dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) }
        guard let retain = entry("swift_unownedRetain"), let release = entry("swift_unownedRelease"),
              let tryRetain = entry("swift_tryRetain") else { return nil }
        return UnownedCounts(retain: unsafeBitCast(retain, to: Entry.self), release: unsafeBitCast(release, to: Entry.self),
                             tryRetain: unsafeBitCast(tryRetain, to: Attempt.self))
        #endif
    }()
}
#endif
