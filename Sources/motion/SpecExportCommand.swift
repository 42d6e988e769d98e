import ArgumentParser
import Foundation
import MotionMachine

/// `motion spec export FILE --to css|swiftui|tokens|waapi|lottie`.
struct SpecExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export a spec as CSS (custom properties and @keyframes), SwiftUI animations, design tokens with standard fallbacks, Web Animations keyframes or Lottie."
    )

    @Argument(help: "The spec file.")
    var file: String

    @Option(help: "The output format: css, swiftui, tokens, waapi (Web Animations keyframes) or lottie.")
    var to: SpecExport.Format

    @Option(name: .shortAndLong, help: "Write here instead of standard output.")
    var output: String?

    @Option(help: "The largest error of a linear() easing, as a share of the curve's range (0.0001…0.1; linear-easing-generator's 0.0017 by default).")
    var tolerance: Double = CSSLinearFunction.defaultTolerance

    func validate() throws {
        guard tolerance.isFinite, tolerance >= 0.0001, tolerance <= 0.1 else {
            throw ValidationError("--tolerance \(tolerance): must be a number from 0.0001 to 0.1")
        }
    }

    func run() throws {
        let document = try SpecFile.load(file)
        if (to == .waapi || to == .lottie) && SpecExport.keyframeExports(document).isEmpty {
            SpecFile.fail("motion spec export: \(file) has no element with keyframe tracks to export as \(to.rawValue)")
        }
        if to == .lottie {
            for (path, export) in SpecExport.keyframeExports(document) where !export.unmappedLottieTracks.isEmpty {
                SpecFile.printError("\(path): Lottie has no transform property for \(export.unmappedLottieTracks.joined(separator: ", ")); left out")
            }
        }
        guard to == .css else {
            try SpecFile.write(SpecExport.export(document, to: to, tolerance: tolerance), to: output)
            return
        }
        let (css, fits) = CSSExport.stylesheetWithFits(document, tolerance: tolerance)
        try SpecFile.write(css, to: output)
        // The fits' summary goes to standard error, so it never mixes into the stylesheet.
        if let worst = fits.max(by: { $0.maximumError < $1.maximumError }) {
            let counts = fits.map(\.pointCount)
            let range = counts.min() == counts.max() ? "\(counts[0])" : "\(counts.min()!)–\(counts.max()!)"
            SpecFile.printError("\(fits.count) linear() easing\(fits.count == 1 ? "" : "s"): \(range) points, largest error \(String(format: "%.5f", worst.maximumError)) (\(worst.path)), tolerance \(tolerance)")
        }
    }
}

extension SpecExport.Format: ExpressibleByArgument {}
