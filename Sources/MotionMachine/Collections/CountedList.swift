import Foundation

/// An array that keeps its count beside its reference, for a collection's event and catch-up lists.
///
/// A collection asks on every beat whether these lists are empty, and they keep the room they
/// reserve when a run starts (so that a beat that queues an event allocates nothing). An array
/// answers `isEmpty` from its own buffer, one more cache line per collection and beat; this answers
/// from the count stored in the collection.
struct CountedList<Element> {
    private var elements: [Element] = []
    /// The number of elements.
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }
    var indices: Range<Int> { 0..<count }

    subscript(index: Int) -> Element { elements[index] }

    mutating func append(_ element: Element) {
        elements.append(element)
        count += 1
    }

    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return elements.removeLast()
    }

    /// - Complexity: O(n).
    mutating func remove(at index: Int) -> Element {
        let element = elements.remove(at: index)
        count -= 1
        return element
    }

    /// Removes the elements that satisfy `shouldBeRemoved`, keeping the others in order.
    /// - Complexity: O(n).
    mutating func removeAll(where shouldBeRemoved: (Element) -> Bool) {
        elements.removeAll(where: shouldBeRemoved)
        count = elements.count
    }

    /// Empties the list, keeping room for `capacity` elements.
    /// - Complexity: O(n).
    mutating func removeAll(reservingCapacity capacity: Int) {
        elements.removeAll(keepingCapacity: true)
        elements.reserveCapacity(capacity)
        count = 0
    }
}
