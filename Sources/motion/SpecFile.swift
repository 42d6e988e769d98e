import ArgumentParser
import Foundation
import MotionMachine

/// Reading spec files and writing results for the `motion` spec commands: problems go to standard
/// error, one per line with its path, and the tool exits with status 1.
enum SpecFile {
    /// The document at `path`, or exit 1 after printing every problem.
    static func load(_ path: String) throws -> MotionSpecDocument {
        do {
            return try MotionSpecDocument(contentsOf: URL(fileURLWithPath: path))
        } catch {
            for problem in error.problems { printError("\(path): \(problem)") }
            throw ExitCode(1)
        }
    }

    /// Writes `text` to the file at `path`, or to standard output without one.
    static func write(_ text: String, to path: String?) throws {
        guard let path else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            fail("motion: could not write \(path): \(error.localizedDescription)")
        }
    }

    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Prints `message` to standard error and exits with status 1.
    static func fail(_ message: String) -> Never {
        printError(message)
        Foundation.exit(1)
    }
}
