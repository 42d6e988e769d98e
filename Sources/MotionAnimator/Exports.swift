// `import MotionAnimator` brings the engine (tempos, values) and the specs (traits, curves) with it.
@_exported import MotionInterchange
@_exported import MotionMachine
