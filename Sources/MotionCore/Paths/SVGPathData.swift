/// Reads SVG path data (the `d` attribute) into a ``MotionPath``, as SVG 2's grammar has it: the
/// commands `M L H V C S Q T A Z`, absolute (upper case) and relative (lower case); a command's
/// letter may be left out when it repeats (after a move, further pairs are lines); numbers in any
/// of SVG's spellings (`-1.5e3`, `.5.5` for two numbers) separated by white space, a comma, or
/// nothing where a sign or point begins the next; an arc's flags as single `0` or `1` characters.
///
/// Where SVG renders a path up to its first error, this reader refuses the data instead and says
/// where and why (``PathDataError``), so that a mistake in a motion spec does not play half a path.
struct SVGPathData {
    private let bytes: [UInt8]
    private var index = 0
    private var path = MotionPath()
    /// The last command's second control point (for `S`) or control point (for `T`), if it had one.
    private var lastCubicControl: PathPoint?
    private var lastQuadControl: PathPoint?

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The path, or the first error.
    static func parse(_ text: String) throws(PathDataError) -> MotionPath {
        var reader = SVGPathData(text)
        try reader.read()
        return reader.path
    }

    private mutating func read() throws(PathDataError) {
        skipSpace()
        guard index < bytes.count else { return }
        guard bytes[index] == UInt8(ascii: "M") || bytes[index] == UInt8(ascii: "m") else {
            throw PathDataError(.expectedMove, at: index)
        }
        while true {
            skipSpace()
            guard index < bytes.count else { return }
            let letter = bytes[index]
            guard Self.isCommand(letter) else { throw PathDataError(.expectedCommand, at: index) }
            index += 1
            try readGroups(of: letter)
        }
    }

    /// Reads one command's groups of numbers: the first is required (but for `Z`), more may follow.
    private mutating func readGroups(of letter: UInt8) throws(PathDataError) {
        let relative = letter >= UInt8(ascii: "a")
        let command = letter & ~0x20   // upper case
        if command == UInt8(ascii: "Z") {
            path.closeSubpath()
            (lastCubicControl, lastQuadControl) = (nil, nil)
            return
        }
        var current = command
        repeat {
            try readGroup(current, relative: relative, letter: letter)
            // Pairs after a move are lines of the same kind (relative after `m`).
            if current == UInt8(ascii: "M") { current = UInt8(ascii: "L") }
            skipSeparators()
        } while startsNumber()
    }

    private mutating func readGroup(_ command: UInt8, relative: Bool, letter: UInt8) throws(PathDataError) {
        let origin = relative ? (path.currentPoint ?? .zero) : .zero
        let here = path.currentPoint ?? .zero
        func point(_ x: Double, _ y: Double) -> PathPoint { PathPoint(x: origin.x + x, y: origin.y + y) }
        var cubic: PathPoint?
        var quad: PathPoint?
        switch command {
        case UInt8(ascii: "M"):
            let (x, y) = (try number(letter), try number(letter))
            path.move(to: point(x, y))
        case UInt8(ascii: "L"):
            let (x, y) = (try number(letter), try number(letter))
            path.addLine(to: point(x, y))
        case UInt8(ascii: "H"):
            let x = try number(letter)
            path.addLine(to: PathPoint(x: relative ? here.x + x : x, y: here.y))
        case UInt8(ascii: "V"):
            let y = try number(letter)
            path.addLine(to: PathPoint(x: here.x, y: relative ? here.y + y : y))
        case UInt8(ascii: "C"):
            let c1 = point(try number(letter), try number(letter))
            let c2 = point(try number(letter), try number(letter))
            let end = point(try number(letter), try number(letter))
            path.addCurve(to: end, control1: c1, control2: c2)
            cubic = c2
        case UInt8(ascii: "S"):
            // The first control point mirrors the last cubic's second one, or is the current point.
            let c1 = lastCubicControl.map { PathPoint(x: 2 * here.x - $0.x, y: 2 * here.y - $0.y) } ?? here
            let c2 = point(try number(letter), try number(letter))
            let end = point(try number(letter), try number(letter))
            path.addCurve(to: end, control1: c1, control2: c2)
            cubic = c2
        case UInt8(ascii: "Q"):
            let c = point(try number(letter), try number(letter))
            let end = point(try number(letter), try number(letter))
            path.addQuadCurve(to: end, control: c)
            quad = c
        case UInt8(ascii: "T"):
            let c = lastQuadControl.map { PathPoint(x: 2 * here.x - $0.x, y: 2 * here.y - $0.y) } ?? here
            let end = point(try number(letter), try number(letter))
            path.addQuadCurve(to: end, control: c)
            quad = c
        default: // "A"
            let (rx, ry, rotation) = (try number(letter), try number(letter), try number(letter))
            let (large, sweep) = (try flag(), try flag())
            let end = point(try number(letter), try number(letter))
            if let arc = EllipticalArc.endpointArc(from: here, to: end, radiusX: rx, radiusY: ry,
                                                   rotationDegrees: rotation, largeArc: large, sweep: sweep) {
                path.addArc(arc, endingAt: end)
            } else if here != end {
                path.addLine(to: end)   // A zero radius draws a straight line (SVG 2, F.6.2).
            }
        }
        (lastCubicControl, lastQuadControl) = (cubic, quad)
    }

    // MARK: Lexing

    private static func isCommand(_ byte: UInt8) -> Bool {
        switch byte | 0x20 {
        case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"), UInt8(ascii: "c"),
             UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"), UInt8(ascii: "a"), UInt8(ascii: "z"): true
        default: false
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skipSpace() {
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
    }

    /// White space with at most one comma in it.
    private mutating func skipSeparators() {
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipSpace()
        }
    }

    private func startsNumber() -> Bool {
        guard index < bytes.count else { return false }
        let byte = bytes[index]
        return Self.isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
    }

    /// A number, after any separator; `letter` names the command in an error.
    private mutating func number(_ letter: UInt8) throws(PathDataError) -> Double {
        skipSeparators()
        let begin = index
        let command = Unicode.Scalar(letter)
        var significand: UInt64 = 0
        var exponent = 0
        var negative = false
        var digits = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        // Up to 19 significant digits are kept exactly; further integer digits scale by ten, further
        // fraction digits are dropped (they lie beyond Double's precision).
        func take(_ byte: UInt8, fraction: Bool) {
            if significand < 1_000_000_000_000_000_000 {
                significand = significand * 10 + UInt64(byte - UInt8(ascii: "0"))
                if fraction { exponent -= 1 }
            } else if !fraction {
                exponent += 1
            }
            digits += 1
        }
        while index < bytes.count, Self.isDigit(bytes[index]) {
            take(bytes[index], fraction: false)
            index += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, Self.isDigit(bytes[index]) {
                take(bytes[index], fraction: true)
                index += 1
            }
        }
        guard digits > 0 else {
            index = begin
            throw PathDataError(.expectedNumber, at: begin, command: command)
        }
        // An exponent only if digits follow the `e` (else the `e` is not part of the number).
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            var look = index + 1
            var exponentNegative = false
            if look < bytes.count, bytes[look] == UInt8(ascii: "-") || bytes[look] == UInt8(ascii: "+") {
                exponentNegative = bytes[look] == UInt8(ascii: "-")
                look += 1
            }
            if look < bytes.count, Self.isDigit(bytes[look]) {
                var written = 0
                while look < bytes.count, Self.isDigit(bytes[look]) {
                    written = min(written * 10 + Int(bytes[look] - UInt8(ascii: "0")), 100_000)
                    look += 1
                }
                exponent += exponentNegative ? -written : written
                index = look
            }
        }
        let magnitude = Self.value(of: significand, exponent: exponent)
        guard magnitude.isFinite else { throw PathDataError(.numberOutOfRange, at: begin, command: command) }
        return negative ? -magnitude : magnitude
    }

    /// `significand` × 10^`exponent`. Exact to the last bit for the usual numbers of path data (up
    /// to 15 significant digits and a power of ten up to 22, where both factors are exact in `Double`
    /// and one division or product rounds once); within a few units in the last place otherwise.
    private static func value(of significand: UInt64, exponent: Int) -> Double {
        let base = Double(significand)
        if significand == 0 { return 0 }
        if exponent == 0 { return base }
        if abs(exponent) <= 22 {
            var power = 1.0
            for _ in 0..<abs(exponent) { power *= 10 }
            return exponent < 0 ? base / power : base * power
        }
        // Two steps, so that 10^exponent itself does not overflow or vanish before the product.
        let half = exponent / 2
        return base * CoreMath.pow(10, Double(half)) * CoreMath.pow(10, Double(exponent - half))
    }

    /// An arc flag: a single `0` or `1`, after any separator.
    private mutating func flag() throws(PathDataError) -> Bool {
        skipSeparators()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
            throw PathDataError(.expectedFlag, at: index)
        }
        index += 1
        return bytes[index - 1] == UInt8(ascii: "1")
    }
}

extension MotionPath {
    /// The path SVG path data describes (the `d` attribute of a `<path>`, or CSS's `path()`).
    ///
    /// - Throws: ``PathDataError``, naming the reason and the UTF-8 offset where reading stopped,
    ///   for data that does not follow SVG 2's grammar or has a number too large for `Double`.
    ///   Empty data (or only white space) is an empty path, as SVG's `d=""`.
    /// - Complexity: O(*n*) in the data's length, plus measuring each segment.
    public init(svgPathData: String) throws(PathDataError) {
        self = try SVGPathData.parse(svgPathData)
    }
}
