import IntentModel
import JSON

/// A learned second look for a mental-health crisis the crisis guard's phrases miss ("I just
/// want to switch off for good", "the marks on my thigh", "pills counted. tonight").
///
/// The guard (`GuardScreen`) stays the first and only blocking screen. On three development
/// sets written from red-flags.md the phrase patterns caught most crisis messages said with
/// words of harm, but a new set in other voices (metaphor, English as a second language,
/// questions to the app, jokes) showed them catching 1 in 5: people say it in too many ways.
/// This check is a binary model over the same features as the intent model
/// (`CrisisTraining`), trained on every crisis line Bloom has against every other training
/// line. When it is concerned (its threshold flags 0.2% of ordinary lines in cross-validation),
/// the message gets the crisis reply itself, as if the guard's phrases had matched, unless it
/// asks a question whose only words of `crisis-words.json` name a means ("will these pills be
/// enough?"; naming what they are for, "…for contraception", takes even that line away), or names no such word and the check is less sure than
/// `CrisisTraining.withoutWords` ("thinking how easy it would be to skip the gym"): then the message is answered as usual, nothing is written, and a short
/// line says where support is (`guard.crisis_checkin`). Either way `CrisisPlacement` reads the
/// clauses that say it first: a crisis denied, someone else's, past and over, a topic, a worry
/// about the baby or an accident gets the message's own answer.
///
/// Until 2026-11-25 the crisis reply needed the model at 0.95 and a word of harm; below that it
/// gave the support line only. Measured on sets never tuned on (figures in the issue notes),
/// the support line alone met about a third of the crisis lines people write; with the
/// placement reading first, the crisis reply costs 3 ordinary messages in 1,439 (real
/// questions, out-of-domain and must-not-write development sets) against 1 before.
package struct CrisisCheck: Sendable {
    /// The binary model (classes `crisis` and `other`); its `accept` is the threshold.
    package let model: IntentModel
    /// Words of harm, death, an ending or a means (`Knowledge/assistant/crisis-words.json`): the
    /// crisis reply itself needs one of them in what the person said, besides the model's concern.
    let words: Set<String>
    /// The words of `words` that name only a means ("pills", "rope"), from `CrisisPlacement`.
    let means: Set<String>

    init(model: IntentModel, words: Set<String>, means: Set<String>) {
        self.model = model
        self.words = words
        self.means = means
    }

    /// The path of the word list, relative to the Knowledge folder.
    static let wordsPath = "assistant/crisis-words.json"

    /// The word list of `files`.
    /// - Throws: `AssistantDataError` naming the file when it is missing or malformed.
    static func words(files: [String: String]) throws -> [String] {
        try AssistantData.read(AssistantData.CrisisWordsFile.self, file: wordsPath, from: files).words
    }

    /// The model's calibrated probability that a message is about a crisis, from its features
    /// as the intent classifier hashed them (`IntentClassifier.features`; the two models share
    /// a hasher, which `Assistant` checks when it loads them).
    func probability(_ features: [FeatureHasher.Feature]) -> Double {
        model.probability(of: CrisisTraining.crisis, features: features) ?? 0
    }

    /// What the check makes of a message's highest probability.
    enum Finding: Equatable {
        /// Under the threshold: nothing.
        case none
        /// Concerning, with no word of harm: the answer, then the support line (`guard.crisis_checkin`).
        case concerning
        /// Concerning, in words of harm: the crisis reply, as the guard gives it.
        case crisis
    }

    /// - Parameters:
    ///   - probability: the highest probability of the message or one of its parts.
    ///   - tokens: the message's words (a question naming only a means gets the support line).
    ///   - asked: whether the message asks something.
    ///   - asksHowLethal: whether the message asks how much of something would be lethal
    ///     (`CrisisPlacement`'s `lethality`: "would the bridge be high enough?").
    ///   - onlyASentence: whether only a sentence scored apart concerns the check, not the
    ///     whole message (`Assistant.mostConcerningSentence`).
    func finding(_ probability: Double, tokens: [String], asked: Bool = false, asksHowLethal: Bool = false, onlyASentence: Bool = false) -> Finding {
        guard probability >= model.accept else { return .none }
        if asksHowLethal { return .crisis }
        // Medicines and other means are named in everyday questions ("will these pills be
        // enough contraception?"): a question naming a means alone gives the support line ("the
        // pills are in the drawer" says more). Any other message the check is concerned by gets
        // the crisis reply, words of harm or none ("I won't be a problem much longer");
        // `CrisisPlacement` has read first whose it is.
        let named = tokens.filter(words.contains)
        // "Took 2 paracetamol about an hour ago, still waiting for them to work": an ordinary
        // dose of one medicine named with its count is someone treating pain, not an overdose
        // taken: answered as usual, with the support line in case (the model was concerned).
        // The guard's own phrases still catch a dose taken on purpose or a large one
        // ("deliberately took", "took 20 paracetamol").
        if namesOnlyAnOrdinaryDose(tokens) { return .concerning }
        // "I don't want any more children… I don't want to depend on other birth control": in
        // no words of harm, a message about what contraception is for gets its answer with the
        // support line, never the crisis reply in its place (a real question, after a retrain).
        if named.isEmpty, CrisisCheck.ordinaryPurposes.occur(in: tokens) { return .concerning }
        if named.isEmpty {
            let bar = onlyASentence ? CrisisTraining.sentenceWithoutWords : CrisisTraining.withoutWords
            return probability >= bar ? .crisis : .concerning
        }
        guard asked && named.allSatisfy(means.contains) else { return .crisis }
        // "Started the birth control pills on day 3, will that be enough?": a question that
        // names what the pills are for asks about that, and gets no support line either.
        return CrisisCheck.ordinaryPurposes.occur(in: tokens) ? .none : .concerning
    }

    /// What an ordinary dose is taken for ("crampy since lunch, took 2 paracetamol"): without
    /// one, a dose named beside words the model is concerned by keeps the crisis reply.
    static let painWords: Set<String> = ["cramps", "crampy", "cramp", "cramping", "headache", "migraine", "pain", "painful", "ache", "aching",
                                         "achy", "sore", "backache", "toothache", "fever", "temperature", "period", "cold", "flu"]

    /// Whether `tokens` say the person means to take more of a medicine than a dose ("took 2
    /// paracetamol, thinking about taking the rest", "want to swallow the whole packet"): a
    /// medicine, a word of intent, then a verb of taking and a word of more. The model can miss
    /// it in a message about a headache; it gets the support line whatever the model says.
    static func meansToTakeMore(_ tokens: [String], means: Set<String>) -> Bool {
        guard tokens.contains(where: { medicines.contains($0) || means.contains($0) }) else { return false }
        for (index, word) in tokens.enumerated() where intentWords.contains(word) {
            let after = tokens[(index + 1)..<min(tokens.count, index + 5)]
            guard let taking = after.firstIndex(where: takingVerbs.contains) else { continue }
            if tokens[(taking + 1)..<min(tokens.count, taking + 5)].contains(where: wordsOfMore.contains) { return true }
        }
        return false
    }

    /// Words of meaning to do something ("thinking about", "want to", "gonna").
    static let intentWords: Set<String> = ["thinking", "think", "want", "wanna", "going", "gonna", "tempted", "might", "planning", "plan", "urge"]
    /// Verbs of taking a medicine.
    static let takingVerbs: Set<String> = ["take", "taking", "swallow", "swallowing", "down", "neck"]

    /// Words that say more than the dose was or will be taken ("the whole box", "the rest of
    /// the pack", "all of them", "more").
    static let wordsOfMore: Set<String> = ["whole", "rest", "all", "box", "boxes", "packet", "packets", "pack", "bottle", "lot", "lots",
                                           "more", "load", "loads", "handful", "everything", "another", "extra", "double", "stockpile", "saved"]

    /// Counts of tablets that are an ordinary dose ("2 paracetamol", "a couple of ibuprofen").
    static let ordinaryCounts: Set<String> = ["1", "2", "3", "one", "two", "a", "an", "couple"]
    /// The means a dose is counted of: medicines, not a rope or a bridge ("bought a rope").
    static let medicines: Set<String> = ["pills", "pill", "tablets", "tablet", "paracetamol", "painkillers", "painkiller", "ibuprofen", "sertraline"]

    /// Whether every means in `tokens` is a medicine with an ordinary count just before it
    /// ("took 2 paracetamol", "a couple of painkillers"): at most three words back, skipping
    /// "of" and "the". "All my pills", "a handful of tablets" and "loads of paracetamol" are not.
    static func namesAnOrdinaryDose(_ tokens: [String], means: Set<String>) -> Bool {
        let named = tokens.indices.filter { means.contains(tokens[$0]) }
        guard !named.isEmpty, named.allSatisfy({ medicines.contains(tokens[$0]) }) else { return false }
        return named.allSatisfy { index in
            var position = index - 1
            while position >= 0, index - position <= 3 {
                let word = tokens[position]
                if let count = Int(word) { return count <= 3 }
                if ordinaryCounts.contains(word) { return true }
                guard ["of", "the", "x"].contains(word) || medicines.contains(word) else { return false }
                position -= 1
            }
            return false
        }
    }

    /// Whether a message names an ordinary dose of one medicine for a pain and no other word of
    /// crisis ("crampy since lunch, took 2 paracetamol about an hour ago").
    /// "Want to take the whole box", "thinking about taking the rest": words of more of it
    /// are never an ordinary dose, whatever count is named first.
    func namesOnlyAnOrdinaryDose(_ tokens: [String]) -> Bool {
        let named = tokens.filter(words.contains)
        guard !tokens.contains(where: CrisisCheck.wordsOfMore.contains) else { return false }
        return named.count == 1 && named.allSatisfy(means.contains) && tokens.contains(where: CrisisCheck.painWords.contains)
            && CrisisCheck.namesAnOrdinaryDose(tokens, means: means)
    }

    /// `tokens` without the doses they name: each medicine with the count and linking words
    /// just before it ("crampy since lunch took 2 paracetamol" reads "crampy since lunch took").
    /// The learned emergency check reads what is left of a message that names only an ordinary
    /// dose (`Assistant.triage`): the cramps, or a faint beside them, are read as they would be
    /// without the dose, which is no red flag.
    static func leavingOutDoses(_ tokens: [String]) -> [String] {
        var dose = Set<Int>()
        for index in tokens.indices where medicines.contains(tokens[index]) {
            dose.insert(index)
            var position = index - 1
            while position >= 0, index - position <= 3,
                  Int(tokens[position]) != nil || ordinaryCounts.contains(tokens[position]) || ["of", "the", "x"].contains(tokens[position]) {
                dose.insert(position)
                position -= 1
            }
        }
        return tokens.indices.filter { !dose.contains($0) }.map { tokens[$0] }
    }

    /// Whether `tokens` hold a word of harm, death, an ending or a means (`crisis-words.json`).
    func namesWordsOfHarm(_ tokens: [String]) -> Bool {
        tokens.contains(where: words.contains)
    }

    /// Whether `tokens` take something (a medicine, a verb of swallowing) or say the person
    /// cannot cope: words a crisis line in no words of harm is often made of.
    static func namesTakingOrCoping(_ tokens: [String]) -> Bool {
        tokens.contains { medicines.contains($0) || takingVerbs.contains($0) || copingWords.contains($0) }
    }
    /// The most words a message telling a day's symptom has for the check's concern to be set
    /// aside (`Assistant.understand`): crisis lines that name a symptom tell more.
    static let longestDaysSymptom = 14
    static let copingWords: Set<String> = ["cope", "coping", "anymore", "swallowed", "took", "taken", "necked", "downed", "strip", "packet", "overdid",
                                           "codamol", "cocodamol", "tramadol", "codeine", "pill", "meds", "tabs"]

    /// Whether `tokens` speak of a couple ("we", "us", "our") and never of the person alone
    /// ("I", "me", "my").
    static func speaksOnlyAsWe(_ tokens: [String]) -> Bool {
        tokens.contains(where: weWords.contains) && !tokens.contains(where: personWords.contains)
    }
    static let weWords: Set<String> = ["we", "us", "our", "ours", "weve", "we've"]
    static let personWords: Set<String> = ["i", "im", "me", "my", "mine", "myself", "ive", "id", "ill", "i'm", "i've", "i'd", "i'll"]

    /// What a means named in a question is ordinarily for ("birth control", "vitamins"): such a
    /// question is about that use (`crisis.ordinaryPurposes`).
    static let ordinaryPurposes = Phrases(WordList.crisisOrdinaryPurposes.words)
}

extension AssistantData {
    /// `Knowledge/assistant/crisis-words.json`.
    struct CrisisWordsFile: JSONReadable {
        let words: [String]

        init(json: JSONNode) throws {
            words = try json.required("words").strings()
        }
    }
}
