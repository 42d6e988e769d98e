import Foundation

/// A subscriber whose eased leg reports each beat it plays (a motion with an `updated` callback).
@_spi(Kernel) public protocol LegReporting: AnyObject {
    /// Called after a beat the tempo played through the subscriber's reporting leg wrote its value;
    /// `token` is the run the leg was offered in.
    func reportLegBeat(token: RunToken)
}

/// Which run of a motion a beat, a callback or a leg record belongs to: the motion counts it up
/// whenever a control call interrupts a run. Thirty-two bits, beside the motion's flags in its first
/// cache line: a token is compared only with the motion's
/// current one, and it would take 2³² interruptions during a single callback, or while one leg
/// record stays offered, for an old token to read as current.
@_spi(Kernel) public typealias RunToken = UInt32
