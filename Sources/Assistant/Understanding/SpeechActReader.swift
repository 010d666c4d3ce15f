import CycleCore
import Language

/// Reads what a message does before what it is about: splits it into clauses ("and", "also",
/// "then", "plus", "but", commas, sentence breaks) and reads each clause's act from its words —
/// question, request, hypothetical, negation, habit, someone else, a statement about the
/// person's own day, or a bare item that is unclear.
///
/// The rules are ordered: an instruction ("log…", "undo…") first, then a hypothetical ("if…"),
/// a question, a request, someone else, a negation, a habit; a clause with a first-person
/// subject, a verb of having or feeling, a day or a measurement is a statement (`log`); a bare
/// loggable item is `unclear`. A clause with none of its own signs that continues another
/// ("…and a headache") takes the act of the clause before it.
struct SpeechActReader: Sendable {
    /// Whether every clause is read as asked, as in a message written as an enquiry
    /// (`EnquiryHeading`): its statements are the question's history.
    var readsEveryClauseAsAsked = false

    /// Reads `text`: each clause's words from `normalize`, and its analysis from `analyze`
    /// (given the clause and its words) only when its act needs its entities or `Clause.message`
    /// is read. The same reading as `read(_:analyze:)`, which analyses every clause at once.
    func read(_ text: String, normalize: (String) -> NormalizedText,
              analyze: @escaping (String, NormalizedText) -> AnalyzedMessage) -> SpeechReading {
        let pieces = SpeechActReader.split(text)
        // The pieces read as clauses, in order (a piece of fillers alone is none).
        var kept: [SpeechActReader.Piece] = []
        var clauses: [Clause] = []
        // Whether the clause before imagines with an "if", itself or as part of a chain of
        // clauses after one ("what if my waters break, nobody's around, and there was blood").
        var imaginedWithIf = false
        for piece in pieces {
            let normalized = normalize(piece.text)
            let tokens = normalized.tokens
            // "Oh, and also leg cramps last night": a clause of fillers alone ("oh") says nothing
            // and asks nothing; the clauses around it are read as they are.
            if pieces.count > 1, !tokens.isEmpty, SpeechActReader.withoutFillerPhrase(tokens).allSatisfy(SpeechActReader.fillers.contains) { continue }
            kept.append(piece)
            let analysis = ClauseAnalysis { analyze(piece.text, normalized) }
            var act = readClause(tokens, of: piece, afterAStatement: clauses.last?.act == .log) { analysis.message }
            var inherited = false
            if piece.continues, let previous = clauses.last,
               let continued = SpeechActReader.continuedAct(act, after: SpeechActReader.actContinued(previous.act, by: piece), tokens: tokens,
                                                            imaginedWithIf: imaginedWithIf,
                                                            hasItsOwnSigns: { SpeechActReader.hasStatementSigns(tokens, { analysis.message }) },
                                                            saysNow: { WriteGate.saysNow(analysis.message) }) {
                act = continued.act
                inherited = continued.inherited
            }
            imaginedWithIf = act == .hypothetical && (SpeechActReader.saysIf(tokens) || inherited && imaginedWithIf)
            var clause = Clause(text: piece.text, analysis: analysis, act: act)
            clause.continuesSentence = piece.continues
            clauses.append(clause)
        }
        for index in clauses.indices.dropLast().reversed() where clauses[index].act == .unclear && clauses[index + 1].act == .log
            && kept[index + 1].continues {
            clauses[index] = clauses[index].with(act: .log)
        }
        SpeechActReader.readAdditionsAsTold(&clauses, kept: kept)
        SpeechActReader.readBareItemsAfterStatements(&clauses)
        SpeechActReader.readAsidesBesideStatements(&clauses)
        if clauses.isEmpty {
            let normalized = normalize(text)
            let analysis = ClauseAnalysis { analyze(text, normalized) }
            clauses = [Clause(text: text, analysis: analysis, act: readClause(normalized.tokens, asked: text.contains("?") || readsEveryClauseAsAsked) { analysis.message })]
        }
        return SpeechReading(clauses: clauses, act: SpeechActReader.combine(clauses))
    }

    /// Reads `text`, analysing each clause with `analyze` as it goes: the reference the lazy
    /// `read(_:normalize:analyze:)` is tested against.
    func read(_ text: String, analyze: (String) -> AnalyzedMessage) -> SpeechReading {
        let pieces = SpeechActReader.split(text)
        // The pieces read as clauses, in order (a piece of fillers alone is none).
        var kept: [SpeechActReader.Piece] = []
        var clauses: [Clause] = []
        var imaginedWithIf = false
        for piece in pieces {
            let message = analyze(piece.text)
            let tokens = message.normalized.tokens
            if pieces.count > 1, !tokens.isEmpty, SpeechActReader.withoutFillerPhrase(tokens).allSatisfy(SpeechActReader.fillers.contains) { continue }
            kept.append(piece)
            var act = readClause(message.normalized.tokens, of: piece, afterAStatement: clauses.last?.act == .log) { message }
            var inherited = false
            if piece.continues, let previous = clauses.last,
               let continued = SpeechActReader.continuedAct(act, after: SpeechActReader.actContinued(previous.act, by: piece), tokens: tokens,
                                                            imaginedWithIf: imaginedWithIf,
                                                            hasItsOwnSigns: { SpeechActReader.hasOwnSigns(message) },
                                                            saysNow: { WriteGate.saysNow(message) }) {
                act = continued.act
                inherited = continued.inherited
            }
            imaginedWithIf = act == .hypothetical && (SpeechActReader.saysIf(message.normalized.tokens) || inherited && imaginedWithIf)
            var clause = Clause(text: piece.text, message: message, act: act)
            clause.continuesSentence = piece.continues
            clauses.append(clause)
        }
        // "bloated and nauseous today": a bare item joined to the statement after it is part of it.
        for index in clauses.indices.dropLast().reversed() where clauses[index].act == .unclear && clauses[index + 1].act == .log
            && kept[index + 1].continues {
            clauses[index] = clauses[index].with(act: .log)
        }
        SpeechActReader.readAdditionsAsTold(&clauses, kept: kept)
        SpeechActReader.readBareItemsAfterStatements(&clauses)
        SpeechActReader.readAsidesBesideStatements(&clauses)
        if clauses.isEmpty {
            let message = analyze(text)
            clauses = [Clause(text: text, message: message, act: readClause(message, asked: text.contains("?") || readsEveryClauseAsAsked))]
        }
        return SpeechReading(clauses: clauses, act: SpeechActReader.combine(clauses))
    }

    /// "ok fair. creamy cm today btw", "forgot to log this, my opk was peak on the 16th": a
    /// clause made only of words of talk (`speechAct.asideWords`), beside a statement about the
    /// person's day, is an aside (small talk), not a request of its own. Only those words: a
    /// short clause that names anything ("shoulder tip pain", "face") tells the situation. A
    /// clause that only says how far along a pregnancy or since a birth the person is ("33
    /// weeks", "8 weeks postpartum") tells of them, as "I'm 33 weeks" does.
    static func readAsidesBesideStatements(_ clauses: inout [Clause]) {
        guard clauses.count > 1, clauses.contains(where: { $0.act == .log }) else { return }
        let wordCount = clauses.reduce(0) { $0 + $1.text.split(separator: " ").count }
        for index in clauses.indices where clauses[index].act == .request {
            let tokens = clauses[index].message.normalized.tokens
            guard !tokens.isEmpty else { continue }
            // "33 weeks and my hips ached all night", "8 weeks postpartum and did a yoga video":
            // how far along the person is, beside what they tell, tells of them now, as "I'm 33
            // weeks" does (`StageContext`); triage reads it with the rest.
            if StageContext.leavingOutStages(tokens).allSatisfy(fillers.contains) {
                clauses[index] = clauses[index].with(act: .log)
                continue
            }
            if tokens.allSatisfy({ asideWords.contains($0) || fillers.contains($0) }) {
                clauses[index] = clauses[index].with(act: .chat)
                continue
            }
            // "bike ride round the park with the kids, took about an hour", "cd23 and my boobs
            // hurt", "…started yesterday!! 9 months of nothing lol": a fragment read as a request
            // only because nothing else fitted it asks nothing beside a statement; it tells more
            // of the situation (a bare item, which the statement beside it may carry) or
            // comments on it.
            // A greeting to someone ("Hi doctor, …") opens a consultation, and a long message is
            // a history told to ask about it: both keep the request they were read as.
            if !asksForSomething(tokens), !greetingWords.contains(tokens[0]), wordCount <= longestToldDay {
                clauses[index] = clauses[index].with(act: .unclear)
            }
        }
        // "…couldn't get back off. Maybe 4 hours all in": a length and nothing more, after a
        // statement, is how long what was told lasted (the night, the walk), not a new question.
        for index in clauses.indices.dropFirst() where clauses[index].act == .unclear
            && clauses[..<index].contains(where: { $0.act == .log }) && SleepLengthFact.saysOnlyALength(clauses[index].message) {
            clauses[index] = clauses[index].with(act: .log)
        }
        // "ahh thank you, thats put my mind at rest 😊": after thanks, a clause about "that" tells
        // what Bloom's answer did, not the person's day.
        if let first = clauses.first, [.chat, .unclear].contains(first.act),
           first.message.normalized.tokens.contains(where: thanksWords.contains) {
            for index in clauses.indices.dropFirst() where clauses[index].act == .log {
                guard let head = withoutFillerPhrase(clauses[index].message.normalized.tokens).first(where: { !fillers.contains($0) }),
                      answerWords.contains(head) else { continue }
                clauses[index] = clauses[index].with(act: .chat)
            }
        }
        // A bare item joined to the statement after it is part of it (as `read` does first).
        for index in clauses.indices.dropLast().reversed() where clauses[index].act == .unclear && clauses[index + 1].act == .log
            && clauses[index + 1].continuesSentence {
            clauses[index] = clauses[index].with(act: .log)
        }
    }

    /// Whether a clause read as a request says what it asks for: a verb or phrase of asking
    /// first ("show me…", "tips for…", "more info"), something talked about ("an appointment
    /// about my periods"), Bloom's log talked about, or a thing Bloom offers named
    /// (`speechAct.askedForThings`: "pregnancy yoga for back pain"). A clause read as a
    /// request only because nothing else fitted ("9 months of nothing lol") asks for nothing.
    static func asksForSomething(_ words: [String]) -> Bool {
        var tokens = withoutFillerPhrase(words).isEmpty ? words : withoutFillerPhrase(words)
        while let first = tokens.first, fillers.contains(first), tokens.count > 1 { tokens.removeFirst() }
        guard let first = tokens.first else { return false }
        if requestVerbs.contains(first) || ["write", "make", "add"].contains(first) || tokens.contains("about") { return true }
        if tokens.contains(where: askedForThings.contains) { return true }
        if tokens.contains(where: loggingVerbs.contains) { return true }
        return phraseLists.found(in: withoutFalseFutures(tokens)).contains(.request)
    }

    /// Words that greet someone at the start of a clause ("hi doctor", "hello", "dear").
    static let greetingWords: Set<String> = ["hi", "hello", "hey", "hiya", "dear", "morning", "evening", "greetings"]
    /// The most words a message telling the person's day has: beyond it, a fragment beside a
    /// statement is read as it was (a long history is told to ask about it).
    static let longestToldDay = 40

    /// Words of thanks that make a message a reply to Bloom's answer.
    static let thanksWords: Set<String> = ["thank", "thanks", "thx", "ty", "cheers", "ta", "tysm"]
    /// Words that stand for Bloom's answer as the subject of a clause after thanks.
    static let answerWords: Set<String> = ["that", "thats", "this", "it", "its"]

    /// Things Bloom offers that a fragment names when it asks for them ("pregnancy yoga for
    /// back pain", "breathing exercise pls", "iron rich snacks").
    static let askedForThings: Set<String> = WordList.speechActAskedForThings.set

    /// The words an aside beside a statement is made of ("ok fair", "forgot to log this").
    static let asideWords: Set<String> = WordList.speechActAsideWords.set

    /// The act a continuing `piece` takes from the clause before, which did `previous`. After a
    /// clause about a thing, only a piece joined by a word goes on describing it ("my sourdough
    /// looks flat and sad"); after a comma, the dropped subject is the person's ("my exams are
    /// on thursday, really stressed"), as after a statement of their own.
    static func actContinued(_ previous: SpeechAct, by piece: Piece) -> SpeechAct {
        previous == .aboutAThing && !piece.joined ? .log : previous
    }

    /// The act of a whole message from its clauses. A plan opening it ("ill wait till friday.
    /// bit sad tbh", "gonna test on sunday, feeling sick today") is no hypothetical the rest
    /// goes on imagining: beside something told it asks nothing, and the message is what the
    /// rest of it is (its plan's day, a Friday ahead, was never the mood's).
    static func combine(_ clauses: [Clause]) -> SpeechAct {
        let acts = clauses.map(\.act)
        // "Ok ill ring them. stick cramps on too": an instruction beside the plan is one too.
        if acts.first == .hypothetical, acts.count > 1, asksOnlyPlans(clauses),
           clauses.contains(where: { [.log, .unclear, .instruction].contains($0.act) && (loggableKinds + measuredKinds).contains(where: $0.message.hasEntity) }) {
            return combine(acts.filter { $0 != .hypothetical })
        }
        return combine(acts)
    }

    /// The act of a whole message from its clauses' acts.
    static func combine(_ acts: [SpeechAct]) -> SpeechAct {
        if acts.first == .hypothetical { return .hypothetical }
        if acts.contains(.question) { return .question }
        if acts.contains(.instruction) { return .instruction }
        if acts.contains(.request) { return .request }
        if acts.contains(.log) { return .log }
        return acts.first { $0 != .chat } ?? acts.first ?? .chat
    }

    // MARK: - Clauses

    struct Piece: Equatable {
        let text: String
        /// Whether the sentence the piece belongs to ended with a question mark.
        let asked: Bool
        /// Whether the piece continues the one before within a sentence ("and", "also", a comma).
        let continues: Bool
        /// Whether a joining word ("and", "also"), not a comma, opens the piece: "flat and sad"
        /// goes on describing the subject before; "my exams are thursday, really stressed"
        /// may start a clause of its own with its subject dropped.
        var joined = false
        /// Whether the question mark ending the piece's sentence was doubled or followed by
        /// an exclamation mark ("period came this morning 6 days early??", "af turned up?!"):
        /// a mark of surprise after a statement, a question only when the words ask one.
        var surprised = false
    }

    /// Whether `next`, the character after a question mark, makes it a mark of surprise
    /// (`Piece.surprised`): another question mark or an exclamation mark.
    static func marksSurprise(_ next: Character) -> Bool { next == "?" || next == "!" }


    /// "Also mild cramps and sore boobs", "and a headache": a message that opens with a joining
    /// word adds to what the person was telling, so the bare items at its front are told, not
    /// asked about (`clauses` read from the pieces `kept`).
    static func readAdditionsAsTold(_ clauses: inout [Clause], kept: [Piece]) {
        guard let first = kept.first, first.joined, !first.continues, clauses.count == kept.count else { return }
        for index in clauses.indices {
            guard index == 0 || kept[index].continues, clauses[index].act == .unclear,
                  loggableKinds.contains(where: clauses[index].message.hasEntity) else { return }
            clauses[index] = clauses[index].with(act: .log)
        }
    }

    /// "Period started this morning. Medium flow", "af showed up, a week early?? medium flow":
    /// a bare item in a sentence after a statement of the person's day goes on telling it; it
    /// was neither logged nor asked about. One framed by the cycle ("so nauseous before my
    /// period") may be a pattern, and is still asked about.
    static func readBareItemsAfterStatements(_ clauses: inout [Clause]) {
        for index in clauses.indices.dropFirst() where clauses[index].act == .unclear && clauses[index - 1].act == .log {
            let tokens = clauses[index].message.normalized.tokens
            guard !phraseLists.found(in: tokens).contains(.cycleFrame), loggableKinds.contains(where: clauses[index].message.hasEntity) else { continue }
            clauses[index] = clauses[index].with(act: .log)
        }
    }

    /// Words that split a sentence into clauses ("cramps and a headache", "bloated + tired").
    static let joiners: WordTable<Bool> = WordList.speechActJoiners.table
    /// The person as the subject after "so", which then joins two clauses ("…so i slept 8
    /// hours", "…so we had sex last night"), as typed with the apostrophe dropped.
    static let ownSubjectsAfterSo: Set<String> = ["i", "im", "ive", "id", "we", "weve"]

    /// `text` split into clauses.
    static func split(_ text: String) -> [Piece] {
        withoutAsides(joiningLengths(splitASCII(text) ?? referenceSplit(pausingAtEmoji(text))))
    }

    /// `text` with a comma after each emoji that stands between words, as people use one to
    /// end what they were saying: "temp dropped to 36.31 at 8dpo 😭 yesterday was 36.62" is two
    /// clauses, each with its day. The emoji stays with the words before it (its feeling is
    /// theirs).
    static func pausingAtEmoji(_ text: String) -> String {
        let characters = Array(text)
        guard characters.contains(where: isEmoji) else { return text }
        var result = ""
        for (index, character) in characters.enumerated() {
            result.append(character)
            guard isEmoji(character), index > 0, index + 2 < characters.count, characters[index + 1] == " ",
                  characters[index + 2].isLetter || characters[index + 2].isNumber,
                  characters[..<index].contains(where: { $0.isLetter || $0.isNumber }) else { continue }
            result.append(",")
        }
        return result
    }

    /// Whether `character` is an emoji shown as a picture (a face, a hand, a drop of blood), not
    /// a digit, a sign or a letter that may be shown as one.
    static func isEmoji(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first, first.value > 0x7F else { return false }
        return first.properties.isEmojiPresentation || first.properties.isEmoji && character.unicodeScalars.contains("\u{FE0F}")
    }

    /// `pieces` with a piece that is only a length of time ("pilates class, 50 mins", "walked
    /// the dog, about an hour") joined to the piece before it in its sentence: a length is
    /// no clause of its own, it measures the one before.
    static func joiningLengths(_ pieces: [Piece]) -> [Piece] {
        guard pieces.count > 1 else { return pieces }
        var joined: [Piece] = []
        joined.reserveCapacity(pieces.count)
        for piece in pieces {
            if piece.continues, let previous = joined.last, isOnlyALength(piece.text) {
                joined[joined.count - 1] = Piece(text: previous.text + " " + piece.text, asked: previous.asked || piece.asked,
                                                 continues: previous.continues, joined: previous.joined,
                                                 surprised: previous.surprised || piece.surprised)
            } else {
                joined.append(piece)
            }
        }
        return joined
    }

    /// Whether `text` is a length of time and nothing else: "50 mins", "for 45 minutes",
    /// "about an hour", "1.5hrs".
    static func isOnlyALength(_ text: String) -> Bool {
        var words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        if let first = words.first, lengthLeads.contains(first) { words.removeFirst() }
        // "A full hour", "a good 40 mins": a word that stresses the length measures nothing.
        words.removeAll(where: lengthStresses.contains)
        if words.count == 1, let unit = words[0].firstIndex(where: \.isLetter), unit > words[0].startIndex {
            words = [String(words[0][..<unit]), String(words[0][unit...])]
        }
        guard words.count == 2, lengthUnits.contains(words[1]) else { return false }
        return ["a", "an", "half"].contains(words[0]) || Double(words[0]) != nil
    }

    /// Whether "and" between `previous` and `following` ends a number with a half: "4 and a
    /// half hours", "six and a half": one amount, not two clauses.
    static func isAHalf(after previous: String, _ following: String, _ afterThat: String) -> Bool {
        following == "a" && afterThat.hasPrefix("half")
            && (previous.allSatisfy(\.isNumber) && !previous.isEmpty || halfNumberWords.contains(previous) || halfUnitWords.contains(previous))
    }

    /// Units a half may follow ("a litre and a half", "an hour and a half").
    static let halfUnitWords: Set<String> = ["litre", "liter", "pint", "cup", "glass", "bottle", "mug", "hour", "hr", "mile", "kilo", "stone", "day", "week", "month", "year"]

    /// Number words a half may follow ("six and a half hours").
    static let halfNumberWords: Set<String> = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]

    /// Words that stress a length without changing it ("a full hour", "a solid 40 mins").
    static let lengthStresses: Set<String> = ["full", "whole", "good", "solid", "straight", "entire"]

    /// Words that may open a length ("for 20 mins", "about an hour").
    static let lengthLeads: Set<String> = ["for", "about", "around", "like", "roughly", "nearly", "almost", "over", "maybe", "probably", "only", "~"]
    /// Units of a length of time.
    static let lengthUnits: Set<String> = ["m", "min", "mins", "minute", "minutes", "h", "hr", "hrs", "hour", "hours"]

    /// `split` over `Character`s: for any text, and the reference `splitASCII` is tested against.
    static func referenceSplit(_ text: String) -> [Piece] {
        var sentences: [(String, Bool, Bool)] = []
        var current = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            let isBreak = character == "?" || character == "!" || character == ";" || character == "\n"
                || (character == "." && (next == " " || next == "\n" || index + 1 == characters.count)
                    && !(current.last?.isNumber ?? false && next.isNumber))
            if isBreak {
                sentences.append((current, character == "?", character == "?" && marksSurprise(next)))
                current = ""
            } else {
                current.append(character)
            }
        }
        sentences.append((current, false, false))
        var pieces: [Piece] = []
        for (sentence, asked, surprised) in sentences {
            var first = true
            let parts = splitOnCommas(sentence)
            for (partIndex, part) in parts.enumerated() {
                // The question mark belongs to the last part: "I've had cramps all day, is that normal?"
                let asked = asked && partIndex == parts.count - 1
                // Split on the joining words, keeping numbers such as "1,5" together.
                var words: [Substring] = []
                var afterJoiner = false
                func flush() {
                    let clause = TextTrimming.trimmed(words.joined(separator: " "), newlines: false)
                    if clause.contains(where: { $0.isLetter || $0.isNumber }) {
                        pieces.append(Piece(text: clause, asked: asked, continues: !first, joined: afterJoiner,
                                            surprised: asked && surprised))
                        first = false
                    }
                    words = []
                }
                let tokens = part.split(whereSeparator: { $0 == " " || $0 == "\t" })
                for (position, word) in tokens.enumerated() {
                    let lower = word.lowercased()
                    // "my partner and I": "and" followed by I/me is one subject, not two clauses.
                    let following = position + 1 < tokens.count ? tokens[position + 1].lowercased() : ""
                    let previous = words.last.map { $0.lowercased().filter(\.isLetter) } ?? ""
                    let jointSubject = (["i", "me", "we"].contains(following) && (otherPeople.contains(previous) || jointSubjectWords.contains(previous)))
                        || (["me", "i"].contains(previous) && ["my", "our"].contains(following))
                        || namedPairs.contains(previous + " " + following.filter(\.isLetter))
                        || isAHalf(after: words.last.map { $0.lowercased() } ?? "", following,
                                   position + 2 < tokens.count ? tokens[position + 2].lowercased() : "")
                    // "My partner did the night feeds so i slept 8 hours": "so" before a subject
                    // of the person's own opens a clause of its own ("so tired" does not).
                    let joins = joiners.contains(lower) || lower == "so" && SpeechActReader.ownSubjectsAfterSo.contains(following.filter { $0.isLetter })
                    if joins, !words.isEmpty, !jointSubject {
                        flush()
                        afterJoiner = true
                    } else if joins && words.isEmpty {
                        afterJoiner = true
                    } else {
                        words.append(word)
                    }
                }
                flush()
            }
        }
        return pieces
    }

    /// `sentence` split at its commas and colons ("I have a question: is spotting normal"),
    /// except one between digits ("1,200 kcal", "36,6", "2:30"), which is part of a number,
    /// and a colon after a label of `labelWords` words or fewer ("update: cramps are gone").
    static func splitOnCommas(_ sentence: String) -> [Substring] {
        var parts: [Substring] = []
        var start = sentence.startIndex
        var index = sentence.startIndex
        while index < sentence.endIndex {
            let next = sentence.index(after: index)
            if sentence[index] == "," || sentence[index] == ":", !(index > sentence.startIndex && sentence[sentence.index(before: index)].isNumber
                && next < sentence.endIndex && sentence[next].isNumber),
               !(sentence[index] == ":" && sentence[start..<index].split(whereSeparator: { $0 == " " || $0 == "\t" }).count <= labelWords) {
                if start < index { parts.append(sentence[start..<index]) }
                start = next
            }
            index = next
        }
        if start < sentence.endIndex { parts.append(sentence[start...]) }
        return parts
    }

    /// The most words a label before a colon has ("update:", "quick question:").
    static let labelWords = 2

    // MARK: - One clause

    /// What the clause of `piece` does. A clause whose sentence ends in surprise ("period came
    /// this morning 6 days early??", "af had turned up?!") is a statement when its words,
    /// read without the mark, tell what happened to the person, in the past tense; the mark
    /// asks a question when the words do ("could it be implantation??", "why do i always
    /// break out before af??") or name only a thing and a day ("cramps at 5dpo??" may ask
    /// whether that is a sign, so Bloom answers and offers to log).
    /// A bare detail so marked that goes on from a statement ("af showed up this morning, a
    /// week early?? medium flow", "bbt 97.5 this morning, dip??") is read as if unmarked, and
    /// so goes on telling (`afterAStatement`: the clause before it was read as one).
    func readClause(_ words: [String], of piece: Piece, afterAStatement: Bool, _ message: () -> AnalyzedMessage) -> SpeechAct {
        let act = readClause(words, asked: piece.asked || readsEveryClauseAsAsked, message)
        guard act == .question, piece.surprised, !readsEveryClauseAsAsked else { return act }
        let unasked = readClause(words, asked: false, message)
        if unasked == .log, WriteGate.tellsThePast(words) || SpeechActReader.tellsWhatHasHappened(words) { return .log }
        if afterAStatement, piece.continues, [.unclear, .request].contains(unasked) { return unasked }
        return act
    }

    /// What one clause does.
    func readClause(_ message: AnalyzedMessage, asked: Bool) -> SpeechAct {
        readClause(message.normalized.tokens, asked: asked) { message }
    }

    /// What one clause does, from its normalised words, asking for its analysis (`message`)
    /// only when the words alone do not say.
    func readClause(_ words: [String], asked: Bool, _ message: () -> AnalyzedMessage) -> SpeechAct {
        var tokens = words
        if SpeechActReader.withoutFillerPhrase(tokens).count < tokens.count, !SpeechActReader.withoutFillerPhrase(tokens).isEmpty {
            tokens = SpeechActReader.withoutFillerPhrase(tokens)
        }
        while let first = tokens.first, SpeechActReader.fillers.contains(first), tokens.count > 1 { tokens.removeFirst() }
        // "Nah scratch that", "no wait, undo it": a no before an instruction to take back
        // refuses what was said, and the instruction is what the clause does.
        while let first = tokens.first, ["nah", "no", "nope", "wait"].contains(first), tokens.count > 1,
              ["scratch", "undo", "delete", "remove", "cancel", "erase", "wait", "no"].contains(tokens[1]) { tokens.removeFirst() }
        guard let first = tokens.first else { return .chat }
        let second = tokens.count > 1 ? tokens[1] : ""

        if tokens.allSatisfy({ SpeechActReader.chatWords.contains($0) }) { return .chat }
        // Instructions: "log a headache", "please undo that", "can you switch to ttc mode".
        // "Write a scene where…", "make me a playlist": asks for something made, not a log entry
        // ("write down cramps", "make a note of it" still are).
        if ["write", "make"].contains(first), ["a", "an", "me", "us", "some"].contains(second),
           !["note", "record", "entry", "log"].contains(tokens.count > 2 ? tokens[2] : "") {
            return .request
        }
        // "Add 6 bottles of prosecco to the christmas order": adding to something other than
        // the journal (an order, a list, a basket) is a request for something else.
        if first == "add", let to = tokens.firstIndex(of: "to"),
           tokens[(to + 1)..<min(tokens.count, to + 4)].contains(where: SpeechActReader.otherListWords.contains) {
            return .request
        }
        // "Set my water goal to 2 litres": a goal set is a setting asked for, not an amount had.
        if SpeechActReader.instructionVerbs.contains(first) {
            return tokens.contains(where: SpeechActReader.goalWords.contains) ? .request : .instruction
        }
        if SpeechActReader.politeModals.contains(first), SpeechActReader.askedOf.contains(second), tokens.count > 2,
           second == "i" ? SpeechActReader.ownInstructionVerbs.contains(tokens[2]) : SpeechActReader.instructionVerbs.contains(tokens[2]) {
            return .instruction
        }
        // "Want to log it", "I'd like to add my temp": wanting Bloom to log is asking it to,
        // not a wish or a plan (it was read as one, and nothing was asked or logged).
        if SpeechActReader.asksToLog(tokens) { return .instruction }
        // Hypotheticals: "if I get cramps…", "what if…", "in case…".
        if SpeechActReader.hypotheticalStarts.contains(where: { SpeechActReader.starts(tokens, with: $0) }) { return .hypothetical }
        // Questions.
        let temporalWhen = first == "when" && SpeechActReader.temporalWhenSubjects.contains(second) && !asked
        if asked || (SpeechActReader.whWords.contains(first) && !temporalWhen) { return .question }
        // "At what point does bleeding become an emergency?": a question word after the
        // preposition that opens the clause.
        if SpeechActReader.questionPrepositions.contains(first), SpeechActReader.whWords.contains(second), tokens.count > 3 { return .question }
        // "Anything quick for the cramps before my meeting": "is there" dropped before it.
        if first == "anything", tokens.count > 2, ["for", "quick", "to", "good", "else", "which", "natural", "safe"].contains(second) {
            return .question
        }
        // "Did a test this morning": the subject dropped from a statement, not a question.
        // "…and have a headache": "have" or "has" after "and" with its object, no subject.
        let droppedSubject = ["did", "have", "has"].contains(first) && ["a", "an", "the", "my", "some", "another", "bad", "mild", "terrible", "awful", "such"].contains(second)
        if SpeechActReader.auxiliaries.contains(first), SpeechActReader.subjects.contains(second), !droppedSubject { return .question }
        // "I'm 38 is it harder to get pregnant", "period came today is that normal": a question
        // asked after what is said, with the verb before its subject.
        if SpeechActReader.asksAfterAStatement(tokens) { return .question }
        // "(I) could nap on the floor", "could eat a horse": a wish said of oneself, not a question.
        // "…stretchy cm, could pull it between my fingers": a verb with its object right after
        // "could", no subject between, tells what the person could do (`tellsWhatCouldBeDone`).
        let saysAWish = ["could", "would"].contains(first) && !asked
            && (SpeechActReader.wishVerbs.contains(second) || SpeechActReader.tellsWhatCouldBeDone(tokens))
        // "(I) will log the flow later", "will test again friday": a plan with its subject
        // dropped, read as one below (a word of the future), not a question.
        // "…and will again tonight": a plan whose verb is left to the clause before it.
        let saysAPlan = first == "will" && (SpeechActReader.plannedVerbs.contains(second) || SpeechActReader.plannedWhen.contains(second)) && !asked
        if SpeechActReader.strongAuxiliaries.contains(first), second != "not", second != "you", tokens.count > 2, !droppedSubject, !saysAWish, !saysAPlan {
            return .question
        }
        // "Pain that won't go away" is no plan: "will not" is read as one word.
        let phrases = SpeechActReader.phraseLists.found(in: SpeechActReader.withoutFalseFutures(tokens))
        if phrases.contains(.question) { return .question }
        // "Cramping is common in early pregnancy right": a belief about people checked, not a day told.
        if SpeechActReader.saysWhatIsUsualForPeople(tokens) { return .question }
        // "I get dizzy if I stand up too fast": what happens to the person whenever something
        // does is a habit told, not an imagined case.
        if phrases.contains(.hypothetical) {
            if SpeechActReader.tellsAHabitBeforeItsIf(tokens) { return .habit }
            if !SpeechActReader.toldWhatWasDoneJustInCase(tokens) { return .hypothetical }
        }
        // "…period turned up early!! about an hour ago": a clause that only says how long ago
        // tells when the clause before happened; "about" opens no request here.
        if SpeechActReader.tellsOnlyHowLongAgo(tokens) { return .log }
        // Requests.
        // "More info" asks; "…, more than before I was pregnant" and "more like medium now" compare.
        let compares = ["more", "less"].contains(first) && (second == "than" || second == "like")
        if SpeechActReader.requestVerbs.contains(first) && !compares || phrases.contains(.request) { return .request }
        // Plans, wishes and worries have not happened: "I'll log my temp later", "worried I'll get cramps".
        // "Feeling really anxious about my smear test tomorrow": the feeling is now; only what
        // it is about lies ahead.
        if phrases.contains(.future), !SpeechActReader.feelsNowAboutWhatIsAhead(tokens, offset: words.count - tokens.count, message) { return .hypothetical }
        // Talking about something, not having it: "an appointment about my heavy periods".
        // "Its about to drop 😩" says what is coming, and the face after it is how they feel.
        if let about = tokens.firstIndex(of: "about"), about + 1 >= tokens.count || tokens[about + 1] != "to",
           message().entities.contains(where: { entity in
            SpeechActReader.loggableKinds.contains(entity.kind) && entity.start > about && entity.start <= about + 3
        }) {
            return .request
        }
        // "Twin mama here", "nurse here": the person says who they are, as a greeting would.
        if SpeechActReader.introducesTheSpeaker(tokens) { return .chat }
        // Someone else, or what someone said: "my doctor said my periods are heavy".
        if isAboutSomeoneElse(tokens) || isReported(tokens) { return .otherPerson }
        // A thing as the subject: "my sourdough looks flat and sad".
        if isAboutAThing(tokens, message) { return .aboutAThing }
        // Talk about Bloom's own log ("I logged cramps yesterday but meant today") is not a statement.
        if tokens.indices.dropFirst().contains(where: { SpeechActReader.loggingVerbs.contains(tokens[$0])
            && SpeechActReader.beforeOwnLogging.contains(tokens[$0 - 1]) }) {
            return .request
        }
        // Negations, then habits and the past.
        if isNegation(tokens, message()) { return .negation }
        // "Round ligament pain every time I sneezed in the shop earlier": every time on one
        // occasion told, not a habit.
        if phrases.contains(.strongHabit), !SpeechActReader.repeatsOnOneOccasion(tokens) { return .habit }
        if SpeechActReader.isRate(message()) { return .habit }
        if phrases.contains(.habit) && message().first(.day) == nil && !SpeechActReader.repeatsOnOneOccasion(tokens) { return .habit }
        // Framed by the cycle, with no day named ("so nauseous before my period"): it may be a
        // pattern or today, so Bloom asks before writing.
        if phrases.contains(.cycleFrame) && message().first(.day) == nil { return .unclear }
        // Statements about the person's own day.
        if SpeechActReader.hasStatementSigns(tokens, message) { return .log }
        // A workout told by its kind and length, with no verb ("yoga 30 mins", "an hour on the
        // exercise bike"): what was done, not something asked of Bloom.
        if let kinds = ReaderWords.builtIn?.exercise, ExerciseFact.read(message(), kinds: kinds) != nil { return .log }
        // Sleep told by its length, with no verb ("maybe 4 and a half hours sleep all in", "7 hrs
        // sleep last night"): how long the night was, not something asked of Bloom.
        if SleepLengthFact.read(message()) != nil { return .log }
        // "A flat white at 11": a drink with the time it was had tells the day, as "had" would.
        if SpeechActReader.tellsAClockTime(tokens), LogAnswers.drinkKind(message()) != nil { return .log }
        // A bare item ("cramps", "3 coffees"): Bloom asks before logging it.
        if SpeechActReader.loggableKinds.contains(where: message().hasEntity) || message().hasEntity(.mode) || message().hasEntity(.count) {
            return .unclear
        }
        // "Stepped on the scale", "went to bed early": a past verb with its subject dropped tells
        // what happened; it asks nothing of Bloom.
        if (first.count > 4 && first.hasSuffix("ed")) || WriteGate.pastForms.contains(first), !SpeechActReader.requestVerbs.contains(first) {
            return .log
        }
        // "BFP!!!! cant believe it", "cant stop smiling": "cannot" and a verb of how the person
        // is, with its subject dropped, tells; it asks nothing of Bloom ("cant find my chart"
        // still asks).
        if first == "cannot", tokens.count > 1, SpeechActReader.cannotOfHowOneIs.contains(tokens[1]) { return .log }
        return .request
    }

    /// Whether `tokens` tell a mood felt now about something ahead ("feeling anxious about my
    /// smear test tomorrow", "so nervous for the scan next week"): a mood named before "about"
    /// or "for", and words of the future only after it ("worried about my tortoise" names no
    /// time ahead and stays a worry).
    /// - Parameter offset: how many words were dropped from the front of the clause's
    ///   normalised words to give `tokens` (fillers: "so nervous…"), where the entities count from.
    static func feelsNowAboutWhatIsAhead(_ tokens: [String], offset: Int = 0, _ message: () -> AnalyzedMessage) -> Bool {
        guard let about = tokens.firstIndex(where: { $0 == "about" || $0 == "for" }), about > 0,
              !phraseLists.found(in: withoutFalseFutures(Array(tokens[..<about]))).contains(.future),
              phraseLists.found(in: withoutFalseFutures(Array(tokens[(about + 1)...]))).contains(.future) else { return false }
        // "So worried for tomorrow, I know I will bleed heavy": what is said of the time ahead
        // is predicted, never logged, so nothing Bloom logs may follow "about".
        let analysis = message()
        return analysis.all(.mood).contains { $0.start < about + offset }
            && !analysis.entities.contains { $0.start >= about + offset && loggableKinds.contains($0.kind) }
    }

    /// Prepositions a question may open with before its question word ("at what point…",
    /// "for how long…", "from what age…").
    static let questionPrepositions: Set<String> = ["at", "in", "for", "by", "from", "on", "to", "until", "till"]

    /// Verbs that say how the person is after "cannot" ("cant believe it", "cant stop crying").
    static let cannotOfHowOneIs: Set<String> = ["believe", "wait", "stop", "cope", "sleep", "breathe", "focus", "think", "handle", "stand", "deal", "eat", "concentrate", "relax", "settle", "cry", "move"]

    /// Verbs that, followed by their subject after the first word, ask a question.
    static let invertedVerbs: Set<String> = WordList.speechActInvertedVerbs.set
    /// Subjects a question's verb is followed by.
    static let invertedSubjects: Set<String> = WordList.speechActInvertedSubjects.set
    /// Words that, before the verb, make the pair a statement ("that is it", "i can i…").
    static let statementSubjects: Set<String> = WordList.speechActStatementSubjects.set

    /// Words that open a clause's subject ("the headache…", "her cramps…").
    static let subjectDeterminers: Set<String> = ["the", "that", "this", "those", "these", "her", "his", "their"]

    /// Whether `tokens` ask a question after the first word with the verb before its subject:
    /// "…is it normal", "…do i need a doctor", "…should i worry".
    static func asksAfterAStatement(_ tokens: [String]) -> Bool {
        guard tokens.count >= 3 else { return false }
        for index in 1..<(tokens.count - 1) where invertedVerbs.contains(tokens[index]) && invertedSubjects.contains(tokens[index + 1]) {
            if statementSubjects.contains(tokens[index - 1]) { continue }
            // "Swapped the pillowcase at 2am it was that wet": "am" after a number is a time.
            if tokens[index] == "am", Int(tokens[index - 1]) != nil { continue }
            // "The headache was my sister": a subject that opens the clause with its determiner,
            // then "my …", says whose it was; "is it" after one still asks ("the pain is it normal").
            if tokens[index + 1] == "my", index <= 3, subjectDeterminers.contains(tokens[0]) { continue }
            // "…is it" must go on: "that's what it is" ends there.
            if index + 2 < tokens.count { return true }
        }
        return false
    }

    /// `tokens` without the words that look like a plan and are not one: "will not" is joined
    /// as "wont" (a persistence: "the pain will not go away"), "going" after "after",
    /// "before", "since", "while" or "when" is "gone" ("fresh blood after going to the toilet"),
    /// and "might have" or "may have" is "maybe have": a guess at what has happened, not what
    /// will ("I think my waters might have broken").
    static func withoutFalseFutures(_ tokens: [String]) -> [String] {
        guard tokens.contains("will") || tokens.contains("going") || tokens.contains("might") || tokens.contains("may") else { return tokens }
        var read: [String] = []
        read.reserveCapacity(tokens.count)
        var index = 0
        while index < tokens.count {
            if tokens[index] == "will", index + 1 < tokens.count, tokens[index + 1] == "not" {
                read.append("wont")
                index += 2
                continue
            }
            if tokens[index] == "going", index > 0, ["after", "before", "since", "while", "when"].contains(tokens[index - 1]) {
                read.append("gone")
            } else if ["might", "may"].contains(tokens[index]), index + 1 < tokens.count, ["have", "of", "already"].contains(tokens[index + 1]) {
                read.append("maybe")
            } else {
                read.append(tokens[index])
            }
            index += 1
        }
        return read
    }

    /// Whether a clause has any sign of its own (so it does not simply continue the previous one).
    static func hasOwnSigns(_ message: AnalyzedMessage) -> Bool {
        hasStatementSigns(message.normalized.tokens, message)
    }

    static func hasStatementSigns(_ tokens: [String], _ message: AnalyzedMessage) -> Bool {
        hasStatementSigns(tokens) { message }
    }

    /// `hasStatementSigns`, asking for the analysis only when the words are not enough.
    static func hasStatementSigns(_ tokens: [String], _ message: () -> AnalyzedMessage) -> Bool {
        if tokens.contains(where: firstPerson.contains) { return true }
        if tokens.contains(where: statementVerbs.contains) { return true }
        if tokens.contains(where: dayWords.contains) || message().hasEntity(.day) { return true }
        // "Low mood all day", "2 flat whites so far": the day told without a day's name.
        if dayPhrases.occur(in: tokens) { return true }
        // "8dpo", "10 dpt": the days since ovulation (or a transfer) counted say when.
        if countsDaysPastOvulation(tokens) { return true }
        // Shorthand readings: "weight 64", "temp 36.5", "bbt 36.4".
        if message().hasEntity(.number), tokens.contains(where: measurementWords.contains) { return true }
        // A test read with its result ("ovulation test negative", "opk peak"): a reading too.
        if message().hasEntity(.opk), tokens.contains(where: testReadingWords.contains) { return true }
        return measurementKinds.contains(where: message().hasEntity)
    }

    /// Words of a recent time that make "every time" one occasion's ("…every time I sneezed earlier").
    static let recentOccasionWords: Set<String> = ["earlier", "today", "yesterday", "tonight", "morning", "afternoon", "evening"]
    /// The words of repetition that an occasion can hold ("every time", "each time", "whenever").
    static let repetitionWords: Set<String> = ["every", "each", "whenever"]

    /// Whether `tokens` tell something that happened each time on one recent occasion: a word
    /// of repetition ("every time", "whenever"), a recent time ("earlier", "this morning") and
    /// nothing else of a habit ("usually", "always").
    static func repeatsOnOneOccasion(_ tokens: [String]) -> Bool {
        guard tokens.contains(where: repetitionWords.contains), tokens.contains(where: recentOccasionWords.contains),
              !tokens.contains(where: { ["usually", "always", "normally", "typically", "often", "sometimes", "most"].contains($0) })
        else { return false }
        // "Every morning" is a habit whatever else the clause says.
        return !tokens.indices.dropLast().contains { tokens[$0] == "every" && recentOccasionWords.contains(tokens[$0 + 1]) }
    }

    /// Words after "at" and a number that make it something other than a time of day ("at 11 weeks").
    static let notAClockTime: Set<String> = ["weeks", "week", "wks", "wk", "days", "day", "dpo", "dpt", "months", "month", "years",
                                             "cm", "mm", "kg", "lbs", "percent", "degrees", "bpm", "mg", "ml", "k"]

    /// Whether `tokens` tell a time of day with "at" ("at 11", "at 9am", "at 7.30"): a number
    /// from 0 to 24 after "at" that no unit follows.
    static func tellsAClockTime(_ tokens: [String]) -> Bool {
        tokens.indices.dropLast().contains { index in
            guard tokens[index] == "at", let hour = Double(tokens[index + 1]), hour >= 0, hour < 25 else { return false }
            return index + 2 >= tokens.count || !notAClockTime.contains(tokens[index + 2])
        }
    }

    /// Whether `tokens` count days past ovulation or an embryo transfer ("8dpo", "12 dpo", "5dpt").
    static func countsDaysPastOvulation(_ tokens: [String]) -> Bool {
        tokens.indices.contains { index in
            let token = tokens[index]
            for unit in ["dpo", "dpt"] {
                if token == unit, index > 0, Int(tokens[index - 1]) != nil { return true }
                if token.hasSuffix(unit), token.count > unit.count, Int(token.dropLast(unit.count)) != nil { return true }
            }
            return false
        }
    }

    /// "my wife keeps getting migraines", "my sister has cramps", "she gets…" — but not "my
    /// partner and I…", "had sex with my partner" or "my baby is kicking".
    func isAboutSomeoneElse(_ tokens: [String]) -> Bool {
        // "My dog has diarrhoea", "the car's been spotting oil", "my apple tree has spots": an
        // animal, a thing or a group opens the clause as its subject.
        let subjectStart = ["my", "our", "the", "his", "her", "their"].contains(tokens[0]) ? 1 : 0
        if tokens[subjectStart..<min(tokens.count, subjectStart + 2)].contains(where: SpeechActReader.otherSubjects.contains) { return true }
        // "The kids slept across three seats", "a friend had a seizure in her pregnancy", "a
        // girl at work had twins": people with an article as the subject (not "a friend and
        // I went for a walk").
        if SpeechActReader.articlesBeforeSomeone.contains(tokens[0]), tokens.count > 2,
           SpeechActReader.otherPeople.contains(tokens[1]) || tokens[0] != "the" && SpeechActReader.peopleAfterAnArticle.contains(tokens[1]),
           !(tokens[2] == "and" && tokens.count > 3 && SpeechActReader.firstPersonSubjects.contains(tokens[3])) { return true }
        if SpeechActReader.thirdPerson.contains(tokens[0]),
           !tokens.contains(where: SpeechActReader.ownWords.contains) { return true }
        // "hubby's had a migraine since lunch", "wife's af came today": the person is the subject.
        // A person named before what they see you for ("midwife appt on dec 3", "gp visit
        // friday") names the appointment, not its subject.
        // "Midwife weighed me today, 152 lb", "my gp checked me over": what someone did to the
        // person tells of the person (`doneToThePerson`).
        // "Mates 30th last night", "sisters wedding today": their occasion, the person's day.
        if SpeechActReader.otherPeople.contains(tokens[0]), tokens.count > 1,
           !SpeechActReader.visitWords.contains(tokens[1]), !SpeechActReader.namesAnOccasion(tokens[1]), !SpeechActReader.doneToThePerson(tokens, after: 0),
           !(tokens[1] == "and" && tokens.count > 2 && SpeechActReader.firstPersonSubjects.contains(tokens[2])) { return true }
        for (index, token) in tokens.enumerated() where token == "my" || token == "our" {
            let window = tokens[(index + 1) ..< min(tokens.count, index + 3)]
            guard let person = window.firstIndex(where: SpeechActReader.otherPeople.contains) else { continue }
            // "So gassy today omg my poor colleagues": after an exclamation, someone named is an
            // aside to what was told, not its subject.
            if tokens[..<index].contains(where: SpeechActReader.exclamations.contains) { continue }
            if index > 0, SpeechActReader.beforeAnObject.contains(tokens[index - 1]) { continue }
            if tokens[..<index].contains(where: SpeechActReader.firstPersonSubjects.contains) { continue }
            let after = tokens[(person + 1)...].prefix(2)
            if after.first == "and", after.dropFirst().first.map(SpeechActReader.firstPersonSubjects.contains) == true { continue }
            // "2 glasses of wine last night, my mates birthday", "at my sister's house": an
            // occasion or a place of theirs, where what is told happened to the person.
            if let next = after.first, SpeechActReader.namesAnOccasion(next) { continue }
            if SpeechActReader.doneToThePerson(tokens, after: person) { continue }
            return true
        }
        return false
    }

    /// Exclamations that end what is told: someone named after one is an aside ("…omg my poor
    /// colleagues").
    static let exclamations: Set<String> = ["omg", "lol", "lmao", "haha", "ugh", "oops", "yikes", "jeez", "omfg"]

    /// Articles that open a subject who is someone else ("the kids…", "a friend…", "another
    /// mum…").
    static let articlesBeforeSomeone: Set<String> = ["the", "a", "an", "another"]
    /// Words for a person, besides `otherPeople`, that after "a" or "another" are someone else
    /// ("a girl at work", "a woman in my group").
    static let peopleAfterAnArticle: Set<String> = ["girl", "woman", "lady", "guy", "man", "mama"]

    /// Whether the person named at `person` did something to the person speaking: a verb in the
    /// past right after them with "me" as its object ("midwife weighed me", "my gp checked me
    /// over"). Reported words ("told me", "said") are `isReported`'s.
    static func doneToThePerson(_ tokens: [String], after person: Int) -> Bool {
        guard person + 2 < tokens.count, tokens[person + 2] == "me" else { return false }
        let verb = tokens[person + 1]
        return !reportingVerbs.contains(verb) && !["asked", "told", "texted", "messaged", "rang", "called"].contains(verb)
            && (verb.hasSuffix("ed") || WriteGate.pastForms.contains(verb))
    }

    /// Occasions and places that, after someone else ("my mates birthday", "my sister's
    /// house"), are where the person's own day happened, not that person's.
    static let occasionWords: Set<String> = WordList.speechActOccasionWords.set

    /// The endings of an ordinal written in digits ("30th", "21st").
    static let ordinalEndings: Set<String> = ["st", "nd", "rd", "th"]

    /// Whether `word` names an occasion (`occasionWords`) or a birthday by its number ("30th").
    static func namesAnOccasion(_ word: String) -> Bool {
        if occasionWords.contains(word) { return true }
        let digits = word.prefix(while: \.isNumber)
        return !digits.isEmpty && digits.count <= 3 && SpeechActReader.ordinalEndings.contains(String(word.dropFirst(digits.count)))
    }

    /// Words that open a noun phrase: a word after one describes the noun.
    static let determiners: Set<String> = ["the", "a", "an", "this", "that", "these", "those"]

    /// "my doctor said…", "the nurse says…", "I was told…": someone else's words.
    func isReported(_ tokens: [String]) -> Bool {
        for (index, token) in tokens.enumerated() where SpeechActReader.reportingVerbs.contains(token) {
            // "During the said period I get cramps": after a determiner the word describes a
            // noun ("the said period", "the aforesaid"), and nobody's words are reported.
            if index > 0, SpeechActReader.determiners.contains(tokens[index - 1]) { continue }
            if token == "told" || token == "tells" || token == "according" { return true }
            // "my opk says peak", "the thermometer says 36.5" are readings, not someone's words.
            if index > 0, !SpeechActReader.readingSayers.contains(tokens[index - 1]) {
                return true
            }
        }
        return false
    }

    /// Whether "gone" at `index` says what something became ("gone really puffy", "gone all
    /// blurry"): a symptom or mood follows it, after words of degree.
    static func becomes(at index: Int, _ tokens: [String], _ message: AnalyzedMessage) -> Bool {
        guard tokens[index] == "gone" else { return false }
        var next = index + 1
        while next < tokens.count, ["really", "so", "very", "all", "a", "bit", "quite", "super", "proper", "totally", "kind", "of", "kinda"].contains(tokens[next]) {
            next += 1
        }
        // "The heartburn has gone next level", "gone through the roof": it got worse.
        if next < tokens.count, SpeechActReader.goneWorse.contains(tokens[next]) { return true }
        // "Discharge has gone a weird greeny colour", "gone a funny brown": a colour or a kind
        // of discharge after at most one describing word is what it became, not its end.
        if tokens[next..<min(tokens.count, next + 4)].contains(where: { $0 == "color" || $0 == "colors" }) { return true }
        return message.entities.contains { entity in
            [.symptom, .mood, .discharge].contains(entity.kind) && (entity.start == next || entity.start == next + 1 && entity.kind == .discharge)
        }
    }

    /// Words after "gone" that say something got worse, not that it stopped ("gone next level",
    /// "gone crazy", "gone through the roof", "gone up").
    static let goneWorse: Set<String> = ["next", "crazy", "mental", "wild", "nuts", "insane", "mad", "worse", "up", "through", "into",
                                         "haywire", "bonkers", "nuclear", "overboard", "berserk"]

    /// Whether "gone" at `index` tells a time ("kept me up til gone 2", "gone midnight"): past
    /// an hour, not a symptom that has stopped.
    static func tellsATime(at index: Int, _ tokens: [String]) -> Bool {
        guard tokens[index] == "gone" else { return false }
        if index > 0, ["til", "till", "until", "after", "past"].contains(tokens[index - 1]) { return true }
        guard index + 1 < tokens.count else { return false }
        let next = tokens[index + 1]
        return next.first?.isNumber == true || ["midnight", "midday", "noon", "one", "two", "three", "four", "five", "eleven", "twelve"].contains(next)
    }

    /// "no cramps today", "I never get cramps", "didn't have a headache", "not spotting" — but
    /// not "no condom", "not positive" (an ovulation test result) or "no smiley".
    func isNegation(_ tokens: [String], _ message: AnalyzedMessage) -> Bool {
        if tokens.contains("never") { return true }
        // "Cant remember when it stopped": the end is what is not known, not what happened.
        if SpeechActReader.saysWhatIsNotKnown(tokens) { return true }
        // "cramps are finally gone", "headache's gone now": it has stopped.
        // "I look about 6 months gone" is how pregnant one looks, not a symptom gone.
        // "My face and hands have gone really puffy": gone before what it became is no end.
        if message.hasEntity(.symptom), tokens.indices.contains(where: { index in
            SpeechActReader.goneWords.contains(tokens[index]) && !(index > 0 && ["months", "month", "weeks", "week"].contains(tokens[index - 1]))
                && !SpeechActReader.becomes(at: index, tokens, message) && !SpeechActReader.tellsATime(at: index, tokens)
        }) { return true }
        let negatedKinds: Set<EntityKind> = [.symptom, .mood, .flow, .discharge]
        // "Couldn't get comfy so only got about 6 hours", "didn't sleep but tired today": what
        // the denial led to, told after "so" or "but" with nothing denied, is a statement.
        if let turn = tokens.firstIndex(where: { ["so", "but"].contains($0) }), turn > 0,
           tokens[..<turn].contains(where: SpeechActReader.negators.contains), !tokens[(turn + 1)...].contains(where: SpeechActReader.negators.contains),
           message.entities.contains(where: { $0.start > turn && SpeechActReader.toldAfterADenial.contains($0.kind) }) {
            return false
        }
        for (index, token) in tokens.enumerated() where SpeechActReader.negators.contains(token) {
            if let opk = message.all(.opk).first, opk.start <= index, index < opk.start + opk.length { continue }
            let ahead = tokens[(index + 1) ..< min(tokens.count, index + 4)]
            if ahead.contains(where: SpeechActReader.notSymptomWords.contains) { continue }
            if message.entities.contains(where: { negatedKinds.contains($0.kind) && $0.start > index && $0.start <= index + 3 }) { return true }
            // "Had unprotected sex saturday, we're not ttc tho": trying denied sets no mode.
            if message.entities.contains(where: { $0.kind == .mode && $0.id == Mode.ttc.rawValue && $0.start > index && $0.start <= index + 3 }) { return true }
            if ahead.contains(where: { SpeechActReader.negatableWords.contains($0) }) { return true }
            // "not had a headache", "I didn't take my prenatal today": what was not had or done.
            if index + 1 < tokens.count, token == "not" || token == "no", SpeechActReader.negatedVerbs.contains(tokens[index + 1]) {
                // "So bloated today my work trousers won't do up": a new subject between the
                // item told and the denial denies what that subject does, not the item.
                if let item = message.entities.first(where: { negatedKinds.contains($0.kind) && $0.start + $0.length <= index }),
                   tokens[(item.start + item.length)..<index].contains(where: SpeechActReader.newSubjectWords.contains) {
                    continue
                }
                return true
            }
            // "No positive opk yet this cycle", "no period yet": what has not happened so far.
            if token == "no" || token == "not", ahead.contains("yet") { return true }
        }
        return false
    }

    /// Words that open a new subject inside a clause ("…today my trousers won't do up").
    static let newSubjectWords: Set<String> = ["my", "the", "his", "her", "our", "their", "your"]

    /// "eating 1000 calories a day", "2 litres per day", "3 coffees a week": an amount per day
    /// or week is a habit, never one day's entry.
    static func isRate(_ message: AnalyzedMessage) -> Bool {
        let tokens = message.normalized.tokens
        return message.entities.contains { entity in
            guard [.energy, .volume, .count].contains(entity.kind) else { return false }
            let after = entity.start + entity.length
            guard after < tokens.count else { return false }
            if tokens[after] == "daily" { return true }
            return after + 1 < tokens.count && ["a", "per", "each", "every"].contains(tokens[after]) && ["day", "week"].contains(tokens[after + 1])
        }
    }

    /// Kinds of what a clause tells after a denial and "so" or "but" that make it a statement.
    static let toldAfterADenial: Set<EntityKind> = [.symptom, .mood, .flow, .discharge, .duration, .temperature, .weight]

    static func starts(_ tokens: [String], with phrase: [String]) -> Bool {
        tokens.count >= phrase.count && phrase.indices.allSatisfy { tokens[$0] == phrase[$0] }
    }

    // MARK: - Words

    /// Plans, wishes and worries about what may happen.
    /// Whether a clause imagines with an "if" ("what if", "in case", "suppose"), not only
    /// with a future ("42 weeks tomorrow").
    /// Whether `tokens` tell what happens to the person before an "if" that says when ("i get
    /// dizzy if i stand up too fast", "sometimes i go lightheaded if i skip lunch"): the words
    /// before the "if" have "i" and a word of habit (`habitPhrases`), and neither a word of
    /// worry nor of the future ("i worry i'll bleed if i lift", "i'll log it if i remember").
    static func tellsAHabitBeforeItsIf(_ tokens: [String]) -> Bool {
        guard let ifIndex = tokens.firstIndex(of: "if"), ifIndex >= 2 else { return false }
        let before = Array(tokens[..<ifIndex])
        guard before.contains("i"), !before.contains(where: worryWords.contains) else { return false }
        let found = phraseLists.found(in: before)
        guard !found.contains(.future), !found.contains(.question) else { return false }
        // "I go lightheaded if…", "I feel sick if…": the present of becoming, said of oneself.
        let becomes = before.indices.dropLast().contains { before[$0] == "i" && becomingVerbs.contains(before[$0 + 1]) }
        return found.contains(.habit) || found.contains(.strongHabit) || becomes
    }

    /// Whether `tokens` tell something done in the past with "just in case" or "in case" at
    /// their end, and no "if": the reason it was done ("did a pregnancy test yesterday just in
    /// case"), not an imagined case ("in case i bleed, what do i do").
    static func toldWhatWasDoneJustInCase(_ tokens: [String]) -> Bool {
        guard tokens.count > 3, Array(tokens.suffix(2)) == ["in", "case"], !tokens.contains("if") else { return false }
        return WriteGate.tellsThePast(Array(tokens.dropLast(tokens.suffix(3).first == "just" ? 3 : 2)))
    }

    /// Verbs of becoming in the present, said of oneself before an "if" ("i go dizzy if…").
    static let becomingVerbs: Set<String> = ["get", "go", "feel", "come", "turn", "start"]

    static func saysIf(_ tokens: [String]) -> Bool {
        tokens.contains { ["if", "suppose", "supposing", "assuming", "imagine", "hypothetically", "incase"].contains($0) }
            || tokens.indices.dropLast().contains { tokens[$0] == "in" && tokens[$0 + 1] == "case" }
    }

    /// Whether `tokens` are the person saying who they are, in a few words ending "here" ("twin
    /// mama here", "first time mum here", "night nurse here"): no one else is spoken of.
    static func introducesTheSpeaker(_ tokens: [String]) -> Bool {
        guard (2...5).contains(tokens.count), tokens.last == "here" else { return false }
        return tokens.dropLast().contains(where: speakerNouns.contains)
    }

    /// Nouns a person calls themself by when introducing themself.
    static let speakerNouns: Set<String> = ["mama", "mum", "mom", "mummy", "mommy", "momma", "nurse", "midwife", "doctor", "teacher",
                                            "girl", "lady", "woman", "newbie", "veteran", "lurker"]

    /// Whether a clause tells what has happened ("baby's been sluggish all afternoon"): after
    /// a clause about the future ("42 weeks tomorrow"), it is a statement of its own, not more
    /// of what might happen.
    static func tellsWhatHasHappened(_ tokens: [String]) -> Bool {
        tokens.contains(where: perfectWords.contains)
    }
    /// The words of a clause that tell what has happened (`speechAct.perfectWords`).
    static let perfectWords: Set<String> = WordList.speechActPerfectWords.set

    static let futurePhrases = [
        "will", "going to", "gonna", "might", "planning", "plan to", "want to", "wanna", "hope", "hopefully", "wish",
        "goal", "aim to", "aiming", "worried i", "worried about", "worried that", "scared of", "scared i", "scared that",
        "afraid of", "afraid i", "afraid that", "tomorrow", "next week", "tonight i will", "expect", "expecting to",
    ]
    /// Whether `tokens` ask for something to be logged with a word of wanting before the verb
    /// ("want to log it", "wanna add my temp", "would like to record that", "need to log sex").
    static func asksToLog(_ tokens: [String]) -> Bool {
        tokens.indices.contains { index in
            guard ownInstructionVerbs.contains(tokens[index]), index >= 1 else { return false }
            if tokens[index - 1] == "wanna" { return true }
            guard tokens[index - 1] == "to", index >= 2 else { return false }
            return ["want", "wanted", "like", "need"].contains(tokens[index - 2])
        }
    }

    /// Words of a goal set ("set my water goal to 2 litres"): an instruction naming one asks
    /// for a setting, not for an entry.
    static let goalWords: Set<String> = ["goal", "goals", "target", "targets"]
    /// Things other than the journal that something is added to ("add it to the order").
    static let otherListWords: Set<String> = ["order", "orders", "list", "basket", "cart", "trolley", "shopping", "playlist", "spreadsheet", "sheet", "menu", "bill"]
    /// The phrase lists a clause is read for, by name.
    static let phraseListsByName: [PhraseLists.List: [String]] = [
        .question: questionPhrases, .hypothetical: hypotheticalPhrases, .request: requestPhrases, .future: futurePhrases,
        .habit: habitPhrases, .strongHabit: strongHabitPhrases, .cycleFrame: cycleFramePhrases,
    ]
    static let phraseLists = PhraseLists(phraseListsByName)

    /// Every word the reader looks for, for the spelling corrector's vocabulary.
    static let vocabulary: Set<String> = {
        var words = Set<String>()
        for list in [fillers, chatWords, instructionVerbs, whWords, auxiliaries, subjects, requestVerbs, otherPeople, negators,
                     negatableWords, firstPerson, statementVerbs, dayWords, strongAuxiliaries, questionWords, reportingVerbs,
                     loggingVerbs, goneWords] {
            words.formUnion(list.words)
        }
        for phrase in hypotheticalStarts { words.formUnion(phrase) }
        for phrase in hypotheticalPhrases + questionPhrases + requestPhrases + habitPhrases + strongHabitPhrases + futurePhrases {
            words.formUnion(phrase.split(separator: " ").map(String.init))
        }
        return words.filter { $0.count >= 3 }
    }()
    /// The words questions are made of ("what", "should", "about", "lately"…), which name
    /// no subject of their own.
    static let vocabularyOfQuestions: Set<String> = WordList.speechActVocabularyOfQuestions.set

    /// Auxiliaries that start a question whatever follows ("is nausea at 6 weeks normal").
    static let strongAuxiliaries: WordTable<Bool> = WordList.speechActStrongAuxiliaries.table
    /// Words of when that, right after "will", leave its verb to the clause before ("…and will again tonight").
    static let plannedWhen: Set<String> = ["again", "too", "also", "tonight", "tomorrow", "later", "soon"]
    /// Whether a clause opened by "could" or "would" goes on with a verb and its object and no
    /// subject ("could pull it between my fingers", "could feel them moving", "could barely
    /// stand"): the subject is the person's, left out, so the clause tells, not asks. A question
    /// puts its subject right after the modal ("could it be…", "could stress delay it"), and a
    /// word before "it" that is a subject ("could this…") is no verb.
    static func tellsWhatCouldBeDone(_ tokens: [String]) -> Bool {
        guard tokens.count > 2, !subjects.contains(tokens[1]) else { return false }
        if ["barely", "hardly"].contains(tokens[1]) { return true }
        return ["it", "them", "myself", "him", "her"].contains(tokens[2]) && !["this", "that", "there", "these", "those"].contains(tokens[1])
    }

    /// Whether a clause says only how long ago ("about an hour ago", "like 20 mins ago",
    /// "maybe 2 days ago now"): words of about, a count, a unit of time and "ago".
    static func tellsOnlyHowLongAgo(_ tokens: [String]) -> Bool {
        guard let ago = tokens.firstIndex(of: "ago"), ago > 0 else { return false }
        return tokens[..<ago].allSatisfy { word in
            lengthLeads.contains(word) || agoUnits.contains(word) || agoFillers.contains(word) || Int(word) != nil || ElidedItem.countWords.contains(word)
        } && tokens[..<ago].contains(where: agoUnits.contains) && tokens[(ago + 1)...].allSatisfy { ["now", "or", "so", "ish"].contains($0) }
    }

    /// Units of time a clause of how long ago counts in (`tellsOnlyHowLongAgo`).
    static let agoUnits: Set<String> = ["second", "seconds", "minute", "minutes", "min", "mins", "hour", "hours", "hr", "hrs", "day", "days", "week", "weeks", "half"]
    /// Words beside the count in such a clause ("a few", "a couple of", "an hour or so").
    static let agoFillers: Set<String> = ["a", "an", "or", "so", "just", "few", "couple", "of"]

    /// Verbs that, right after "could" or "would" with no subject, say a wish of one's own
    /// ("could nap on the floor", "would kill for a coffee"), not a question.
    static let wishVerbs: Set<String> = WordList.speechActWishVerbs.set
    /// Verbs that, right after "will" with no subject, say a plan of one's own ("will log the
    /// flow later", "will test again friday"), not a question.
    static let plannedVerbs: Set<String> = WordList.speechActPlannedVerbs.set
    /// Words questions are asked with ("any tricks?"), kept from spelling correction (`vocabulary`).
    static let questionWords: WordTable<Bool> = WordList.speechActQuestionWords.table

    /// Words dropped from the front of a clause before it is read ("so um…", "hey bloom…").
    static let fillers: WordTable<Bool> = WordList.speechActFillers.table
    /// Words of small talk: a clause of only these is chat ("hi bloom", "thanks so much").
    static let chatWords: WordTable<Bool> = WordList.speechActChatWords.table
    /// Verbs that make a clause they open an instruction ("log a headache", "undo that").
    static let instructionVerbs: WordTable<Bool> = WordList.speechActInstructionVerbs.table
    /// Words that make a statement a guess: "I think I'm pregnant", "maybe I ovulated".
    static let hedges: [[String]] = [
        ["i", "think"], ["i", "guess"], ["maybe"], ["i", "might"], ["i", "could", "be"], ["i", "may", "be"],
        ["not", "sure"], ["probably"], ["possibly"], ["i", "suspect"], ["perhaps"],
    ]

    /// Whether `tokens` state a guess rather than a fact (see `hedges`), anywhere in the message.
    static func isHedged(_ tokens: [String]) -> Bool {
        tokens.indices.contains { start in
            hedges.contains { hedge in
                start + hedge.count <= tokens.count && hedge.indices.allSatisfy { tokens[start + $0] == hedge[$0] }
            }
        }
    }

    static let hypotheticalStarts: [[String]] = [
        ["if"], ["what", "if"], ["in", "case"], ["suppose"], ["supposing"], ["assuming"], ["hypothetically"], ["imagine"],
        ["lets", "say"], ["let", "us", "say"], ["say", "i"], ["what", "happens", "if"], ["should", "i", "ever"], ["even", "if"],
        ["incase"], ["in", "the", "event"],
    ]
    static let hypotheticalPhrases = ["if i", "if my", "if you", "in case", "what if", "if it", "if the", "if there", "incase"]

    /// Words of worry: a worry about what may come ("scared I'll bleed again") is no plan, and
    /// is answered.
    static let worryWords: Set<String> = ["worried", "worry", "worrying", "scared", "afraid", "terrified", "nervous", "anxious", "panicking", "dread", "dreading"]

    /// Whether `clause` only says what the person plans or expects, asking nothing: a
    /// hypothetical read from a word of the future ("gonna bd tonight", "my period isn't due
    /// till next week"), with no question mark and no question word, and any "if" after the
    /// plan, limiting it ("will log the flow later if anything starts"), not before it ("if I
    /// ovulate late, will…" asks). Beside a fact told ("positive opk this morning, gonna bd
    /// tonight"), it leaves the message a statement.
    /// - Parameter afterAPlan: whether the clause before was a plan ("gonna take a bath and go
    ///   to bed early": the second clause goes on with the first).
    static func isAPlan(_ clause: Clause, afterAPlan: Bool = false) -> Bool {
        let tokens = clause.message.normalized.tokens
        guard clause.act == .hypothetical, !clause.text.contains("?"), let first = tokens.first,
              !hypotheticalStarts.contains(where: { starts(tokens, with: $0) }), whWords[first] == nil
        else { return false }
        guard !tokens.contains(where: worryWords.contains) else { return false }
        let beforeAnIf = Array(tokens.prefix(while: { $0 != "if" }))
        if afterAPlan && beforeAnIf.count == tokens.count { return true }
        let phrases = phraseLists.found(in: withoutFalseFutures(beforeAnIf))
        return phrases.contains(.future) && !phrases.contains(.hypothetical) && !phrases.contains(.question)
    }

    /// Whether every clause of `clauses` that may ask is a plan, each read after the one before.
    static func asksOnlyPlans(_ clauses: [Clause]) -> Bool {
        var afterAPlan = false
        var plans = 0
        for clause in clauses {
            switch clause.act {
            case .question, .request: return false
            case .hypothetical:
                guard isAPlan(clause, afterAPlan: afterAPlan) else { return false }
                afterAPlan = true
                plans += 1
            default: afterAPlan = false
            }
        }
        return plans > 0
    }
    /// Question words that make a clause they open a question ("what…", "y am i…").
    static let whWords: WordTable<Bool> = WordList.speechActWhWords.table
    /// Auxiliaries that, before a subject, open a question ("is it…", "do i…", "has anyone…").
    static let auxiliaries: WordTable<Bool> = WordList.speechActAuxiliaries.table
    /// Subjects that make an opening auxiliary ask a question ("is it…", "can u…").
    static let subjects: WordTable<Bool> = WordList.speechActSubjects.table
    /// The act a clause that continues the sentence before it takes from that clause's act
    /// (`before`), or nil when it keeps its own; `inherited` says it was taken over.
    /// - "…and a headache": an item with no signs of its own continues the clause before.
    /// - "I don't feel faint or anything, just knackered": what is left after a denial is told.
    /// - "If I fly at 28 weeks and my waters broke out there, what would happen?": what
    ///   "would" follow an "if" is still imagined, the person's own words or not.
    /// - "My sister drank 3 coffees and felt sick": still about her. "Gonna test on sunday,
    ///   feeling sad today" is not: after a plan, a clause saying now is a statement of its own.
    static func continuedAct(_ act: SpeechAct, after before: SpeechAct, tokens: [String], imaginedWithIf: Bool,
                             hasItsOwnSigns: () -> Bool, saysNow: () -> Bool) -> (act: SpeechAct, inherited: Bool)? {
        if before == .negation, act == .unclear, let first = tokens.first, affirmedAfterADenial.contains(first) { return (.log, false) }
        if act == .unclear || act == .request, !hasItsOwnSigns() { return (before, true) }
        if before == .hypothetical, imaginedWithIf, act == .log, tokens.contains(where: conditionalModals.contains) { return (before, true) }
        if [.otherPerson, .aboutAThing, .hypothetical, .habit].contains(before), act == .log, !tokens.contains(where: firstPerson.contains),
           !(before == .hypothetical && !imaginedWithIf && (tellsWhatHasHappened(tokens) || saysNow())) {
            return (before, true)
        }
        return nil
    }

    /// Words that open what is told after a denial ("not faint, just knackered").
    static let affirmedAfterADenial: Set<String> = ["just", "only", "but"]
    /// Modals of what would follow an imagined case ("…what would happen?").
    static let conditionalModals: Set<String> = ["would", "wouldnt"]
    static let questionPhrases = [
        "is it normal", "is that normal", "is this normal", "normal to", "does anyone", "anyone else", "what counts",
        "what does", "what do", "wondering", "i wonder", "any idea", "any ideas", "any tips", "how come", "is it ok",
        "is it okay", "is it safe", "is it bad", "should i", "can i", "do i need", "how do i", "how can i", "how long",
        "how much", "how many", "am i", "could i", "when do i", "when will i", "when would i", "could it be", "could this be", "what should", "is there", "is that weird",
        "is it weird", "is that bad", "is that ok", "is that okay", "do you know", "not sure if", "not sure whether",
        "what is", "what are", "whats", "what counts as", "is this", "is that", "why do", "why does", "why am",
        "what causes", "what can", "what to do", "any tricks", "any advice", "any suggestions", "any tip",
        "any chance", "any chances", "what are the chances", "whats the chance", "whats the chances", "chances of", "chance of",
        "is there a chance", "possibility of", "any possibility",
        // "Mate swears pineapple core helps implantation, any truth in that": whether a claim holds.
        "any truth", "is it true", "is that true", "true or not", "myth or",
        // "Calories in a glass of red wine, just curious": asking for a figure, not telling one.
        "just curious", "curious if", "curious whether", "curious about", "calories in a", "calories in an", "calories are in",
    ]
    /// Verbs that make a clause they open a request ("show my cycle", "explain…").
    static let requestVerbs: WordTable<Bool> = WordList.speechActRequestVerbs.table
    static let requestPhrases = [
        "i want to know", "i would like to know", "let me know", "i need to know", "i want to see", "i would like to see",
        "tell me", "show me", "i need some", "i need a", "i want some", "i would like some", "i could use", "i need help",
        "i need advice", "i want advice", "give me",
    ]
    /// People other than the person ("my sister…", "hubby…"), possessives too ("my girlfriends period").
    static let otherPeople: WordTable<Bool> = WordList.speechActOtherPeople.table
    /// What a clinician is seen for, when the clinician's name comes first ("midwife appt").
    static let visitWords: WordTable<Bool> = WordList.speechActVisitWords.table
    /// Verbs that report someone else's words ("my doctor said…", "I was told…").
    static let reportingVerbs: WordTable<Bool> = WordList.speechActReportingVerbs.table
    /// Verbs of putting something in Bloom's log ("I logged cramps yesterday but meant today").
    static let loggingVerbs: WordTable<Bool> = WordList.speechActLoggingVerbs.table
    /// Words that say a symptom has stopped ("cramps are finally gone").
    static let goneWords: WordTable<Bool> = WordList.speechActGoneWords.table
    /// Words that deny what follows them ("no cramps", "not spotting", "without pain").
    static let negators: WordTable<Bool> = WordList.speechActNegators.table
    /// Words a negator before them denies even where no symptom was found ("no issues").
    static let negatableWords: WordTable<Bool> = WordList.speechActNegatableWords.table
    /// A time set by the cycle rather than a day ("before my period", "around ovulation"): a
    /// statement framed this way may describe a pattern, not one day's entry.
    static let cycleFramePhrases = [
        "before my period", "before my periods", "before periods", "before a period", "before the period",
        "during my period", "during my periods", "during periods", "around my period", "around my periods",
        "after my period", "after my periods", "before my cycle", "around ovulation", "when i ovulate",
        "before my time of the month", "before aunt flo", "close to my period", "near my period", "close to my periods",
    ]
    /// Habits whatever day is named ("I used to…", "every month…").
    static let strongHabitPhrases = [
        // Before a pregnancy was known: the past, never today's entry ("drank wine before i knew i was pregnant").
        "before i knew", "before we knew", "before i found out", "before we found out", "before finding out", "before knowing",
        "used to", "use to", "usually", "always", "normally", "typically", "tend to", "generally", "every month",
        "every cycle", "every period", "each month", "each cycle", "whenever", "most months", "every time",
        // Long ago, whatever day it names ("had a c section 5 years ago", "with my first pregnancy I…").
        "years ago", "year ago", "yrs ago", "my first pregnancy", "my last pregnancy", "my previous pregnancy",
        "my other pregnancy", "my first baby", "my last baby", "with my first", "with my eldest", "when i was pregnant with",
        "most mornings", "most nights", "most evenings", "most weekends", "most weeks", "most weekdays", "every weekday",
        "each pregnancy", "every pregnancy", "both pregnancies", "all my pregnancies", "for years before",
    ]
    static let habitPhrases = [
        "used to", "usually", "always", "normally", "typically", "tend to", "every month", "every cycle", "every period",
        "every time", "each month", "each cycle", "each period", "whenever", "most months", "sometimes", "often", "years ago",
        "when i was", "as a teen", "as a teenager", "in the past", "i get", "i tend", "generally", "every single", "all my life",
        "my whole life", "since i was", "back in", "last year", "every few", "regularly", "ever since", "every morning",
        "every night", "every day", "everyday", "most days", "months ago", "a year ago",
    ]
    /// The person's own words ("i", "my", "im"): signs of a statement about their day.
    static let firstPerson: WordTable<Bool> = WordList.speechActFirstPerson.table
    /// Verbs of having, feeling, doing or measuring: signs of a statement ("had cramps").
    static let statementVerbs: WordTable<Bool> = WordList.speechActStatementVerbs.table
    /// Words that put a clause in the present day ("today", "rn"): signs of a statement.
    static let dayWords: WordTable<Bool> = WordList.speechActDayWords.table
    /// Phrases that put a clause in the present day as `dayWords` do ("all day", "so far").
    static let dayPhrases = Phrases(WordList.speechActDayPhrases.words)
    /// Words that, with a number, make a reading ("weight 64", "temp 36.5").
    static let measurementWords: WordTable<Bool> = WordList.speechActMeasurementWords.table
    /// Words that name a test read with its result.
    static let testReadingWords: WordTable<Bool> = WordList.speechActTestReadingWords.table
    static let loggableKinds: [EntityKind] = [.symptom, .mood, .flow, .discharge, .opk]
    /// Measurements a clause of its own logs beside a plan ("ok ill ring the surgery. had 2
    /// litres of water today too").
    static let measuredKinds: [EntityKind] = [.volume, .temperature, .weight]
    static let measurementKinds: [EntityKind] = [.temperature, .volume, .weight, .energy]
}

/// The reader's phrase lists in one index by first word, so a clause's words are looked up
/// once for all seven lists rather than once for each.
struct PhraseLists: Sendable {
    enum List: Int, CaseIterable, Sendable {
        case question, hypothetical, request, future, habit, strongHabit, cycleFrame
    }

    /// Which lists have a phrase in a clause, a bit for each.
    struct Found: Equatable {
        fileprivate(set) var bits: UInt8 = 0
        func contains(_ list: List) -> Bool { bits & 1 << list.rawValue != 0 }
    }

    private let byFirstWord: [String: [(list: List, words: [String])]]

    init(_ lists: [List: [String]]) {
        var byFirstWord: [String: [(list: List, words: [String])]] = [:]
        for list in List.allCases {
            for phrase in lists[list] ?? [] {
                let words = phrase.split(separator: " ").map(String.init)
                byFirstWord[words[0], default: []].append((list, words))
            }
        }
        self.byFirstWord = byFirstWord
    }

    /// The lists with a phrase in `tokens` as consecutive whole words.
    func found(in tokens: [String]) -> Found {
        var found = Found()
        for (index, token) in tokens.enumerated() {
            guard let candidates = byFirstWord[token] else { continue }
            for (list, phrase) in candidates where found.bits & 1 << list.rawValue == 0 && index + phrase.count <= tokens.count {
                if phrase.indices.allSatisfy({ tokens[index + $0] == phrase[$0] }) { found.bits |= 1 << list.rawValue }
            }
        }
        return found
    }

    /// Whether a phrase of `phrases` occurs in `tokens`, by comparing every phrase at every
    /// word: what `found(in:)` is tested against.
    static func referenceOccurs(_ phrases: [String], in tokens: [String]) -> Bool {
        phrases.contains { phrase in
            let words = phrase.split(separator: " ").map(String.init)
            return tokens.indices.contains { start in
                start + words.count <= tokens.count && words.indices.allSatisfy { tokens[start + $0] == words[$0] }
            }
        }
    }
}

/// The short word lists `split`, `readClause`, `isAboutSomeoneElse`, `isReported` and
/// `isNegation` compare with, made once from `word-lists.json` (a list written in the
/// comparison is made anew every time it runs).
extension SpeechActReader {
    /// Modals that ask politely for an instruction ("can you log…", "could u undo…").
    static let politeModals: WordTable<Bool> = WordList.speechActPoliteModals.table
    /// Who a polite modal asks, before the instruction verb ("can you…", "can i…").
    static let askedOf: WordTable<Bool> = WordList.speechActAskedOf.table
    /// Phrases that only colour what follows ("not gonna lie, …", "no joke i threw up"), as words.
    static let fillerPhrases = Phrases(WordList.speechActFillerPhrases.words)

    /// `tokens` without a filler phrase at the front ("no joke i threw up twice" → "i threw up twice").
    static func withoutFillerPhrase(_ tokens: [String]) -> [String] {
        guard let phrase = fillerPhrases.opening(tokens) else { return tokens }
        return Array(tokens.dropFirst(phrase.count))
    }

    /// How many words the filler phrase `tokens` opens with takes, when words are left after
    /// it; 0 when it opens with none.
    static func openingFillerPhraseLength(_ tokens: [String]) -> Int {
        let rest = withoutFillerPhrase(tokens)
        return rest.isEmpty ? 0 : tokens.count - rest.count
    }

    /// The instruction verbs "can i…" asks Bloom to do ("can i log…"); "can i use…" asks advice.
    static let ownInstructionVerbs: WordTable<Bool> = WordList.speechActOwnInstructionVerbs.table
    /// Words that make an opening "when" a time, not a question ("when i wake up…").
    static let temporalWhenSubjects: WordTable<Bool> = WordList.speechActTemporalWhenSubjects.table
    /// Words before a logging verb that make it talk about Bloom's log ("I've entered…").
    static let beforeOwnLogging: WordTable<Bool> = WordList.speechActBeforeOwnLogging.table
    /// Pronouns of someone else that may open a clause about them ("she gets cramps").
    static let thirdPerson: WordTable<Bool> = WordList.speechActThirdPerson.table
    /// Animals, things and groups that may be a clause's subject instead of the person.
    static let otherSubjects: Set<String> = WordList.speechOtherSubjects.set
    /// The person's words that keep a clause opened by "she" or "they" their own.
    static let ownWords: WordTable<Bool> = WordList.speechActOwnWords.table
    /// Words that make the person after "my" an object, not the subject ("with my partner").
    static let beforeAnObject: WordTable<Bool> = WordList.speechActBeforeAnObject.table
    /// The person as a subject ("my partner and I…", "I told my mum…").
    static let firstPersonSubjects: WordTable<Bool> = WordList.speechActFirstPersonSubjects.table
    /// Words before "says" that make it a reading ("my opk says peak"), not someone's words.
    static let readingSayers: WordTable<Bool> = WordList.speechActReadingSayers.table
    /// Words after a negator that make it deny no symptom ("no condom", "no smiley").
    static let notSymptomWords: WordTable<Bool> = WordList.speechActNotSymptomWords.table
    /// Words after "not" or "no" that make a negation ("not had…", "no more…", "did not take…").
    static let negatedVerbs: WordTable<Bool> = WordList.speechActNegatedVerbs.table
    /// Words besides `otherPeople` that "and I" or "and me" after them join to the person's
    /// subject ("hubby and I", "him and me").
    static let jointSubjectWords: WordTable<Bool> = WordList.speechActJointSubjectWords.table
    /// Two words "and" joins into one thing ("gin and tonic", "salt and vinegar").
    static let namedPairs: Set<String> = WordList.speechActNamedPairs.set
}
