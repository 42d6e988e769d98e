/// The address of `value`'s storage as a bit pattern in a `Double` (what an accessor answers to
/// `.identify`): inside the object for a stored property reached through its own inout access, a
/// temporary's for a computed one (MotionMachine's `AdditiveKey` tells properties apart by it).
///
/// Public, as ``uncheckedCast(_:to:)`` is, for MotionMachine's public inlinable accessors.
@inlinable @inline(__always)
public func storageAddress<Value>(of value: inout Value) -> Double {
    withUnsafeMutablePointer(to: &value) { Double(bitPattern: UInt64(UInt(bitPattern: $0))) }
}

/// Stores `newValue` into `value` through the same access, and returns the address of its storage as
/// ``storageAddress(of:)`` does (what an accessor answers to `.writeInPlace`).
@inlinable @inline(__always)
public func storageAddress<Value>(of value: inout Value, storing newValue: Value) -> Double {
    withUnsafeMutablePointer(to: &value) { storage in
        storage.pointee = newValue
        return Double(bitPattern: UInt64(UInt(bitPattern: storage)))
    }
}

/// The address `offset` bytes into `value`'s storage as a bit pattern in a `Double`, as
/// ``storageAddress(of:)`` gives the storage's own (a component's address inside a stored value).
@_spi(Kernel) @inlinable @inline(__always)
public func storageAddress<Value>(of value: inout Value, advancedBy offset: Int) -> Double {
    withUnsafeMutablePointer(to: &value) { Double(bitPattern: UInt64(UInt(bitPattern: $0) + UInt(offset))) }
}
