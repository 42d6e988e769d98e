import Foundation
import Testing
@testable import MotionMachine

@Suite("Values and value assistants")
struct ValueTests {
    init() { _ = TestDiagnostics.installed }
    // Reference conversions from Python's colorsys (hsv_to_rgb / rgb_to_hsv).
    @Test("HSB → RGB matches colorsys")
    func hsbToRGB() {
        let cases: [(h: Double, s: Double, v: Double, r: Double, g: Double, b: Double)] = [
            (0.6, 0.5, 0.8, 0.4, 0.5600000000000002, 0.8),
            (0.05, 1, 1, 1, 0.30000000000000004, 0),
            (0.95, 0.3, 0.4, 0.4, 0.27999999999999997, 0.3160000000000001),
            (0, 0, 0.5, 0.5, 0.5, 0.5),
        ]
        for c in cases {
            let color = MotionColor(hue: c.h, saturation: c.s, brightness: c.v, alpha: 0.7)
            #expect(close(color.red, c.r) && close(color.green, c.g) && close(color.blue, c.b), "\(c)")
            #expect(color.alpha == 0.7)
        }
    }

    @Test("RGB → HSB matches colorsys")
    func rgbToHSB() {
        let cases: [(r: Double, g: Double, b: Double, h: Double, s: Double, v: Double)] = [
            (0.2, 0.4, 0.6, 0.5833333333333334, 0.6666666666666666, 0.6),
            (0.9, 0.1, 0.3, 0.9583333333333334, 0.888888888888889, 0.9),
            (0.5, 0.5, 0.5, 0, 0, 0.5),
            (0, 1, 0, 0.3333333333333333, 1, 1),
        ]
        for c in cases {
            let color = MotionColor(red: c.r, green: c.g, blue: c.b)
            #expect(close(color.hue, c.h) && close(color.saturation, c.s) && close(color.brightness, c.v), "\(c)")
        }
    }

    @Test("writing derived components: hue wraps, white shifts all channels, gray keeps RGB on hue")
    func derivedComponents() {
        var color = MotionColor(red: 0.2, green: 0.4, blue: 0.6)
        color.hue = 1.25
        #expect(close(color.hue, 0.25))
        #expect(close(color.saturation, 0.6666666666666666) && close(color.brightness, 0.6))
        color = MotionColor(red: 0.2, green: 0.4, blue: 0.6)
        color.white = 0.5
        #expect(close(color.red, 0.3) && close(color.green, 0.5) && close(color.blue, 0.7))
        var gray = MotionColor(white: 0.3, alpha: 0.5)
        gray.hue = 0.7
        #expect(gray == MotionColor(red: 0.3, green: 0.3, blue: 0.3, alpha: 0.5))
    }

    @Test("integers round to nearest, clamp to range and map NaN to 0")
    func integers() {
        #expect(Int(motionValue: 2.5) == 3)
        #expect(Int(motionValue: -2.5) == -3)
        #expect(UInt8(motionValue: 300) == 255)
        #expect(UInt8(motionValue: -4) == 0)
        #expect(Int64(motionValue: 1e300) == .max)
        #expect(Int64(motionValue: -.infinity) == .min)
        #expect(UInt64(motionValue: 1.8446744073709552e19) == .max)
        #expect(Int32(motionValue: .nan) == 0)
    }

    @Test("component lists of the built-in types")
    func components() {
        let group = ValueAssistantGroup.standard
        #expect(group.componentNames(for: CGRect.self) == ["origin.x", "origin.y", "size.width", "size.height"])
        #expect(group.componentNames(for: CGPoint.self) == ["x", "y"])
        #expect(group.componentNames(for: CGSize.self) == ["width", "height"])
        #expect(group.componentNames(for: AffineTransform.self) == ["m11", "m12", "m21", "m22", "tX", "tY"])
        #expect(group.componentNames(for: MotionColor.self) == ["red", "green", "blue", "alpha"])
        #expect(Set(group.addressableComponentNames(for: MotionColor.self))
                == ["red", "green", "blue", "alpha", "hue", "saturation", "brightness", "white"])
        #expect(group.componentNames(for: MotionVector.self) == ["dx", "dy"])
        #expect(group.componentNames(for: MotionOffset.self) == ["horizontal", "vertical"])
        #expect(group.componentNames(for: MotionEdgeInsets.self) == ["top", "left", "bottom", "right"])
        #expect(group.componentNames(for: MotionAffineTransform.self) == ["a", "b", "c", "d", "tx", "ty"])
        #expect(group.componentNames(for: MotionTransform3D.self).count == 16)
        #expect(group.componentNames(for: Double.self) == [""])
        #expect(group.componentNames(for: SIMD4<Float>.self) == ["0", "1", "2", "3"])
        #expect(group.addressableComponentNames(for: SIMD3<Double>.self).contains("z"))
        #expect(group.componentNames(for: SIMD64<Double>.self).count == 64)
        #expect(group.componentNames(for: SIMD2<Float>.self) == ["0", "1"])
        #expect(!group.supports(String.self))
    }

    @Test("component values read through the assistant")
    func componentValues() {
        let group = ValueAssistantGroup.standard
        #expect(group.componentValue("size.width", of: CGRect(x: 1, y: 2, width: 3, height: 4)) == 3)
        #expect(group.componentValue("z", of: SIMD3<Float>(1, 2, 3)) == 3)
        #expect(group.componentValue("m43", of: MotionTransform3D.identity) == 0)
        #expect(group.componentValue("m44", of: MotionTransform3D.identity) == 1)
        #expect(group.componentValue("nope", of: CGPoint.zero) == nil)
    }

    struct Thickness: Equatable { var points: Double }
    final class Stroke: MotionTarget {
        var thickness = Thickness(points: 1)
        static var motionProperties: [String: PartialKeyPath<Stroke>] { ["thickness": \.thickness] }
    }

    @Test("a custom assistant makes a new type animatable by path")
    @MainActor func customAssistant() throws {
        let group = ValueAssistantGroup(assistants: [ComponentAssistant(for: Thickness.self, components: [
            ValueComponent("points", get: { $0.points }, set: { $0.points = $1 }),
        ])])
        let stroke = Stroke(), tempo = ManualTempo()
        let motion = Motion(target: stroke, properties: [try PropertyData(path: "thickness.points", end: 5, using: group)],
                            duration: 1)
        motion.tempo = tempo
        motion.start()
        tempo.advance(by: 0.5)
        #expect(stroke.thickness.points == 3)
        #expect(throws: PropertyPathError.self) { try PropertyData<Stroke>("thickness.points", 5) }
    }

    @Test("a motion builds states with the value assistant set on it, and with the standard one until then")
    @MainActor func motionValueAssistant() {
        let stroke = Stroke(), tempo = ManualTempo()
        let motion = Motion(target: stroke, properties: [], duration: 1)
        #expect(motion.valueAssistant as? ValueAssistantGroup === ValueAssistantGroup.standard)
        let states = [PropertyStates(keyPath: \Stroke.thickness, end: Thickness(points: 5))]
        #expect(motion.buildPropertyData(forObject: stroke, statesForProperties: states).isEmpty)
        let group = ValueAssistantGroup(assistants: [ComponentAssistant(for: Thickness.self, components: [
            ValueComponent("points", get: { $0.points }, set: { $0.points = $1 }),
        ])])
        motion.valueAssistant = group
        #expect(motion.valueAssistant as? ValueAssistantGroup === group)
        for property in motion.buildPropertyData(forObject: stroke, statesForProperties: states) { motion.add(property) }
        motion.tempo = tempo
        motion.start()
        tempo.advance(by: 0.5)
        #expect(stroke.thickness.points == 3)
    }
}
