import Foundation
import MotionInterchange
import MotionMachine

// Explicit animations: `animate(with:between:…)`, MotionAnimator's order (reference §2.3).

extension MotionAnimator {
    /// Animates `keyPath` of `layer` between two values, as `traits` say, and sets the model to the
    /// second.
    ///
    /// In order: the values are swapped if ``shouldReverseValues``; the animation is added, from
    /// `values[0]` (or, with ``beginFromCurrentState``, from the presentation value for a
    /// non-additive animation and from the current model value for an additive one); then the model
    /// is set to the destination, without animating even inside an animation block; then tracers are
    /// called. An instant change (no curve, zero duration or time scale 0) sets the model and calls
    /// `completion(true)` at once.
    ///
    /// Bad input: more than two values use the first and last; one value sets it at once; none, a
    /// value type other than the key path's (numbers convert between `Double`, `Float`, `CGFloat` and
    /// the integers), a name that is not one of the 22, or non-finite values change nothing and call
    /// `completion(false)` at once. Each is logged.
    /// - Parameters:
    ///   - traits: delay, duration, curve and repetition.
    ///   - values: `[from, to]`.
    ///   - layer: the layer to animate.
    ///   - keyPath: one of the 22 ``AnimatableKeyPath`` names.
    ///   - fillMode: what the animation shows outside its active time: `.backwards` shows the from
    ///     value during the delay, `.forwards` the end value after it (seen only when it is not
    ///     removed), `.both` (the default) both, `.removed` neither, so the model shows then.
    ///   - isRemovedOnCompletion: `false` keeps the animation on the layer once it ran to its end
    ///     (its completion still runs then); it shows what `fillMode` says until
    ///     ``MotionLayer/removeAnimations(forKey:)``, ``MotionLayer/removeAllAnimations()`` or a
    ///     later non-additive animation of the key removes it.
    ///   - completion: called once the animation ended: `true` if it ran to its end, `false` if it was
    ///     removed, replaced or stopped first.
    public func animate<Value: AnimatorValue>(with traits: AnimationTraits, between values: [Value], layer: MotionLayer,
                                              keyPath: AnimatableKeyPath, fillMode: AnimationTiming.FillMode = .both,
                                              isRemovedOnCompletion: Bool = true, completion: ((Bool) -> Void)? = nil) {
        guard let slot = LayerSlot(keyPath) else {
            MotionDiagnostics.logger.report(.warning, "MotionAnimator: \"\(keyPath)\" is not an animatable layer key path; nothing animated")
            completion?(false)
            return
        }
        let traits = playedTraits(traits, keyPath: keyPath.rawValue)
        func run<Expected: AnimatorValue>(_ accessor: LayerAccessor<Expected>) {
            let converted = values.compactMap { Self.coerce($0, to: Expected.self) }
            guard converted.count == values.count else {
                MotionDiagnostics.logger.report(.warning, "MotionAnimator: \(keyPath) animates \(slot.typeName) values, not \(Value.self); nothing animated")
                completion?(false)
                return
            }
            guard let (from, to) = endpoints(converted, keyPath.rawValue, completion: completion) else { return }
            var request = request(traits, completion: completion)
            (request.fillMode, request.isRemovedOnCompletion) = (fillMode, isRemovedOnCompletion)
            guard let from, request.timeScale > 0, !Self.isInstant(traits) else {
                layer.setModel(accessor, to, recording: false)
                completion?(to.isFiniteValue)
                return
            }
            let added = addLayerAnimation(request, layer: layer, accessor: accessor,
                                          from: request.beginFromCurrentState ? accessor.read(layer.model) : from,
                                          presentationFrom: request.beginFromCurrentState ? accessor.read(layer.presentation()) : nil,
                                          to: to)
            guard added else {
                completion?(false)
                return
            }
            layer.setModel(accessor, to, recording: false)
            callTracers()
        }
        switch slot {
        case .number(let accessor): run(accessor)
        case .point(let accessor): run(accessor)
        case .size(let accessor): run(accessor)
        case .rect(let accessor): run(accessor)
        case .color(let accessor): run(accessor)
        case .transform(let accessor): run(accessor)
        }
    }

    /// Animates an ``Animatable`` property of `layer` (or a built-in one, named by its key path)
    /// between two values, as the `AnimatableKeyPath` form of
    /// `animate(with:between:layer:keyPath:fillMode:isRemovedOnCompletion:completion:)` describes.
    public func animate<Layer: MotionLayer, Value: AnimatorValue>(
        with traits: AnimationTraits, between values: [Value], layer: Layer,
        keyPath: ReferenceWritableKeyPath<Layer, Value>, fillMode: AnimationTiming.FillMode = .both,
        isRemovedOnCompletion: Bool = true, completion: ((Bool) -> Void)? = nil
    ) {
        if let name = Self.builtInName(keyPath) {
            animate(with: traits, between: values, layer: layer, keyPath: name, fillMode: fillMode,
                    isRemovedOnCompletion: isRemovedOnCompletion, completion: completion)
            return
        }
        let traits = playedTraits(traits, keyPath: layer.customPropertyNames[keyPath] ?? "\(keyPath)")
        guard let (from, to) = endpoints(values, "\(keyPath)", completion: completion) else { return }
        var request = request(traits, completion: completion)
        (request.fillMode, request.isRemovedOnCompletion) = (fillMode, isRemovedOnCompletion)
        let set = { ImplicitScope.$current.withValue(nil) { layer[keyPath: keyPath] = to } }
        // A write of the current value names the property for tracers (see `Animatable`).
        ImplicitScope.$current.withValue(nil) { layer[keyPath: keyPath] = layer[keyPath: keyPath] }
        guard let from, request.timeScale > 0, !Self.isInstant(traits) else {
            set()
            completion?(to.isFiniteValue)
            return
        }
        let added = addCustomAnimation(request, layer: layer, property: keyPath,
                                       from: request.beginFromCurrentState ? layer[keyPath: keyPath] : from,
                                       presentationFrom: request.beginFromCurrentState ? layer.presentation(of: keyPath) : nil,
                                       to: to)
        guard added else {
            completion?(false)
            return
        }
        set()
        callTracers()
    }

    /// Animates `keyPath` of any object between two values, as
    /// the `AnimatableKeyPath` form of `animate(with:between:layer:keyPath:fillMode:isRemovedOnCompletion:completion:)`
    /// describes (with the default fill, removed on completion). The property holds the
    /// presentation value, written on every beat; the animator keeps the model value (the last
    /// destination), which the property holds once the animations end. Animations of the same
    /// property from several animators stack. If the object is freed, its animations end with
    /// `false`.
    public func animate<Target: AnyObject, Value: AnimatorValue>(
        with traits: AnimationTraits, between values: [Value], target: Target,
        keyPath: ReferenceWritableKeyPath<Target, Value>, completion: ((Bool) -> Void)? = nil
    ) {
        let traits = playedTraits(traits, keyPath: "\(keyPath)")
        guard let (from, to) = endpoints(values, "\(keyPath)", completion: completion) else { return }
        let request = request(traits, completion: completion)
        let channel = TargetChannel.channel(for: target, keyPath)
        guard let from, request.timeScale > 0, !Self.isInstant(traits) else {
            if to.isFiniteValue { channel.model = to }
            channel.rewrite()
            channel.closeIfIdle()
            completion?(to.isFiniteValue)
            return
        }
        if addTargetAnimation(request, target: target, keyPath: keyPath, channel: channel, from: from, to: to) {
            callTracers()
        } else {
            completion?(false)
        }
    }

    /// Adds an animation of a typed key path of any object on `channel` and sets the channel's model
    /// to `to`; `false` (closing an idle channel) when nothing was added.
    @discardableResult
    func addTargetAnimation<Target: AnyObject, Value: AnimatorValue>(
        _ request: AnimationRequest, target: Target, keyPath: ReferenceWritableKeyPath<Target, Value>,
        channel: TargetChannel<Target, Value>, from: Value, to: Value, eligible: Bool = true
    ) -> Bool {
        let added = addAnimation(request, keyPath: "\(keyPath)", target: target, to: to, eligible: eligible,
                                 initial: { isAdditive in
                                     guard request.beginFromCurrentState else { return from }
                                     return isAdditive ? channel.model : channel.presentation
                                 },
                                 make: { from, to, isAdditive, chain, curve in
                                     TargetRecord(channel: channel, from: from, to: to, isAdditive: isAdditive,
                                                  chain: chain, curve: curve, clock: clock)
                                 },
                                 install: { record in
                                     guard let record = record as? TargetRecord<Target, Value> else { return }
                                     if !record.isAdditive {
                                         for old in channel.records where !old.isAdditive {
                                             old.terminate(ranToEnd: false)
                                         }
                                     }
                                     channel.records.append(record)
                                 })
        if added {
            channel.model = to
            channel.rewrite()
        } else {
            channel.closeIfIdle()
        }
        return added
    }

    /// `(from, to)` from `values` after ``shouldReverseValues``, with `from` nil for a single value;
    /// `nil` (after calling `completion(false)`) for none. Logs anything but two values.
    func endpoints<Value>(_ values: [Value], _ keyPath: String, completion: ((Bool) -> Void)?) -> (Value?, Value)? {
        if values.count != 2 {
            MotionDiagnostics.logger.report(.warning, "MotionAnimator \(keyPath): between: takes two values, got \(values.count)\(values.isEmpty ? "; nothing animated" : values.count == 1 ? "; setting it at once" : "; using the first and the last")")
        }
        guard var first = values.first, var last = values.last else {
            completion?(false)
            return nil
        }
        if shouldReverseValues { swap(&first, &last) }
        return (values.count == 1 ? nil : first, last)
    }

    /// `value` as `Expected`: itself, or a number converted between scalar types.
    static func coerce<Value, Expected>(_ value: Value, to: Expected.Type) -> Expected? {
        if let same = value as? Expected { return same }
        if let scalar = value as? any MotionScalar, let target = Expected.self as? any MotionScalar.Type {
            return target.init(motionValue: scalar.motionValue) as? Expected
        }
        return nil
    }

    /// The built-in name of a `MotionLayer` key path, if it is one of the 22 properties.
    static func builtInName<Layer: MotionLayer, Value>(_ keyPath: ReferenceWritableKeyPath<Layer, Value>) -> AnimatableKeyPath? {
        // Built with `Layer` as the root, so a subclass's key path to an inherited property matches.
        let names: [(PartialKeyPath<Layer>, AnimatableKeyPath)] = [
            (\.anchorPoint, .anchorPoint), (\.backgroundColor, .backgroundColor), (\.bounds, .bounds),
            (\.borderWidth, .borderWidth), (\.borderColor, .borderColor), (\.cornerRadius, .cornerRadius),
            (\.height, .height), (\.opacity, .opacity), (\.position, .position), (\.rotation, .rotation),
            (\.scale, .scale), (\.shadowColor, .shadowColor), (\.shadowOffset, .shadowOffset),
            (\.shadowOpacity, .shadowOpacity), (\.shadowRadius, .shadowRadius), (\.strokeStart, .strokeStart),
            (\.strokeEnd, .strokeEnd), (\.transform, .transform), (\.width, .width), (\.x, .x), (\.y, .y), (\.zPosition, .z),
        ]
        return names.first { $0.0 as AnyKeyPath == keyPath as AnyKeyPath }?.1
    }
}
