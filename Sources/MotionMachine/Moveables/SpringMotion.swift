import Foundation

/// Moves properties from their start to their end values under a damped spring, in closed form.
///
/// ```swift
/// SpringMotion(target: card, properties: [PropertyData(keyPath: \Card.x, end: 300)], spring: .bouncy)
///     .start()
/// ```
///
/// Each property follows the exact solution of the spring released at its start (read from the target
/// when movement begins, unless given) with its own ``initialVelocity``, so values are the same at any
/// beat rate. The leg lasts until every property has settled: its displacement within 0.1% of its own
/// span and its velocity within 0.1% of span × ω₀ (``Spring/restingDisplacement``), so an opacity going
/// 0…1 and a position going 0…1000 points both settle cleanly. The end values are then written
/// exactly. With `.reverses`, the way back is the spring released from rest at the end values.
///
/// ``retarget(propertyAt:to:)`` changes an end value while the spring runs: the motion continues from
/// the current position and velocity of every property, so nothing jumps.
///
/// `Target` is the class whose properties move; a motion of a plain value moves a ``MotionValue``
/// box, so its type is `SpringMotion<MotionValue<CGPoint>>`, spelled ``ValueSpringMotion``.
public final class SpringMotion<Target: AnyObject>: Motion<Target> {
    /// The spring. Changing it while the motion moves takes effect at the next start or retarget, so
    /// the running leg never jumps; before movement begins it takes effect at once.
    public var spring: Spring {
        didSet {
            if motionState == .moving || motionState == .paused { springPending = true } else { applySpring() }
        }
    }

    private var springPending = false
    /// ``Motion/law`` and its leg kind, kept here: every spring motion has a law, which in the
    /// motion's rare parts would make their box for it. Not checked for exclusivity (a checked read
    /// costs about 150 instructions a beat on the motion's own path): read or replaced whole, and no
    /// access spans a call.
    @exclusivity(unchecked) private var keptLaw = KeptLaw()
    override var law: MoveableLaw {
        get { keptLaw.law }
        set {
            keptLaw.set(newValue)
            lawChanged(to: newValue)
        }
    }
    override var lawLegKind: LegKind { keptLaw.legKind }

    /// The spring the current run follows.
    private var runningSpring: Spring { law.spring?.spring ?? spring }

    /// Each property's velocity when a run begins, in value units per second, by property index
    /// (missing entries are 0; non-finite ones count as 0).
    public var initialVelocity: [Double] {
        get { law.spring?.velocities ?? [] }
        set { law = .spring(SpringLaw(spring: runningSpring, velocities: newValue)) }
    }

    /// Creates a spring motion for `properties` of `target` (each needs an end value).
    public init(target: Target, properties: [PropertyData<Target>], spring: Spring = .smooth,
                initialVelocity: [Double] = [], options: MotionOptions = []) {
        self.spring = spring
        super.init(target: target, properties: properties, duration: 0, easing: .linear, options: options)
        self.initialVelocity = initialVelocity
        applySpring()
    }

    /// The current velocity of property `index`, the exact derivative of its position; 0 unless moving.
    public override func velocity(ofPropertyAt index: Int) -> Double {
        // The spring law always knows its velocity (see ``MoveableLaw/state(of:launch:time:duration:reverse:curve:)``).
        super.velocity(ofPropertyAt: index) ?? 0
    }

    /// The current value of property `index` on its spring (what the last beat wrote); `nil` unless moving.
    private func position(ofPropertyAt index: Int) -> Double? {
        legState(ofPropertyAt: index)?.position
    }

    /// Sends property `index` to a new end value. While moving, every property continues from its
    /// current position and velocity (a new run begins at once, without callbacks or delay, and its
    /// start values and ``initialVelocity`` are rewritten to that state); otherwise only the end
    /// value changes. With `.reverses`, the new run goes out to the new end and back to where the
    /// retarget happened. Non-finite ends and unknown indices are ignored with a diagnostic.
    public func retarget(propertyAt index: Int, to end: Double) {
        guard index >= 0, index < propertyList.count, end.isFinite else {
            MotionDiagnostics.logger.report(.warning, "SpringMotion.retarget(propertyAt: \(index), to: \(end)) ignored: no such property or not finite")
            return
        }
        guard motionState == .moving else {
            updateProperty(at: index) { $0.end = end }
            return
        }
        let states = (0..<propertyList.count).map { (position(ofPropertyAt: $0), velocity(ofPropertyAt: $0)) }
        for (property, state) in states.enumerated() {
            updateProperty(at: property) { data in
                if let position = state.0 { data.start = position }
                if property == index { data.end = end }
            }
        }
        initialVelocity = states.map(\.1)
        if springPending { applySpring() }
        beginNewRun()
    }

    /// Starts the motion, first adopting a spring set while the previous run was moving.
    @discardableResult
    public override func start() -> Self {
        if springPending && motionState == .stopped { applySpring() }
        return super.start()
    }

    /// Follows ``spring`` with ``initialVelocity`` (see ``Motion/follow(_:)``).
    private func applySpring() {
        springPending = false
        follow(SpringLaw(spring: spring, velocities: initialVelocity))
    }
}
