import CycleCore
import DayModel
import EnergyBudget
import Language
import enum Wellness.ScoreKind
import struct Wellness.ScoreCard
import struct Wellness.PatternReport

/// The one place that decides whether an answer may write to the journal.
///
/// Only a message read as a statement about the person's own day (`log`), an instruction
/// ("log…", "undo that"), or the answer to Bloom's own question about a write may reach a
/// store that writes. Every other message gets a `ReadOnlyStore`, so no handler can write
/// for it whatever its intent; and a writing intent is answered without writing instead:
/// a question gets an answer (the topic hook), an unclear item gets "Shall I log…?", and a
/// hypothetical, a negation, a habit or someone else's symptom is acknowledged, not logged.
enum WriteGate {
    /// Whether an intent's handler writes.
    static func writes(_ intent: String) -> Bool {
        intent.hasPrefix("log.") || intent == IntentID.modeSet.rawValue || intent == IntentID.profileSwitch.rawValue
    }

    /// Whether a message that may not write, and that nothing else answers, mentions something
    /// Bloom logs ("my wife keeps getting migraines"): it gets the not-logged answer. So does
    /// one read as a pregnancy question from someone not pregnant who never mentioned one
    /// ("headache all day is that normal" while tracking a cycle): it asks about the symptom.
    static func mentionsLoggable(_ context: inout AnswerContext) -> Bool {
        if context.intent.rawValue == IntentClassifier.outOfScope {
            return SpeechActReader.loggableKinds.contains(where: context.message.hasEntity)
        }
        // Only a named symptom or mood: "normal" in "is that normal" also reads as a flow.
        guard context.message.hasEntity(.symptom) || context.message.hasEntity(.mood) else { return false }
        // Someone else's symptom read as a view of the person's own data ("my wife keeps
        // getting migraines" was shown the person's insights): it is about them, not logged.
        if context.speech?.act == .otherPerson, context.intent.rawValue.hasPrefix("show.") { return true }
        return context.assistant.readsAsPregnancyOutOfMode(context.intent.rawValue, &context)
    }

    /// Words that put a statement in the person's present (`word-lists.json`).
    static let presentTimeWords: MentionWords = WordList.offersPresentTimeWords.mentionWords

    /// Whether a statement says now with one of `presentTimeWords` in its own sense: not "the
    /// morning after pill", "night sweats", "the next day" or "every day".
    static func saysNow(_ message: AnalyzedMessage) -> Bool {
        guard message.mentions(presentTimeWords) else { return false }
        let tokens = message.normalized.tokens
        return tokens.indices.contains { index in
            let word = tokens[index]
            guard presentTimeWords.contains(word) else { return false }
            let next = index + 1 < tokens.count ? tokens[index + 1] : ""
            let previous = index > 0 ? tokens[index - 1] : ""
            if let others = otherSensesAfter[word], others.contains(next) { return false }
            if word == "day", ["next", "every", "each", "per", "a", "cycle", "following", "other"].contains(previous) || next.first?.isNumber == true { return false }
            return true
        }
    }

    /// Words after a word of now that give it another sense ("morning sickness", "night sweats").
    static let otherSensesAfter: [String: Set<String>] = [
        "morning": ["after", "sickness", "sick"], "night": ["sweats", "sweat", "shift", "shifts", "feeds", "feed", "feeding"],
    ]

    /// Whether the statements told inside a question are the person's present: a short
    /// message ("had cramps and what phase am i in", up to `shortMessage` words) or one whose
    /// statements say when, with a day ("today", "since Tuesday", "last night") or now ("right
    /// now", "all day"). Only then are they offered for logging after the answer: a long
    /// message with no time in its statements ("I've been getting heavy periods, tiredness,
    /// migraines, my whole body is tender?") tells a history or a pattern to ask about, not a
    /// day to log.
    static func tellsThePresent(_ statements: [Clause], in message: AnalyzedMessage) -> Bool {
        // A question with no statement in it ("is a temp of 37.4 normal after ovulation?")
        // tells nothing that happened, however short: a value asked about is not offered.
        guard !statements.isEmpty else { return false }
        return message.normalized.tokens.count <= shortMessage
            || statements.contains { !LogAnswers.eventDays($0.message).isEmpty || saysNow($0.message) }
    }

    /// The most words a message may have for its statements to be offered without a time.
    static let shortMessage = 10

    /// Words that take back what the message said ("cramps today - wait no, that was my
    /// daughter, ignore me", "log heavy flow… actually scratch that").
    static let takeBackPhrases = Phrases(WordList.writeGateTakeBackWords.words)

    /// Whether the message takes back what it says itself: then nothing in it is written. A
    /// take-back with nothing of its own to log ("scratch that, it was my sister") takes back
    /// the last message's entries, as undo does, and is not this.
    static func takesItBack(_ message: AnalyzedMessage) -> Bool {
        SpeechActReader.loggableKinds.contains(where: message.hasEntity)
            && takeBackPhrases.occur(in: message.normalized.tokens)
    }

    /// Whether every statement of `reading` tells a time long past ("in my 20s i weighed
    /// 55kg", "at uni my cycles were all over the place", "3 years ago I had a miscarriage"):
    /// the person's history, not their present or recent day, so nothing is written.
    static func tellsOnlyTheLongPast(_ reading: SpeechReading, _ pastTime: PastTime) -> Bool {
        let statements = reading.clauses.filter { $0.act == .log }
        var longAgo = false
        return !statements.isEmpty && statements.allSatisfy { clause in
            let tokens = clause.message.normalized.tokens
            // "When I was at the gym this morning I felt dizzy" names today: not the long past.
            let namesADay = !LogAnswers.eventDays(clause.message).isEmpty
            // "Last Easter I had a bug and threw up for days": a clause in the past tense with no
            // time of its own ("for days" is no now) goes on telling the long past before it.
            let continues = longAgo && !namesADay && !saysNow(clause.message) && tellsThePast(tokens)
            longAgo = continues || (pastTime.isLongAgo(tokens) && !namesADay && !clause.message.mentions(presentTimeWords))
            return longAgo
        }
    }

    /// Past forms that do not end in "-ed" ("had", "threw", "was").
    static let pastForms: Set<String> = ["had", "was", "were", "threw", "got", "felt", "went", "took", "ate", "drank", "slept", "ran",
                                         "did", "came", "lost", "gave", "kept", "spent", "swam", "wore", "woke", "bled", "began"]

    /// Whether `tokens` tell something in the past tense.
    static func tellsThePast(_ tokens: [String]) -> Bool {
        tokens.contains { pastForms.contains($0) || ($0.count > 4 && $0.hasSuffix("ed")) }
    }

    /// Whether `tokens` name another person as the one it was about: "my", "his", "her" or
    /// "our" and a person (`SpeechActReader.otherPeople`), or "not me".
    static func namesSomeoneElsesItem(_ tokens: [String]) -> Bool {
        tokens.indices.dropLast().contains { index in
            ["my", "his", "her", "our"].contains(tokens[index]) && SpeechActReader.otherPeople.contains(tokens[index + 1])
                || tokens[index] == "not" && tokens[index + 1] == "me"
        }
    }

    /// Whether a message with `act` may write.
    static func permits(_ act: SpeechAct, followUp: FollowUp.Kind?) -> Bool {
        act.permitsWrites || followUp == .pendingAnswer
    }

    /// The answer to a writing intent whose message may not write.
    static func answerWithoutWriting(_ context: inout AnswerContext) -> AnswerOutput {
        let reading = context.speech
        let act = reading?.act ?? .unclear
        if context.intent == .logUndo {
            // "Oh wait, that was my daughter on the scales, undo that", "scratch that, it was my
            // son who had the nosebleed": the entry was someone else's, and the person asks to
            // take it back; that is an instruction, whoever the message names ("nah scratch
            // that, its my husband whos got it" reads as a request beside someone else).
            // A person named with "my" inside the take-back ("scratch that its my sister with
            // the headache not me") says so too, when the clause is read as the instruction.
            let someoneElse = reading?.clauses.contains(where: { $0.act == .otherPerson }) == true
                || namesSomeoneElsesItem(context.message.normalized.tokens)
            if act != .question, someoneElse, LogAnswers.wroteLately(context.conversation),
               takeBackPhrases.occur(in: context.message.normalized.tokens) || context.message.mentions(SpeechOverrides.undoWords) {
                return LogAnswers.undo(&context)
            }
            // "how do I delete a symptom I logged by mistake": explain, never remove anything.
            return AnswerOutput(key: .speechUndoHelp, rememberIntent: false)
        }
        // "Can you add my scan on Friday at 9?": offer the appointment, write only on "yes".
        if context.intent == .logAppointment { return AppointmentAnswers.offer(&context) }
        let proposal = proposedWrites(&context)
        switch act {
        case .unclear:
            guard !proposal.isEmpty else { break }
            context.conversation.pending = PendingWrite(intent: context.intent.rawValue, missing: .confirmation,
                                                        message: context.message.normalized.original, proposed: proposal)
            return AnswerOutput(key: .speechConfirm, values: values(proposal, context.today), rememberIntent: false)
        case .question, .request:
            var output = LoggableQuestionAnswers.answer(&context)
            // "My sister gets migraines every month, is that normal?" asks about someone else's
            // symptom: the answer says so, rather than speaking of the person's own.
            if output.key == .topicGeneral, reading?.clauses.contains(where: { $0.act == .otherPerson }) == true {
                output.values["notLogged"] = .string(SpeechAct.otherPerson.rawValue)
            }
            // "I've had cramps all day, is that normal?": answer, then offer to log the statement.
            // A clause read as neither ("cramps all day") is the statement of a short question.
            if let reading, tellsThePresent(reading.clauses.filter { $0.act == .log || $0.act == .unclear }, in: context.message) {
                // A request ("redo it but it was 1 coffee… and a 20 min walk") offers its statements whole.
                let offered = act == .question
                    ? presentStatements(reading.clauses, statements: { $0.act == .log || $0.act == .unclear }, in: context.message)
                    : statementClauses(reading)
                let writes = offered.count == statementClauses(reading).count ? proposal : offeredWrites(offered, &context)
                guard !writes.isEmpty else { return output }
                context.conversation.pending = PendingWrite(intent: context.intent.rawValue, missing: .confirmation,
                                                            message: offered.map(\.text).joined(separator: ", "), proposed: writes)
                output.values.merge(values(writes, context.today)) { _, new in new }
                output.values["offer"] = true
            }
            return output
        default:
            break
        }
        // "We didn't bd last night, too tired": sex that did not happen asks nothing a topic
        // could answer (it got the topic on spotting after sex in pregnancy).
        // "No pain or cramps" asks nothing either (it got the topic on pain after an abortion);
        // a longer denial ("not had any sickness at 8 weeks") may say a worry the library meets.
        let asksNothing = act == .negation && !context.message.normalized.original.contains("?")
            && (context.intent == .logSex || context.intent == .logSymptom && context.message.normalized.tokens.count <= 6)
        return answerNotLogged(act, library: !asksNothing, &context)
    }

    /// The answer that says why nothing was logged for a message of `act` (denied, imagined, a
    /// habit, someone else's), with what the library or Bloom can say of what it names.
    static func answerNotLogged(_ act: SpeechAct, library: Bool, _ context: inout AnswerContext) -> AnswerOutput {
        var output = LoggableQuestionAnswers.answer(&context, library: library)
        output.values["notLogged"] = .string(act.rawValue)
        return output
    }

    /// The statement clauses of a message (and those read as neither a statement nor a
    /// question, "cramps all day").
    static func statementClauses(_ reading: SpeechReading) -> [Clause] {
        reading.clauses.filter { $0.act == .log || $0.act == .unclear }
    }

    /// The statements a question's answer may offer to log: in a short message all of them;
    /// in a long one only those that say when, with a day or now. "I've switched pills today…
    /// it never helped my cramps… I still bled for 7 days" tells a history around one dated
    /// statement, and the cramps of the history are not today's (they were offered for today).
    /// A statement right after one that says when, in the same sentence, goes on telling it
    /// ("took a test this morning, negative"); a new sentence ("…now been on for 3 weeks. At the
    /// start I was really stressed, but not now") says its own time or none.
    static func presentStatements(_ clauses: [Clause], statements isStatement: (Clause) -> Bool, in message: AnalyzedMessage) -> [Clause] {
        guard message.normalized.tokens.count > shortMessage else { return clauses.filter(isStatement) }
        var kept: [Clause] = []
        var goesOn = false
        for clause in clauses {
            guard isStatement(clause) else {
                goesOn = false
                continue
            }
            if goesOn && clause.continuesSentence || !LogAnswers.eventDays(clause.message).isEmpty || saysNow(clause.message) {
                kept.append(clause)
                goesOn = true
            }
        }
        return kept
    }

    /// What `clauses` of the message would write (nothing is written).
    static func offeredWrites(_ clauses: [Clause], _ context: inout AnswerContext) -> [JournalWrite] {
        guard !clauses.isEmpty, case .day = LogAnswers.resolveDay(context.message, today: context.today) else { return [] }
        return LogAnswers.clauseWrites(clauses, intent: context.intent.rawValue, today: context.today, facts: context.facts,
                                       classify: context.assistant.classifier.classify)
    }

    /// What the message would write if it were a statement (nothing is written).
    static func proposedWrites(_ context: inout AnswerContext) -> [JournalWrite] {
        let today = context.today
        switch context.intent {
        case .modeSet:
            guard let mode = SpeechOverrides.announcedMode(context.message, today: today) ?? context.message.first(.mode)?.id.flatMap(Mode.init) else { return [] }
            return [.mode(mode)]
        case .profileSwitch:
            return context.message.first(.profile)?.id.map { [.switchProfile($0)] } ?? []
        default:
            guard case let .day(day) = LogAnswers.resolveDay(context.message, today: today) else { return [] }
            let clauses = (context.speech?.clauses ?? []).filter { $0.act == .log || $0.act == .unclear }
            // "Ok ill wait till friday. bit sad tbh": beside a plan or a question, a statement
            // keeps its own day; the Friday ahead, read as the last one, was offered for the mood.
            let besideOthers = clauses.count == 1 && (context.speech?.clauses.count ?? 0) > 1
            if clauses.count > 1 || besideOthers {
                return LogAnswers.clauseWrites(clauses, intent: context.intent.rawValue, today: today, facts: context.facts, classify: context.assistant.classifier.classify)
            }
            if case let .success(writes) = LogAnswers.writesFor(context.intent.rawValue, details: context.message, day: day, mode: context.mode), !writes.isEmpty {
                return writes
            }
            // "Tired" read as a symptom holds a mood: what the clause says, whatever intent read it.
            return LogAnswers.clauseWrites(clauses, intent: context.intent.rawValue, today: today, facts: context.facts, classify: context.assistant.classifier.classify)
        }
    }

    static func values(_ writes: [JournalWrite], _ today: Day) -> [String: TemplateValue] {
        let day = writes.compactMap(\.day).first
        return [
            "items": .list(writes.map { .string($0.phrase) }),
            "day": day.map { .day($0) } ?? .null,
            "isToday": .bool(day == nil || day == today),
        ]
    }
}

/// Reads "yes" and "no" answers to "Shall I log…?".
enum Confirmation {
    /// Words that say yes when a short reply opens with one ("yeah", "sure, go ahead").
    static let yes: Set<String> = WordList.confirmationYesWords.set
    /// Words that say no anywhere in a short reply ("nope", "please don't").
    static let no: Set<String> = WordList.confirmationNoWords.set

    /// true for a yes, false for a no, nil for anything else (a new message).
    static func read(_ message: AnalyzedMessage) -> Bool? {
        let tokens = message.normalized.tokens
        guard !tokens.isEmpty, tokens.count <= 5 || asksToGoAhead(message) || isAYesThatSaysWhen(message) || isAYesWithADetail(message) else { return nil }
        // "log a headache" after "Shall I log cramps?" is a new message, not a yes.
        guard !SpeechActReader.loggableKinds.contains(where: message.hasEntity) else { return nil }
        // "Yes last night", "yes today, mild ones": a yes that says when (`withDay`); a day
        // with no yes ("yesterday") is a new message.
        // "Just log it", "oh yes": a softener before the yes leaves it a yes.
        let opening = tokens.first { !softeners.contains($0) } ?? tokens[0]
        // "Today yeah, started about an hour ago": the day said first, then the yes.
        if message.hasEntity(.day) {
            return (yes.contains(opening) || yes.contains(openingAfterTheDay(message) ?? "") || opensWithToday(message))
                && !tokens.contains(where: no.contains) ? true : nil
        }
        // "please don't", "yes, no wait": any no is a no; nothing is written on a doubt.
        if tokens.contains(where: no.contains) { return false }
        if yes.contains(opening) { return true }
        return nil
    }

    /// Words that may open a short answer before its yes ("just log it", "oh go on then").
    static let softeners: Set<String> = ["just", "oh", "ah", "um", "umm", "erm", "hmm", "well", "haha", "lol"]

    /// The words of an offer to log with the value an answer gives in place of the one offered
    /// ("2 coffees so far today" after "make that 3 actually" → "3 coffees so far today"): the
    /// answer corrects a value of what was offered (`ValueCorrection`), names one number, and
    /// the offer's words hold one number, the one it replaces. Nil otherwise.
    static func offerWithAnotherValue(_ pending: PendingWrite, answer: AnalyzedMessage) -> String? {
        guard pending.missing == .confirmation, !pending.proposed.isEmpty,
              ValueCorrection.read(answer, lastWrites: pending.proposed) != nil else { return nil }
        let newValues = answer.normalized.tokens.filter { Double($0) != nil }
        var words = pending.message.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let bare = { (word: String) in String(word.reversed().drop { ",.!?;:".contains($0) }.reversed()) }
        let old = words.indices.filter { Double(bare(words[$0])) != nil }
        guard newValues.count == 1, old.count == 1 else { return nil }
        words[old[0]] = newValues[0] + words[old[0]].dropFirst(bare(words[old[0]]).count)
        return words.joined(separator: " ")
    }

    /// Whether `message` is a yes that asks to log what was offered (`read` says yes, and it
    /// holds a verb of logging and a word pointing back, with nothing of its own to log): "ok
    /// fine log it then", "actually yes save that". After an offer turned down, a bare "ok" is no
    /// change of mind, and "ok log weight 60kg" logs the weight.
    static func asksToLogWhatWasDeclined(_ message: AnalyzedMessage) -> Bool {
        read(message) == true && message.mentions(logVerbs) && message.mentions(pointersBack) && message.entities.isEmpty
    }

    /// Words that point back at what was offered ("log it", "save that").
    static let pointersBack: MentionWords = ["it", "that", "them", "those", "this"]

    /// Verbs that ask Bloom to log (`confirmation.logVerbs`).
    static let logVerbs: MentionWords = WordList.confirmationLogVerbs.mentionWords

    /// Words of a longer yes that asks Bloom to go ahead ("ok can you log them for today",
    /// "yes please save it"; `confirmation.goAheadWords`).
    static let goAheadWords: Set<String> = WordList.confirmationGoAheadWords.set

    /// Whether `message` (up to 9 words) opens with a yes and says nothing but asks to go
    /// ahead (`goAheadWords`) and when: "ok can you log them for today".
    static func asksToGoAhead(_ message: AnalyzedMessage) -> Bool {
        // "Oh go on then, log it": softeners before the yes are left out.
        let all = message.normalized.tokens
        let opening = all.prefix(while: softeners.contains).count
        guard all.count - opening <= 9, opening < all.count, yes.contains(all[opening]) else { return false }
        let dayWords = Set(message.all(.day).flatMap { $0.start..<($0.start + $0.length) })
        return all.indices.dropFirst(opening + 1).allSatisfy { dayWords.contains($0) || goAheadWords.contains(all[$0]) || yes.contains(all[$0]) }
    }

    /// "Yeah at 4am this morning, woke me right up": a yes opening a reply of up to
    /// `longestYesWithADay` words that says when, with no no and nothing new to log.
    static func isAYesThatSaysWhen(_ message: AnalyzedMessage) -> Bool {
        let tokens = message.normalized.tokens
        guard let first = tokens.first, yes.contains(first) || yes.contains(openingAfterTheDay(message) ?? "") || opensWithToday(message),
              tokens.count <= longestYesWithADay, message.hasEntity(.day),
              !message.normalized.original.contains("?") else { return false }
        return !tokens.contains(where: no.contains)
    }

    /// The first word after a day that opens `message` ("today yeah…": "yeah"), nil when it
    /// does not open with a day.
    static func openingAfterTheDay(_ message: AnalyzedMessage) -> String? {
        guard let day = message.all(.day).first, day.start == 0, day.length < message.normalized.tokens.count else { return nil }
        return message.normalized.tokens[day.length]
    }

    /// Whether `message` opens with today ("today, started about an hour ago", "this morning
    /// ish"): after "Shall I log cramps for today?", the day asked about, said back as the yes.
    /// Another day said alone ("yesterday") is a new message.
    static func opensWithToday(_ message: AnalyzedMessage) -> Bool {
        let tokens = message.normalized.tokens
        guard let day = message.all(.day).first, day.start == 0 else { return false }
        return tokens.first == "today" || tokens.count > 1 && tokens[0] == "this" && ["morning", "afternoon", "evening"].contains(tokens[1])
    }

    /// The longest yes read with the day it says.
    static let longestYesWithADay = 10

    /// "Yeah since dinner, that acid taste at the back of my throat" after "Do you want me to
    /// save heartburn?": a yes opening a reply of up to `longestYesWithADetail` words that goes
    /// on describing what was offered, with no no, no question and no one else in it ("yeah,
    /// its my sister who has it" is no yes to logging it as the person's).
    static func isAYesWithADetail(_ message: AnalyzedMessage) -> Bool {
        let tokens = message.normalized.tokens
        guard let first = tokens.first, yes.contains(first), tokens.count <= longestYesWithADetail,
              !message.normalized.original.contains("?") else { return false }
        return !tokens.contains { no.contains($0) || SpeechActReader.otherPeople.contains($0) || SpeechActReader.thirdPerson.contains($0)
            || SpeechActReader.negators.contains($0) }
    }

    /// The longest yes read with a detail of what was offered.
    static let longestYesWithADetail = 15

    /// What Bloom asked about, with what a yes added to it ("cramps" and "yes, last night, mild
    /// ones" is "cramps last night mild ones"): a yes with nothing more is the question's words.
    static func withDay(_ asked: String, answer: AnalyzedMessage) -> String {
        guard answer.hasEntity(.day) else { return asked }
        // "Today yeah, started about an hour ago" after "Shall I log cramps?": the day it opens
        // with says when; what follows tells of the cramps, not a period started.
        if openingAfterTheDay(answer) != nil, let day = answer.all(.day).first {
            return asked + " " + answer.normalized.tokens[day.start..<(day.start + day.length)].joined(separator: " ")
        }
        let added = answer.normalized.tokens.dropFirst().filter { !goAheadWords.contains($0) && !yes.contains($0) }
        return added.isEmpty ? asked : asked + " " + added.joined(separator: " ")
    }

    /// Words that only acknowledge: "ok", "sure", "nope", "alright then".
    static let acknowledgements: Set<String> = yes.union(no).union(["alright", "allright", "fine", "cool", "then", "thats", "good", "great", "oh", "hmm", "mm", "um", "uh", "ah", "right", "o"])

    /// true for a bare yes ("ok", "sure"), false for a bare no ("nope"), nil when the message
    /// says anything more: what a yes or no with no question waiting is read as.
    static func bare(_ message: AnalyzedMessage) -> Bool? {
        let tokens = message.normalized.tokens
        guard !tokens.isEmpty, tokens.count <= 3, tokens.allSatisfy(acknowledgements.contains) else { return nil }
        return !tokens.contains(where: no.contains)
    }
}

/// A store that reads through to another and refuses every write: what the handlers get for a
/// message that may not write. What it reads through to need not write at all.
final class ReadOnlyStore: AssistantStore {
    private let base: any AssistantReading

    init(_ base: any AssistantReading) { self.base = base }

    var profileName: String { base.profileName }
    var mode: Mode { base.mode }
    var waterGoalMilliliters: Int { base.waterGoalMilliliters }
    var typicalCycleLength: Int? { base.typicalCycleLength }
    var weighsInPounds: Bool { base.weighsInPounds }
    func periods() throws -> [PeriodRecord] { try base.periods() }
    func pregnancy() throws -> PregnancyDating? { try base.pregnancy() }
    func profileNames() throws -> [String] { try base.profileNames() }
    func water(on day: Day) throws -> Int { try base.water(on: day) }
    func symptoms(from start: Day, through end: Day) throws -> [Day: [String]] { try base.symptoms(from: start, through: end) }
    func temperatures() throws -> [BasalTemperature] { try base.temperatures() }
    func ovulationTests() throws -> [LHTest] { try base.ovulationTests() }
    func kickSessions() throws -> [KickCount] { try base.kickSessions() }
    func contractions() throws -> [TimedContraction] { try base.contractions() }
    func wellnessCard(_ kind: ScoreKind, today: Day) throws -> ScoreCard? { try base.wellnessCard(kind, today: today) }
    func wellnessPatterns(today: Day) throws -> PatternReport? { try base.wellnessPatterns(today: today) }
    func importSummary() throws -> ImportSummary? { try base.importSummary() }
    func importGuide(for source: String?) -> String? { base.importGuide(for: source) }
    func dayInputs() throws -> DayInputs { try base.dayInputs() }
    func dayInputs(ofProfile name: String) throws -> DayInputs? { try base.dayInputs(ofProfile: name) }
    func overview(today: Day) throws -> Overview? { try base.overview(today: today) }
    func energySummary(today: Day) throws -> EnergySummary? { try base.energySummary(today: today) }
    func view(_ request: ViewRequest, width: Int, styled: Bool) throws -> String? { try base.view(request, width: width, styled: styled) }
    func make(_ request: FileRequest, today: Day) throws -> MadeFile? { try base.make(request, today: today) }
    func apply(_ write: JournalWrite) throws -> String { throw WriteRefused() }
    func apply(_ writes: [JournalWrite]) throws -> [String] { throw WriteRefused() }
    func undoLast() throws -> String? { throw WriteRefused() }
}

/// A write asked of a `ReadOnlyStore`.
struct WriteRefused: Error, CustomStringConvertible {
    var description: String { "nothing was saved: that message read as a question, not something to log" }
}

extension SpeechReading {
    /// This reading after "yes" to "Shall I log…?": the unclear clauses become statements.
    var confirmed: SpeechReading {
        // A habit ("my cycle is usually 30 days") is confirmed only when Bloom asked to store it.
        let clauses = clauses.map { $0.with(act: [.unclear, .question, .habit].contains($0.act) ? .log : $0.act) }
        return SpeechReading(clauses: clauses, act: SpeechActReader.combine(clauses))
    }
}

extension JournalWrite {
    /// A few words for a write not yet made: "cramps", "water 750 ml", "trying to conceive mode".
    /// "07:05" for seconds since midnight.
    private static func clock(_ seconds: Int) -> String {
        let hours = seconds / 3600, minutes = seconds % 3600 / 60
        return (hours < 10 ? "0" : "") + "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes)"
    }

    var phrase: String {
        switch self {
        case .periodStart: "your period starting"
        case .periodEnd: "your period ending"
        case let .flow(id, _): "\(id) flow"
        case let .symptom(id, _, _): id.replacingOccurrences(of: "-", with: " ")
        case let .mood(id, _): "feeling \(id.replacingOccurrences(of: "-", with: " "))"
        case let .temperature(celsius, _): "a temperature of \(FigureText.decimal(celsius)) °C"
        case let .ovulationTest(result, _): "a \(result) ovulation test"
        case let .pregnancyTest(positive, faint, _): "a \(positive ? "positive" : "negative") pregnancy test" + (faint ? " (a faint line)" : "")
        case let .water(milliliters, _): "water \(milliliters) ml"
        case let .weight(kilograms, _): "weight \(FigureText.decimal(kilograms)) kg"
        case let .food(kcal, _, _, _, note, _): "food \(FigureText.kcal(kcal))" + (note.map { " (\($0))" } ?? "")
        case .sex: "sex"
        case let .discharge(kind, _): "\(kind.replacingOccurrences(of: "-", with: " ")) discharge"
        case let .exercise(activity, minutes, _): "\(activity) for \(minutes) min"
        case let .lifestyle(kind, count, _, _): kind == "caffeine" || kind == "alcohol" ? "\(kind) \(count)" : kind.replacingOccurrences(of: "_", with: " ")
        case .note: "a note"
        case let .mode(mode): "\(mode.displayName) mode"
        case let .switchProfile(name): "switching to \(name)"
        case let .pregnancy(dueDate): "a due date of \(dueDate.iso)"
        case let .typicalCycleLength(days): "a usual cycle of \(days) days"
        case let .sleep(bedtime, wake, _): "sleep from \(Self.clock(bedtime)) to \(Self.clock(wake))"
        case let .sleepLength(minutes, _): "about \(FigureText.hoursAndMinutes(minutes)) of sleep"
        case let .appointment(title, at): "the appointment “\(title)” on \(at.day.shortText) at \(at.clockText)"
        }
    }
}

extension WriteGate: RendersTemplates {
    /// The write gate's own answers; a question about something loggable is answered by
    /// `LoggableQuestionAnswers`, whose keys it declares.
    static let templateKeys: [TemplateKey] = [.speechConfirm, .speechUndoHelp] + LoggableQuestionAnswers.templateKeys
}
