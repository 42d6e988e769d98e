/// Keyframe tracks as a law: lane `i` plays `tracks[i]` from the lane's start value and velocity
/// (a lane without a track holds its start). The law lasts as long as its longest track; shorter
/// tracks rest on their last value until then.
///
/// A run samples the law at any moment; the engine resolves each lane's track once per run
/// (``KeyframeSequence/resolved(from:velocity:)``) and samples that instead.
public struct KeyframeLaw: MotionLaw, Hashable {
    /// One track per lane.
    public let tracks: [KeyframeSequence]
    /// The longest track's duration.
    public let duration: Double

    /// A law playing `tracks`, one per lane.
    public init(tracks: [KeyframeSequence]) {
        self.tracks = tracks
        duration = tracks.reduce(0) { max($0, $1.duration) }
    }

    /// Lane `index`'s track, played from the lane's start and velocity, at `time`.
    /// - Complexity: O(n) in the track's keys (it resolves the track).
    public func sample(at time: Double, lane: RunLane, index: Int) -> MotionSample {
        guard index >= 0, index < tracks.count else { return MotionSample(position: lane.span.start, velocity: 0) }
        return tracks[index].resolved(from: lane.span.start, velocity: lane.velocity).sample(at: time)
    }
}
