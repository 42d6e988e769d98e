import Foundation
import MotionCore

// The beat over a tempo's list: runs of eased legs (see EasedLegRun), each of like kinds in a loop
// specialized for the kind, and any other entry on its own.

extension TempoEntries {
    /// Calls every live entry, or moves it by its leg. Entries appended meanwhile are not visited
    /// (the tempo queues them).
    /// - Parameter checksTargets: whether eased legs check their targets on this beat (see
    ///   ``TargetSweep``).
    @inlinable public func beat(_ timestamp: TimeInterval, checksTargets: Bool) {
        // The bases hoisted: the calls in the loop could, for all the compiler knows, change `self`,
        // but the memory does not move during a beat (entries join and leave between beats).
        guard let modes = modes.base, let accesses = eased.coldBase, let eased = eased.base, let tails = tails.base,
              let lastBeats = lastBeats.base, let cold = entries.base
        else { return }
        let list = Run(modes: modes, eased: eased, accesses: accesses, lastBeats: lastBeats, tails: tails,
                       reports: reports.base, shares: shares.base, entries: cold, end: entries.count,
                       timestamp: timestamp, checksTargets: checksTargets)
        var index = 0
        while index < list.end {
            // Eased legs in runs of one mode and one easing kind (a list of like tweens is one run),
            // each in a loop specialized for its kind, which evaluates the easing without a
            // dispatch on every leg (see the Performance article). Legs whose neighbours differ in
            // kind go one by one.
            let mode = modes[index]
            switch mode {
            case .eased: index = PlainRun(list: list, start: index).play()
            case .reporting: index = ReportingRun(list: list, start: index).play()
            case .additive: index = AdditiveRun(list: list, start: index).play()
            case .steady: index = playSteadyRun(list, from: index)
            default:
                beatOtherEntry(at: index, mode: mode, timestamp, checksTargets: checksTargets)
                index += 1
            }
        }
    }

    /// What a run of eased legs reads: the list's arrays, and the beat.
    public struct Run {
        public let modes: UnsafeMutablePointer<Mode>
        public let eased: UnsafeMutablePointer<EasedLeg>
        /// The eased legs' accessors (for the legs that write through them), read only by writes that
        /// do not store in place.
        public let accesses: UnsafeMutablePointer<EasedLeg.Access>
        public let lastBeats: UnsafeMutablePointer<TimeInterval>
        /// Slots used only by the legs, eased or steady, that have tails (made with the list, as
        /// every slot buffer is).
        public let tails: UnsafeMutablePointer<LegClock.Tail>
        /// Slots used only by the entries whose modes say so.
        public let reports: UnsafeMutablePointer<EasedLeg.Report>?
        public let shares: UnsafeMutablePointer<EasedLeg.Share>?
        public let entries: UnsafeMutablePointer<Entry>
        public let end: Int
        public let timestamp: TimeInterval
        public let checksTargets: Bool

        /// The fields as given.
        @inlinable public init(modes: UnsafeMutablePointer<Mode>, eased: UnsafeMutablePointer<EasedLeg>, accesses: UnsafeMutablePointer<EasedLeg.Access>, lastBeats: UnsafeMutablePointer<TimeInterval>, tails: UnsafeMutablePointer<LegClock.Tail>, reports: UnsafeMutablePointer<EasedLeg.Report>?, shares: UnsafeMutablePointer<EasedLeg.Share>?, entries: UnsafeMutablePointer<Entry>, end: Int, timestamp: TimeInterval, checksTargets: Bool) {
            self.modes = modes
            self.eased = eased
            self.accesses = accesses
            self.lastBeats = lastBeats
            self.tails = tails
            self.reports = reports
            self.shares = shares
            self.entries = entries
            self.end = end
            self.timestamp = timestamp
            self.checksTargets = checksTargets
        }

        /// Whether the entry at `index` is in `mode` and its leg is eased by `kind`.
        @inline(__always)
        @inlinable public func holds(_ index: Int, _ mode: Mode, _ kind: EasingKind) -> Bool {
            index < end && modes[index] == mode && eased[index].kind == kind
        }

        /// How many entries ahead of the one it moves a run asks for lines: far enough that a line
        /// requested from memory arrives before its step (sixteen steps of a tween take about as
        /// long as a round trip to memory), near enough that it is still in the cache then.
        @inlinable public static var prefetchDistance: Int { 16 }

        /// Whether a run at `index` asks for the lines of the entry `prefetchDistance` after it: only
        /// within the list, so a short list (a group's) asks for nothing it will not read.
        @inline(__always)
        @inlinable public func prefetches(at index: Int) -> Bool {
            index &+ Self.prefetchDistance < end
        }

        /// Asks for the line where the eased record `prefetchDistance` entries after `index` begins,
        /// and its last beat. Records are 48 bytes and their slots begin on a line (see
        /// ``SlotBuffer``), so every line of a run holds the start of a record and is asked for: a
        /// record that runs into the next line finds it asked for by the record after it, one step
        /// later. A record's lines are then in the cache when its step comes, where the hardware's
        /// prefetcher, which stops at each 4 KiB page, would miss on the first records of every page,
        /// and on every record of a short list (a group's; its first records are asked for by its
        /// ``CollectionHint``).
        @inline(__always)
        @inlinable public func prefetchLegs(ahead index: Int) {
            let ahead = index &+ Self.prefetchDistance
            let record = UnsafeRawPointer(eased + ahead)
            Prefetch.line(record)
            Prefetch.line(UnsafeRawPointer(lastBeats + ahead))
            // Half as far ahead, the target's first stored property.
            Prefetch.line(atWord: Self.word(in: eased, ahead: index, at: EasedLeg.targetOffset) &+ 16)
        }

        /// The address stored `offset` bytes into the slot half the prefetch distance after
        /// `index`, whose line the run asked for earlier, so the read does not wait: an address to
        /// ask for next. The slot lies within the list (a run asks only there) and so within its
        /// buffer; an entry there in another mode has garbage in it, read as a plain word, and a
        /// request for a garbage address is only wasted.
        @inline(__always)
        @inlinable public static func word<Slot>(in slots: UnsafeMutablePointer<Slot>, ahead index: Int, at offset: Int) -> UInt {
            UnsafeRawPointer(slots + (index &+ prefetchDistance / 2)).load(fromByteOffset: offset, as: UInt.self)
        }

        /// Where the entry's tail is, if its leg has one.
        @inline(__always)
        @inlinable public func tail(at index: Int) -> LegClock.TailSlot {
            LegClock.TailSlot(slots: tails, index: index)
        }

        /// Where the leg at `index` finds its lane's accessor, for a write that does not store in place.
        @inline(__always)
        @inlinable public func writer(at index: Int) -> EasedLeg.LaneWriter {
            EasedLeg.LaneWriter(accesses: accesses, entries: entries, index: index)
        }

        /// Calls the entry's object, for a leg that hands its beat back.
        @inline(__always)
        @inlinable public func call(at index: Int) {
            TempoEntries.call(entries + index, timestamp)
        }
    }

    /// A run of eased legs in one mode, and the step each leg takes.
    public struct PlainRun: EasedLegRun {
        public let list: Run
        public let start: Int

        /// The fields as given.
        @inlinable public init(list: Run, start: Int) {
            self.list = list
            self.start = start
        }
        @inlinable public static var mode: Mode { .eased }
        @inlinable public static var splitsOnTargetChecks: Bool { true }

        @inline(__always)
        @inlinable public func step(at index: Int, kind: EasingKind, checksTargets: Bool) {
            if !list.eased[index].beat(list.timestamp, kind: kind, lastBeat: &list.lastBeats[index], checksTarget: checksTargets,
                                       tail: list.tail(at: index), writer: list.writer(at: index)) {
                list.call(at: index)
            }
        }
    }

    /// A run of eased legs whose motions have `updated` callbacks: each beat a leg plays is
    /// reported to its motion after the write.
    public struct ReportingRun: EasedLegRun {
        public let list: Run
        public let start: Int

        /// The fields as given.
        @inlinable public init(list: Run, start: Int) {
            self.list = list
            self.start = start
        }
        @inlinable public static var mode: Mode { .reporting }
        @inlinable public static var splitsOnTargetChecks: Bool { false }

        /// The records and last beats, the reports beside them and, half as far ahead, what the
        /// report reads: the motion's first fields (the flags, the run token and the address of its
        /// `MotionExtras`, bytes 16 to 32 of the object), and the box's first field, the `updated`
        /// callback.
        @inline(__always)
        @inlinable public func prefetch(ahead index: Int) {
            list.prefetchLegs(ahead: index)
            let reports = list.reports.unsafelyUnwrapped
            Prefetch.line(UnsafeRawPointer(reports + (index &+ Run.prefetchDistance)))
            let motion = Run.word(in: reports, ahead: index, at: EasedLeg.Report.reporterOffset)
            Prefetch.line(atWord: motion &+ 16)
            Prefetch.line(atWord: motion &+ 48)
            Prefetch.line(atWord: Run.word(in: reports, ahead: index, at: EasedLeg.Report.readsNextOffset) &+ 16)
        }

        @inline(__always)
        @inlinable public func step(at index: Int, kind: EasingKind, checksTargets: Bool) {
            // Copied first: a target setter or the callback may withdraw the leg and its report.
            let report = list.reports.unsafelyUnwrapped[index]
            let previous = list.lastBeats[index]
            if !list.eased[index].beat(list.timestamp, kind: kind, lastBeat: &list.lastBeats[index], checksTarget: checksTargets,
                                       tail: list.tail(at: index), writer: list.writer(at: index)) {
                list.call(at: index)
            } else if list.timestamp >= previous {
                // The leg wrote (an earlier beat is ignored, and reported by nobody).
                report.reporter.reportLegBeat(token: report.token)
            }
        }
    }

    /// A run of eased legs that move additive lanes, each through its share of its property's sum.
    public struct AdditiveRun: EasedLegRun {
        public let list: Run
        public let start: Int

        /// The fields as given.
        @inlinable public init(list: Run, start: Int) {
            self.list = list
            self.start = start
        }
        @inlinable public static var mode: Mode { .additive }
        @inlinable public static var splitsOnTargetChecks: Bool { true }

        /// The records and last beats, the shares beside them and, half as far ahead, the sum a
        /// share points to (read from a share asked for earlier, so the read does not wait).
        @inline(__always)
        @inlinable public func prefetch(ahead index: Int) {
            list.prefetchLegs(ahead: index)
            let shares = list.shares.unsafelyUnwrapped
            Prefetch.line(UnsafeRawPointer(shares + (index &+ Run.prefetchDistance)))
            Prefetch.line(atWord: Run.word(in: shares, ahead: index, at: EasedLeg.Share.totalsOffset))
        }

        @inline(__always)
        @inlinable public func step(at index: Int, kind: EasingKind, checksTargets: Bool) {
            if !list.eased[index].beat(list.timestamp, kind: kind, lastBeat: &list.lastBeats[index], checksTarget: checksTargets,
                                       tail: list.tail(at: index), writer: list.writer(at: index),
                                       share: list.shares.unsafelyUnwrapped + index) {
                list.call(at: index)
            }
        }
    }

    /// Plays the general steady legs from `start` to the next entry in another mode, in one loop
    /// (physics launches and springs, and tweens of several properties or with a custom easing), and
    /// returns the index after them. A loop rather than a call per leg: 31 instructions less per
    /// physics launch (callgrind, `beat-count physics`).
    @inline(never) @usableFromInline
    func playSteadyRun(_ list: Run, from start: Int) -> Int {
        let steady = steady.base.unsafelyUnwrapped
        var index = start
        repeat {
            if !steady[index].beat(list.timestamp, tail: list.tail(at: index)) { list.call(at: index) }
            index += 1
        } while index < list.end && list.modes[index] == .steady
        return index
    }

    /// Calls an entry's object: for a leg that hands its beat back, and for the calling kind.
    @inline(never)
    public static func call(_ entry: UnsafeMutablePointer<Entry>, _ timestamp: TimeInterval) {
        entry.pointee.driven.unsafelyUnwrapped.tempoBeatUpdate(timestamp)
    }

    /// Beats an entry that no leg moves: one that is called, or a collection. Retired entries are
    /// skipped.
    @inline(never) @usableFromInline
    func beatOtherEntry(at index: Int, mode: Mode, _ timestamp: TimeInterval, checksTargets: Bool) {
        let entry = entries.base.unsafelyUnwrapped + index
        if mode == .call {
            Self.call(entry, timestamp)
        } else if mode == .collection {
            beatCollection(at: index, timestamp, refreshesHint: checksTargets)
        }
    }

    /// Calls a collection, after asking for the lines the next entry's beat reads first if it is a
    /// collection too; then, on the beats that check targets (twice a second) and until the
    /// collection has a hint, notes where its next beat will read (see ``CollectionHint``). The
    /// addresses change only when the child's list grows or compacts, and a stale hint only wastes
    /// its requests.
    @inlinable func beatCollection(at index: Int, _ timestamp: TimeInterval, refreshesHint: Bool) {
        let next = index + 1
        if next < entries.count, modes[next] == .collection { hints[next].pointee.prefetch() }
        Self.call(entries.base.unsafelyUnwrapped + index, timestamp)
        // Unless the collection left the list during its beat: the entry still holds it until the
        // beat ends, its mode says whether it is live. The object is read uncounted (the first word
        // of the entry's optional class existential): a retain and release here cost more than the
        // rest of the hint.
        guard modes[index] == .collection, refreshesHint || hints[index].pointee.isEmpty else { return }
        hints[index].pointee = (entries.base.unsafelyUnwrapped + index).pointee.driven.unsafelyUnwrapped.collectionHint()
    }
}
