/// A small, fast, seeded generator (SplitMix64), so every stress case replays exactly from its seed.
package struct StressRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Whether an event of probability `p` happens.
    package mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    /// One of `choices`, which must not be empty.
    package mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &self)] }

    /// A time span: usually ordinary, sometimes hostile (NaN, ±∞, 0, −0, huge, tiny, negative).
    package mutating func span(hostile: Bool) -> Double {
        if hostile && chance(0.2) {
            return pick([.nan, .infinity, -.infinity, 0, -0.0, 1e308, 1e-300, -1, 0x1p53, 1e17])
        }
        return pick([0, 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2])
    }

    /// A value: usually ordinary, sometimes hostile.
    package mutating func value(hostile: Bool) -> Double {
        if hostile && chance(0.15) {
            return pick([.nan, .infinity, -.infinity, 1e308, -1e308, 1e155, 1e300, -0.0, 3.4e38])
        }
        return Double.random(in: -200...200, using: &self)
    }

    /// A repeat count: usually small, sometimes huge.
    package mutating func repeatCount(hostile: Bool) -> UInt {
        if hostile && chance(0.2) { return pick([UInt.max, 1 << 40, 1 << 53, 1 << 63]) }
        return pick([0, 1, 2, 3])
    }
}
