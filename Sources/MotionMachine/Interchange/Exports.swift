// `import MotionMachine` brings the interchange's data types (AnimationTraits, TimingCurve,
// Repetition and the spec documents) with it, so a decoded spec drives motions without a second import.
@_exported import MotionInterchange
