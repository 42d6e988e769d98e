import Foundation

/// `object` as a `T`, without the dynamic check of `as!` (debug builds still check it).
///
/// For objects whose class the caller knows by construction: a property accessor's target is always
/// its root type, a motion's target always its `Target`, a collection's callback always receives the
/// collection that registered it. Accessors run on every write of every beat, where a dynamic cast
/// would cost more than the write.
@inlinable @inline(__always)
func uncheckedCast<T: AnyObject>(_ object: AnyObject, to type: T.Type) -> T {
    unsafeDowncast(object, to: T.self)
}
