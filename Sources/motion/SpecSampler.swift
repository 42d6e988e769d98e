import Foundation
import MotionMachine

/// Plays a spec's elements on real motions under a manual tempo and records their values.
@MainActor
struct SpecSampler {
    let document: MotionSpecDocument
    let fps: Double
    let limit: Double

    /// One element's target: a value moving 0 → 1.
    final class Probe { var value = 0.0 }

    struct Table {
        let names: [String]
        let times: [Double]
        let values: [[Double]]

        var csv: String {
            var lines = [(["time"] + names).joined(separator: ",")]
            for (row, time) in times.enumerated() {
                lines.append(([number(time)] + values.map { number($0[row]) }).joined(separator: ","))
            }
            return lines.joined(separator: "\n") + "\n"
        }

        var json: String {
            let elements = zip(names, values).map { name, column in
                "    \"\(name)\": [\(column.map(number).joined(separator: ", "))]"
            }
            return "{\n  \"times\": [\(times.map(number).joined(separator: ", "))],\n  \"elements\": {\n\(elements.joined(separator: ",\n"))\n  }\n}\n"
        }

        /// Six decimals without trailing zeros: 0.5, 1, 0.016667.
        private func number(_ value: Double) -> String {
            var text = String(format: "%.6f", value)
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
            return text == "-0" ? "0" : text
        }
    }

    func run() -> Table {
        let tempo = ManualTempo()
        let elements = document.allTraits
        let probes = elements.map { _ in Probe() }
        let motions = zip(elements, probes).map { element, probe -> Motion<Probe> in
            let motion = Motion(target: probe, properties: [PropertyData(keyPath: \Probe.value, start: 0, end: 1)], traits: element.traits)
            motion.tempo = tempo
            return motion
        }
        motions.forEach { $0.start() }
        var times: [Double] = []
        var values = elements.map { _ in [Double]() }
        var frame = 0
        while true {
            let time = Double(frame) / fps
            tempo.tick(at: time)
            times.append(time)
            for index in probes.indices { values[index].append(probes[index].value) }
            let running = motions.contains { $0.motionState != .stopped }
            if !running || time >= limit { break }
            frame += 1
        }
        return Table(names: elements.map(\.path), times: times, values: values)
    }
}
