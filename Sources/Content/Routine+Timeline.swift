/// One timed part of a routine as it is played: a pose, on one side or both, for some seconds.
package struct RoutineMoment: Sendable, Hashable {
    /// The step's position in the routine, from 0.
    package var stepIndex: Int
    /// The pose, when it exists in the loaded poses.
    package var pose: Pose?
    /// The pose id the step names.
    package var poseID: String
    /// "right" or "left" for a both-sides step, else nil.
    package var side: String?
    /// How long this part lasts.
    package var seconds: Int
    /// Seconds from the start of the routine.
    package var startsAt: Int
    /// The step's cue, if any.
    package var note: String?
}

extension Routine {
    /// The routine as it is played: each step in turn, both-sides steps as right then left.
    /// - Parameter poses: looks up a pose by id (e.g. `knowledge.pose(id:)`).
    /// - Returns: the moments in order with their start offsets.
    package func timeline(poses: (String) -> Pose?) -> [RoutineMoment] {
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
