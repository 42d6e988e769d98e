import Foundation

/// An optional setting most motions never set, kept behind one pointer: a word instead of the
/// value's size (a custom value assistant, in ``RareMotionState``).
///
/// Reading an unset value is a load and a test; a set value costs one allocation when it is set
/// and one dependent load each read. For settings read only at configuration time or on rare legs
/// (a custom value assistant), not for anything each beat reads.
@propertyWrapper
struct RarelySet<Wrapped> {
    private final class Box {
        let value: Wrapped
        init(_ value: Wrapped) { self.value = value }
    }

    private var box: Box?

    /// Unset: what a property declared without a value starts as. (A declared `= nil` goes through
    /// ``init(wrappedValue:)``, whose optional map costs an outlined copy of the value's type, about
    /// 80 instructions per box for an existential.)
    init() {
        box = nil
    }

    init(wrappedValue: Wrapped?) {
        box = wrappedValue.map(Box.init)
    }

    var wrappedValue: Wrapped? {
        get { box?.value }
        set { box = newValue.map(Box.init) }
    }
}
