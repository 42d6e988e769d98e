import Dispatch
import Foundation
@_spi(Kernel) import MotionKernel

/// Tells, without trapping, whether code runs on the main actor: on the main thread, or in a block
/// of the main queue (on Linux, once the main thread calls `dispatchMain()`, the main queue, and so
/// the main actor, runs on another thread).
enum MainQueue {
    /// A mark set on the main queue, readable from its blocks.
    private static let mark: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main actor.
    static var isCurrent: Bool {
        MainThreadFlag.isMainThread || DispatchQueue.getSpecific(key: mark) == true
    }
}
