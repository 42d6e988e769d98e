import ArgumentParser
import Foundation
import MotionMachine

/// `motion plot`: an SVG of a curve, or a timeline of a spec file.
struct PlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Draw a curve (value and velocity over time) or a spec file (one timeline row per element) as SVG.",
        discussion: """
        CURVE is a name (ease-in-out, standard, snappy, easeOutElastic, …; see --list), \
        cubic-bezier(x1,y1,x2,y2) or spring(…) with labelled numbers, such as \
        spring(mass:1,stiffness:100,damping:10) or spring(duration:0.5,bounce:0.3). \
        An argument that names an existing file is read as a spec (design tokens or plain JSON of named traits). \
        An argument that begins with a move (M or m) is read as SVG path data and drawn as a motion follows it: \
        ticks at every tenth of its length and, with --easing CURVE, the point at equal steps of time.
        """
    )

    @Argument(help: "A curve, or a spec file.")
    var curveOrFile: String?

    @Option(name: .shortAndLong, help: "Write the SVG here instead of standard output.")
    var output: String?

    @Option(help: "With a spec file: draw this element's keyframe tracks (its dotted path) instead of the timeline.")
    var element: String?

    @Option(help: "With path data: mark where the point stands at 20 equal steps of time under this curve.")
    var easing: String?

    @Flag(help: "List the curve names this tool knows, with their source.")
    var list = false

    func validate() throws {
        if !list && curveOrFile == nil { throw ValidationError("Give a curve or a spec file to plot, or --list.") }
    }

    func run() throws {
        if list {
            for named in TimingCurve.namedCurves { print("\(named.name.padding(toLength: 28, withPad: " ", startingAt: 0)) \(named.source)") }
            return
        }
        let argument = curveOrFile ?? ""
        let svg: String
        let what: String
        if FileManager.default.fileExists(atPath: argument), let element {
            let document = try SpecFile.load(argument)
            guard let traits = document.allTraits.first(where: { $0.path == element })?.traits else {
                SpecFile.fail("motion plot: \(argument) has no element \(element) (elements: \(document.allTraits.map(\.path).joined(separator: ", ")))")
            }
            guard traits.keyframes?.isEmpty == false else { SpecFile.fail("motion plot: \(element) has no keyframe tracks") }
            let export = KeyframeExport(traits: traits)
            svg = KeyframePlot(export, title: element).svg
            what = "the keyframe tracks of \(element) (\(export.tracks.count))"
        } else if FileManager.default.fileExists(atPath: argument) {
            let document = try SpecFile.load(argument)
            let name = URL(fileURLWithPath: argument).lastPathComponent
            svg = TimelinePlot(document, title: name).svg
            let count = document.allTraits.count
            what = "the timeline of \(count) element\(count == 1 ? "" : "s") in \(name)"
        } else if Self.looksLikePathData(argument) {
            let path: MotionPath
            do {
                path = try MotionPath(svgPathData: argument)
            } catch {
                SpecFile.fail("motion plot: \(error.description)")
            }
            var curve: TimingCurve?
            if let easing {
                do { curve = try TimingCurve(parsing: easing) } catch { SpecFile.fail("motion plot: --easing \(error.description)") }
            }
            svg = PathPlot(path, title: "path", easing: curve, easingName: easing ?? "the easing").svg
            what = "a path \(String(format: "%.2f", path.length)) long"
        } else {
            do {
                svg = CurvePlot(try TimingCurve(parsing: argument), title: argument).svg
            } catch {
                SpecFile.fail("motion plot: \(error.description)")
            }
            what = "\(argument): value and velocity"
        }
        try SpecFile.write(svg, to: output)
        if easing != nil && !Self.looksLikePathData(argument) {
            SpecFile.printError("motion plot: --easing is for path data; ignored")
        }
        // Say what was written: on standard output beside a file, on standard error beside the SVG.
        let line = "Wrote \(output ?? "standard output"): \(what), \(svg.utf8.count) bytes of SVG."
        if output != nil { print(line) } else { SpecFile.printError(line) }
    }

    /// Whether `argument` begins as SVG path data does: a move, then a number or a separator.
    static func looksLikePathData(_ argument: String) -> Bool {
        let text = argument.drop { $0 == " " || $0 == "\n" || $0 == "\t" }
        guard let first = text.first, first == "M" || first == "m" else { return false }
        guard let second = text.dropFirst().first else { return false }
        return second.isNumber || " \t\n,+-.".contains(second)
    }
}
