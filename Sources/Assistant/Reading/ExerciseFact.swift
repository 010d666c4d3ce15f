/// Exercise said in a statement ("did 20 minutes of yoga this morning", "ran for half an
/// hour", "45 min walk"): its kind and minutes, kept as a workout the strain score and the
/// patterns read. Said without a length ("went for a run") it is no exercise fact: a workout
/// is kept with its minutes.
struct ExerciseFact: Equatable {
    /// The kind of exercise, an id of `ReaderWords.exercise` ("yoga", "run", "walk"…).
    let activity: String
    /// How long, in whole minutes (1–600).
    let minutes: Int

    /// The exercise `message` states, when it names a kind and a length.
    static func read(_ message: AnalyzedMessage, kinds: [(id: String, words: MentionWords)]) -> ExerciseFact? {
        guard let kind = kinds.first(where: { message.mentions($0.words) }) else { return nil }
        // A length is a duration ("20 minutes", "an hour"); a distance or a count is not.
        guard let seconds = message.first(.duration)?.value, seconds >= 60 else { return nil }
        let minutes = Int((seconds / 60).rounded())
        guard (1...600).contains(minutes) else { return nil }
        return ExerciseFact(activity: kind.id, minutes: minutes)
    }
}
