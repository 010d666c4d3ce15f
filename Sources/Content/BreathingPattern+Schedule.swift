/// One timed part of a breathing session.
package struct BreathingBeat: Sendable, Hashable {
    /// The round, from 1.
    package var round: Int
    /// The breath phase.
    package var phase: BreathPhase
    /// How long it lasts, in seconds.
    package var seconds: Double
    /// Seconds from the start of the session.
    package var startsAt: Double
}

extension BreathingPattern {
    /// The session as a list of timed beats.
    /// - Parameter rounds: how many rounds (the pattern's default when nil).
    /// - Returns: every phase of every round with its start offset.
    package func schedule(rounds: Int? = nil) -> [BreathingBeat] {
        var beats: [BreathingBeat] = []
        var clock = 0.0
        for round in 1...max(1, rounds ?? self.rounds) {
            for step in pattern {
                beats.append(BreathingBeat(round: round, phase: step.phase, seconds: step.seconds, startsAt: clock))
                clock += step.seconds
            }
        }
        return beats
    }
}
