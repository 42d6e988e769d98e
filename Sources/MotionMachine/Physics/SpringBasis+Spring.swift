import MotionCore

extension SpringBasis {
    /// The basis of `spring`: its natural frequency and damping ratio.
    init(spring: Spring) {
        self.init(naturalFrequency: spring.naturalFrequency, dampingRatio: spring.dampingRatio)
    }
}
