/// The object each benchmark motion moves (a path motion writes both coordinates).
final class BenchTarget {
    var x: Double = 0
    var y: Double = 0
}
