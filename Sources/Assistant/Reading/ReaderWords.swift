import Content
import JSON

/// The word lists the message reader decides a route with, read from
/// `Knowledge/assistant/reader.json` (see that file's `about`).
struct ReaderWords: Sendable {
    /// Words that put a message in Bloom's domain on their own ("ovulation", "thrush").
    let domain: MentionWords
    /// Runs of words that put a message in Bloom's domain on their own ("birth control"), as
    /// normalised words.
    let domainPhrases: Phrases
    /// Words that are Bloom's only in context ("period", "cycle", "light", "due").
    let ambiguousDomain: MentionWords
    /// Words that, near "period", make it a menstrual one ("had a period", "problems in
    /// periods", "period pain").
    let periodFrames: Set<String>
    /// Words beside "period" that give it another sense ("a trial period", "the Victorian
    /// period"), whatever frame it is in.
    let periodOtherSenses: Set<String>
    /// The same for "sleep" and "slept": "I didn't sleep", not "my laptop won't sleep".
    let sleepFrames: Set<String>
    let sleepOtherSenses: Set<String>
    /// Words about health in general ("symptom", "doctor", "infection").
    let health: MentionWords
    /// Words that mark a question about people in general, not the person's own records.
    let generalCues: MentionWords
    /// Words that make a question about a setting or an action ask about people in general
    /// ("is a 35 day cycle normal?"), not for Bloom to do something.
    let askingCues: MentionWords
    /// Verbs that, after "how do I", "how can we" or "what can I do to", ask how to change
    /// something ("how can I make my period stop being so painful?"): a question in general.
    let howToVerbs: Set<String>
    /// Words that name Bloom's records or views ("dates", "stats", "chart"): "how do I get my
    /// dates" asks for them, not how to change something.
    let recordNouns: Set<String>
    /// Words a message of thanks is made of ("thank you so much, that helps").
    let thanks: MentionWords
    /// Kinds of exercise and the words that name them ("yoga", "run": "ran", "jog"…), in the
    /// order they are tried.
    let exercise: [(id: String, words: MentionWords)]
    /// The kinds of help a question may need, each with the words that name it, in the
    /// order they are tried (the first that a message mentions names who can help).
    let helpAreas: [(id: String, words: MentionWords, phrases: Phrases)]
    /// Other senses of words Bloom logs ("battery discharge", "a bill due").
    let otherSenses: OtherSenses
    /// Words that ask whether sex without contraception could be safe at some time
    /// ("safe", "unprotected", "skip", "withdrawal"): with them, a message that trips the
    /// contraception guard gets the guard's answer; without them, a question about a method
    /// ("bleeding since the depo shot") is the library's.
    let safeTimeWords: MentionWords
    /// What names emergency contraception ("the morning after pill", "plan b", "took an
    /// i-pill"): a question about it is the library's, whatever safe-time word it has, since
    /// the answer it needs is how emergency contraception works and when to test.
    let emergencyContraception: [Pattern]
    /// When what a clause tells happened: long ago, over, or still going (`PastTime`).
    let pastTime: PastTime

    /// The path of the file, relative to the Knowledge folder.
    static let path = "assistant/reader.json"

    /// The built-in file's words, for readers that have no assistant to ask (the log's
    /// statement readers); nil only if the embedded file is broken, which start-up reports.
    static let builtIn: ReaderWords? = try? ReaderWords(files: EmbeddedFiles.all)

}

extension ReaderWords {
    /// Reads the lists from the file's text.
    /// - Throws: `AssistantDataError` naming the file when it is missing or malformed.
    init(files: [String: String]) throws {
        let file = try AssistantData.read(AssistantData.ReaderFile.self, file: ReaderWords.path, from: files)
        domain = MentionWords(file.domainWords)
        ambiguousDomain = MentionWords(file.ambiguousDomainWords)
        domainPhrases = Phrases(file.domainPhrases)
        health = MentionWords(file.healthWords)
        periodFrames = Set(file.periodFrames)
        periodOtherSenses = Set(file.periodOtherSenses)
        sleepFrames = Set(file.sleepFrames)
        sleepOtherSenses = Set(file.sleepOtherSenses)
        generalCues = MentionWords(file.generalCues)
        thanks = MentionWords(file.thanksWords)
        askingCues = MentionWords(file.askingCues)
        howToVerbs = Set(file.howToVerbs)
        recordNouns = Set(file.recordNouns)
        // A help area's single words are looked up by id, its phrases ("gave birth") as runs.
        helpAreas = file.helpAreas.map { area in
            (area.id, MentionWords(area.words.filter { !$0.contains(" ") }), Phrases(area.words.filter { $0.contains(" ") }))
        }
        exercise = file.exercise.map { ($0.id, MentionWords($0.words)) }
        otherSenses = try OtherSenses(files: files)
        safeTimeWords = MentionWords(file.safeTimeWords)
        emergencyContraception = try AssistantData.patterns(file.emergencyContraception, file: ReaderWords.path, owner: "emergencyContraception")
        pastTime = PastTime(longAgo: Phrases(file.longAgo), recentPast: Phrases(file.recentPast), resolved: Phrases(file.resolved),
                            stillGoing: Phrases(file.stillGoing))
    }
}

extension AssistantData {
    /// `Knowledge/assistant/reader.json`.
    struct ReaderFile {
        let domainWords: [String]
        let ambiguousDomainWords: [String]
        let domainPhrases: [String]
        let periodFrames: [String]
        let periodOtherSenses: [String]
        let sleepFrames: [String]
        let sleepOtherSenses: [String]
        let healthWords: [String]
        let generalCues: [String]
        let thanksWords: [String]
        let askingCues: [String]
        let howToVerbs: [String]
        let recordNouns: [String]
        let helpAreas: [(id: String, words: [String])]
        let exercise: [(id: String, words: [String])]
        let safeTimeWords: [String]
        let emergencyContraception: [String]
        let longAgo: [String]
        let recentPast: [String]
        let resolved: [String]
        let stillGoing: [String]
    }
}

extension AssistantData.ReaderFile {
    /// Every word of the file.
    var allWords: [String] {
        domainWords + domainPhrases.flatMap { $0.split(separator: " ").map(String.init) } + ambiguousDomainWords + periodFrames + periodOtherSenses + sleepFrames + sleepOtherSenses + healthWords + generalCues + thanksWords + askingCues + howToVerbs + recordNouns + helpAreas.flatMap(\.words) + exercise.flatMap(\.words) + safeTimeWords
            + emergencyContraception.flatMap { $0.split(whereSeparator: { " |*[]".contains($0) }).map(String.init) }
    }
}

extension AssistantData.ReaderFile: JSONReadable {
    init(json: JSONNode) throws {
        domainWords = try json.required("domainWords").strings()
        ambiguousDomainWords = try json.required("ambiguousDomainWords").strings()
        domainPhrases = try json.required("domainPhrases").strings()
        periodFrames = try json.required("periodFrames").strings()
        periodOtherSenses = try json.required("periodOtherSenses").strings()
        sleepFrames = try json.required("sleepFrames").strings()
        sleepOtherSenses = try json.required("sleepOtherSenses").strings()
        healthWords = try json.required("healthWords").strings()
        generalCues = try json.required("generalCues").strings()
        thanksWords = try json.required("thanksWords").strings()
        askingCues = try json.required("askingCues").strings()
        howToVerbs = try json.required("howToVerbs").strings()
        recordNouns = try json.required("recordNouns").strings()
        helpAreas = try json.required("helpAreas").elements().map { area in
            (try area.required("id").string(), try area.required("words").strings())
        }
        exercise = try json.required("exercise").elements().map { kind in
            (try kind.required("id").string(), try kind.required("words").strings())
        }
        safeTimeWords = try json.required("safeTimeWords").strings()
        emergencyContraception = try json.required("emergencyContraception").strings()
        longAgo = try json.required("longAgo").strings()
        recentPast = try json.required("recentPast").strings()
        resolved = try json.required("resolved").strings()
        stillGoing = try json.required("stillGoing").strings()
    }
}
