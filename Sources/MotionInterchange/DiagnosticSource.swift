import Foundation
import Logging

extension Logger {
    /// Logs `message` at `level` with the reporting type as its source: the main type of the file
    /// that reports it (`"SpringMotion"` for `SpringMotion.swift`, `"Motion"` for
    /// `Motion+Beats.swift`). swift-log's stream handler prints the logger's label and then the
    /// source, so a diagnostic reads `MotionMachine: [SpringMotion] …` rather than naming the
    /// library twice (the default source is the module's name).
    package func report(_ level: Logger.Level, _ message: @autoclosure () -> Logger.Message,
                        fileID: String = #fileID, function: String = #function, line: UInt = #line) {
        log(level: level, message(), source: Self.reportingType(fileID), file: fileID, function: function, line: line)
    }

    /// The main type of the file `fileID` names (`Module/Type+Concern.swift`).
    package static func reportingType(_ fileID: String) -> String {
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        let name = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
        return name.split(separator: "+").first.map(String.init) ?? name
    }
}
