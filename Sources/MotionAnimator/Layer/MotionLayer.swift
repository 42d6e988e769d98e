import Foundation
@_spi(Kernel) import MotionKernel
import MotionMachine

/// A plain layer with Core Animation's split between the model (what you set) and the presentation
/// (what shows now).
///
/// Reading a property gives its model value. Setting one outside an animation block just sets it;
/// inside ``MotionAnimator/animate(with:animations:completion:)`` the write also becomes an animation
/// from the value before the block to the new one. ``presentation()`` gives the values on screen at
/// the animators' current time: the model with every running animation applied, in the order they
/// were added. A renderer (a terminal, an SVG file, a game) draws the presentation.
///
/// Subclasses add animatable properties with ``Animatable``:
///
/// ```swift
/// final class Gauge: MotionLayer {
///     @Animatable var level = 0.0
/// }
/// ```
///
/// Non-finite values are refused: the property keeps its value and a diagnostic is logged.
open class MotionLayer {
    // `model` and `animations` are read by every draw (``presentation()``). They are not checked for
    // exclusivity at run time (the check costs about 150 instructions a draw): every access to
    // either is a read or an assignment that calls out to nothing while it lasts, so no two can
    // overlap (`removeAll(where:)` on `animations` runs an identity comparison).

    // What a draw reads comes first, in the object's first cache lines: the animations, whether the
    // layer's time is the clock's, then the model, which it copies whole.

    /// Running animations, in the order they were added.
    @exclusivity(unchecked) var animations: [AnimationRecord] = []
    /// Whether the layer's time is the clock's: it and every superlayer have the default timing.
    var followsClock = true
    /// The model values.
    @exclusivity(unchecked) public private(set) var model = LayerProperties()
    /// The names of the ``Animatable`` properties written so far, for tracing.
    var customPropertyNames: [AnyKeyPath: String] = [:]

    /// Properties whose writes never animate, inside animation blocks too: a write just sets the
    /// model (a null entry in a `CALayer`'s `actions`). A write to a sub-path is checked under its
    /// own name and its property's (``AnimatableKeyPath/x`` and ``AnimatableKeyPath/position``); an
    /// ``Animatable`` property under its name (`AnimatableKeyPath(rawValue: "level")`). Explicit
    /// `between:` animations are not affected.
    public var disabledActions: Set<AnimatableKeyPath> = []

    /// Additivity chosen per key, winning over ``additivePolicy(forKey:)``'s defaults: `true` makes
    /// animations of the key additive where its value type can be, `false` makes them absolute. A
    /// sub-path follows its property's entry unless it has its own.
    public var additivityOverrides: [AnimatableKeyPath: Bool] = [:]
    /// The value types' additivity of the ``Animatable`` properties written so far, by name.
    var customAdditivity: [String: AnimatorAdditivity] = [:]

    // MARK: Timing (see MotionLayer+Timing.swift)

    /// When the layer's time starts, in its superlayer's time (or the animators' clock for a layer
    /// with no superlayer). Core Animation's `beginTime`.
    public var beginTime: Double = 0 {
        didSet { timingDidChange(\.beginTime, oldValue) }
    }
    /// How fast the layer's time runs against its superlayer's: 2 plays its animations twice as
    /// fast, 0 pauses them, a negative speed plays them backwards. Core Animation's `speed`.
    public var speed: Double = 1 {
        didSet { timingDidChange(\.speed, oldValue) }
    }
    /// Added to the layer's time after the speed: the time a paused layer shows. Core Animation's
    /// `timeOffset`.
    public var timeOffset: Double = 0 {
        didSet { timingDidChange(\.timeOffset, oldValue) }
    }
    /// The layer whose time this layer's time counts in; set by ``addSublayer(_:)``.
    public internal(set) weak var superlayer: MotionLayer?
    /// The layers whose time counts in this layer's, in the order they were added.
    public internal(set) var sublayers: [MotionLayer] = []

    /// Creates a layer with Core Animation's default values.
    public init() {}

    deinit {
        // Animators still list these animations; they end them, reporting `false`, on their next beat.
        for animation in animations {
            animation.orphaned = true
            animation.owner?.orphansPending = true
        }
        // Their weak references to this layer already read nil; their timelines now start at the clock.
        for sublayer in sublayers {
            sublayer.superlayer = nil
            sublayer.timelineDidChange()
        }
    }

    /// Key paths of the running animations, in the order they apply (a key path appears once per
    /// animation: stacked additive animations repeat it).
    public var animationKeyPaths: [String] { animations.map(\.keyPath) }

    /// The values on screen now: the model with every running animation applied at its animator's
    /// current time, read in the layer's local time (see ``speed``).
    /// - Complexity: O(*a*) for *a* running animations on this layer.
    public func presentation() -> LayerProperties {
        var properties = model
        // Each record is lent to its call uncounted: counting would cost a retain and a release per
        // animation, about a tenth of a draw, and the list the visit holds keeps every record alive.
        BorrowedElements.forEach(animations) { animation in
            animation.apply(to: &properties, at: localTime(atClockTime: animation.clock.now))
        }
        return properties
    }

    /// Sets a built-in model value through `accessor`, reporting the change to the animation block
    /// being run (if any) unless `recording` is false.
    /// A value that is not finite, or a sub-path write that would make its property non-finite (a
    /// scale that overflows the transform), is refused with a diagnostic.
    func setModel<Value: AnimatorValue>(_ accessor: LayerAccessor<Value>, _ value: Value, recording: Bool = true) {
        var changed = model
        accessor.write(&changed, value)
        guard value.isFiniteValue, accessor.isFinite(changed) else {
            MotionDiagnostics.logger.report(.warning, "MotionLayer \(accessor.key) = \(value) refused: the value (or the \(accessor.event) it makes) is not finite")
            return
        }
        guard recording, let scope = ImplicitScope.current, animatesWrite(to: accessor.key, event: accessor.event) else {
            model = changed
            return
        }
        let before = model
        let presentationBefore = scope.wantsPresentation ? presentation() : nil
        model = changed
        scope.layerDidChange(self, event: accessor.event, before: before, presentationBefore: presentationBefore)
    }

    /// Whether a write to `key` (a part of `event`) inside an animation block animates: not when a
    /// transaction disables actions or ``disabledActions`` names either.
    func animatesWrite(to key: AnimatableKeyPath, event: AnimatableKeyPath) -> Bool {
        guard !MotionAnimator.areActionsDisabled else { return false }
        return disabledActions.isEmpty || !(disabledActions.contains(key) || disabledActions.contains(event))
    }

    /// Replaces the model without animating (``MotionAnimator/stopAllAnimations()``).
    func commitModel(_ properties: LayerProperties) { model = properties }
}

/// Every ``MotionLayer``, seen through a protocol so that its methods can take key paths rooted at
/// the layer's own class: `gauge.presentation(of: \.level)` and `gauge.animations(for: \.level)`
/// with `\Gauge.level` inferred. A class's own methods cannot name `Self` in a parameter; a protocol
/// extension can. You never conform to it yourself.
public protocol PresentingLayer: MotionLayer {}

extension MotionLayer: PresentingLayer {}

extension PresentingLayer {
    /// The presentation value of a property declared with ``Animatable`` (any other property shows
    /// its model value).
    /// - Complexity: O(*a*) for *a* running animations on this layer.
    public func presentation<Value: AnimatorValue>(of keyPath: ReferenceWritableKeyPath<Self, Value>) -> Value {
        var value = self[keyPath: keyPath]
        for animation in animations {
            if let custom = animation as? CustomPropertyRecord<Self, Value>, custom.property == keyPath {
                custom.apply(to: &value, at: localTime(atClockTime: custom.clock.now))
            }
        }
        return value
    }
}

// MARK: - The 22 animatable properties

extension MotionLayer {
    /// The point of the bounds that sits at ``position``, in unit coordinates. Never additive.
    public var anchorPoint: CGPoint {
        get { model.anchorPoint }
        set { setModel(LayerAccessors.anchorPoint, newValue) }
    }
    /// The fill colour. Never additive.
    public var backgroundColor: MotionColor {
        get { model.backgroundColor }
        set { setModel(LayerAccessors.backgroundColor, newValue) }
    }
    /// The layer's own rectangle.
    public var bounds: CGRect {
        get { model.bounds }
        set { setModel(LayerAccessors.bounds, newValue) }
    }
    /// The border's width.
    public var borderWidth: Double {
        get { model.borderWidth }
        set { setModel(LayerAccessors.borderWidth, newValue) }
    }
    /// The border's colour. Never additive.
    public var borderColor: MotionColor {
        get { model.borderColor }
        set { setModel(LayerAccessors.borderColor, newValue) }
    }
    /// The corners' radius.
    public var cornerRadius: Double {
        get { model.cornerRadius }
        set { setModel(LayerAccessors.cornerRadius, newValue) }
    }
    /// 0 is invisible, 1 opaque. Never additive (as UIKit animates it).
    public var opacity: Double {
        get { model.opacity }
        set { setModel(LayerAccessors.opacity, newValue) }
    }
    /// Where the anchor point sits in the superlayer.
    public var position: CGPoint {
        get { model.position }
        set { setModel(LayerAccessors.position, newValue) }
    }
    /// The 3D transform about the anchor point.
    public var transform: MotionTransform3D {
        get { model.transform }
        set { setModel(LayerAccessors.transform, newValue) }
    }
    /// The shadow's colour. Never additive.
    public var shadowColor: MotionColor {
        get { model.shadowColor }
        set { setModel(LayerAccessors.shadowColor, newValue) }
    }
    /// The shadow's offset.
    public var shadowOffset: CGSize {
        get { model.shadowOffset }
        set { setModel(LayerAccessors.shadowOffset, newValue) }
    }
    /// The shadow's opacity (additive, as MotionAnimator has it).
    public var shadowOpacity: Double {
        get { model.shadowOpacity }
        set { setModel(LayerAccessors.shadowOpacity, newValue) }
    }
    /// The shadow's blur radius.
    public var shadowRadius: Double {
        get { model.shadowRadius }
        set { setModel(LayerAccessors.shadowRadius, newValue) }
    }
    /// Where a stroked path starts, 0…1.
    public var strokeStart: Double {
        get { model.strokeStart }
        set { setModel(LayerAccessors.strokeStart, newValue) }
    }
    /// Where a stroked path ends, 0…1.
    public var strokeEnd: Double {
        get { model.strokeEnd }
        set { setModel(LayerAccessors.strokeEnd, newValue) }
    }
    /// The position on the z axis.
    public var zPosition: Double {
        get { model.zPosition }
        set { setModel(LayerAccessors.z, newValue) }
    }
    /// `bounds.size.width`; a write in an animation block animates ``bounds``.
    public var width: Double {
        get { model.width }
        set { setModel(LayerAccessors.width, newValue) }
    }
    /// `bounds.size.height`; a write in an animation block animates ``bounds``.
    public var height: Double {
        get { model.height }
        set { setModel(LayerAccessors.height, newValue) }
    }
    /// `position.x`; a write in an animation block animates ``position``.
    public var x: Double {
        get { model.x }
        set { setModel(LayerAccessors.x, newValue) }
    }
    /// `position.y`; a write in an animation block animates ``position``.
    public var y: Double {
        get { model.y }
        set { setModel(LayerAccessors.y, newValue) }
    }
    /// The transform's z rotation (see ``LayerProperties/rotation``); a write in an animation block
    /// animates ``transform``.
    public var rotation: Double {
        get { model.rotation }
        set { setModel(LayerAccessors.rotation, newValue) }
    }
    /// The transform's scale (see ``LayerProperties/scale``); a write in an animation block animates
    /// ``transform``.
    public var scale: Double {
        get { model.scale }
        set { setModel(LayerAccessors.scale, newValue) }
    }
}
