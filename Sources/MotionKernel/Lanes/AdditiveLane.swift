import Foundation

/// An additive lane's share of its property's ``AdditiveSum``.
@_spi(Kernel) public struct AdditiveLane {
    /// The lane's current offset, weighting × (own value − start), included in the sum.
    public var offset: Double
    /// The offset moved into the sum's base when the run ended (what a reset takes back out).
    public var folded: Double
    public let weight: Double
    /// Kept valid by the motion, which holds the sum while its lanes refer to it.
    public let totals: UnsafeMutablePointer<AdditiveSum.Totals>

    /// A share as given.
    @inlinable public init(offset: Double, folded: Double, weight: Double, totals: UnsafeMutablePointer<AdditiveSum.Totals>) {
        self.offset = offset
        self.folded = folded
        self.weight = weight
        self.totals = totals
    }
}
