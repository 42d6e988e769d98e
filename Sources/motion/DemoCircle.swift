import MotionMachine

/// A circle in the four-circles demo: how far down it hangs (its top constraint's constant, 0…60
/// points) and its colour.
final class DemoCircle: MotionTarget {
    var constant: Double = 0
    var backgroundColor = MotionColor(red: 0.35, green: 0.35, blue: 0.35, alpha: 1)

    static var motionProperties: [String: PartialKeyPath<DemoCircle>] {
        ["constant": \.constant, "backgroundColor": \.backgroundColor]
    }
}
