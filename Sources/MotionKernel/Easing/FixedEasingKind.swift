import Foundation

/// An easing kind known at compile time: a type per ``EasingKind``. Code generic over one is
/// specialized for each kind, in which the kind is a constant and its easing is inlined without a
/// dispatch; an enum value passed as an argument is not specialized on, a type is. The tempo's beat
/// plays each run of eased legs of one kind this way.
@_spi(Kernel) public protocol FixedEasingKind {
    /// The kind this type stands for.
    static var kind: EasingKind { get }
}

/// Work done with an easing kind fixed at compile time (see ``EasingKind/withFixedKind(_:)``).
@_spi(Kernel) public protocol FixedKindWork {
    /// Does the work for `Kind`, in code specialized for it.
    /// - Returns: what the work says (for a run of the beat list, the index where it stopped).
    func perform<Kind: FixedEasingKind>(_ kind: Kind.Type) -> Int
}

/// One ``FixedEasingKind`` per ``EasingKind``.
@_spi(Kernel) public enum FixedEasingKinds {
    /// ``EasingKind/linear``, fixed at compile time.
    public enum Linear: FixedEasingKind { @inlinable public static var kind: EasingKind { .linear } }
    /// ``EasingKind/quadraticIn``, fixed at compile time.
    public enum QuadraticIn: FixedEasingKind { @inlinable public static var kind: EasingKind { .quadraticIn } }
    /// ``EasingKind/quadraticOut``, fixed at compile time.
    public enum QuadraticOut: FixedEasingKind { @inlinable public static var kind: EasingKind { .quadraticOut } }
    /// ``EasingKind/quadraticInOut``, fixed at compile time.
    public enum QuadraticInOut: FixedEasingKind { @inlinable public static var kind: EasingKind { .quadraticInOut } }
    /// ``EasingKind/cubicIn``, fixed at compile time.
    public enum CubicIn: FixedEasingKind { @inlinable public static var kind: EasingKind { .cubicIn } }
    /// ``EasingKind/cubicOut``, fixed at compile time.
    public enum CubicOut: FixedEasingKind { @inlinable public static var kind: EasingKind { .cubicOut } }
    /// ``EasingKind/cubicInOut``, fixed at compile time.
    public enum CubicInOut: FixedEasingKind { @inlinable public static var kind: EasingKind { .cubicInOut } }
    /// ``EasingKind/quarticIn``, fixed at compile time.
    public enum QuarticIn: FixedEasingKind { @inlinable public static var kind: EasingKind { .quarticIn } }
    /// ``EasingKind/quarticOut``, fixed at compile time.
    public enum QuarticOut: FixedEasingKind { @inlinable public static var kind: EasingKind { .quarticOut } }
    /// ``EasingKind/quarticInOut``, fixed at compile time.
    public enum QuarticInOut: FixedEasingKind { @inlinable public static var kind: EasingKind { .quarticInOut } }
    /// ``EasingKind/quinticIn``, fixed at compile time.
    public enum QuinticIn: FixedEasingKind { @inlinable public static var kind: EasingKind { .quinticIn } }
    /// ``EasingKind/quinticOut``, fixed at compile time.
    public enum QuinticOut: FixedEasingKind { @inlinable public static var kind: EasingKind { .quinticOut } }
    /// ``EasingKind/quinticInOut``, fixed at compile time.
    public enum QuinticInOut: FixedEasingKind { @inlinable public static var kind: EasingKind { .quinticInOut } }
    /// ``EasingKind/expoIn``, fixed at compile time.
    public enum ExpoIn: FixedEasingKind { @inlinable public static var kind: EasingKind { .expoIn } }
    /// ``EasingKind/expoOut``, fixed at compile time.
    public enum ExpoOut: FixedEasingKind { @inlinable public static var kind: EasingKind { .expoOut } }
    /// ``EasingKind/expoInOut``, fixed at compile time.
    public enum ExpoInOut: FixedEasingKind { @inlinable public static var kind: EasingKind { .expoInOut } }
    /// ``EasingKind/circularIn``, fixed at compile time.
    public enum CircularIn: FixedEasingKind { @inlinable public static var kind: EasingKind { .circularIn } }
    /// ``EasingKind/circularOut``, fixed at compile time.
    public enum CircularOut: FixedEasingKind { @inlinable public static var kind: EasingKind { .circularOut } }
    /// ``EasingKind/circularInOut``, fixed at compile time.
    public enum CircularInOut: FixedEasingKind { @inlinable public static var kind: EasingKind { .circularInOut } }
}

extension EasingKind {
    /// Does `work` specialized for this kind: one dispatch, after which the kind is a constant.
    @inlinable @inline(__always)
    public func withFixedKind<Work: FixedKindWork>(_ work: Work) -> Int {
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
