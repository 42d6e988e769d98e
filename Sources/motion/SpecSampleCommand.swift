import ArgumentParser
import Foundation
import MotionMachine

/// `motion spec sample FILE --fps 60`: each element's value over time, as the engine plays it.
struct SpecSampleCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sample",
        abstract: "Play every element of a spec on the engine (each moving 0 → 1) and print its value at each frame.",
        discussion: "Frames run from 0 to the end of the longest element; endless repetition stops at --seconds."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case csv, json }

    @Argument(help: "The spec file.")
    var file: String

    @Option(parsing: .unconditional, help: "Frames per second (1…1000).")
    var fps: Double = 60

    @Option(help: "The output format: csv or json.")
    var format: Format = .csv

    @Option(parsing: .unconditional, help: "Where to stop when an element repeats without end, in seconds (0 < s ≤ 3600).")
    var seconds: Double = 5

    func validate() throws {
        guard fps.isFinite, fps >= 1, fps <= 1000 else { throw ValidationError("--fps must be between 1 and 1000, got \(String(format: "%g", fps))") }
        guard seconds.isFinite, seconds > 0, seconds <= 3600 else { throw ValidationError("--seconds must be in (0, 3600], got \(String(format: "%g", seconds))") }
    }

    func run() async throws {
        let document = try SpecFile.load(file)
        let table = await SpecSampler(document: document, fps: fps, limit: seconds).run()
        try SpecFile.write(format == .csv ? table.csv : table.json, to: nil)
    }
}
