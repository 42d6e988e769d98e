/// Gauss–Legendre quadrature of order 16, whose nodes and weights are worked out once from the
/// Legendre polynomial's roots (Newton's method from Chebyshev's estimates) rather than copied from
/// a table. It integrates polynomials of degree ≤ 31 exactly, and a Bézier curve's speed, a smooth
/// function, to near double precision over a short enough interval.
enum GaussLegendre {
    /// The nodes on −1…1 and their weights.
    static let rule: [(node: Double, weight: Double)] = makeRule(order: 16)

    /// ∫ₐᵇ f.
    static func integrate(over a: Double, _ b: Double, _ f: (Double) -> Double) -> Double {
        let half = (b - a) / 2, middle = (a + b) / 2
        var sum = 0.0
        for (node, weight) in rule { sum += weight * f(middle + half * node) }
        return sum * half
    }

    private static func makeRule(order n: Int) -> [(node: Double, weight: Double)] {
        var rule: [(node: Double, weight: Double)] = []
        for i in 1...n {
            var x = CoreMath.cos(Double.pi * (Double(i) - 0.25) / (Double(n) + 0.5))
            var derivative = 0.0
            for _ in 0..<100 {
                // Pₙ(x) and Pₙ′(x) by the three-term recurrence.
                var (p0, p1) = (1.0, x)
                for k in 2...n {
                    (p0, p1) = (p1, ((2 * Double(k) - 1) * x * p1 - (Double(k) - 1) * p0) / Double(k))
                }
                derivative = Double(n) * (x * p1 - p0) / (x * x - 1)
                let step = p1 / derivative
                x -= step
                if abs(step) < 1e-16 { break }
            }
            rule.append((x, 2 / ((1 - x * x) * derivative * derivative)))
        }
        return rule
    }
}
