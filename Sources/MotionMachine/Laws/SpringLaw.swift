import Foundation

/// A damped spring (``SpringMotion``): on the forward leg every property is released at its start
/// with its own initial velocity and pulled to its end; the leg lasts until every property has
/// settled. The way back is the spring released from rest at the end values, an easing curve the
/// motion sets.
struct SpringLaw: Sendable {
    let spring: Spring
    /// The spring's two basis functions, evaluated once per beat for every property.
    let basis: SpringBasis
    /// Each property's velocity when the forward leg begins, by property index (missing ones are 0).
    let velocities: [Double]
    /// A velocity towards each property's end, added to its own when the forward leg begins:
    /// `absolute` in value units per second, `normalized` in spans per second (animation traits
    /// give one or the other).
    let towardEnd: (absolute: Double, normalized: Double)

    init(spring: Spring, velocities: [Double], towardEnd: (absolute: Double, normalized: Double) = (0, 0)) {
        self.spring = spring
        self.basis = SpringBasis(spring: spring)
        self.velocities = velocities
        self.towardEnd = towardEnd
    }
}
