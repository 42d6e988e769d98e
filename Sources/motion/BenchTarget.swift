/// The object each benchmark motion moves (a path motion writes both coordinates).
///
/// Its properties are not checked for exclusivity at run time, so that the plain loops' stores are
/// plain stores, as the engine's are: a key path to them elsewhere in the program (the path mode
/// attaches targets by key path) stops the optimizer from proving the checks unneeded, and each
/// checked store costs a call into the runtime.
final class BenchTarget {
    @exclusivity(unchecked) var x: Double = 0
    @exclusivity(unchecked) var y: Double = 0
}
