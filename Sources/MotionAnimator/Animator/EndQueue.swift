/// Running animations ordered by end time (a binary min-heap), so a beat finds the ones that end
/// without visiting the others.
///
/// Removed animations stay until they surface and are skipped then; ``compact()`` drops them when
/// they outnumber the live ones.
struct EndQueue {
    private var heap: [AnimationRecord] = []

    var count: Int { heap.count }

    /// Adds `record`.
    /// - Complexity: O(log *n*).
    mutating func insert(_ record: AnimationRecord) {
        heap.append(record)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].end < heap[parent].end else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the records whose end is at or before `time`, earliest first (removed ones
    /// included; the caller skips them).
    /// - Complexity: O(*k* log *n*) for *k* records returned.
    mutating func popEnded(at time: Double, into ended: inout [AnimationRecord]) {
        while let first = heap.first, first.end <= time {
            ended.append(first)
            let last = heap.removeLast()
            guard !heap.isEmpty else { break }
            heap[0] = last
            siftDown(from: 0)
        }
    }

    /// Drops removed records.
    /// - Complexity: O(*n*).
    mutating func compact() {
        heap.removeAll { !$0.isLive }
        for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(from: index) }
    }

    mutating func removeAll() { heap.removeAll() }

    private mutating func siftDown(from start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count && heap[left].end < heap[smallest].end { smallest = left }
            if right < heap.count && heap[right].end < heap[smallest].end { smallest = right }
            guard smallest != parent else { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
