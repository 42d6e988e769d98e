extension MotionTiming {
    /// Which positions a timing shows outside its active window (Core Animation's `fillMode`).
    ///
    /// A position outside the window is still computed (``TimingPosition/isFilled`` says whether it
    /// shows): before the delay it is the first position, after the window the last one.
    public struct Fill: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        /// Creates a fill from its raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// Shows the first position before the delay ends.
        public static let backwards = Fill(rawValue: 1 << 0)
        /// Keeps the last position after the active window ends.
        public static let forwards = Fill(rawValue: 1 << 1)
        /// Both ``backwards`` and ``forwards``.
        public static let both: Fill = [.backwards, .forwards]
        /// Shows nothing outside the active window.
        public static let removed: Fill = []
    }
}
