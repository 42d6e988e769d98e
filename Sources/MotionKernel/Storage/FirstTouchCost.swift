import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(Darwin)
import Darwin
#endif

/// What memory fresh from the system costs on its first write, per byte: the page fault, the
/// kernel's zeroing of the page, its mapping. Every byte a motion keeps resident is paid this once
/// when it is created (the allocator takes fresh pages as the heap grows), so resident bytes per
/// motion times this cost is a floor under the time to create one, however few instructions that
/// takes. `motion bench` measures it in its own process, beside the figures it explains; it lives
/// here, with the kernel's other raw memory, for that tool.
@_spi(Kernel) public enum FirstTouchCost {
    /// Nanoseconds per byte to write one byte into each page of a fresh 64 MiB anonymous mapping
    /// (the fastest of three mappings), or `nil` if the system refuses the mapping.
    public static func nanosecondsPerByte() -> Double? {
        let size = 64 << 20
        let page = max(Int(sysconf(Int32(_SC_PAGESIZE))), 4096)
        var best = Double.infinity
        for _ in 0..<3 {
            guard let mapping = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
                  mapping != MAP_FAILED else { return nil }
            let bytes = mapping.assumingMemoryBound(to: UInt8.self)
            let start = DispatchTime.now().uptimeNanoseconds
            var offset = 0
            while offset < size {
                bytes[offset] = 1
                offset += page
            }
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / Double(size))
            munmap(mapping, size)
        }
        return best
    }
}
