import Foundation

extension SteadyLeg {
    /// The leg of a motion's `lanes`: a copy of the only lane of a single-property motion (with its
    /// additive share), or the lanes themselves.
    @inlinable public init(clock: LegClock, reverse: Bool, lastBeat: TimeInterval, target: TargetPointer, evaluator: LegEvaluator,
         lanes: borrowing PropertyLanes) {
        if let single = lanes.single {
            self.init(clock: clock, reverse: reverse, lastBeat: lastBeat, target: target, evaluator: evaluator,
                      writes: .single(single), share: lanes.singleShare)
        } else {
            self.init(clock: clock, reverse: reverse, lastBeat: lastBeat, target: target, evaluator: evaluator,
                      writes: .lanes(lanes.span), share: nil)
        }
    }
}
