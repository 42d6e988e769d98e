import Foundation
@_spi(Kernel) import MotionKernel

/// Identifies one property of one object, so additive motions on the same property can find each
/// other.
///
/// A property named by a string path is identified by that path. A property named by a typed key
/// path to a stored scalar is identified by where the scalar lives inside the object, which the key
/// path's accessor reports (naming it any other way would stop the key path from folding into a
/// direct store). Properties that have neither (computed properties reached by typed key paths,
/// components of typed composite states, custom accessors) cannot be identified; additive motions
/// on them move on their own, starting from the current value.
///
/// Asking a typed key path's accessor where its scalar lives is an inout access: free of effects for
/// a plain stored property, but a computed or observed one runs its getter and then its setter with
/// the value the getter returned. So the property is read first, and one whose value is not finite
/// is not asked (it cannot be identified): its setter never receives a non-finite number. A start
/// asks each property once.
struct AdditiveKey: Hashable {
    enum Property: Hashable {
        /// The address of the scalar inside the object.
        case storage(UInt)
        /// A string path.
        case path(String)
    }

    let object: ObjectIdentifier
    let property: Property

    /// The key of `property` of `target`, or `nil` when the property cannot be identified.
    static func make<Target: AnyObject>(for property: PropertyData<Target>, of target: Target) -> AdditiveKey? {
        if let path = property.identifyingPath {
            return AdditiveKey(object: ObjectIdentifier(target), property: .path(path))
        }
        guard property.accessor.read(target).isFinite else { return nil }
        guard let address = storageAddress(of: property, in: target) else { return nil }
        return AdditiveKey(object: ObjectIdentifier(target), property: .storage(address))
    }

    /// The scalar's address, when the accessor reports one that lies inside the object's own
    /// allocation (a computed property reports a temporary's address, which does not).
    private static func storageAddress<Target: AnyObject>(of property: PropertyData<Target>, in target: Target) -> UInt? {
        let address = UInt(property.accessor.body(target, .identify).bitPattern)
        guard address != 0, ObjectAddress.offset(of: address, inside: target) != nil else { return nil }
        return address
    }
}
