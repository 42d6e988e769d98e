/// Why SVG path data was refused, and where: the offset, in UTF-8 bytes from the start of the
/// string, of the character that could not be read.
public struct PathDataError: Error, Sendable, Hashable {
    /// What was wrong.
    public enum Reason: Sendable, Hashable {
        /// Path data must begin with a move (`M` or `m`).
        case expectedMove
        /// A character that is not a command letter stood where a command was due.
        case expectedCommand
        /// A command needed another number (or its numbers ran out mid-group).
        case expectedNumber
        /// An arc's large-arc or sweep flag was not `0` or `1`.
        case expectedFlag
        /// A number too large for `Double` (it would be infinite).
        case numberOutOfRange
    }

    /// What was wrong.
    public let reason: Reason
    /// The UTF-8 offset of the character that could not be read (the string's length when the data
    /// ended too early).
    public let offset: Int
    /// The command being read, as its letter, if one was.
    public let command: Unicode.Scalar?

    /// An error at `offset` while reading `command`.
    public init(_ reason: Reason, at offset: Int, command: Unicode.Scalar? = nil) {
        self.reason = reason
        self.offset = offset
        self.command = command
    }
}

extension PathDataError: CustomStringConvertible {
    /// The reason and the offset, in words: "path data, offset 7: 'L' needs another number".
    public var description: String {
        let what: String
        switch reason {
        case .expectedMove: what = "path data must begin with a move ('M' or 'm')"
        case .expectedCommand: what = "expected a command letter (M L H V C S Q T A Z, or lower case)"
        case .expectedNumber: what = command.map { "'\($0)' needs another number" } ?? "expected a number"
        case .expectedFlag: what = "an arc's flags must be 0 or 1"
        case .numberOutOfRange: what = "number out of range"
        }
        return "path data, offset \(offset): \(what)"
    }
}
