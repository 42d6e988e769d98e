import Foundation
import Testing
@testable import MotionMachine
@_spi(Kernel) @testable import MotionKernel

/// A beat list makes each kind of slot beside its eased records and tails (general steady legs,
/// reports, additive shares, collection hints) when an entry first needs it, never during a beat: a leg offered during a beat
/// that needs a kind the list has not made is declined, the motion plays that beat itself, and its
/// next offer, after the beat made the slots, is taken.
@Suite("Slot kinds made on first use")
@MainActor
struct SlotKindsTests {
    init() { _ = TestDiagnostics.installed }

    /// A linear motion of `properties` on `tempo`, lasting a second.
    func motion(_ box: Box, _ properties: [PropertyData<Box>], on tempo: Tempo) -> Motion<Box> {
        let motion = Motion(target: box, properties: properties, duration: 1)
        motion.tempo = tempo
        return motion
    }

    /// Which kinds of slot `tempo`'s beat list has made.
    func made(_ tempo: Tempo) -> (steady: Bool, tails: Bool, reports: Bool, shares: Bool, hints: Bool) {
        (tempo.entries.steady.isMade, tempo.entries.tails.isMade, tempo.entries.reports.isMade,
         tempo.entries.shares.isMade, tempo.entries.hints.isMade)
    }

    /// The mode of `motion`'s entry in `tempo`'s beat list.
    func mode(of motion: Motion<Box>, in tempo: Tempo) -> TempoEntries.Mode? {
        tempo.entryIndex(motion.subscriptionIndex, of: motion).map { tempo.entries.modes[$0] }
    }

    @Test("a list of plain tweens makes no slots but its eased records and their clocks' tails")
    func plainTweensMakeNoOtherSlots() {
        let tempo = ManualTempo()
        let boxes = (0..<8).map { _ in Box() }
        let motions = boxes.map { motion($0, [PropertyData(keyPath: \Box.x, start: 0, end: 10)], on: tempo).start() }
        tempo.advance(by: 1.0 / 60)
        #expect(motions.allSatisfy { mode(of: $0, in: tempo) == .eased })
        let slots = made(tempo)
        #expect(slots.tails && !slots.steady && !slots.reports && !slots.shares && !slots.hints)
    }

    @Test("an offer between beats makes its slots at once")
    func offerBetweenBeatsMakesSlots() {
        let tempo = ManualTempo(), box = Box()
        // Two properties: a general steady leg, offered as the motion starts.
        let motion = motion(box, [PropertyData(keyPath: \Box.x, start: 0, end: 10),
                                  PropertyData(keyPath: \Box.y, start: 5, end: -5)], on: tempo).start()
        #expect(made(tempo).steady)
        #expect(mode(of: motion, in: tempo) == .steady)
    }

    /// The three kinds of leg that take slots of their own: general (two properties), reporting (an
    /// `updated` callback) and additive.
    enum LegKind: CaseIterable { case general, reporting, additive }

    @Test("a leg offered during a beat that needs slots the list lacks waits a beat; values stay exact",
          arguments: LegKind.allCases)
    func offerDuringBeatIsDeclinedOnce(kind: LegKind) {
        let tempo = ManualTempo(), box = Box()
        var list = [PropertyData(keyPath: \Box.x, start: 0, end: 12)]
        if kind == .general { list.append(PropertyData(keyPath: \Box.y, start: 4, end: -8)) }
        // A delayed motion offers its first leg during the beat in which the delay ends.
        let motion = motion(box, list, on: tempo).afterDelay(0.05)
        var updates = 0
        if kind == .reporting { motion.updated { _ in updates += 1 } }
        if kind == .additive { motion.isAdditive = true }
        motion.start()
        func slotMade() -> Bool {
            let slots = made(tempo)
            return switch kind {
            case .general: slots.steady
            case .reporting: slots.reports
            case .additive: slots.shares
            }
        }
        #expect(!slotMade())
        let frame = 1.0 / 64  // exact in binary: beats land on exact times
        func expectValues(at time: Double) {
            let fraction = min(max((time - 0.05) / 1, 0), 1)
            #expect(abs(box.x - 12 * fraction) < 1e-12, "x at \(time)")
            if kind == .general { #expect(abs(box.y - (4 - 12 * fraction)) < 1e-12, "y at \(time)") }
        }
        // Beats 1–3 fall in the delay (3/64 < 0.05): the motion plays them itself.
        for _ in 0..<3 { tempo.advance(by: frame) }
        #expect(mode(of: motion, in: tempo) == .call)
        // Beat 4 ends the delay: the leg offered in it needs a slot the list lacks; it is declined,
        // and the beat makes the slots.
        tempo.advance(by: frame)
        expectValues(at: 4 * frame)
        #expect(mode(of: motion, in: tempo) == .call)
        #expect(slotMade())
        // Beat 5: the motion plays it itself and offers again; the offer is taken.
        tempo.advance(by: frame)
        expectValues(at: 5 * frame)
        let taken: TempoEntries.Mode = switch kind {
        case .general: .steady
        case .reporting: .reporting
        case .additive: .additive
        }
        #expect(mode(of: motion, in: tempo) == taken)
        for step in 6...40 {
            tempo.advance(by: frame)
            expectValues(at: Double(step) * frame)
        }
        // Every beat from the end of the delay on was reported once, however it was played.
        if kind == .reporting { #expect(updates == 37) }
    }
}
