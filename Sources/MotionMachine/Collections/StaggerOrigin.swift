import Foundation

/// Where the even spacing of a staggered ``MotionGroup`` starts from.
public enum StaggerOrigin: Sendable, Equatable {
    /// The first child starts at once, each next one an interval later.
    case first
    /// The last child starts at once, each earlier one an interval later.
    case last
    /// The middle child (or the middle two) starts first, spreading outwards: a child starts its
    /// distance from the centre, in places, times the interval.
    case center
}
