import Dispatch
import Foundation
import MotionMachine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the terminal the demo draws in can do, and keeping it tidy: the demo fits its width,
/// honours `NO_COLOR` and `TERM=dumb`, hides the cursor while it draws and gives it back on exit and
/// on Ctrl-C.
@MainActor
enum Terminal {
    private static var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// Whether to animate: standard output is a terminal that can move its cursor (not `TERM=dumb`).
    static var animates: Bool { isatty(STDOUT_FILENO) == 1 && environment["TERM"] != "dumb" }

    /// Whether to colour output: `NO_COLOR` unset or empty (no-color.org) and `TERM` not `dumb`.
    static var usesColor: Bool { (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb" }

    /// The terminal's width in columns: the window size the terminal reports, else `$COLUMNS`, else 80.
    static var columns: Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return environment["COLUMNS"].flatMap(Int.init) ?? 80
    }

    /// `text` in the colour `code` (an SGR sequence), or plain when colour is off.
    static func colored(_ text: String, _ code: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// `glyph` in `color` (a 24-bit foreground), or plain when colour is off.
    static func paint(_ glyph: String, _ color: MotionColor) -> String {
        func channel(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        return colored(glyph, "38;2;\(channel(color.red));\(channel(color.green));\(channel(color.blue))")
    }

    /// `text` cut to `width` characters, so a line never wraps (wrapping would break redrawing).
    static func fit(_ text: String, width: Int) -> String {
        text.count <= width ? text : String(text.prefix(max(width - 1, 0))) + "…"
    }

    private static var interruption: (any DispatchSourceSignal)?

    /// Hides the cursor, and arranges for Ctrl-C to show it again before the program exits.
    static func hideCursor() {
        write("\u{1B}[?25l")
        guard interruption == nil else { return }
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
        source.setEventHandler {
            FileHandle.standardOutput.write(Data("\u{1B}[0m\u{1B}[?25h\n".utf8))
            exit(130)
        }
        source.resume()
        interruption = source
    }

    /// Shows the cursor again.
    static func showCursor() { write("\u{1B}[?25h") }

    static func write(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
}
