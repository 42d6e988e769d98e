import Foundation

/// Memory for the kernel's buffers, straight from the C allocator.
///
/// `UnsafeMutablePointer.allocate(capacity:)` asks the Swift runtime for memory of "default"
/// alignment, which the runtime serves with `posix_memalign` whatever the type's alignment: about
/// 220 instructions where `malloc` takes about 100, on every lane buffer a motion allocates when it
/// starts (and again to free it). Every kernel type is aligned to at most 16 bytes, which `malloc`
/// guarantees on the platforms MotionMachine builds for. Memory from ``allocate(_:capacity:)`` is
/// freed with ``deallocate(_:)`` (or `free`), never with the pointer's own `deallocate()`.
@_spi(Kernel) public enum HeapMemory {
    /// Uninitialized memory for `capacity` elements (at least one).
    @inlinable @inline(__always)
    public static func allocate<Element>(_ type: Element.Type, capacity: Int) -> UnsafeMutablePointer<Element> {
        precondition(MemoryLayout<Element>.alignment <= 16, "HeapMemory serves alignments up to 16 bytes")
        guard let raw = malloc(max(1, MemoryLayout<Element>.stride * capacity)) else {
            fatalError("HeapMemory: out of memory for \(capacity) × \(Element.self)")
        }
        return raw.bindMemory(to: Element.self, capacity: capacity)
    }

    /// The size of a cache line on the machines MotionMachine runs on (64 bytes on x86-64 and on
    /// most arm64 cores; 128 on Apple's, where a line-aligned block is still aligned to 64).
    @inlinable public static var lineSize: Int { 64 }

    /// Uninitialized memory for `capacity` elements (at least one) that begins on a cache line
    /// (see ``lineSize``), so that an element of a line's size spans one line, not two. For large,
    /// long-lived blocks (`posix_memalign` costs more than `malloc`).
    @inlinable public static func allocateLines<Element>(_ type: Element.Type, capacity: Int) -> UnsafeMutablePointer<Element> {
        precondition(MemoryLayout<Element>.alignment <= lineSize, "HeapMemory serves alignments up to a line")
        var raw: UnsafeMutableRawPointer?
        guard posix_memalign(&raw, lineSize, max(1, MemoryLayout<Element>.stride * capacity)) == 0, let raw else {
            fatalError("HeapMemory: out of memory for \(capacity) × \(Element.self)")
        }
        return raw.bindMemory(to: Element.self, capacity: capacity)
    }

    /// Frees memory from ``allocate(_:capacity:)`` or ``allocateLines(_:capacity:)`` (its elements
    /// already deinitialized).
    @inlinable @inline(__always)
    public static func deallocate<Element>(_ pointer: UnsafeMutablePointer<Element>) {
        free(pointer)
    }
}
