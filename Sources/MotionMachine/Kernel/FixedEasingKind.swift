import Foundation

/// An easing kind known at compile time: a type per ``EasingKind``. Code generic over one is
/// specialized for each kind, in which the kind is a constant and its easing is inlined without a
/// dispatch; an enum value passed as an argument is not specialized on, a type is. The tempo's beat
/// plays each run of eased legs of one kind this way (see ``TempoEntries``).
protocol FixedEasingKind {
    /// The kind this type stands for.
    static var kind: EasingKind { get }
}

/// Work done with an easing kind fixed at compile time (see ``EasingKind/withFixedKind(_:)``).
protocol FixedKindWork {
    /// Does the work for `Kind`, in code specialized for it.
    /// - Returns: what the work says (for a run of the beat list, the index where it stopped).
    func perform<Kind: FixedEasingKind>(_ kind: Kind.Type) -> Int
}

/// One ``FixedEasingKind`` per ``EasingKind``.
enum FixedEasingKinds {
    enum Linear: FixedEasingKind { static var kind: EasingKind { .linear } }
    enum QuadraticIn: FixedEasingKind { static var kind: EasingKind { .quadraticIn } }
    enum QuadraticOut: FixedEasingKind { static var kind: EasingKind { .quadraticOut } }
    enum QuadraticInOut: FixedEasingKind { static var kind: EasingKind { .quadraticInOut } }
    enum CubicIn: FixedEasingKind { static var kind: EasingKind { .cubicIn } }
    enum CubicOut: FixedEasingKind { static var kind: EasingKind { .cubicOut } }
    enum CubicInOut: FixedEasingKind { static var kind: EasingKind { .cubicInOut } }
    enum QuarticIn: FixedEasingKind { static var kind: EasingKind { .quarticIn } }
    enum QuarticOut: FixedEasingKind { static var kind: EasingKind { .quarticOut } }
    enum QuarticInOut: FixedEasingKind { static var kind: EasingKind { .quarticInOut } }
    enum QuinticIn: FixedEasingKind { static var kind: EasingKind { .quinticIn } }
    enum QuinticOut: FixedEasingKind { static var kind: EasingKind { .quinticOut } }
    enum QuinticInOut: FixedEasingKind { static var kind: EasingKind { .quinticInOut } }
    enum ExpoIn: FixedEasingKind { static var kind: EasingKind { .expoIn } }
    enum ExpoOut: FixedEasingKind { static var kind: EasingKind { .expoOut } }
    enum ExpoInOut: FixedEasingKind { static var kind: EasingKind { .expoInOut } }
    enum CircularIn: FixedEasingKind { static var kind: EasingKind { .circularIn } }
    enum CircularOut: FixedEasingKind { static var kind: EasingKind { .circularOut } }
    enum CircularInOut: FixedEasingKind { static var kind: EasingKind { .circularInOut } }
}

extension EasingKind {
    /// Does `work` specialized for this kind: one dispatch, after which the kind is a constant.
    @inline(__always)
    func withFixedKind<Work: FixedKindWork>(_ work: Work) -> Int {
        switch self {
        case .linear: work.perform(FixedEasingKinds.Linear.self)
        case .quadraticIn: work.perform(FixedEasingKinds.QuadraticIn.self)
        case .quadraticOut: work.perform(FixedEasingKinds.QuadraticOut.self)
        case .quadraticInOut: work.perform(FixedEasingKinds.QuadraticInOut.self)
        case .cubicIn: work.perform(FixedEasingKinds.CubicIn.self)
        case .cubicOut: work.perform(FixedEasingKinds.CubicOut.self)
        case .cubicInOut: work.perform(FixedEasingKinds.CubicInOut.self)
        case .quarticIn: work.perform(FixedEasingKinds.QuarticIn.self)
        case .quarticOut: work.perform(FixedEasingKinds.QuarticOut.self)
        case .quarticInOut: work.perform(FixedEasingKinds.QuarticInOut.self)
        case .quinticIn: work.perform(FixedEasingKinds.QuinticIn.self)
        case .quinticOut: work.perform(FixedEasingKinds.QuinticOut.self)
        case .quinticInOut: work.perform(FixedEasingKinds.QuinticInOut.self)
        case .expoIn: work.perform(FixedEasingKinds.ExpoIn.self)
        case .expoOut: work.perform(FixedEasingKinds.ExpoOut.self)
        case .expoInOut: work.perform(FixedEasingKinds.ExpoInOut.self)
        case .circularIn: work.perform(FixedEasingKinds.CircularIn.self)
        case .circularOut: work.perform(FixedEasingKinds.CircularOut.self)
        case .circularInOut: work.perform(FixedEasingKinds.CircularInOut.self)
        }
    }
}
