import Foundation
@_spi(Kernel) import MotionKernel

// The kernel's side of a tempo: the fast path's records, handed over and taken back. A moveable
// reaches the fast path only through these (see SteadyLeg and EasedLeg).

extension Tempo {
    /// Lets the tempo move a subscriber by itself from `leg` (or stops that, with `nil`). Ignored for
    /// an object that joined during the current beat; it can hand over a leg on its next beat.
    /// `index` is the index `subscriber` keeps of its entry in this tempo's list.
    /// With a leg, `tail` is the rest of its clock (kept if the leg ``SteadyLeg/hasTail``).
    ///
    /// A leg that needs a kind of slot the list has not made yet during a beat is declined: the
    /// entry's earlier leg goes, the subscriber plays its own beats (the same values, see
    /// ``SteadyLeg``), and its next offer, after the beat has made the slots, is taken.
    /// - Returns: whether the tempo took the leg (or, for `nil`, whether the subscriber is here).
    @inline(__always) @discardableResult
    func offerSteadyLeg(_ leg: SteadyLeg?, tail: LegClock.Tail? = nil, at index: Int, of subscriber: AnyObject) -> Bool {
        guard let index = entryIndex(index, of: subscriber) else { return false }
        if leg != nil, !hasSlots(TempoEntries.slotsOfSteadyLeg) {
            entries.setSteady(nil, at: index)
            return false
        }
        entries.setSteady(leg, tail: tail, at: index)
        return true
    }

    /// Lets the tempo move a subscriber by itself from the compact `leg`, offered at the beat `beat`,
    /// with the `access` of its lane, for a lane known not to be stored in place (kept beside the
    /// leg), and the `tail` of its clock (kept if the leg ``EasedLeg/hasTail``).
    /// - Returns: whether the tempo took the leg.
    @inline(__always) @discardableResult
    func offerEasedLeg(_ leg: consuming EasedLeg, access: EasedLeg.Access?, tail: LegClock.Tail,
                       report: EasedLeg.Report? = nil, share: EasedLeg.Share? = nil, at beat: TimeInterval,
                       entry index: Int, of subscriber: AnyObject) -> Bool {
        guard let index = entryIndex(index, of: subscriber) else { return false }
        // Declined as a steady leg is, when the list lacks a kind of slot during a beat.
        guard hasSlots(TempoEntries.slots(ofEasedLegWithReport: report != nil, share: share != nil)) else {
            entries.setSteady(nil, at: index)
            return false
        }
        entries.setEased(leg, access: access, tail: tail, report: report, share: share, offeredAt: beat, at: index)
        return true
    }

    /// Where a subscriber's entry is, when it holds a leg the subscriber can rebuild its run record
    /// from (see ``TempoEntries/rebuildRun(at:into:box:)``); `nil` if it has no leg that holds its
    /// whole run.
    func runSourceIndex(_ index: Int, of subscriber: AnyObject) -> Int? {
        guard let index = runEntryIndex(index, of: subscriber), entries.holdsRunSource(at: index) else { return nil }
        return index
    }

    /// How far the tempo has moved a subscriber by its steady leg: the last beat it handled, and the
    /// additive offset a single additive lane reached. `nil` if the subscriber has no steady leg.
    @inline(__always)
    func steadyProgress(at index: Int, of subscriber: AnyObject) -> SteadyLeg.Progress? {
        guard let index = entryIndex(index, of: subscriber) else { return nil }
        return entries.steadyProgress(at: index)
    }
}
