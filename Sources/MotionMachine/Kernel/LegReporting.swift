import Foundation

/// A subscriber whose eased leg reports each beat it plays (a motion with an `updated` callback).
protocol LegReporting: AnyObject {
    /// Called after a beat the tempo played through the subscriber's reporting leg wrote its value;
    /// `token` is the run the leg was offered in.
    func reportLegBeat(token: UInt64)
}
