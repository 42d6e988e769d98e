import Foundation

/// The identity of a closure value: its two words, the code to call and the context it captured.
///
/// Two closure values with the same words are the same closure, so they compute the same function.
/// That lets the engine recognize the easing families' shared closures as ``EasingKind``s (each
/// family hands out one stored closure per curve) and evaluate them inline. A closure that merely computes the same
/// thing, or one re-wrapped on its way (converted through a generic context, say), has other words
/// and is simply called.
@_spi(Kernel) public struct ClosureAddress: Equatable, Sendable {
    @usableFromInline let code: UInt
    @usableFromInline let context: UInt

    /// The identity of `closure`.
    @inlinable public init(_ closure: @escaping EasingFunction) {
        // Read through a struct: a function value passed straight to a generic (as `unsafeBitCast`'s
        // argument) is re-wrapped in a new thunk at each call, while a struct field keeps the words
        // it was stored with. Two words, code then context, for every thick Swift function value.
        let words = unsafeBitCast(Holder(closure: closure), to: (code: UInt, context: UInt).self)
        code = words.code
        context = words.context
    }

    @usableFromInline struct Holder {
        @usableFromInline let closure: EasingFunction

        @inlinable init(closure: @escaping EasingFunction) {
            self.closure = closure
        }
    }
}

/// An easing function as the easing families write it: `(elapsed time, start value, change,
/// duration) -> value`, the shape of MotionMachine's `EasingUpdateClosure`.
@_spi(Kernel) public typealias EasingFunction = @Sendable (TimeInterval, Double, Double, TimeInterval) -> Double
