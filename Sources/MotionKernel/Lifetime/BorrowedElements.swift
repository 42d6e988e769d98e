import Foundation

/// Visits the objects of an array without retaining and releasing each one.
///
/// Calling a method on an object read from an array makes Swift retain it for the call and release
/// it after, even though the array (held for the whole loop) keeps every element alive. For a loop
/// that calls one method per element on every frame (a MotionAnimator layer drawing its
/// animations), those two calls are a large share of the work. Here the array is held once, and
/// each element is lent to the body as a guaranteed reference, which needs no count.
///
/// Public only as the `Kernel` SPI, for the package's other libraries: a `package` function is not
/// inlined into another module, and this one is worth nothing unless it is.
@_spi(Kernel) public enum BorrowedElements {
    /// Calls `body` with each element of `array`, in order, none of them retained for the call.
    ///
    /// The array is a value the function holds for its whole duration, so every element outlives
    /// its call even if `body` changes the array it was read from.
    /// - Complexity: O(*n*) for *n* elements.
    @inlinable @inline(__always)
    public static func forEach<Element: AnyObject>(_ array: [Element], _ body: (Element) -> Void) {
        array.withUnsafeBufferPointer { elements in
            for index in elements.indices {
                Unmanaged.passUnretained(elements[index])._withUnsafeGuaranteedRef(body)
            }
        }
    }
}
