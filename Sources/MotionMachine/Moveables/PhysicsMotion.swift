import Foundation

/// Moves properties as if launched with a velocity and slowed by friction, until they come to rest.
///
/// ```swift
/// PhysicsMotion(target: view, properties: [try PropertyData("frame.origin.y")], velocity: 600, friction: 0.8)
///     .start()
/// ```
///
/// Every property follows the same law from its own start (read from the target when movement
/// begins, unless given); end values are not used. The law is a ``PhysicsSolving`` solver, by default
/// a ``PhysicsSystem`` (friction decay). It is evaluated in closed form: the motion's leg lasts the
/// solver's rest time, and its curve is the travelled fraction of the final distance, so a
/// `PhysicsMotion` has the timeline of any ``Motion``: delays, `.reverses` (the reverse leg launches
/// back with the opposite velocity and lands exactly on the start values), `.repeats`, every callback
/// and progress figure. With ``collisionsEnabled``, a property that has both a start and an end
/// bounces between them (see the physics and springs article). Set its parameters before starting it.
///
/// `Target` is the class whose properties move. A launch of a plain value (a `CGPoint`, a number)
/// moves a ``MotionValue`` box: its type is `PhysicsMotion<MotionValue<CGPoint>>`, spelled
/// ``ValuePhysicsMotion`` (`PhysicsMotion<CGPoint>` is not a type, since `CGPoint` is not a class).
public class PhysicsMotion<Target: AnyObject>: Motion<Target> {
    // The launch's settings are not checked for exclusivity at run time (each checked access costs
    // about 76 instructions, and making a launch reads five of them): each is read or replaced whole,
    // and their observers run after the write has ended. Replacing ``physicsSystem`` may release a
    // solver of yours, whose deinit reading the motion finds the new one already in place.

    /// The launch velocity, in value units per second. Non-finite velocities become 0 (no movement).
    @exclusivity(unchecked) public var velocity: Double {
        didSet {
            velocity = Sanitize.finite(velocity, fallback: 0, what: "PhysicsMotion velocity")
            applyLaw()
        }
    }

    /// The law of motion. Replace it with your own solver to change how values move and settle.
    @exclusivity(unchecked) public var physicsSystem: any PhysicsSolving {
        didSet { applyLaw() }
    }

    /// The friction of the default ``PhysicsSystem``; setting it installs a ``PhysicsSystem`` with
    /// that friction (sanitized into its allowed range).
    public var friction: Double {
        get { (physicsSystem as? PhysicsSystem)?.friction ?? .nan }
        set { physicsSystem = PhysicsSystem(friction: newValue) }
    }

    /// Whether properties that have both a start and an end value bounce between them. Off by default.
    @exclusivity(unchecked) public var collisionsEnabled = false {
        didSet { applyLaw() }
    }

    /// The fraction of speed kept at each bounce when ``collisionsEnabled``: 0 stops at the bound, 1
    /// bounces without loss. Values outside 0…1 are clamped, NaN becomes 0.5, with a diagnostic.
    @exclusivity(unchecked) public var restitution: Double = 0.5 {
        didSet {
            let sanitized = Self.sanitizedRestitution(restitution)
            if sanitized != restitution { restitution = sanitized }
            applyLaw()
        }
    }

    private static func sanitizedRestitution(_ value: Double) -> Double {
        let finite = Sanitize.finite(value, fallback: 0.5, what: "PhysicsMotion restitution")
        let clamped = min(max(finite, 0), 1)
        if clamped != finite {
            MotionDiagnostics.logger.report(.warning, "PhysicsMotion restitution \(finite) is outside 0…1; using \(clamped)")
        }
        return clamped
    }

    /// Each property's share of the launch (a value motion's component velocity ÷ ``velocity``);
    /// empty when every property is launched at ``velocity``.
    @exclusivity(unchecked) private var launchShares: [Double] = []
    /// ``Motion/law`` and its leg kind, kept here: every launch motion has a law, which in the
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

    /// Launches each property with its share of ``velocity`` (see ``launchShares``).
    func launch(shares: [Double]) {
        launchShares = shares
        applyLaw()
    }

    /// How far a free (unbounded) property travels before it comes to rest.
    @exclusivity(unchecked) public private(set) var restingDistance: Double = 0

    /// Creates a physics motion for `properties` of `target`, launched at `velocity` and slowed by
    /// `friction` (the fraction of velocity lost per second, 0.001…0.999).
    public init(target: Target, properties: [PropertyData<Target>], velocity: Double, friction: Double,
                options: MotionOptions = []) {
        self.velocity = Sanitize.finite(velocity, fallback: 0, what: "PhysicsMotion velocity")
        let system = PhysicsSystem(friction: friction)
        self.physicsSystem = system
        super.init(target: target, properties: properties, duration: 0, easing: .linear, options: options)
        applyLaw(friction: system)
    }

    /// The current velocity of property `index`, from the law (not a finite difference): the launch
    /// velocity decayed to this moment, negated on a reverse leg; 0 unless moving, and for an index
    /// out of range. A property bouncing between its start and end (``collisionsEnabled``) reports
    /// the velocity of its current bounce, which changes sign and shrinks at each contact; on a
    /// reverse leg its bounces play backwards, so the velocity is that of the mirrored moment, negated.
    public override func velocity(ofPropertyAt index: Int) -> Double {
        // The launch law always knows its velocity (see ``MoveableLaw/state(of:launch:time:duration:reverse:curve:)``).
        super.velocity(ofPropertyAt: index) ?? 0
    }

    /// Where property `index` will come to rest: its start (given, resolved for the current run, or
    /// the target's present value) plus ``restingDistance``, or, for a property bouncing between its
    /// start and end, where its bounces end. `nil` for an index out of range or a target that is gone.
    public func restingValue(forPropertyAt index: Int) -> Double? {
        guard index >= 0, index < propertyList.count else { return nil }
        let property = propertyList.property(at: index, of: Target.self)
        guard let start = resolvedStart(ofPropertyAt: index) ?? property.start
            ?? target.map({ property.accessor.read($0) }) else { return nil }
        if let launch = law.launch, launch.bounces, let bound = property.end, bound.isFinite {
            return launch.bounded(from: start, within: min(start, bound)...max(start, bound)).restValue
        }
        return start + restingDistance * (law.launch?.share(ofLane: index) ?? 1)
    }

    /// Turns the solver into the motion's law (each property ends ``restingDistance`` from its start,
    /// or bounces between its start and end), duration (the rest time) and curve (the travelled
    /// fraction of the resting distance). A solver that gives no finite rest time or distance leaves
    /// the values where they are, with a diagnostic.
    ///
    /// - Parameter friction: the solver when it is known to be a ``PhysicsSystem`` (a new launch's),
    ///   which spares a dynamic cast of ``physicsSystem`` (about 250 instructions).
    private func applyLaw(friction: PhysicsSystem? = nil) {
        let system: any PhysicsSolving = friction ?? physicsSystem
        let launch = velocity
        var rest = system.restTime(initialVelocity: launch)
        var distance = system.displacement(after: rest, initialVelocity: launch)
        if !rest.isFinite || rest < 0 || !distance.isFinite {
            MotionDiagnostics.logger.report(.warning, "PhysicsMotion law gives rest time \(rest) and distance \(distance); the motion holds its values")
            rest = 0
            distance = 0
        }
        if distance == 0 { rest = 0 }
        restingDistance = distance
        duration = rest
        // Bounces only take energy away, so a bounded launch rests within the free launch's rest time.
        let decay = (friction ?? system as? PhysicsSystem)?.decayBasis
        if decay != nil {
            // The curve follows from the decay, which the law keeps.
            useLawCurve()
        } else {
            easing = system.normalizedCurve(initialVelocity: launch, restTime: rest, distance: distance)
        }
        law = .launch(LaunchLaw(system: system, velocity: launch, distance: distance, restitution: restitution,
                                bounces: collisionsEnabled, decay: decay, shares: launchShares))
    }
}
