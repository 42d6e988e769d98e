import Foundation
@_spi(Kernel) import MotionKernel

/// A motion's properties as the motion stores them: the one property of the commonest motion inline,
/// any other number in an array.
///
/// Kept inline, one property needs no allocation of its own: the array it was given goes when the
/// initializer returns, and ``Motion/properties`` builds an array when asked.
/// Two properties or more keep their array.
///
/// Stored in the properties' non-generic form (see ``PropertyData/erased(_:)``), so that the motion's
/// code, which the library runs unspecialized, copies and switches over a concrete type instead of
/// instantiating generic metadata and calling value witnesses. The typed accessors reinterpret on the way in and out.
struct MotionProperties {
    typealias Erased = PropertyData<AnyObject>

    private enum Storage {
        case one(Erased)
        case many([Erased])
    }

    private var storage: Storage

    /// Stores `properties`: inline when there is exactly one, moved out of the array (which the
    /// motion is given to keep, and which goes empty when no one else holds it) rather than copied.
    init<Target: AnyObject>(_ properties: consuming [PropertyData<Target>]) {
        var erased = PropertyData.erased(properties)
        _ = consume properties
        storage = erased.count == 1 ? .one(erased.removeLast()) : .many(erased)
    }

    /// The start and end of the one property kept inline, as stored (an omitted one as
    /// ``PropertyData/omitted``); `nil` for any other number of properties.
    var singleStartAndEnd: (start: Double, end: Double)? {
        Self.startAndEnd(in: storage)
    }

    /// Read from the storage borrowed: bound from the stored enum, the property is copied (a
    /// retain and a release of its name and its accessor) to read two numbers.
    private static func startAndEnd(in storage: borrowing Storage) -> (start: Double, end: Double)? {
        switch storage {
        case .one(let property): (property.storedStart, property.storedEnd)
        case .many: nil
        }
    }

    /// The number of properties.
    var count: Int {
        switch storage {
        case .one: 1
        case .many(let properties): properties.count
        }
    }

    /// The properties as an array of `Target`'s properties (made for a single inline property).
    /// - Complexity: O(1) for an array; an allocation for a single property.
    func array<Target: AnyObject>(of _: Target.Type) -> [PropertyData<Target>] {
        let erased: [Erased] = switch storage {
        case .one(let property): [property]
        case .many(let properties): properties
        }
        return reinterpretCast(erased, to: [PropertyData<Target>].self)
    }

    /// The property at `index` (which must be below ``count``) as one of `Target`'s properties.
    func property<Target: AnyObject>(at index: Int, of _: Target.Type) -> PropertyData<Target> {
        reinterpretCast(self[index], to: PropertyData<Target>.self)
    }

    /// The body of the accessor of the property at `index` (which must be below ``count``).
    func accessBody(at index: Int) -> PropertyAccessBody {
        self[index].accessor.body
    }

    /// Replaces the property at `index` (which must be below ``count``).
    mutating func replace<Target: AnyObject>(at index: Int, with property: PropertyData<Target>) {
        self[index] = reinterpretCast(property, to: Erased.self)
    }

    /// Adds a property at the end.
    /// - Complexity: amortized O(1); an allocation when going from one property to two.
    mutating func append<Target: AnyObject>(_ property: PropertyData<Target>) {
        let property = reinterpretCast(property, to: Erased.self)
        switch storage {
        case .one(let first): storage = .many([first, property])
        case .many(var properties):
            guard !properties.isEmpty else { return storage = .one(property) }
            storage = .many([])
            properties.append(property)
            storage = .many(properties)
        }
    }

    /// A copy with each property changed by `change`, in order.
    /// - Complexity: O(*n*); an allocation for two properties or more.
    func map(_ change: (inout Erased) -> Void) -> MotionProperties {
        var copy = self
        switch storage {
        case .one(var property):
            change(&property)
            copy.storage = .one(property)
        case .many(var properties):
            // The motion's own array stays as it is: changing this one copies it.
            for index in properties.indices { change(&properties[index]) }
            copy.storage = .many(properties)
        }
        return copy
    }

    private subscript(index: Int) -> Erased {
        get {
            switch storage {
            case .one(let property):
                precondition(index == 0, "MotionProperties index \(index) out of 0..<1")
                return property
            case .many(let properties): return properties[index]
            }
        }
        set {
            switch storage {
            case .one:
                precondition(index == 0, "MotionProperties index \(index) out of 0..<1")
                storage = .one(newValue)
            case .many(var properties):
                // Taken out of the storage first, so the array is changed in place when unique.
                storage = .many([])
                properties[index] = newValue
                storage = .many(properties)
            }
        }
    }

    /// Calls `body` with the properties in memory that stays valid for the call whatever it does to
    /// the motion: a copy of the inline property, or the array, retained.
    @inline(__always)
    func withBuffer<Result>(_ body: (ElementList<Erased>) -> Result) -> Result {
        // The whole storage copied first, then the property taken from the copy: taking it from the
        // stored enum directly compiled, in a motion's start, to a copy through the generic
        // property's value witness (about 40 instructions more).
        let storage = storage
        switch storage {
        case .one(let property):
            return ElementList.withElement(property, body)
        case .many(let properties):
            return ElementList.withElements(of: properties, body)
        }
    }
}
