import Foundation

/// One benchmark's figures, printed as a JSON line.
struct BenchResult {
    let mode: String
    let motions: Int
    let beats: Int
    let engineNanosecondsPerMotionBeat: Double
    let loopNanosecondsPerMotionBeat: Double
    /// Whether the engine and the loop left every target at the same value.
    let valuesMatch: Bool
    /// Nanoseconds one `stop()` took while all the motions were running (the mean over a sample).
    let stopNanoseconds: Double

    var ratio: Double { engineNanosecondsPerMotionBeat / loopNanosecondsPerMotionBeat }

    var jsonLine: String {
        func number(_ value: Double) -> String { String(format: "%.3f", value) }
        return "{\"mode\":\"\(mode)\",\"motions\":\(motions),\"beats\":\(beats),"
            + "\"engine_ns_per_motion_beat\":\(number(engineNanosecondsPerMotionBeat)),"
            + "\"loop_ns_per_motion_beat\":\(number(loopNanosecondsPerMotionBeat)),"
            + "\"ratio\":\(number(ratio)),\"stop_ns\":\(number(stopNanoseconds)),\"values_match\":\(valuesMatch)}"
    }
}
