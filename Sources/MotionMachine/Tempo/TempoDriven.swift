import Foundation

/// An object that receives beats from a ``Tempo``.
public protocol TempoDriven: AnyObject {
    /// The tempo that drives this object, or `nil` to drive it by hand with
    /// `update(withTimeInterval:)`.
    var tempo: Tempo? { get set }
    /// Receives one beat: `timestamp` is the tempo's current time, in seconds.
    func tempoBeatUpdate(_ timestamp: TimeInterval)
}
