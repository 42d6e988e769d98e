import Foundation

// The one part of the kernel that is public rather than SPI: MotionMachine's accessors for typed key
// paths are inlined into the programs that make them, and the closures they build answer these
// requests, which beats then make. (A module's public inlinable code may name only public
// declarations of the modules it imports.)

/// What an accessor body is asked to do.
public enum PropertyAccessRequest {
    /// Reads the value.
    case read
    /// Writes the value and answers it.
    case write(Double)
    /// Writes the value as `.write` does, and returns the address of the scalar's storage as a bit
    /// pattern when storing the value's own bits there is exactly that write (a `Double`, or a
    /// 64-bit `CGFloat`, reached through its own inout access), or 0. An eased leg asks this on its
    /// first write and stores directly from then on when the address lies inside the target (see
    /// ``InPlaceStore``): a computed or observed property answers a temporary's address, which does not.
    /// For a computed property the access runs the getter, then the setter, as a write through a key
    /// path does.
    case writeInPlace(Double)
    /// The address of the scalar's storage as a bit pattern, or 0 when the accessor cannot tell
    /// (the engine keys additive sums by it).
    case identify
}

/// The single closure behind MotionMachine's `PropertyAccessor`; the object is always of the
/// accessor's root type.
public typealias PropertyAccessBody = (AnyObject, PropertyAccessRequest) -> Double

extension PropertyAccessRequest {
    /// Whether the request writes a value.
    @inlinable
    public var writes: Bool {
        switch self {
        case .write, .writeInPlace: true
        case .read, .identify: false
        }
    }

    /// What a body that wrote `value` without knowing its storage answers: the value to `.write`,
    /// 0 (no address) to `.writeInPlace`.
    @inlinable
    public func answer(wrote value: Double) -> Double {
        if case .writeInPlace = self { 0 } else { value }
    }
}
