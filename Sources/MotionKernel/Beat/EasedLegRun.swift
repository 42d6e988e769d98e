import Foundation
import MotionCore

/// A run of eased legs in a tempo's beat list: consecutive entries of one mode (``mode``) from
/// ``start``, and the step each leg takes (the write, and whatever the mode adds: a report, an
/// additive sum). ``play()`` beats them.
///
/// Where two or more neighbours share an easing kind, the run is played by a loop specialized for
/// the kind (through ``FixedKindWork``): the kind is a constant, and the easing is inlined with no
/// dispatch. Each such loop is specialized once more for whether the beat checks targets (one beat
/// in thirty does), so that no leg tests that either. Legs whose neighbours have other kinds are
/// played by a plain loop that reads each leg's kind, as a specialized loop entered for one leg
/// would cost a call and its setup (about 75 instructions) to save a dispatch (13); that loop hands
/// back to ``play()`` at a leg of the same kind as the one before it.
@_spi(Kernel) public protocol EasedLegRun: FixedKindWork {
    /// The list and the beat.
    var list: TempoEntries.Run { get }
    /// The first entry of the run, one in ``mode``.
    var start: Int { get }
    /// The mode of the run's entries.
    static var mode: TempoEntries.Mode { get }
    /// Whether the run's loops are specialized for whether the beat checks targets.
    static var splitsOnTargetChecks: Bool { get }
    /// Moves the entry at `index` by its leg, eased by `kind` (its own), checking its target if
    /// `checksTargets`.
    func step(at index: Int, kind: EasingKind, checksTargets: Bool)
    /// Asks for the lines a step will read some way after the one at `index`, where that is within
    /// the list (see ``TempoEntries/Run/prefetchLegs(ahead:)``).
    func prefetch(ahead index: Int)
}

extension EasedLegRun {
    /// The records and last beats the run's steps read.
    @inline(__always)
    @inlinable public func prefetch(ahead index: Int) {
        list.prefetchLegs(ahead: index)
    }

    /// Beats the run's entries, up to the first of another mode (or the end), and returns its index.
    @inline(__always)
    @inlinable public func play() -> Int {
        let kind = list.eased[start].kind
        return list.holds(start &+ 1, Self.mode, kind) ? kind.withFixedKind(self) : playMixed()
    }

    /// The loop for legs of the kind `Kind` stands for, specialized for it, inlined twice so that
    /// whether the beat checks targets is a constant in each.
    @inlinable public func perform<Kind: FixedEasingKind>(_: Kind.Type) -> Int {
        guard Self.splitsOnTargetChecks else { return loop(Kind.kind, checksTargets: list.checksTargets) }
        return list.checksTargets ? loop(Kind.kind, checksTargets: true) : loop(Kind.kind, checksTargets: false)
    }

    @inline(__always)
    @inlinable func loop(_ kind: EasingKind, checksTargets: Bool) -> Int {
        var index = start
        repeat {
            if list.prefetches(at: index) { prefetch(ahead: index) }
            step(at: index, kind: kind, checksTargets: checksTargets)
            index &+= 1
        } while list.holds(index, Self.mode, kind)
        return index
    }

    /// Legs one by one, each eased by the kind it reads, up to one that shares the kind of the leg
    /// before it (where ``play()`` decides again) or an entry of another mode.
    @inline(never) @usableFromInline
    func playMixed() -> Int {
        var index = start
        while true {
            let kind = list.eased[index].kind
            step(at: index, kind: kind, checksTargets: list.checksTargets)
            index &+= 1
            guard index < list.end, list.modes[index] == Self.mode, list.eased[index].kind != kind else { return index }
        }
    }
}
