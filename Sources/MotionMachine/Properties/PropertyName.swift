import Foundation
@_spi(Kernel) import MotionKernel

// What a property's name (``PropertyData/Name``) keeps in its one word: a box of its path, or the
// type that spells its key path's types.

/// A property's path, in a box: so a property's name takes one word (see ``PropertyData/Name``).
///
/// The paths of string-path properties and of value motions' components are few however many
/// properties are made, so their boxes are shared (``shared(_:)``); a path given with a custom
/// accessor, which may be any text, gets a box of its own.
@usableFromInline
final class PropertyNameText: Sendable {
    let text: String

    @usableFromInline
    init(_ text: String) { self.text = text }

    /// Every shared box, by its text. It only grows: its texts are the paths a program's types
    /// resolve and the names of its values' components.
    private static let sharedBoxes = LockedState([String: PropertyNameText]())

    /// The box for `text` that every property named so shares, made the first time.
    /// - Complexity: O(*n*) in the length of `text` (hashing it), under a lock.
    @usableFromInline
    static func shared(_ text: String) -> PropertyNameText {
        sharedBoxes.withLock { boxes in
            if let box = boxes[text] { return box }
            let box = PropertyNameText(text)
            boxes[text] = box
            return box
        }
    }
}

/// Spells a property's name from its key path's types (see ``TypedPropertyName``): a class, so a
/// name keeps the metatype of its subclass, one word, and a literal key path's property makes no
/// allocation to name itself.
@usableFromInline
class PropertyTypeName {
    /// The name, `Root.(Value)`.
    @usableFromInline
    class var text: String { "" }
}

/// The name of a property of `Root` whose value is a `Value`: `"Square.(CGFloat)"`.
@usableFromInline
final class TypedPropertyName<Root, Value>: PropertyTypeName {
    @usableFromInline
    override class var text: String { "\(Root.self).(\(Value.self))" }
}
