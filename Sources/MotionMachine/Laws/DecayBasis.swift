import Foundation

/// The travelled fraction of a ``PhysicsSystem`` launch as plain numbers: (1 − e^(t·rate)) · scale,
/// with rate = ln(1 − friction) and scale = 1 / (1 − resting speed fraction).
///
/// ``PhysicsSystem/normalizedCurve(initialVelocity:restTime:distance:)`` evaluates exactly this, and a
/// steady leg evaluates it directly, without calling the curve's closure (whose captured numbers
/// would be one more memory access per motion and beat).
struct DecayBasis: Sendable, Hashable {
    let rate: Double
    let scale: Double

    /// The fraction of the resting distance travelled after `time` seconds.
    @inline(__always)
    func progress(at time: Double) -> Double {
        (1 - exp(time * rate)) * scale
    }
}
