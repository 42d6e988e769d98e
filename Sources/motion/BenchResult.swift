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
    /// The direct form of the same work (easing or law written out, a direct store), or `nil` where
    /// the mode has none.
    var directNanosecondsPerMotionBeat: Double? = nil
    /// Microseconds to create and start one motion (the mean over all of them), or `nil`.
    var createStartMicroseconds: Double? = nil
    /// Resident memory growth per running motion, in bytes, or `nil`.
    var bytesPerMotion: Double? = nil
    /// Nanoseconds per byte of memory fresh from the system, on its first write (see
    /// ``FirstTouchCost``), or `nil`.
    var firstTouchNanosecondsPerByte: Double? = nil

    /// The part of creating and starting a motion that is its memory's first touch, in
    /// microseconds: ``bytesPerMotion`` × ``firstTouchNanosecondsPerByte``.
    var createFloorMicroseconds: Double? {
        guard let bytesPerMotion, let firstTouchNanosecondsPerByte else { return nil }
        return bytesPerMotion * firstTouchNanosecondsPerByte / 1_000
    }

    var ratio: Double { engineNanosecondsPerMotionBeat / loopNanosecondsPerMotionBeat }

    var jsonLine: String {
        func number(_ value: Double) -> String { String(format: "%.3f", value) }
        func optional(_ value: Double?) -> String { value.map(number) ?? "null" }
        return "{\"mode\":\"\(mode)\",\"motions\":\(motions),\"beats\":\(beats),"
            + "\"engine_ns_per_motion_beat\":\(number(engineNanosecondsPerMotionBeat)),"
            + "\"loop_ns_per_motion_beat\":\(number(loopNanosecondsPerMotionBeat)),"
            + "\"ratio\":\(number(ratio)),"
            + "\"direct_ns_per_motion_beat\":\(optional(directNanosecondsPerMotionBeat)),"
            + "\"engine_vs_direct\":\(optional(directNanosecondsPerMotionBeat.map { engineNanosecondsPerMotionBeat / $0 })),"
            + "\"create_start_us\":\(optional(createStartMicroseconds)),\"bytes_per_motion\":\(optional(bytesPerMotion)),"
            + "\"first_touch_ns_per_byte\":\(optional(firstTouchNanosecondsPerByte)),\"create_floor_us\":\(optional(createFloorMicroseconds)),"
            + "\"stop_ns\":\(number(stopNanoseconds)),\"values_match\":\(valuesMatch)}"
    }
}
