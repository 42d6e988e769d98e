/// Elements lent for the length of a call: an array's, or one value's, read by index as plain loads.
///
/// Code that runs at the beginning of every run reads a motion's properties this way, on the
/// properties' non-generic form: the array is held for the call (a target getter that changes the
/// motion's properties cannot free its storage), each element is read in place (a field of one is a
/// load, not a copy of the element), and no generic metadata or array method is involved.
@_spi(Kernel) public struct ElementList<Element> {
    /// The elements, valid only during the call that lends them.
    @usableFromInline let buffer: UnsafeBufferPointer<Element>

    @inlinable init(_ buffer: UnsafeBufferPointer<Element>) {
        self.buffer = buffer
    }

    /// The number of elements.
    @inlinable public var count: Int { buffer.count }

    /// The element at `index` (below ``count``), in place.
    @inlinable public subscript(index: Int) -> Element {
        unsafeAddress {
            assert(index >= 0 && index < buffer.count, "an index below the count")
            return buffer.baseAddress.unsafelyUnwrapped + index
        }
    }

    /// Calls `body` with the elements of `array`, which the call holds.
    @inlinable @inline(__always)
    public static func withElements<Result>(of array: [Element], _ body: (ElementList) -> Result) -> Result {
        array.withUnsafeBufferPointer { body(ElementList($0)) }
    }

    /// Calls `body` with `element` alone, a copy the call holds.
    @inlinable @inline(__always)
    public static func withElement<Result>(_ element: Element, _ body: (ElementList) -> Result) -> Result {
        withUnsafePointer(to: element) { body(ElementList(UnsafeBufferPointer(start: $0, count: 1))) }
    }
}

@_spi(Kernel) extension ElementList: RandomAccessCollection {
    /// 0.
    @inlinable public var startIndex: Int { 0 }
    /// ``count``.
    @inlinable public var endIndex: Int { buffer.count }
}
