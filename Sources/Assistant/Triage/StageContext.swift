/// How far along a pregnancy or how long since a birth a message says ("33 weeks", "8 weeks
/// postpartum", "2 wks pp"): context for what follows, never a red flag itself.
///
/// The learned emergency check (`EmergencyTraining`) learned from red-flag vignettes that
/// mostly open with the stage, so on its own it was concerned by the stage: "im 8 weeks
/// postpartum" alone got urgent care, and so did "8 weeks postpartum and did a 20 min yoga
/// video this morning". When the rest tells only an ordinary day, the check reads the message
/// with the stage left out (`Assistant.readForTheLearnedCheck`); anywhere else ("26 weeks,
/// felt nothing the last 2 nights") the stage may be what makes it a red flag, and stays. The
/// rules always read the message whole, with the week.
enum StageContext {
    /// Whether the learned check should read `message` without its stage: what remains tells
    /// nothing but an ordinary day, that is nothing at all ("im 8 weeks postpartum") or only a
    /// workout or a night's length, every other word one of `ordinaryDayWords` ("8 weeks
    /// postpartum and did a 20 min yoga video this morning"). Anything else keeps the stage,
    /// which may be what makes it a red flag: "34 wks, he usually goes wild after my tea and
    /// tonight nothing at all" says reduced movements only because of it, and "35 weeks, slept
    /// 8 hours and woke up in a puddle" says more than the night.
    static func isOnlyAnOrdinaryDay(_ message: AnalyzedMessage, remaining: [String], exercise: [(id: String, words: MentionWords)]) -> Bool {
        let told = remaining.filter { word in
            !SpeechActReader.fillers.contains(word) && !ordinaryDayWords.contains(word) && Int(word) == nil
                && !exercise.contains { $0.words.contains(word) }
        }
        guard told.isEmpty else { return false }
        if remaining.allSatisfy({ SpeechActReader.fillers.contains($0) || ["im", "i", "am", "and", "now", "so"].contains($0) }) { return true }
        if [.symptom, .flow, .discharge, .temperature, .opk].contains(where: message.hasEntity) { return false }
        return ExerciseFact.read(message, kinds: exercise) != nil || SleepLengthFact.read(message) != nil
    }

    /// The words a workout or a night's length is told in, besides the kind of workout and
    /// numbers ("did a 20 min postnatal yoga video this morning", "slept about 8 hours").
    static let ordinaryDayWords: Set<String> = [
        "i", "im", "ive", "am", "and", "so", "did", "do", "done", "went", "go", "had", "got", "get", "a", "an", "the", "my", "this", "that",
        "morning", "afternoon", "evening", "today", "tonight", "last", "night", "yesterday", "for", "of", "about", "maybe", "around",
        "roughly", "min", "mins", "minute", "minutes", "hour", "hours", "hr", "hrs", "h", "half", "sleep", "slept", "straight", "nap",
        "video", "class", "session", "workout", "just", "only", "finally", "some", "with", "at", "in", "on", "postnatal", "gentle",
        "quick", "little", "bit", "all", "lol", "haha", "today's", "first", "time", "since",
    ]

    /// Words of peeing, and of how often ("every half hour", "constantly").
    static let peeWords: Set<String> = ["wee", "weeing", "weed", "wees", "pee", "peeing", "peed", "pees", "urinate", "urinating", "toilet", "loo", "bathroom"]
    static let oftenWords: Set<String> = ["every", "constantly", "hourly", "nonstop", "always", "loads", "lot", "lots"]
    /// Words a frequency is told in after `oftenWords` ("every half an hour", "every 10 mins").
    static let frequencyWords: Set<String> = ["half", "an", "a", "hour", "hours", "min", "mins", "minute", "minutes", "time", "times", "day",
                                              "night", "the", "of", "few", "couple", "hr", "hrs"]

    /// `tokens` without peeing told with how often ("weeing every half hour"): pregnancy
    /// ordinarily brings it, and to the learned check the frequency read like contractions
    /// timed. What else the message says is still read ("peeing constantly, shaky and feel
    /// like something is very wrong" keeps the rest).
    static func leavingOutPeeingOften(_ tokens: [String]) -> [String] {
        var left = Set<Int>()
        for index in tokens.indices where peeWords.contains(tokens[index]) {
            guard let often = tokens.indices.dropFirst(index + 1).prefix(3).first(where: { oftenWords.contains(tokens[$0]) }) else { continue }
            var end = often + 1
            while end < tokens.count, frequencyWords.contains(tokens[end]) || Int(tokens[end]) != nil { end += 1 }
            left.formUnion(index..<end)
        }
        return tokens.indices.filter { !left.contains($0) }.map { tokens[$0] }
    }

    /// Units a stage is counted in.
    static let units: Set<String> = ["week", "weeks", "wk", "wks", "w", "day", "days", "month", "months", "mo", "mos"]
    /// Units of a pregnancy's weeks, a stage even with no word after ("33 weeks and…").
    static let weekUnits: Set<String> = ["week", "weeks", "wk", "wks", "w"]
    /// Words that may follow the count and unit and belong to the stage ("pregnant",
    /// "postpartum", "pp", "post partum", "today", "along", "gone").
    static let stageWords: Set<String> = ["pregnant", "preg", "postpartum", "pp", "pn", "postnatal", "post", "partum", "today", "along", "gone", "exactly"]
    /// Words before a count of weeks that make it how far along the person is ("im 33 weeks",
    /// "at 20 weeks"), where "bleeding for 2 weeks" is how long something lasted.
    static let stageOpeners: Set<String> = ["im", "i'm", "am", "at", "now", "nearly", "almost"]

    /// `tokens` without the stages they name: a count and its unit with a stage word after
    /// them ("8 weeks postpartum", "6 days pp"), or a count of weeks opening the message or
    /// after "im" or "at" ("33 weeks and…", "im 20 weeks"); "im 8 weeks postpartum and did
    /// yoga" reads "im and did yoga", and "bleeding for 2 weeks" keeps its length.
    static func leavingOutStages(_ tokens: [String]) -> [String] {
        var stage = Set<Int>()
        for index in tokens.indices.dropLast() where Int(tokens[index]) != nil && units.contains(tokens[index + 1]) {
            var end = index + 2
            while end < tokens.count, stageWords.contains(tokens[end]) { end += 1 }
            let opensIt = index == 0 || stageOpeners.contains(tokens[index - 1])
            guard end > index + 2 || weekUnits.contains(tokens[index + 1]) && opensIt else { continue }
            stage.formUnion(index..<end)
        }
        // "day 6 pp", "week 33 today": the unit before the count, with a stage word after.
        for index in tokens.indices.dropLast(2) where units.contains(tokens[index]) && Int(tokens[index + 1]) != nil && stageWords.contains(tokens[index + 2]) {
            var end = index + 3
            while end < tokens.count, stageWords.contains(tokens[end]) { end += 1 }
            stage.formUnion(index..<end)
        }
        return tokens.indices.filter { !stage.contains($0) }.map { tokens[$0] }
    }
}
