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
        An argument that names an existing file is read as a spec (design tokens or plain JSON of named traits).
        """
    )

    @Argument(help: "A curve, or a spec file.")
    var curveOrFile: String?

    @Option(name: .shortAndLong, help: "Write the SVG here instead of standard output.")
    var output: String?

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
        if FileManager.default.fileExists(atPath: argument) {
            let document = try SpecFile.load(argument)
            let name = URL(fileURLWithPath: argument).lastPathComponent
            svg = TimelinePlot(document, title: name).svg
            let count = document.allTraits.count
            what = "the timeline of \(count) element\(count == 1 ? "" : "s") in \(name)"
        } else {
            do {
                svg = CurvePlot(try TimingCurve(parsing: argument), title: argument).svg
            } catch {
                SpecFile.fail("motion plot: \(error.description)")
            }
            what = "\(argument): value and velocity"
        }
        try SpecFile.write(svg, to: output)
        // Say what was written: on standard output beside a file, on standard error beside the SVG.
        let line = "Wrote \(output ?? "standard output"): \(what), \(svg.utf8.count) bytes of SVG."
        if output != nil { print(line) } else { SpecFile.printError(line) }
    }
}
