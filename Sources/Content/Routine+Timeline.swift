/// One timed part of a routine as it is played: a pose, on one side or both, for some seconds.
public struct RoutineMoment: Sendable, Hashable {
    /// The step's position in the routine, from 0.
    public var stepIndex: Int
    /// The pose, when it exists in the loaded poses.
    public var pose: Pose?
    /// The pose id the step names.
    public var poseID: String
    /// "right" or "left" for a both-sides step, else nil.
    public var side: String?
    /// How long this part lasts.
    public var seconds: Int
    /// Seconds from the start of the routine.
    public var startsAt: Int
    /// The step's cue, if any.
    public var note: String?
}

extension Routine {
    /// The routine as it is played: each step in turn, both-sides steps as right then left.
    /// - Parameter poses: looks up a pose by id (e.g. `knowledge.pose(id:)`).
    /// - Returns: the moments in order with their start offsets.
    public func timeline(poses: (String) -> Pose?) -> [RoutineMoment] {
        var moments: [RoutineMoment] = []
        var clock = 0
        for (index, step) in steps.enumerated() {
            let pose = poses(step.pose)
            for side in step.bothSides ? ["right", "left"] : [nil] {
                moments.append(RoutineMoment(
                    stepIndex: index, pose: pose, poseID: step.pose, side: side,
                    seconds: step.hold.duration, startsAt: clock, note: step.note
                ))
                clock += step.hold.duration
            }
        }
        return moments
    }
}
