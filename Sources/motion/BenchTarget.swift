import MotionMachine

/// The object each benchmark tween moves.
final class BenchTarget {
    var x: Double = 0
}

/// `x` by name, for `motion bench --string-paths`.
extension BenchTarget: MotionTarget {
    static var motionProperties: [String: PartialKeyPath<BenchTarget>] { ["x": \.x] }
}
