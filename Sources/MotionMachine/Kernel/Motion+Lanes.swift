import Foundation

extension Motion {
    /// The motion's lanes, in place (see ``OwnedValue``).
    ///
    /// Addressors, not `_read`/`_modify`: a coroutine accessor that the optimizer does not inline
    /// into a caller in another file allocates its frame on the heap, and the first beat of every
    /// leg read the lanes that way (an allocation per motion per leg).
    var lanes: PropertyLanes {
        @inline(__always) unsafeAddress { UnsafePointer(laneStorage.address) }
        @inline(__always) unsafeMutableAddress { laneStorage.address }
    }
}
