// `import MotionMachine` brings the interchange's data types (AnimationTraits, TimingCurve,
// Repetition and the spec documents) with it, so a decoded spec drives motions without a second import.
@_exported import MotionInterchange
// The sampling core's laws and math, which the engine's laws are built on.
@_exported import MotionCore
// The geometry types motions animate (`CGPoint`, `CGRect`, `CGFloat`) come from Foundation on every
// platform, so `import MotionMachine` alone is enough to use them.
@_exported import Foundation

// The core has no Codable (it compiles under Embedded Swift); the engine codes an easing mode by
// its raw value, as the spec files spell it.
extension EasingMode: Codable {}
extension StepPosition: Codable {}
