import Foundation
@_spi(Kernel) import MotionKernel

extension PropertyData {
    /// `properties` as properties of any object: the same array, reinterpreted.
    ///
    /// A property's layout does not depend on its target type: its name, its accessor's body, which
    /// takes the target as `AnyObject`, and the two numbers. Code that reads properties at the
    /// beginning of every run (``PropertyLanes``) then runs compiled for this one type, where code
    /// generic over the target would run unspecialized in the library and look up the element's
    /// metadata and call the array's generic methods on every run. The array's storage keeps its own
    /// class, which frees the elements as what they are.
    @inline(__always)
    static func erased(_ properties: [PropertyData<Target>]) -> [PropertyData<AnyObject>] {
        reinterpretCast(properties, to: [PropertyData<AnyObject>].self)
    }
}
