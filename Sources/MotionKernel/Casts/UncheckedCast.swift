/// `object` as a `T`, without the dynamic check of `as!` (debug builds still check it).
///
/// For objects whose class the caller knows by construction: a property accessor's target is always
/// its root type, a motion's target always its `Target`, a collection's callback always receives the
/// collection that registered it. Accessors run on every write of every beat, where a dynamic cast
/// would cost more than the write.
///
/// Public rather than `Kernel` SPI: MotionMachine's accessors for typed key paths are public and
/// inlinable, so that a literal key path folds into a direct store in the program that makes it, and
/// such code may call only public functions of the modules it imports.
@inlinable @inline(__always)
public func uncheckedCast<T: AnyObject>(_ object: AnyObject, to type: T.Type) -> T {
    unsafeDowncast(object, to: T.self)
}

/// `value` reinterpreted as a `U`, bit for bit: for a generic container whose layout does not
/// depend on its type parameter (an array of properties of any target, a callback taking any
/// object), so that code reading it is compiled once for one type instead of running unspecialized.
///
/// The caller promises that `T` and `U` have the same size and layout, and that a `U` made this way is
/// only used as what it was (an object typed as `AnyObject` is still of its own class).
@_spi(Kernel) @inlinable @inline(__always)
public func reinterpretCast<T, U>(_ value: T, to type: U.Type) -> U {
    unsafeBitCast(value, to: U.self)
}
