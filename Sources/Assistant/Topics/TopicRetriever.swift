import Content
import CycleCore
import Foundation
import Language

/// Finds the library topic a message asks about, with the assistant's normaliser (so typos
/// and lay spellings are corrected the same way for the library and the message).
///
/// Long messages are weighted by sentence: the sentence that asks (it has a "?" or opens with
/// a question word) counts fully, the history around it less, so three sentences of
/// background still land on the topic asked. A short follow-up ("and if it's brown?") is
/// searched together with the title of the topic talked about last.
struct TopicRetriever: Sendable {
    private let box: LazyIndex
    private let stageTopics = StageTopics()
    /// The topics' ways of asking as word sets, for `phrasingLikeness`.
    let phrasings = Phrasings()

    /// The ids of topics only about pregnancy and only about after the birth, found once.
    final class StageTopics: @unchecked Sendable {
        private let lock = NSLock()
        private var built: (pregnancy: Set<String>, afterBirth: Set<String>, loss: Set<String>)?
        func value(_ library: TopicLibrary) -> (pregnancy: Set<String>, afterBirth: Set<String>, loss: Set<String>) {
            lock.lock()
            defer { lock.unlock() }
            if let built { return built }
            var pregnancy: Set<String> = []
            var afterBirth: Set<String> = []
            var loss: Set<String> = []
            // From the library's summaries (id, title, area): no topic is decoded for this.
            for topic in library.entries {
                let area = topic.area
                let words = (topic.id + " " + topic.title).lowercased()
                if TopicRetriever.lossAreas.contains(area) || TopicRetriever.lossTitleParts.contains(where: { StageTopics.holds(words, $0) }) {
                    loss.insert(topic.id)
                }
                if area == "postpartum" || StageTopics.holds(words, "breastfe") || topic.id == "lactmed" {
                    afterBirth.insert(topic.id)
                } else if area.hasPrefix("pregnancy-") && area != "pregnancy-loss" || (area == "medicines" && StageTopics.holds(words, "pregnan")) {
                    pregnancy.insert(topic.id)
                }
            }
            built = (pregnancy, afterBirth, loss)
            return (pregnancy, afterBirth, loss)
        }

        /// Whether `text` holds `part`, byte by byte (Foundation's `contains` made this search,
        /// run on 610 titles at the first topic question, a quarter of `bloom ask`'s work).
        static func holds(_ text: String, _ part: String) -> Bool {
            var text = text, part = part
            return text.withUTF8 { haystack in part.withUTF8 { ByteSearch.contains(haystack, $0) } }
        }
    }
    let normalizer: TextNormalizer

    /// The index, built on first use (start-up does not pay for it until a topic is needed).
    var index: TopicIndex { box.value }

    /// Builds the index once, on first use, from any thread.
    final class LazyIndex: @unchecked Sendable {
        private let lock = NSLock()
        private var built: TopicIndex?
        private let build: @Sendable () -> TopicIndex
        init(_ build: @escaping @Sendable () -> TopicIndex) { self.build = build }
        var value: TopicIndex {
            lock.lock()
            defer { lock.unlock() }
            if let built { return built }
            let index = build()
            built = index
            return index
        }
    }

    /// Words that open a question sentence (`word-lists.json`).
    static let questionWords: Set<String> = WordList.topicsQuestionWords.set
    /// How much a sentence that does not ask counts, next to one that does.
    static let historyWeight = 0.7
    /// How much the last topic's words count in a follow-up, next to the follow-up's own.
    static let followUpContextWeight = 0.15
    /// How much the last topic's words count in a question that names no subject of its own
    /// and leans on it (`CarriedDomain`): the topic is what "it" stands for.
    static let leaningContextWeight = 0.5
    /// Messages with more words than this are weighted by sentence.
    static let longMessage = 20

    /// - Parameters:
    ///   - precomputed: the text of `TopicIndex.precomputedPath`, read when it was written for
    ///     this library (a few milliseconds); otherwise the index is built from the library.
    ///   - readAhead: the precomputed index already being read on another thread, if it is
    ///     (`StartupDecoding`): used when it is this library's.
    init(knowledge: Knowledge, normalizer: TextNormalizer, precomputed: String? = nil, readAhead: (@Sendable () -> TopicIndex?)? = nil) {
        self.normalizer = normalizer
        self.box = LazyIndex {
            if let index = readAhead?() { return index }
            if let precomputed, let index = try? TopicIndex(knowledge: knowledge, serialized: precomputed) { return index }
            return TopicIndex(library: knowledge.topics, tokenize: normalizer.tokenizer())
        }
    }

    /// First words that make a short message a follow-up to the last topic ("and…", "but…").
    static let followUpFirstWords: Set<String> = WordList.topicsFollowUpFirstWords.set
    /// The first two words of a short follow-up to the last topic ("what about…", "and if…").
    static let followUpOpenings: Set<String> = WordList.topicsFollowUpOpenings.set

    /// Topic areas whose topics are about a pregnancy loss or an abortion.
    static let lossAreas: Set<String> = WordList.topicsLossAreas.set
    /// Parts of a topic's id or title that make it about a loss ("miscarr" finds "miscarriage").
    static let lossTitleParts: [String] = WordList.topicsLossTitleParts.words

    /// The most words a follow-up opened by one word can have ("and is it normal?"): longer,
    /// "and" or "but" joins something new.
    static let longestFollowUp = 8
    /// The most words a follow-up opened by two words can have ("and if they go quiet later
    /// on, what do i do"): "and if" or "what about" already says the question builds on the
    /// last answer, so its own condition and question may take a few more words.
    static let longestOpenedFollowUp = CarriedDomain.longestQuestion

    /// Whether `message` reads as a short follow-up to the last answer.
    static func isFollowUp(_ tokens: [String]) -> Bool {
        guard let first = tokens.first else { return false }
        if followUpOpenings.contains(tokens.prefix(2).joined(separator: " ")) { return tokens.count <= longestOpenedFollowUp }
        guard tokens.count <= longestFollowUp else { return false }
        return followUpFirstWords.contains(first) || asksToBeReminded(tokens)
    }

    /// Whether `tokens` ask to be told again a figure just given: a what-question ending in
    /// "again" about a limit or an amount, naming nobody ("what's the limit in pregnancy
    /// again?", "what was the max again"); "what's the point of trying again", "what's the
    /// due date again" and "what if it happens again" ask something new.
    static func asksToBeReminded(_ tokens: [String]) -> Bool {
        guard tokens.count <= 10, tokens.last == "again", let first = tokens.first, ["what", "whats", "which"].contains(first),
              let the = tokens.firstIndex(of: "the"), the + 1 < tokens.count, reminderNouns.contains(tokens[the + 1]) else { return false }
        return !tokens.contains { ["i", "im", "me", "my", "we", "us", "our", "if", "when"].contains($0) }
    }

    /// What a reminder asks for: a figure an answer gave.
    static let reminderNouns: Set<String> = ["limit", "limits", "max", "maximum", "amount", "number", "recommended", "recommendation",
                                             "guideline", "guidelines", "rule", "cutoff", "cut"]

    /// Ranks topics for `message`.
    /// - Parameter lastTopic: the topic answered last in this conversation, for follow-ups.
    /// - Parameter followsUp: the message is known to follow the last topic (`CarriedDomain`),
    ///   whatever its first words.
    /// - Parameter pregnantNow: the profile says pregnant now, so when the message names neither
    ///   stage, topics about after the birth count less.
    func search(_ message: AnalyzedMessage, lastTopic: String? = nil, followsUp: Bool = false, limit: Int = 3, mode: Mode? = nil,
                pregnantNow: Bool = false) -> TopicSearchResult {
        // An opening phrase that only colours what follows ("wait, is it normal…", "hang on…")
        // names no topic and would count against every topic's coverage.
        let opening = SpeechActReader.openingFillerPhraseLength(message.normalized.tokens)
        let tokens = Array(message.normalized.tokens.dropFirst(opening))
        var mentioned = TopicRetriever.Mentions(message)
        // "…and I'm not even pregnant": the pregnancy the message names is denied.
        let denied = Assistant.deniesPregnancy(message, mode: mode, pregnantNow: pregnantNow)
        if denied { mentioned.subtract([.pregnancy, .pregnant]) }
        // "Not sure if I'm pregnant" from someone not pregnant is about tests and early signs.
        if !denied, Assistant.doubtsPregnancy(message, mode: mode, pregnantNow: pregnantNow) { mentioned.subtract([.pregnancy, .pregnant]) }
        let modes = TopicRetriever.modes(of: message, profile: mode, mentioned)
        let index = self.index
        if let lastTopic, followsUp || TopicRetriever.isFollowUp(tokens), let topic = index.library.topic(id: lastTopic) {
            let context = normalizer.normalize(topic.title + " " + (topic.questions.first ?? "")).tokens
            // A question that leans on the last topic for its subject ("when does it usually
            // ease off?") counts its words more than one that only opens as a follow-up.
            let weight = followsUp ? TopicRetriever.leaningContextWeight : TopicRetriever.followUpContextWeight
            let weights = Array(repeating: weight, count: context.count) + Array(repeating: 1.0, count: tokens.count)
            return index.search(tokens: context + tokens, weights: weights, limit: limit, modes: modes, minimumScore: TopicIndex.minimumScore / 2)
        }
        let lowered = otherStage(message, pregnantNow: pregnantNow, library: index.library, mentioned)
        var query = (tokens: tokens, weights: TopicRetriever.correctionWeights(message.normalized).map { Array($0.dropFirst(opening)) })
        if tokens.count > TopicRetriever.clausedMessage, let (long, weights) = weighted(message.normalized.original, stopWords: index.library.stopWords) {
            query = (long, weights)
        }
        if TopicRetriever.namesAnAge(query.tokens) {
            query = (query.tokens + ["age"], query.weights.map { $0 + [1] })
        }
        // "What can I do for cramps at school?": a question asking for what helps looks for
        // the topic about what helps, not any topic naming the symptom.
        if TopicRetriever.asksWhatHelps(tokens) {
            query = (query.tokens + ["what", "helps"], query.weights.map { $0 + [1, 1] })
        }
        let weights = TopicRetriever.numbersWeighted(query.tokens, query.weights)
        // A denied pregnancy leaves out the topics only about pregnancy altogether.
        let outside: (modes: Set<Mode>, factor: Double)? = denied ? ([.cycle, .ttc], 0)
            : TopicRetriever.notPregnant(message, profile: mode, pregnantNow: pregnantNow, mentioned) ?? TopicRetriever.pregnant(message, pregnantNow: pregnantNow || mode == .pregnancy)
        // Only topics that rank near the top can change the answer: those of the other stage
        // are weighted down, and for a short question those asked the same way up, in a
        // second pass (the index looks each weighted topic up by id).
        let first = index.search(tokens: query.tokens, weights: weights, limit: max(limit, TopicRetriever.stageWindow), modes: modes, outside: outside)
        var boost: [String: Double] = [:]
        var listed: Set<String> = []
        for hit in first.hits where lowered.contains(hit.topic.id) { boost[hit.topic.id] = TopicRetriever.otherStageFactor }
        if tokens.count <= TopicRetriever.longMessage {
            let asked = Set(tokens.filter(TopicRetriever.isAWord))
            for hit in first.hits {
                let likeness = phrasingLikeness(asked, hit.topic)
                if likeness >= TopicRetriever.phrasingThreshold { boost[hit.topic.id, default: 1] *= 1 + TopicRetriever.phrasingWeight * likeness }
                if likeness == 1 { listed.insert(hit.topic.id) }
            }
        }
        guard !boost.isEmpty else { return first.limited(to: limit) }
        var result = index.search(tokens: query.tokens, weights: weights, limit: limit, boost: boost, modes: modes, outside: outside)
        result.askedAsListed = result.best.map { listed.contains($0.topic.id) } ?? false
        return result
    }

    /// The topic near `lastTopic` (itself or one of its related topics) that `message`'s own
    /// words match best, when one scores at least `neighbourMinimumScore`; nil otherwise.
    func nearest(_ message: AnalyzedMessage, to lastTopic: String, mode: Mode?, pregnantNow: Bool) -> Topic? {
        guard let topic = index.library.topic(id: lastTopic) else { return nil }
        let near = Set([topic.id] + topic.related)
        let result = search(message, limit: TopicRetriever.neighbourhoodWindow, mode: mode, pregnantNow: pregnantNow)
        return result.hits.first { near.contains($0.topic.id) && $0.score >= TopicRetriever.neighbourMinimumScore }?.topic
    }

    /// The score a neighbour of the last topic needs: below the usual minimum, since the
    /// question leans on that topic for its subject, but above a word shared by chance
    /// ("what time is it?" after period pain).
    static let neighbourMinimumScore = 1.5

    /// How many hits `nearest` looks through for the last topic's neighbours.
    static let neighbourhoodWindow = 40

    /// How much a topic only about pregnancy (or after the birth) counts for a person who is not
    /// pregnant, when the message does not say it is about a pregnancy or a birth.
    static let notPregnantFactor = 0.6

    /// For a profile that is not pregnant (cycle tracking, trying) and a message that names no
    /// pregnancy, week or birth: topics outside those modes count `notPregnantFactor` as much.
    static func notPregnant(_ message: AnalyzedMessage, profile: Mode?, pregnantNow: Bool, _ mentioned: Mentions? = nil) -> (modes: Set<Mode>, factor: Double)? {
        guard let profile, profile != .pregnancy, !pregnantNow else { return nil }
        let mentioned = mentioned ?? Mentions(message)
        guard message.first(.week) == nil, mentioned.isDisjoint(with: [.pregnancy, .birth, .stage]) else { return nil }
        return ([.cycle, .ttc], notPregnantFactor)
    }

    /// Words that put a pregnant person's question outside the pregnancy: periods and cycles.
    static let cycleWords: MentionWords = WordList.topicsCycleWords.mentionWords

    /// For a profile pregnant now and a message that names no period or cycle: topics written
    /// only for cycles and trying count `notPregnantFactor` as much ("my back is killing me,
    /// is that normal at this stage?" is about back pain in pregnancy, not period pain).
    static func pregnant(_ message: AnalyzedMessage, pregnantNow: Bool) -> (modes: Set<Mode>, factor: Double)? {
        guard pregnantNow, !message.mentions(cycleWords) else { return nil }
        return ([.pregnancy], notPregnantFactor)
    }

    /// Words that put a message in a pregnancy or after a birth, besides `pregnancyWords` and
    /// `birthWords` ("gestational diabetes", "lochia after giving birth", "the scan showed…").
    static let stageWords: Set<String> = WordList.topicsStageWords.set

    /// How many of the best hits are checked for topics of the other stage and for phrasing.
    static let stageWindow = 6

    /// How much a number counts next to a word: "35 weeks", "8 months ago" are usually the
    /// person's detail, and a topic whose example happens to say "35 weeks" should not win on it.
    static let numberWeight = 0.7
    /// How much a count of months counts, next to a word ("trying 13 months").
    static let lengthNumberWeight = 0.3

    /// `weights` (or all 1) with numbers lowered to `numberWeight` of their weight, and a
    /// number with a unit of weight or volume after it ("my weight of 70kg") left out (weight
    /// 0: the person's own figure, not words of the question), and a count of months lowered
    /// to `lengthNumberWeight`; nil when nothing changes.
    static func numbersWeighted(_ tokens: [String], _ weights: [Double]?) -> [Double]? {
        guard tokens.contains(where: { $0.first?.isNumber == true }) else { return weights }
        var out = weights ?? Array(repeating: 1, count: tokens.count)
        for index in tokens.indices where tokens[index].first?.isNumber == true && index < out.count {
            if index + 1 < tokens.count, index + 1 < out.count, Quantity.isWeightOrVolumeUnit(tokens[index + 1]) {
                out[index] = 0
                out[index + 1] = 0
            } else if index + 1 < tokens.count, ["month", "months"].contains(tokens[index + 1]) {
                // "Trying 13 months": how long, the person's own figure, which a topic's "13" (an
                // age) matches only by chance. (Years keep their weight: "no period for 2 years"
                // is how the topic on bleeding after menopause is asked.)
                out[index] *= lengthNumberWeight
            } else {
                out[index] *= numberWeight
            }
        }
        return out
    }

    /// Words after a number that make it a duration or a measure, not the person's age
    /// ("I'm 38 weeks", "at 40 days").
    static let notAnAge: Set<String> = WordList.topicsNotAnAge.set

    /// Words after a number that make it the person's age ("38 years old").
    static let ageWords: Set<String> = WordList.topicsAgeWords.set
    /// Words before a number that make it the person's age ("aged 44").
    static let agePrefixes: Set<String> = WordList.topicsAgePrefixes.set

    /// Whether normalised `tokens` ask what helps a complaint in other words than "help" ("what
    /// can I do for cramps?", "how do I get rid of heartburn?"): the search adds "what helps", as
    /// the library asks it, so the topic about what helps ranks above others naming the complaint.
    static func asksWhatHelps(_ tokens: [String]) -> Bool {
        remedyFrames.occur(in: tokens) && !tokens.contains("help") && !tokens.contains("helps")
    }

    /// Ways of asking what helps a complaint, without the word "help".
    static let remedyFrames = Phrases(["what can i do for", "what can i do about", "what do i do for", "what should i do for",
                                       "what can you do for", "what to do for", "what is good for", "whats good for",
                                       "how do i get rid of", "how can i get rid of", "how to get rid of", "how do i ease", "how can i ease",
                                       "how to ease", "anything for", "any tips for", "remedies for", "remedy for"])

    /// Whether normalised `tokens` give the person's age ("I'm 38", "at 41", "38 years old",
    /// "aged 44"; 13 to 60): such a question is about age ("I'm 38, is it harder to get pregnant?"),
    /// so the search adds the word "age".
    static func namesAnAge(_ tokens: [String]) -> Bool {
        for index in tokens.indices {
            guard let number = Int(tokens[index]), (13...60).contains(number) else { continue }
            let after = index + 1 < tokens.count ? tokens[index + 1] : nil
            if let after, notAnAge.contains(after) { continue }
            if let after, ageWords.contains(after) { return true }
            if index > 0, agePrefixes.contains(tokens[index - 1]) { return true }
            // "Ovulate at 16?" is a cycle day: "at" gives an age only from 30.
            if index > 0, tokens[index - 1] == "at", number >= 30 { return true }
        }
        return false
    }

    /// Messages with more words than this are weighted by sentence and clause.
    static let clausedMessage = 10
    /// How much a topic for the other side of the birth counts: a medicine question in
    /// pregnancy should not land on a breastfeeding topic, nor a breastfeeding one on pregnancy.
    static let otherStageFactor = 0.75
    /// Words that put a message after a birth.
    static let birthWords: Set<String> = WordList.topicsBirthWords.set
    /// Words that make a mention of pregnancy about getting pregnant rather than being pregnant.
    static let gettingPregnantWords: Set<String> = WordList.topicsGettingPregnantWords.set
    /// Words that say the person is pregnant now.
    static let pregnantWords: Set<String> = WordList.topicsPregnantWords.set

    /// The topics of the other stage (before or after the birth) from the one the message is
    /// about (or, when it names neither, the one the profile is in), and the topics after a
    /// loss unless it names one. A message that names neither stage, from someone not
    /// pregnant, lowers the topics after the birth; one that names both lowers neither.
    func otherStage(_ message: AnalyzedMessage, pregnantNow: Bool = false, library: TopicLibrary? = nil, _ mentioned: Mentions? = nil) -> Set<String> {
        let mentioned = mentioned ?? Mentions(message)
        let stages = stageTopics.value(library ?? index.library)
        // Topics after a loss ("sore breasts after a miscarriage") answer a message that names
        // one; "sore boobs, is that normal?" is not about a miscarriage.
        let loss = message.mentions(TopicRetriever.lossWords) ? [] : stages.loss
        let birth = mentioned.contains(.birth)
        var pregnant = (mentioned.contains(.pregnant) || message.first(.week) != nil) && !mentioned.contains(.gettingPregnant)
        if !birth, !pregnant, pregnantNow { pregnant = true }
        guard birth != pregnant else {
            // Neither stage named by someone not pregnant: topics only about after the birth
            // count less too ("can I drink this weekend with the vaginal gel?" is not about
            // breastfeeding), unless a stage word ("the baby", "the scan") says otherwise.
            return birth || mentioned.contains(.stage) ? loss : stages.afterBirth.union(loss)
        }
        return (birth ? stages.pregnancy : stages.afterBirth).union(loss)
    }

    /// Words that name a pregnancy loss or an abortion.
    static let lossWords: MentionWords = WordList.topicsLossWords.mentionWords

    /// How much a word the spelling corrector changed counts: a guess ("peru" read as "per")
    /// should not carry a question to a topic on its own.
    static let correctedWeight = 0.5

    /// Per-token weights: lower for words the corrector changed; nil when it changed none.
    static func correctionWeights(_ text: NormalizedText) -> [Double]? {
        var weights: [Double]?
        for index in text.tokens.indices where text.typed[index] != text.tokens[index] && text.typed[index].count >= 4
            && !text.typed[index].contains(where: { !$0.isLetter }) {
            if weights == nil { weights = Array(repeating: 1, count: text.tokens.count) }
            weights![index] = correctedWeight
        }
        return weights
    }

    /// Words that make a message about pregnancy.
    static let pregnancyWords: Set<String> = WordList.topicsPregnancyWords.set
    /// Words that make a message about trying to conceive.
    static let tryingWords: Set<String> = WordList.topicsTryingWords.set

    /// Which of the retriever's word lists a message mentions (as `AnalyzedMessage.mentions`
    /// reads them: a stem or a token), found in one pass over its words instead of one per list.
    struct Mentions: OptionSet, Sendable {
        let rawValue: UInt8
        static let pregnancy = Mentions(rawValue: 1 << 0)
        static let trying = Mentions(rawValue: 1 << 1)
        static let birth = Mentions(rawValue: 1 << 2)
        static let pregnant = Mentions(rawValue: 1 << 3)
        static let gettingPregnant = Mentions(rawValue: 1 << 4)
        static let stage = Mentions(rawValue: 1 << 5)

        /// Each listed word with the lists it is on.
        static let lists = WordTable<Mentions>({
            var lists: [String: Mentions] = [:]
            for (words, list) in [(pregnancyWords, Mentions.pregnancy), (tryingWords, .trying), (birthWords, .birth), (pregnantWords, .pregnant),
                                  (gettingPregnantWords, .gettingPregnant), (stageWords, .stage)] {
                for word in words { lists[word, default: []].insert(list) }
            }
            return lists
        }())

        init(rawValue: UInt8) { self.rawValue = rawValue }

        init(_ message: AnalyzedMessage) {
            var found: Mentions = []
            for word in message.stems { if let lists = Mentions.lists[word] { found.formUnion(lists) } }
            for word in message.normalized.tokens { if let lists = Mentions.lists[word] { found.formUnion(lists) } }
            self = found
        }
    }

    /// The modes a message is about: what it says, else the profile's mode (cycle tracking
    /// prefers nothing, as its topics are the general ones).
    static func modes(of message: AnalyzedMessage, profile: Mode?, _ mentioned: Mentions? = nil) -> Set<Mode> {
        let mentioned = mentioned ?? Mentions(message)
        var modes: Set<Mode> = []
        if mentioned.contains(.pregnancy) || message.first(.week) != nil { modes.insert(.pregnancy) }
        if mentioned.contains(.trying) { modes.insert(.ttc) }
        if modes.isEmpty, let profile, profile != .cycle { modes.insert(profile) }
        return modes
    }

    /// How much an "if…" clause before the question counts ("what if my period doesn't come
    /// next week, when should I test?"): it sets the scene, the rest asks.
    static let conditionWeight = 0.6
    /// A question part with fewer content words than this ("is that normal?") cannot carry
    /// the message alone, so nothing is weighted down.
    static let minimumQuestionWords = 2

    /// The message's words with a weight each: full for sentences that ask, less for the rest
    /// (history before the question, an "if…" clause); nil when every part asks, or none does,
    /// or the asking part has too few words of its own.
    func weighted(_ text: String, stopWords: Set<String>? = nil) -> ([String], [Double])? {
        var parts: [(words: [String], weights: [Double])] = []
        var asking = 0
        var conditional = false
        var asked = false
        var allAsk = true
        let stop = stopWords ?? index.library.stopWords
        // Sentences end at . ! ? or a new line (all ASCII, so the UTF-8 view finds them and its
        // indices are the string's).
        let utf8 = text.utf8
        var start = utf8.startIndex
        var position = utf8.startIndex
        while position < utf8.endIndex {
            let byte = utf8[position]
            let ends = byte == UInt8(ascii: ".") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "\n")
            let next = utf8.index(after: position)
            guard ends || next == utf8.endIndex else { position = next; continue }
            let end = ends ? position : utf8.endIndex
            let sentence = text[start..<end]
            start = ends ? next : end
            position = next
            let question = byte == UInt8(ascii: "?")
            var clauses = [Substring(sentence)]
            // "if …, …" / "what if …, …": the condition first, then what is asked.
            if TopicRetriever.opensWithCondition(sentence), let comma = sentence.firstIndex(of: ",") {
                clauses = [sentence[..<comma], sentence[sentence.index(after: comma)...]]
            }
            for (number, clause) in clauses.enumerated() {
                let normalized = normalizer.normalize(String(clause))
                let words = normalized.tokens
                guard !words.isEmpty else { continue }
                let condition = clauses.count > 1 && number == 0
                let asks = !condition && ((question && number == clauses.count - 1) || words.first.map(TopicRetriever.questionWords.contains) == true)
                if asks { asking += words.reduce(0) { $0 + (stop.contains($1) ? 0 : 1) } }
                let weight = condition ? TopicRetriever.conditionWeight : asks ? 1 : TopicRetriever.historyWeight
                conditional = conditional || condition
                asked = asked || asks
                allAsk = allAsk && asks
                // A word the spelling corrector guessed counts less here too.
                let corrected = TopicRetriever.correctionWeights(normalized) ?? Array(repeating: 1, count: words.count)
                parts.append((words, corrected.map { $0 * weight }))
            }
        }
        guard parts.count > 1, asking >= TopicRetriever.minimumQuestionWords || conditional, asked, !parts.isEmpty, !allAsk else { return nil }
        return (parts.flatMap(\.words), parts.flatMap(\.weights))
    }

    /// Whether a sentence opens with "if ", "what if " or "in case " (any case, after spaces).
    static func opensWithCondition(_ sentence: Substring) -> Bool {
        var bytes = sentence.utf8.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }[...]
        func take(_ word: String) -> Bool {
            var rest = bytes
            for expected in word.utf8 {
                guard let byte = rest.first, byte | 0x20 == expected || byte == expected else { return false }
                rest = rest.dropFirst()
            }
            bytes = rest
            return true
        }
        let saved = bytes
        if take("if ") { return true }
        bytes = saved
        if take("what if ") { return true }
        bytes = saved
        return take("in case ")
    }
}
