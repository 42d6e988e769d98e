import Foundation

/// LLVM's prefetch intrinsic, which Swift has no other spelling for: a hint to bring the cache line
/// at `address` in, which never faults (any address will do) and changes nothing else.
@_silgen_name("llvm.prefetch.p0")
@usableFromInline func llvmPrefetch(_ address: UnsafeRawPointer, _ write: Int32, _ locality: Int32, _ cache: Int32)

/// Requests for cache lines a beat will read soon. A request never faults and changes no value, so
/// an address past the end of a buffer, or a stale one, only wastes the request.
@_spi(Kernel) public enum Prefetch {
    /// Asks for the cache line at `address`, to be read (compiles to `prefetcht0` on x86-64 and
    /// `prfm pldl1keep` on arm64).
    @inlinable @inline(__always)
    public static func line(_ address: UnsafeRawPointer) {
        llvmPrefetch(address, 0, 3, 1)
    }

    /// Asks for the cache line of a word-aligned address that may be garbage, null included,
    /// without a branch: the address with its lowest bit set is never null and lies in the same
    /// line.
    @inlinable @inline(__always)
    public static func line(atWord address: UInt) {
        line(UnsafeRawPointer(bitPattern: address | 1).unsafelyUnwrapped)
    }

    /// Asks for `lines` consecutive cache lines from `address`.
    @inlinable @inline(__always)
    public static func lines(_ address: UnsafeRawPointer, _ lines: Int) {
        for line in 0..<lines { Self.line(address + line &* 64) }
    }
}
