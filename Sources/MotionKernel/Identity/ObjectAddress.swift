import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where an object lives in memory, and how large its allocation is: how the engine's `AdditiveKey` tells that a
/// typed key path's scalar lies inside its object (a stored property) and not in a temporary (a
/// computed one).
@_spi(Kernel) public enum ObjectAddress {
    /// The object's address.
    public static func of(_ object: AnyObject) -> UInt {
        UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
    }

    /// Where `address` lies inside the object's own allocation, with `bytes` bytes from there inside
    /// it too: its offset from the object's address, or `nil` (also when the platform cannot tell
    /// the allocation's size). A computed property's storage, a temporary, never lies there.
    public static func offset(of address: UInt, bytes: UInt = 1, inside object: AnyObject) -> Int? {
        let base = of(object)
        guard address >= base, address - base <= UInt(Int32.max) else { return nil }
        let size = allocationSize(of: object)
        guard size >= bytes, address - base <= size - bytes else { return nil }
        return Int(address - base)
    }

    /// The bytes an instance of the Swift class `type` asks the allocator for (its header and
    /// stored properties), as the runtime records it in the class's metadata.
    public static func instanceSize(of type: AnyClass) -> Int {
        #if canImport(ObjectiveC)
        return class_getInstanceSize(type)
        #else
        // Without Objective-C interoperability, a class's metadata begins with its kind and its
        // superclass, then its flags and its instances' address point, then their size (32 bits).
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        return Int(metadata.load(fromByteOffset: 2 * MemoryLayout<UnsafeRawPointer>.stride + 8, as: UInt32.self))
        #endif
    }

    /// The usable size of the object's allocation, or 0 when the platform cannot tell.
    public static func allocationSize(of object: AnyObject) -> UInt {
        let pointer = Unmanaged.passUnretained(object).toOpaque()
        #if canImport(Darwin)
        return UInt(malloc_size(pointer))
        #elseif canImport(Glibc) || canImport(Musl)
        return usableSize.map { UInt($0(pointer)) } ?? 0
        #else
        return 0
        #endif
    }

    #if !canImport(Darwin) && (canImport(Glibc) || canImport(Musl))
    /// `malloc_usable_size`, which the C library exports but its Swift module does not declare.
    private static let usableSize: (@convention(c) (UnsafeMutableRawPointer?) -> Int)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_usable_size") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutableRawPointer?) -> Int).self)
    }()
    #endif
}
