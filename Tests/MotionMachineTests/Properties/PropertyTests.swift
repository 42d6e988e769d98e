import Foundation
import Testing
@testable import MotionMachine

@Suite("Properties and paths")
@MainActor
struct PropertyTests {
    init() { _ = TestDiagnostics.installed }
    @Test("string paths reach scalars, struct components and color components")
    func stringPaths() throws {
        let box = Box(), tempo = ManualTempo()
        let motion = Motion(target: box, properties: [
            try PropertyData("x", 10),
            try PropertyData(path: "frame.size.width", start: 0, end: 100),
            try PropertyData("color.blue", 1),
            try PropertyData("level", 200),
        ], duration: 2)
        motion.tempo = tempo
        motion.start()
        tempo.advance(by: 1)
        #expect(box.x == 5)
        #expect(box.frame.size.width == 50)
        #expect(box.color.blue == 0.5)
        #expect(box.level == 100)
        tempo.advance(by: 1)
        #expect(box.x == 10 && box.frame.size.width == 100 && box.color.blue == 1 && box.level == 200)
    }

    @Test("a property names itself by its path, or by its key path's root and value types")
    func propertyNames() throws {
        #expect(PropertyData(keyPath: \Box.x, end: 1).path == "Box.(Double)")
        #expect(PropertyData(keyPath: \Box.level, end: 1).path == "Box.(UInt8)")
        #expect(PropertyData(keyPath: \Box.x, end: 1).identifyingPath == nil)
        #expect(try PropertyData<Box>("frame.origin.x", 5).path == "frame.origin.x")
        #expect(try PropertyData<Box>("frame.origin.x", 5).identifyingPath == "frame.origin.x")
        let custom = PropertyData<Box>(path: "half-y", end: 1, accessor: PropertyAccessor(keyPath: \Box.y))
        #expect(custom.path == "half-y" && custom.identifyingPath == "half-y")
    }

    @Test("an unknown property names the segment and the valid names")
    func unknownProperty() {
        #expect(throws: PropertyPathError.unknownProperty(path: "frme.origin.x", property: "frme",
                                                          validNames: Box.motionProperties.keys.sorted())) {
            try PropertyData<Box>("frme.origin.x", 1)
        }
        do {
            _ = try PropertyData<Box>("frme.origin.x", 1)
            Issue.record("expected an error")
        } catch let error as PropertyPathError {
            #expect(error.description.contains("'frme.origin.x': unknown property 'frme'"))
            #expect(error.description.contains("color, count, fixed, frame, level, values, x, y"))
        } catch { Issue.record("wrong error type") }
    }

    @Test("an unknown component names the type and the valid components")
    func unknownComponent() {
        do {
            _ = try PropertyData<Box>("frame.origin.z", 1)
            Issue.record("expected an error")
        } catch let error as PropertyPathError {
            guard case .unknownComponent(_, let component, _, let valid) = error else {
                Issue.record("wrong error \(error)"); return
            }
            #expect(component == "origin.z")
            #expect(valid.contains("origin.x"))
            #expect(error.description.contains("CGRect has no component 'origin.z'"))
        } catch { Issue.record("wrong error type") }
    }

    @Test("whole structs, read-only properties, unsupported types and empty segments are refused")
    func otherPathErrors() {
        #expect(throws: PropertyPathError.self) { try PropertyData<Box>("frame", 1) }
        #expect(throws: PropertyPathError.readOnly(path: "fixed")) { try PropertyData<Box>("fixed", 1) }
        #expect(throws: PropertyPathError.unsupportedType(path: "values", valueType: "Array<Double>")) {
            try PropertyData<Box>("values", 1)
        }
        #expect(throws: PropertyPathError.emptyPath(path: "frame..x")) { try PropertyData<Box>("frame..x", 1) }
        #expect(throws: PropertyPathError.emptyPath(path: "")) { try PropertyData<Box>("", 1) }
    }

    @Test("PropertyStates makes one property per changed component")
    func states() throws {
        let box = Box()
        let motion = Motion(target: box, statesForProperties: [
            PropertyStates(keyPath: \Box.frame, start: CGRect(x: 20, y: 50, width: 50, height: 50),
                           end: CGRect(x: 50, y: 50, width: 200, height: 200)),
            try PropertyStates(path: "color.blue", end: 0.5),
            try PropertyStates(path: "color", end: MotionColor(red: 0, green: 1, blue: 0, alpha: 1)),
            try PropertyStates(path: "frame.origin", end: CGPoint(x: 20, y: 60)),
        ], duration: 1)
        #expect(motion.properties.count == 6)
        #expect(motion.properties.map(\.path).contains("frame.origin.y"))
        #expect(motion.properties.map(\.path).contains("color.green"))
        #expect(motion.properties.first?.path.hasSuffix("origin.x") == true)
    }

    @Test("PropertyStates refuses values that do not fit the path")
    func stateMismatch() {
        #expect(throws: PropertyPathError.self) { try PropertyStates<Box>(path: "frame", end: CGPoint.zero) }
        #expect(throws: PropertyPathError.self) { try PropertyStates<Box>(path: "x", end: "ten") }
        #expect(throws: PropertyPathError.self) { try PropertyStates<Box>(path: "color.bleu", end: 0.5) }
        #expect(throws: PropertyPathError.self) {
            try PropertyStates<Box>(path: "frame", start: CGSize.zero, end: CGRect.zero)
        }
    }

    @Test("finalState builds properties for what differs from the target")
    func finalState() throws {
        let box = Box(), tempo = ManualTempo()
        let motion = try Motion(target: box, finalState: ["frame": CGRect(x: 50, y: 0, width: 50, height: 100), "x": 4.0],
                                duration: 1)
        #expect(motion.properties.count == 4)   // origin.x, origin.y, size.height, x
        motion.tempo = tempo
        motion.start()
        tempo.advance(by: 1)
        #expect(box.frame == CGRect(x: 50, y: 0, width: 50, height: 100))
        #expect(box.x == 4)
        #expect(throws: PropertyPathError.self) { try Motion(target: box, finalState: ["nope": 1.0], duration: 1) }
    }

    @Test("omitted start values are read when movement begins, after the delay")
    func omittedStartRead() {
        let box = Box(), tempo = ManualTempo()
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, end: 10.0)], duration: 1)
            .afterDelay(0.5)
        motion.tempo = tempo
        motion.start()
        box.x = 6
        tempo.advance(by: 0.5)   // delay ends: start is read as 6
        tempo.advance(by: 0.5)
        #expect(box.x == 8)
    }

    @Test("typed key paths: integer rounding, CGFloat, Float")
    func typedKeyPaths() {
        final class Mixed { var i: Int = 0; var f: Float = 0; var g: CGFloat = 0 }
        let mixed = Mixed(), tempo = ManualTempo()
        let motion = Motion(target: mixed, properties: [
            PropertyData(keyPath: \Mixed.i, start: 0, end: 5),
            PropertyData(keyPath: \Mixed.f, start: 0, end: 1),
            PropertyData(keyPath: \Mixed.g, start: 0, end: 2),
        ], duration: 1)
        motion.tempo = tempo
        motion.start()
        tempo.advance(by: 0.5)
        #expect(mixed.i == 3 && mixed.f == 0.5 && mixed.g == 1)
    }

    @Test("a custom accessor works like a key path")
    func customAccessor() {
        let box = Box(), tempo = ManualTempo()
        let accessor = PropertyAccessor<Box>(read: { $0.y * 2 }, write: { $0.y = $1 / 2 })
        let motion = Motion(target: box, properties: [PropertyData(path: "half-y", end: 10, accessor: accessor)], duration: 1)
        motion.tempo = tempo
        motion.start()
        tempo.advance(by: 1)
        #expect(box.y == 5)
        #expect(motion.properties[0].path == "half-y")
    }
}
