import MotionMachine

/// A ball in the demo: a horizontal position (0…1 of the track) and a color.
final class DemoBall: MotionTarget {
    var x: Double = 0
    var color = MotionColor(hue: 0.55, saturation: 0.8, brightness: 1)

    static var motionProperties: [String: PartialKeyPath<DemoBall>] {
        ["x": \.x, "color": \.color]
    }
}
