/// The object each benchmark tween moves.
final class BenchTarget {
    var x: Double = 0
}
