import Foundation
@_spi(Kernel) import MotionKernel

/// Moves a collection of moveables one after another: each step starts at the exact moment the
/// previous one finishes.
///
/// ```swift
/// MotionSequence(steps: [moveRight, moveDown, fadeOut])
///     .reverses(.contiguous)
///     .stepCompleted { sequence in print("step done") }
///     .start()
/// ```
///
/// A step's omitted start values are read when that step begins, so each step starts where the
/// previous one left off. Steps can be any moveable, groups and sequences included.
///
/// A reversing sequence plays its way back in one of two ways (``CollectionReversingMode``):
/// - ``CollectionReversingMode/sequential``: once the last step finishes, the steps play again, each
///   moving forward as before, from the last to the first.
/// - ``CollectionReversingMode/contiguous``: every step is made to reverse and stops at the end of its
///   forward leg while the next one starts (a step that is itself a sequence is made contiguous too);
///   after the last step's forward leg, the steps play their reverse legs from the last to the first, so the whole sequence runs backwards as one motion,
///   through the values it passed on the way out (exactly retracing them in time when each step's
///   reverse easing mirrors its forward easing, as linear and symmetric in-out curves do).
public final class MotionSequence: MoveableCollection, CollectionSchedule {
    /// How the sequence plays its way back when reversing. Contiguous mode makes every step reverse.
    public var reversingMode: CollectionReversingMode = .sequential {
        didSet { configureMembers() }
    }

    /// The index of the step in progress.
    private var activeStep = -1
    private var onStepCompleted: ErasedCallback?

    /// Creates a sequence of `steps`, played in order.
    public init(steps: [any Moveable] = [], options: MotionOptions = []) {
        super.init(kind: .sequence, options: options)
        // Steps start as the ones before them end, never at a time set in advance.
        membersAwaitStart = false
        for step in steps { addMember(step) }
    }

    /// The steps, in order.
    public var steps: [any Moveable] { liveMembers }

    /// The step in progress, or `nil` when the sequence is not running a step. Inside
    /// `cycleRepeated` it is the first step, which starts next.
    public func currentStep() -> (any Moveable)? {
        guard motionState != .stopped, slots.indices.contains(activeStep) else { return nil }
        return slots[activeStep].moveable
    }

    /// The index of the step in progress, or `nil` when the sequence is not running a step.
    public var currentStepIndex: Int? { currentStep() == nil ? nil : activeStep }

    /// Makes the sequence reverse, in `mode`.
    @discardableResult
    public func reverses(_ mode: CollectionReversingMode = .sequential) -> Self {
        reversingMode = mode
        reversing = true
        return self
    }

    /// Called each time a step finishes (forward or on the way back).
    @discardableResult
    public func stepCompleted(_ closure: @escaping (MotionSequence) -> Void) -> Self {
        onStepCompleted = { closure(uncheckedCast($0, to: MotionSequence.self)) }
        return self
    }

    // MARK: Schedule (see CollectionSchedule)

    /// `stepCompleted` goes with the other callbacks.
    func removeKindCallbacks() {
        onStepCompleted = nil
    }

    private var isContiguous: Bool { reversing && reversingMode == .contiguous }

    func configure(_ member: any CollectionMember) {
        if isContiguous {
            // Contiguous reversing cascades to nested sequences (as in MotionMachine), so the whole
            // tree plays back as one motion instead of replaying a nested sequence forwards.
            if let nested = member as? MotionSequence { nested.reversingMode = .contiguous }
            member.reversing = true
        }
        member.holdsAtReversal = isContiguous
    }

    /// In `cycleRepeated`, the current step is the one that is starting: the first.
    func cycleWillStart() {
        activeStep = 0
    }

    func startCycle(at time: TimeInterval) {
        activeStep = 0
        guard slots.count > 0 else { return finishCycle(at: time) }
        startMember(0, at: time)
    }

    /// Steps start when the one before them ends (or turns), never at a time set in advance.
    func startDueMembers(upTo time: TimeInterval) {}

    /// Steps start when the one before them ends (or turns), never at a time set in advance.
    func hasMembersDue(by time: TimeInterval) -> Bool { false }

    func memberReachedReversal(_ index: Int, at time: TimeInterval) {
        guard isContiguous, !isReversePhase, index == activeStep else { return }
        advanceForward(from: index, at: time)
    }

    func memberFinished(_ index: Int, at time: TimeInterval) {
        guard index == activeStep else { return }
        let token = runToken
        emit(onStepCompleted)
        // A `stepCompleted` callback that stopped, reset or restarted the sequence ended this run.
        guard token == runToken, state != .stopped else { return }
        if !isReversePhase {
            // (A contiguous step that finishes here, instead of holding, was stopped or removed, or
            // cannot hold: the sequence moves on all the same.)
            advanceForward(from: index, at: time)
        } else if index > 0 {
            activeStep = index - 1
            playBack(activeStep, at: time)
        } else {
            finishCycle(at: time)
        }
    }

    /// Starts the step after `index`, or, after the last one, turns back (or ends the cycle).
    private func advanceForward(from index: Int, at time: TimeInterval) {
        if index + 1 < slots.count {
            activeStep = index + 1
            startMember(activeStep, at: time)
        } else if reversing {
            enterReversal(at: time)
        } else {
            finishCycle(at: time)
        }
    }

    func beginReversePhase(at time: TimeInterval) {
        // The way back starts from the last step the way out played: one added since (not part of
        // this cycle) waits for the next.
        activeStep = slots.lastIndex(where: \.hasStarted) ?? 0
        playBack(activeStep, at: time)
    }

    /// The way back starts with the last step (``beginReversePhase(at:)``); nothing else happens when
    /// `reversed` has fired.
    func reversePhaseBegan(at time: TimeInterval) {}

    /// Plays step `index` on the way back: its reverse leg (contiguous) or the whole step again.
    private func playBack(_ index: Int, at time: TimeInterval) {
        if isContiguous { releaseMember(index, at: time) } else { startMember(index, at: time) }
    }

    var plannedCycle: (reversal: TimeInterval?, length: TimeInterval) {
        var forward: TimeInterval = 0, back: TimeInterval = 0, runs: TimeInterval = 0
        for case let member as any CollectionMember in liveMembers {
            let run = member.plannedRunDuration
            let turn = member.plannedReversalTime ?? run
            forward += turn
            back += run - turn
            runs += run
        }
        guard reversing else { return (nil, runs) }
        return isContiguous ? (forward, forward + back) : (runs, 2 * runs)
    }
}
