// Reads the WebAssembly build's samples (one per line: a sampler's name, its arguments, its value)
// from standard input, evaluates each with the host build of the same sources, and fails if any
// differs by more than 1e-12 relative. The host's C library and the WebAssembly host's (JavaScript's
// Math) may round an exponential or a sine differently in the last bit; nothing else differs.

import Foundation

@main
struct HostCheck {
    static func main() {
        var count = 0, worst = 0.0
        while let line = readLine() {
            let fields = line.split(separator: " ")
            guard let name = fields.first, let numbers = Optional(fields.dropFirst().compactMap { Double($0) }),
                  numbers.count == fields.count - 1, let wasm = numbers.last else {
                fail("unreadable line: \(line)")
            }
            let arguments = Array(numbers.dropLast())
            let host: Double
            switch (name, arguments.count) {
            case ("spring_position", 5): host = springPosition(arguments[0], arguments[1], arguments[2], arguments[3], arguments[4])
            case ("decay_progress", 3): host = decayProgress(arguments[0], arguments[1], arguments[2])
            case ("bezier_value", 5): host = bezierValue(arguments[0], arguments[1], arguments[2], arguments[3], arguments[4])
            case ("expo_in_out", 1): host = expoInOut(arguments[0])
            case ("timing_progress", 7):
                host = timingProgress(arguments[0], arguments[1], arguments[2], arguments[3], arguments[4],
                                      Int32(arguments[5]), arguments[6])
            case ("keyframe_position", 1): host = keyframePosition(arguments[0])
            case ("run_position", 1): host = runPosition(arguments[0])
            default: fail("unknown sampler: \(line)")
            }
            let difference = abs(host - wasm) / max(1, abs(host))
            worst = max(worst, difference)
            if !(difference <= 1e-12) { fail("\(line): the host build gives \(host)") }
            count += 1
        }
        if count == 0 { fail("no samples read") }
        print("\(count) samples: the WebAssembly build matches the host build (largest relative difference \(worst))")
    }

    static func fail(_ message: String) -> Never {
        print("wasm check failed: \(message)")
        exit(1)
    }
}

