import JSON

/// Reads whose a crisis said in a message is, and when, before the crisis reply replaces the
/// answer: "my best friend told me she feels suicidal, how can I help her?", "I was suicidal
/// when I was 19 but I've been well for years now", "I'm not suicidal, just exhausted" and "is
/// PMDD linked to suicidal thoughts? for an essay" hold the crisis guard's words without being
/// the person's crisis now.
///
/// Triage reads a situation the same way (`SituationReader`). The guard's phrases and the
/// learned check find the words; this reads each clause that says them, in this order:
/// - a question of how much would be lethal is always the person's own;
/// - **denied**: every word of harm or death in the clause follows a negation over a few
///   words of wanting or thinking ("I don't want to die", "no thoughts of harming myself"),
///   never a life denied ("I don't want to be alive" is a crisis);
/// - **an accident**: "cut myself shaving", "scratched my eczema till it bled in my sleep",
///   never on purpose and never harm that names the baby or a child;
/// - **a past that is over**: a marker of the past in the sentence ("years ago", "old scars"),
///   a word of recovery in the message ("I'm well now"), and no word that it is back;
/// - **a worry**: harm to the baby that the person does not do, asked or worried about ("does
///   my acne cream harm the baby?"), with no thought, urge or picture of doing it;
/// - **someone else's**: the nearest person named before each word of crisis is someone else
///   ("she feels suicidal", "a friend who self-harms");
/// - **a topic**: nobody's, in a sentence about the subject ("a documentary about suicide
///   prevention", "can the pill make you feel suicidal?").
/// A means ("my husband's sleeping pills") is nobody's; harm done to "myself" is the
/// person's own; a word of crisis in a phrase of another sense ("a rope swing", "killed it at
/// the gym") is none. The word lists are `Knowledge/assistant/crisis-placement.json`.
package struct CrisisPlacement: Sendable {
    /// Where a clause's crisis belongs.
    package enum Place: String, Sendable {
        /// The person's own, now (or it cannot be told otherwise).
        case own
        case denied
        case accident
        case pastAndOver
        case worry
        case someoneElse
        case topic
        /// Words of crisis in another sense ("a rope swing").
        case otherSense
    }

    let crisisWords: Set<String>
    let lists: [String: Phrases]
    let firstPerson: Set<String>
    let otherPeople: Set<String>
    let thingSubjects: Set<String>
    /// Words of crisis that name a means ("pills", "rope"): nobody's, whoever's they are.
    let means: Set<String>
    /// The baby and children: harm that names them is never an accident of the person's own.
    let dependants: Set<String>
    let negators: Set<String>
    let negationFillers: Set<String>
    /// Words of living: denied, they are a crisis ("I don't want to be alive").
    let lifeWords: Set<String>
    let intrusive: Set<String>
    let worryCues: Set<String>
    /// When what a sentence tells happened (`PastTime`, shared with triage).
    let pastTime: PastTime

    /// The path of the word lists, relative to the Knowledge folder.
    static let path = "assistant/crisis-placement.json"

    /// Where the crisis of one clause belongs.
    /// - Parameters:
    ///   - tokens: the clause's normalised words.
    ///   - sentence: the normalised words of the sentence the clause is in (an accident, a
    ///     topic, the past and its return are read there: "sliced my thumb chopping onions,
    ///     cut myself", "for my coursework: are suicidal thoughts…").
    ///   - message: the whole message's normalised words (a word of recovery is read there).
    ///   - asked: whether the clause asks something.
    func place(_ tokens: [String], sentence: [String], in message: [String], asked: Bool = false) -> Place {
        if has(tokens, "lethality") || takesManyAtOnce(tokens, naming: sentence) { return .own }
        // "Bought a rope swing", "killed it at the gym": words of crisis in another sense.
        var otherSense = (lists["otherSenses"] ?? .none).positions(in: tokens)
        // "I deserve to die for being such a useless mum": a phrase of another sense that starts
        // with "to" ("a cake to die for") is no idiom after a verb of wanting or deserving.
        for index in otherSense.sorted() where tokens[index] == "to" && index > 0 && Self.wantingBefore.contains(tokens[index - 1]) {
            var position = index
            while otherSense.contains(position) { otherSense.remove(position); position += 1 }
        }
        // A word of living after a "not" names the crisis too: in "I'm not going to be here by
        // the end of the week" the end is the week's, but "not… be here" is not another sense.
        let named = tokens.indices.filter { isCrisisWord(tokens[$0]) || livingDenied(at: $0, in: tokens) }
        if !named.isEmpty, named.allSatisfy(otherSense.contains) { return .otherSense }
        let crisis = named.filter { !means.contains(tokens[$0]) && !otherSense.contains($0) }
        if !crisis.isEmpty, crisis.allSatisfy({ isDenied(at: $0, in: tokens) }) || has(tokens, "affirmations") { return .denied }
        // "My GP asked if I'd thought about ending my life. I said no." A question a clinician
        // or a questionnaire asked, not said yes to; and help planned for ahead of time.
        if has(sentence, "reportedQuestions"), !has(message, "saidYes") { return .topic }
        if has(sentence, "planningAhead") { return .topic }
        // "Hurt her" can be the baby; "end her life" is the life of the one named before it.
        let harmsADependant = crisis.contains { index in
            // "A way to hurt myself that won't wake the baby": the harm is to oneself.
            guard index + 1 >= tokens.count || tokens[index + 1] != "myself" else { return false }
            guard !(index + 2 < tokens.count && ["her", "his", "their"].contains(tokens[index + 1]) && ["life", "own"].contains(tokens[index + 2])) else { return false }
            return tokens[(index + 1)..<min(tokens.count, index + 4)].contains(where: dependants.contains)
        }
        if namesAnAccident(sentence), !has(sentence, "intentMarkers"), !harmsADependant,
           !sentence.contains(where: intrusive.contains) {
            return .accident
        }
        if !has(sentence, "recurrenceMarkers"),
           pastTime.isLongAgo(sentence) || has(sentence, "pastMarkers") && has(message, "recoveryMarkers") {
            return .pastAndOver
        }
        let holders = crisis.map { holder(before: $0, in: tokens) }
        // "Will one glass of wine hurt the baby?", "I worry it's going to harm her": harm to the
        // baby the person does not do, or does only as a cause ("can I hurt the baby by
        // sleeping on my front?"). "Scared I'll hurt the baby" and a thought, urge or picture of
        // doing it stay the person's own.
        let worried = tokens.contains(where: worryCues.contains)
        let causeAfter = crisis.contains { index in tokens[(index + 1)...].contains(where: ["by", "if", "from"].contains) }
        if harmsADependant, asked || worried, !tokens.contains(where: intrusive.contains), !holders.contains(.me) || causeAfter {
            return .worry
        }
        // "Been scratching myself": harm done to oneself is the person's own, whoever is named.
        if holders.contains(.me) || tokens.contains("myself") { return .own }
        // Someone else's harm aimed at the baby ("my partner is hearing voices telling her to
        // hurt the baby") is the baby's danger now: never placed elsewhere.
        if harmsADependant { return .own }
        if !holders.isEmpty, holders.allSatisfy({ $0 == .someoneElse }) { return .someoneElse }
        return !holders.isEmpty && has(sentence, "topicMarkers") ? .topic : .own
    }

    /// Whether `word` is a word of crisis, or one with an "s", "ed" or "ing" more ("harms",
    /// "harmed", "stabbing").
    /// Whether the word at `index` is one of living with a "not" in the four words before it
    /// ("not going to be here", "not be alive").
    func livingDenied(at index: Int, in tokens: [String]) -> Bool {
        lifeWords.contains(tokens[index]) && tokens[max(0, index - 4)..<index].contains("not")
    }

    func isCrisisWord(_ word: String) -> Bool {
        if crisisWords.contains(word) { return true }
        for suffix in ["s", "ed", "ing"] where word.hasSuffix(suffix) && word.count > suffix.count + 2 {
            let stem = String(word.dropLast(suffix.count))
            if crisisWords.contains(stem) || (suffix == "ing" && crisisWords.contains(stem + "e")) { return true }
        }
        return false
    }

    /// Whether the word of crisis at `index` is denied: a negation before it over words of
    /// wanting, having or thinking only, and the word is not one of living.
    func isDenied(at index: Int, in tokens: [String]) -> Bool {
        guard !lifeWords.contains(tokens[index]) else { return false }
        // "I don't want to die exactly, I just want everything to stop": a wish after the
        // denial turns it round.
        if tokens[(index + 1)...].contains(where: ["want", "wanna", "wish", "need", "going", "gonna"].contains) { return false }
        var position = index - 1
        while position >= 0, index - position <= 5 {
            if negators.contains(tokens[position]) {
                // "A way to stop, one that doesn't hurt": a thing's property, not the person's denial.
                let before = tokens[max(0, position - 2)..<position]
                return !before.contains { thingSubjects.contains($0) || ["one", "which"].contains($0) }
            }
            guard negationFillers.contains(tokens[position]) else { return false }
            position -= 1
        }
        return false
    }

    /// Whose a word is: the nearest person named before it in the clause.
    enum Holder: Equatable { case me, someoneElse, nobody }

    func holder(before index: Int, in tokens: [String]) -> Holder {
        var position = index
        while position > tokens.startIndex {
            position -= 1
            let word = tokens[position]
            if firstPerson.contains(word) { return .me }
            if otherPeople.contains(word) { return .someoneElse }
            if thingSubjects.contains(word) { return .nobody }
        }
        return .nobody
    }

    /// Verbs of wanting or deserving: "to die for" after them is no idiom.
    static let wantingBefore: Set<String> = ["deserve", "deserves", "want", "wanted", "wanna", "ready", "wish", "going", "need"]

    /// The fewest tablets taken together that read as an overdose, whatever they are.
    static let manyTablets = 10

    /// "Swallowed like 20 of my iron tablets", "paracetamol… i took 16": ten or more of
    /// something taken (a number within three words after "took", "swallowed"…) in a sentence
    /// that names a means of overdose is one, even of tablets otherwise no words of crisis.
    func takesManyAtOnce(_ tokens: [String], naming sentence: [String]) -> Bool {
        guard sentence.contains(where: { lists["means"]?.runs.contains([$0]) == true }) else { return false }
        for index in tokens.indices where ["took", "taken", "swallowed", "downed"].contains(tokens[index]) {
            for next in tokens[(index + 1)..<min(index + 4, tokens.count)] {
                if let count = Int(next), count >= Self.manyTablets, count < 1000 { return true }
            }
        }
        return false
    }

    /// Whether `tokens` hold one of the phrases of the list `name`.
    /// Whether `sentence` tells of an accident ("cut myself shaving"): a word of
    /// `accidentMarkers` that no negator stands just before. "Bought razor blades and they're
    /// not for shaving" denies the accident, and says what they are for (it was read as a
    /// shaving cut, and the crisis went unanswered).
    func namesAnAccident(_ sentence: [String]) -> Bool {
        let covered = (lists["accidentMarkers"] ?? .none).positions(in: sentence)
        return covered.contains { start in
            guard !covered.contains(start - 1) else { return false }
            var before = start - 1
            while before >= 0, start - before <= 3, CrisisPlacement.beforeADeniedAccident.contains(sentence[before]) { before -= 1 }
            return before < 0 || start - before > 3 || !negators.contains(sentence[before])
        }
    }

    /// Words that may stand between a negator and the accident it denies ("not for shaving",
    /// "wasnt by accident", "not an accident").
    static let beforeADeniedAccident: Set<String> = ["for", "from", "a", "an", "by", "just", "really", "actually"]

    func has(_ tokens: [String], _ name: String) -> Bool {
        (lists[name] ?? .none).occur(in: tokens)
    }
}

extension CrisisPlacement {
    /// Reads the lists of `crisis-placement.json`, with the crisis check's words of harm.
    /// - Throws: `AssistantDataError` naming the file when it is missing or malformed.
    init(files: [String: String], crisisWords: Set<String>, pastTime: PastTime) throws {
        let file = try AssistantData.read(AssistantData.CrisisPlacementFile.self, file: CrisisPlacement.path, from: files)
        func words(_ name: String) -> Set<String> { Set(file.lists[name] ?? []) }
        self.crisisWords = crisisWords
        self.pastTime = pastTime
        lists = file.lists.mapValues { Phrases($0) }
        firstPerson = words("firstPerson")
        otherPeople = words("otherPeople")
        thingSubjects = words("thingSubjects")
        means = words("means")
        dependants = words("dependants")
        negators = words("negators")
        negationFillers = words("negationFillers")
        lifeWords = words("lifeWords")
        intrusive = words("intrusive")
        worryCues = words("worryCues")
    }
}

extension AssistantData {
    /// `Knowledge/assistant/crisis-placement.json`: named lists of words and phrases.
    struct CrisisPlacementFile: JSONReadable {
        static let names = ["firstPerson", "otherPeople", "thingSubjects", "means", "dependants", "intrusive", "worryCues", "negators",
                            "negationFillers", "lifeWords", "affirmations", "pastMarkers", "recoveryMarkers",
                            "recurrenceMarkers", "reportedQuestions", "saidYes", "planningAhead", "topicMarkers", "accidentMarkers",
                            "intentMarkers", "otherSenses", "lethality"]
        let lists: [String: [String]]

        init(json: JSONNode) throws {
            var lists: [String: [String]] = [:]
            for name in Self.names { lists[name] = try json.required(name).strings() }
            self.lists = lists
        }
    }
}
