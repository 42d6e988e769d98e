import Foundation

/// The identity of a closure value: its two words, the code to call and the context it captured.
///
/// Two closure values with the same words are the same closure, so they compute the same function.
/// That lets ``EasingKind`` recognize the families' shared easing closures (each family hands out
/// one stored closure per curve) and evaluate them inline. A closure that merely computes the same
/// thing, or one re-wrapped on its way (converted through a generic context, say), has other words
/// and is simply called.
struct ClosureAddress: Equatable {
    private let code: UInt
    private let context: UInt

    /// The identity of `closure`.
    init(_ closure: @escaping EasingUpdateClosure) {
        // Read through a struct: a function value passed straight to a generic (as `unsafeBitCast`'s
        // argument) is re-wrapped in a new thunk at each call, while a struct field keeps the words
        // it was stored with. Two words, code then context, for every thick Swift function value.
        let words = unsafeBitCast(Holder(closure: closure), to: (code: UInt, context: UInt).self)
        code = words.code
        context = words.context
    }

    private struct Holder {
        let closure: EasingUpdateClosure
    }
}
