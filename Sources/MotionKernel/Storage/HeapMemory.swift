import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Memory for the kernel's buffers, straight from the C allocator, or, for large blocks with glibc,
/// straight from the system.
///
/// `UnsafeMutablePointer.allocate(capacity:)` asks the Swift runtime for memory of "default"
/// alignment, which the runtime serves with `posix_memalign` whatever the type's alignment: about
/// 220 instructions where `malloc` takes about 100, on every lane buffer a motion allocates when it
/// starts (and again to free it). Every kernel type is aligned to at most 16 bytes, which `malloc`
/// guarantees on the platforms MotionMachine builds for. Memory from ``allocate(_:capacity:)`` or
/// ``allocateLines(_:capacity:)`` is freed with ``deallocate(_:capacity:)``, given the same capacity,
/// never with `free` or the pointer's own `deallocate()`.
///
/// A block of at least ``mappedBytes`` is mapped from the system with glibc (Linux): the beat list's
/// arrays and the lease table double as they grow, and glibc, once it has unmapped one large block,
/// serves blocks up to that size from its heap instead, where an outgrown array stays resident after
/// it is freed (about eleven bytes a running tween at 100,000). A block mapped here goes back to the
/// system when freed, and glibc's threshold stays where it was for the rest of the program. Other C
/// libraries already map and return their large blocks.
@_spi(Kernel) public enum HeapMemory {
    /// The size from which a block is mapped from the system rather than taken from `malloc` (glibc's
    /// own initial threshold).
    @inlinable public static var mappedBytes: Int { 131_072 }

    /// Uninitialized memory for `capacity` elements (at least one).
    @inlinable @inline(__always)
    public static func allocate<Element>(_ type: Element.Type, capacity: Int) -> UnsafeMutablePointer<Element> {
        precondition(MemoryLayout<Element>.alignment <= 16, "HeapMemory serves alignments up to 16 bytes")
        let bytes = byteCount(Element.self, capacity: capacity)
        guard let raw = isMapped(bytes) ? map(bytes) : malloc(bytes) else {
            fatalError("HeapMemory: out of memory for \(capacity) × \(Element.self)")
        }
        return raw.bindMemory(to: Element.self, capacity: capacity)
    }

    /// The size of a cache line on the machines MotionMachine runs on (64 bytes on x86-64 and on
    /// most arm64 cores; 128 on Apple's, where a line-aligned block is still aligned to 64).
    @inlinable public static var lineSize: Int { 64 }

    /// Uninitialized memory for `capacity` elements (at least one) that begins on a cache line
    /// (see ``lineSize``), so that an element of a line's size spans one line, not two. For large,
    /// long-lived blocks (`posix_memalign` costs more than `malloc`; a mapped block begins on a page).
    @inlinable public static func allocateLines<Element>(_ type: Element.Type, capacity: Int) -> UnsafeMutablePointer<Element> {
        precondition(MemoryLayout<Element>.alignment <= lineSize, "HeapMemory serves alignments up to a line")
        let bytes = byteCount(Element.self, capacity: capacity)
        var raw: UnsafeMutableRawPointer?
        if isMapped(bytes) {
            raw = map(bytes)
        } else if posix_memalign(&raw, lineSize, bytes) != 0 {
            raw = nil
        }
        guard let raw else { fatalError("HeapMemory: out of memory for \(capacity) × \(Element.self)") }
        return raw.bindMemory(to: Element.self, capacity: capacity)
    }

    /// Frees memory from ``allocate(_:capacity:)`` or ``allocateLines(_:capacity:)`` (its elements
    /// already deinitialized), given the capacity it was allocated with.
    @inlinable @inline(__always)
    public static func deallocate<Element>(_ pointer: UnsafeMutablePointer<Element>, capacity: Int) {
        let bytes = byteCount(Element.self, capacity: capacity)
        if isMapped(bytes) { unmap(pointer, bytes) } else { free(pointer) }
    }

    /// Moves a block from ``allocate(_:capacity:)`` or ``allocateLines(_:capacity:)`` to room for
    /// `newCapacity` elements (more than `oldCapacity`), its bytes kept, where the system can move
    /// its pages instead of its bytes: a mapped block (see ``mappedBytes``), on Linux. Pages the
    /// block never touched stay untouched, and those it did are neither copied nor faulted in again.
    /// The elements move as their bytes, as every Swift value may on Linux (what cannot, an
    /// Objective-C weak reference, exists only on Apple platforms).
    /// - Returns: the block's new address, whose memory the caller then frees with the new capacity;
    ///   or `nil` (the block unchanged) where it cannot, and the caller moves its elements itself.
    /// - Complexity: O(pages), a page-table update, not a copy.
    @usableFromInline
    static func remap<Element>(_ pointer: UnsafeMutablePointer<Element>, from oldCapacity: Int, to newCapacity: Int)
        -> UnsafeMutablePointer<Element>? {
        let oldBytes = byteCount(Element.self, capacity: oldCapacity), newBytes = byteCount(Element.self, capacity: newCapacity)
        guard newBytes > oldBytes, isMapped(oldBytes),
              let moved = movePages(UnsafeMutableRawPointer(pointer), oldBytes, newBytes) else { return nil }
        return moved.bindMemory(to: Element.self, capacity: newCapacity)
    }

    /// The pages of a block from ``map(_:)`` moved to a block of `newBytes` (`nil` if the system
    /// cannot), with `mremap`.
    @usableFromInline
    static func movePages(_ pointer: UnsafeMutableRawPointer, _ oldBytes: Int, _ newBytes: Int) -> UnsafeMutableRawPointer? {
        #if canImport(Glibc)
        // MREMAP_MAYMOVE (1 on every Linux architecture), which Glibc declares only for GNU sources.
        let mayMove: Int32 = 1
        let moved = linuxRemap(pointer, oldBytes, newBytes, mayMove)
        return moved == MAP_FAILED ? nil : moved
        #else
        return nil
        #endif
    }

    /// The bytes a block for `capacity` elements takes (at least one).
    @inlinable @inline(__always)
    static func byteCount<Element>(_ type: Element.Type, capacity: Int) -> Int {
        max(1, MemoryLayout<Element>.stride * capacity)
    }

    /// Whether a block of `bytes` is mapped from the system.
    @inlinable @inline(__always)
    static func isMapped(_ bytes: Int) -> Bool {
        #if canImport(Glibc)
        bytes >= mappedBytes
        #else
        false
        #endif
    }

    /// `bytes` of fresh pages (`nil` if the system has none).
    @usableFromInline
    static func map(_ bytes: Int) -> UnsafeMutableRawPointer? {
        #if canImport(Glibc)
        let mapped = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        return mapped == MAP_FAILED ? nil : mapped
        #else
        return malloc(bytes)
        #endif
    }

    /// Gives the pages of a block from ``map(_:)`` back to the system.
    @usableFromInline
    static func unmap(_ pointer: UnsafeMutableRawPointer, _ bytes: Int) {
        #if canImport(Glibc)
        munmap(pointer, bytes)
        #else
        free(pointer)
        #endif
    }
}

#if canImport(Glibc)
/// Linux's `mremap`. C declares it variadic (a fifth argument, the new address, is read only with
/// `MREMAP_FIXED`), so Swift does not import it; declared here with its four named arguments, which
/// a variadic and a fixed call pass alike in Linux's x86-64 and arm64 calling conventions.
@_extern(c, "mremap")
private func linuxRemap(_ address: UnsafeMutableRawPointer?, _ oldBytes: Int, _ newBytes: Int, _ flags: Int32)
    -> UnsafeMutableRawPointer?
#endif
