import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// Whether the calling thread is the process's main thread, asked once per thread.
///
/// Every moveable asks on creation, to learn whether it may take the main tempo. On Linux,
/// Foundation's `Thread.isMainThread` compares the thread's id with the process's, two system calls
/// (about 0.6 µs a new moveable on this machine); a thread never changes role, so the
/// answer is kept in a thread-specific slot, which is read without entering the kernel. On Apple
/// platforms the question is already a read of thread-local state and is asked directly.
@_spi(Kernel) public enum MainThreadFlag {
    #if canImport(Glibc) || canImport(Musl) || canImport(Android)
    /// The slot: empty until the thread first asks, then 1 on the main thread, 2 on any other; `nil`
    /// if the process has no key left, in which case every call asks Foundation.
    private static let key: pthread_key_t? = {
        var key = pthread_key_t()
        return pthread_key_create(&key, nil) == 0 ? key : nil
    }()

    /// Whether the caller runs on the main thread.
    public static var isMainThread: Bool {
        guard let key else { return Thread.isMainThread }
        if let answer = pthread_getspecific(key) { return Int(bitPattern: answer) == 1 }
        let isMain = Thread.isMainThread
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: isMain ? 1 : 2))
        return isMain
    }
    #else
    /// Whether the caller runs on the main thread.
    public static var isMainThread: Bool { Thread.isMainThread }
    #endif
}
