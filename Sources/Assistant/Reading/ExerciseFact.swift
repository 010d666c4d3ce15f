/// Exercise said in a statement ("did 20 minutes of yoga this morning", "ran for half an
/// hour", "45 min walk"): its kind and minutes, kept as a workout the strain score and the
/// patterns read. Said without a length ("went for a run") it is no exercise fact: a workout
/// is kept with its minutes.
struct ExerciseFact: Equatable {
    /// The kind of exercise, an id of `ReaderWords.exercise` ("yoga", "run", "walk"…).
    let activity: String
    /// How long, in whole minutes (1–600).
    let minutes: Int

    /// Words beside a length told on its own ("about 30 mins", "for an hour or so").
    static let lengthHedges: Set<String> = ["about", "for", "like", "roughly", "around", "maybe", "ish", "just", "over", "under",
                                            "nearly", "almost", "only", "or", "so", "approx", "and", "a", "good", "solid"]
    /// Past forms of exercise verbs that do not end in "-ed".
    static let pastForms: Set<String> = ["ran", "swam", "swum", "rode", "did", "went"]
    /// Words that open a verb's object ("run the…", "walk my…").
    static let objectOpeners: Set<String> = ["the", "my", "a", "an", "this", "that", "some", "his", "her", "our", "their"]

    /// Words that open a time phrase after a determiner ("this morning"), not a subject.
    static let timeNouns: Set<String> = ["morning", "afternoon", "evening", "night", "arvo", "week", "weekend", "am", "pm", "lunchtime",
                                         "lunch", "time", "day", "avo", "eve"]
    /// Words that open a noun phrase naming a thing or another person ("the pipeline", "a bus").
    static let determiners: Set<String> = ["the", "a", "an", "this", "that", "these", "those", "his", "her", "their", "its"]

    /// Whether the exercise verb at `verb` has a thing named just before it as its subject: "the
    /// CI pipeline ran for 40 minutes", "set the sprinklers to run for 20 minutes". A verb
    /// (past, -ed, or after "to") whose noun phrase opens with a determiner within four words,
    /// with no joining word between, is not the person's workout; "this morning ran 5k" is a time.
    static func hasAThingAsSubject(_ tokens: [String], verb: Int) -> Bool {
        var index = verb - 1
        let infinitive = index >= 0 && tokens[index] == "to"
        let word = tokens[verb]
        guard infinitive || pastForms.contains(word) || word.hasSuffix("ed") else { return false }
        // "Me and the dog walked for an hour": the person is among the subjects.
        if tokens[..<verb].contains(where: ["i", "we", "me", "us", "my", "our", "im", "ive", "weve"].contains) { return false }
        if infinitive { index -= 1 }
        var seen = 0
        while index >= 0, seen < 4 {
            let token = tokens[index]
            if ["and", "then", "but", "so", "also"].contains(token) { return false }
            if determiners.contains(token) {
                return index + 1 < tokens.count && !timeNouns.contains(tokens[index + 1]) && index + 1 < verb
            }
            index -= 1
            seen += 1
        }
        return false
    }

    /// "Went for a run this morning, 30 mins": the kind named in `first` (with no length of its
    /// own) and the length in `second`, a short clause of a length and no kind.
    static func read(kindIn first: AnalyzedMessage, lengthIn second: AnalyzedMessage, kinds: [(id: String, words: MentionWords)]) -> ExerciseFact? {
        guard let length = second.first(.duration), let seconds = length.value, seconds >= 60,
              first.first(.duration) == nil, let kind = kinds.first(where: { first.mentions($0.words) }) else { return nil }
        // Nothing but the length and a hedge: "slept 8 hours" has a verb of its own.
        let tokens = second.normalized.tokens
        let lengthWords = length.start..<min(length.start + length.length, tokens.count)
        guard tokens.indices.allSatisfy({ lengthWords.contains($0) || ExerciseFact.lengthHedges.contains(tokens[$0]) }) else { return nil }
        let minutes = Int((seconds / 60).rounded())
        return (1...600).contains(minutes) ? ExerciseFact(activity: kind.id, minutes: minutes) : nil
    }

    /// The exercise `message` states, when it names a kind and a length.
    static func read(_ message: AnalyzedMessage, kinds: [(id: String, words: MentionWords)]) -> ExerciseFact? {
        guard let kind = workoutKind(message, kinds: kinds) else { return nil }
        // A length is a duration ("20 minutes", "an hour"); a distance or a count is not.
        guard let seconds = message.first(.duration)?.value, seconds >= 60 else { return nil }
        let minutes = Int((seconds / 60).rounded())
        guard (1...600).contains(minutes) else { return nil }
        return ExerciseFact(activity: kind.id, minutes: minutes)
    }

    /// The kind of a workout `message` tells with no length ("went for a run this morning",
    /// "did a 5k run"): Bloom asks how long it was rather than keep a workout without minutes
    /// or drop it. Nil when a length is said, or when the exercise word is not a workout told.
    static func kindToldWithoutLength(_ message: AnalyzedMessage, kinds: [(id: String, words: MentionWords)]) -> String? {
        guard message.first(.duration) == nil else { return nil }
        return workoutKind(message, kinds: kinds)?.id
    }

    /// "5k round the park in 31 mins, new pb": a distance in kilometres, with no kind named and
    /// nothing of travel, is a run (the kind of race people time); nil otherwise.
    static func distanceRun(_ message: AnalyzedMessage, kinds: [(id: String, words: MentionWords)]) -> (id: String, words: MentionWords)? {
        let tokens = message.normalized.tokens
        guard !tokens.contains(where: travelWords.contains) else { return nil }
        let saysADistance = tokens.indices.dropLast().contains { index in
            guard let number = Double(tokens[index]), number > 0, number <= 50 else { return false }
            return ["k", "km", "kms", "kilometres", "kilometers"].contains(tokens[index + 1])
        }
        return saysADistance ? kinds.first { $0.id == "run" } : nil
    }

    /// Words of travel: a distance beside them is a journey, not a run.
    static let travelWords: Set<String> = ["drove", "drive", "driving", "car", "train", "bus", "flight", "flew", "commute", "uber",
                                           "taxi", "journey", "trip", "motorway", "traffic"]

    /// The kind of exercise `message` tells as the person's workout: the first kind it names,
    /// unless the verb is an instruction or a plan ("run the sprinklers", "walk the dog at 6")
    /// or has a thing as its subject ("the pipeline ran").
    static func workoutKind(_ message: AnalyzedMessage, kinds: [(id: String, words: MentionWords)]) -> (id: String, words: MentionWords)? {
        guard let kind = kinds.first(where: { message.mentions($0.words) }) ?? distanceRun(message, kinds: kinds) else { return nil }
        // "Run the sprinklers for 15 minutes", "walk the dog at 6": a verb in its plain form with
        // an object, first, is an instruction or a plan, not a workout told.
        let tokens = message.normalized.tokens
        if tokens.count > 2, kind.words.contains(tokens[0]), !ExerciseFact.pastForms.contains(tokens[0]), !tokens[0].hasSuffix("ed"),
           ExerciseFact.objectOpeners.contains(tokens[1]) { return nil }
        if let verb = tokens.firstIndex(where: { kind.words.contains($0) }), ExerciseFact.hasAThingAsSubject(tokens, verb: verb) { return nil }
        return kind
    }
}
