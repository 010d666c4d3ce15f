import CycleCore
import Language

/// A correction of a value the last message wrote: "no, 37.1 not 36.1", "oops 62.5",
/// "sorry 45 mins not 30", "no 4 coffees", "not angry, just stressed". The entry keeps its
/// kind and day and takes the new value; everything else the last message wrote stays.
///
/// Read right after a write (`Conversation.lastWrites`), or in a clause after the clauses of
/// the same message that told the value ("2 glasses of water, sorry I mean 4"), in a short
/// message with a word that corrects (`SpeechOverrides.correctionWords`). A day said picks the entry on that day
/// ("sorry, yesterday was 36.64 not 36.68" after today's and yesterday's readings); a day none
/// of them is on moves the entries instead (`LogAnswers.moveLastWrites`).
struct ValueCorrection: Equatable {
    /// Which of the last writes changes.
    let index: Int
    /// The write as it should have been.
    let corrected: JournalWrite

    /// Words that tell water in glasses ("4 glasses", "a cup").
    static let glassWords: Set<String> = ["glass", "glasses", "cup", "cups", "mug", "mugs"]

    /// The longest message read as a correction.
    static let longestMessage = 12

    /// The longest message read as a correction with an explanation after it ("oh sorry its
    /// 97.8 not 97.6, read it wrong without my glasses on").
    static let longestExplained = 20

    /// Whether the words of `message` after its first `longestMessage` only explain: no number
    /// and nothing Bloom logs, in a message of at most `longestExplained` words.
    static func onlyExplainsAfterTheCorrection(_ message: AnalyzedMessage) -> Bool {
        let tokens = message.normalized.tokens
        return tokens.count <= longestExplained
            && !message.entities.contains { $0.start + $0.length > longestMessage && $0.kind != .day }
            && !message.normalized.tokens.dropFirst(longestMessage).contains { Double($0) != nil }
    }

    /// Whether `message` asks something: then it corrects nothing ("sorry, is 37.4 classed as
    /// a fever at 20 weeks or is that still ok", "it's really not much tho, do I honestly need
    /// to call?" after spotting was logged).
    static func asks(_ message: AnalyzedMessage) -> Bool {
        let tokens = message.normalized.tokens
        return message.normalized.original.contains("?") || SpeechActReader.asksAfterAStatement(tokens)
            || SpeechActReader.phraseLists.found(in: tokens).contains(.question)
            || tokens.prefix(2).contains(where: { SpeechActReader.whWords.contains($0) || SpeechActReader.strongAuxiliaries.contains($0) })
    }

    /// The correction `message` makes to `lastWrites`, if it makes one.
    /// - Parameter glassesSaid: whether the water was told in glasses, so a bare count is of
    ///   glasses ("…sorry I mean 4"); a count after litres or bottles corrects nothing.
    static func read(_ message: AnalyzedMessage, lastWrites: [JournalWrite], glassesSaid: Bool = false) -> ValueCorrection? {
        let tokens = message.normalized.tokens
        guard !lastWrites.isEmpty, !asks(message), tokens.count <= longestMessage || onlyExplainsAfterTheCorrection(message),
              message.mentions(SpeechOverrides.correctionWords) && !deniesOnlyInPassing(tokens) || asksToMakeItAnother(tokens) else { return nil }
        // The day of one of the last entries, and a new value for it. (Read as a move, "sorry
        // yesterday was 36.64 not 36.68" put today's reading on yesterday, in the place of
        // yesterday's.) A time that names no day ("forgot the one with my lunch") is no day.
        guard message.hasEntity(.day), let day = SpeechOverrides.correctedDay(message) else {
            return corrected(message, lastWrites, glassesSaid: glassesSaid)
        }
        let onTheDay = lastWrites.indices.filter { lastWrites[$0].day == day }
        guard !onTheDay.isEmpty, let found = corrected(message, onTheDay.map { lastWrites[$0] }) else { return nil }
        return ValueCorrection(index: onTheDay[found.index], corrected: found.corrected)
    }

    /// Whether the only word of correction in `tokens` is a "not" that qualifies what comes
    /// after it ("2 coffees so far and its not even 11", "not yet 8 weeks"), never one that
    /// takes a value back ("37.1 not 36.1").
    static func deniesOnlyInPassing(_ tokens: [String]) -> Bool {
        let corrections = tokens.indices.filter { SpeechOverrides.correctionWords.contains(tokens[$0]) }
        return !corrections.isEmpty && corrections.allSatisfy { index in
            tokens[index] == "not" && index + 1 < tokens.count && passingWords.contains(tokens[index + 1])
        }
    }

    /// Words after "not" that qualify, rather than take back ("not even", "not yet").
    static let passingWords: Set<String> = ["even", "yet", "quite", "till", "until", "too", "so", "very", "really", "sure", "much", "long", "that"]

    /// Whether `tokens` open by asking for the value to be another ("make that 5 hours",
    /// "change it to 3"): "make", "change" or "update" and "that", "it" or "this" in the first
    /// few words, with a number after them.
    static func asksToMakeItAnother(_ tokens: [String]) -> Bool {
        tokens.prefix(4).indices.contains { index in
            ["make", "change", "update"].contains(tokens[index]) && index + 1 < tokens.count && ["that", "it", "this"].contains(tokens[index + 1])
                && tokens[(index + 2)...].prefix(3).contains { Double($0) != nil }
        }
    }

    /// The correction `message` makes to one of `writes`, read from its values alone.
    private static func corrected(_ message: AnalyzedMessage, _ writes: [JournalWrite], glassesSaid: Bool = false) -> ValueCorrection? {
        spottingNotAPeriod(message, lastWrites: writes) ?? renamed(message, lastWrites: writes)
            ?? retyped(message, lastWrites: writes) ?? renumbered(message, lastWrites: writes, glassesSaid: glassesSaid)
    }

    /// "Cm is watery today" … "no wait, more creamy really": a correction naming one type of a
    /// kind the last message wrote once (discharge, flow, an ovulation test's result, a mood)
    /// gives that entry the new type. A symptom said after a correction word may be one more,
    /// so symptoms change only when the old one is named (`renamed`).
    static func retyped(_ message: AnalyzedMessage, lastWrites: [JournalWrite]) -> ValueCorrection? {
        let tokens = message.normalized.tokens
        for kind in [EntityKind.discharge, .flow, .opk, .mood] {
            let said = Set(message.all(kind).filter { !negated($0, in: tokens) }.compactMap(\.id))
            guard said.count == 1, let new = said.first else { continue }
            let ofKind = lastWrites.indices.filter { index in
                switch (lastWrites[index], kind) {
                case (.discharge, .discharge), (.flow, .flow), (.ovulationTest, .opk), (.mood, .mood): true
                default: false
                }
            }
            guard ofKind.count == 1, let index = ofKind.first else { continue }
            let corrected: JournalWrite
            switch lastWrites[index] {
            case let .discharge(old, day) where old != new: corrected = .discharge(new, day)
            case let .flow(old, day) where old != new: corrected = .flow(new, day)
            case let .ovulationTest(old, day) where old != new: corrected = .ovulationTest(new, day)
            case let .mood(old, day) where old != new: corrected = .mood(new, day)
            default: continue
            }
            return ValueCorrection(index: index, corrected: corrected)
        }
        // "Oh actually no, the condom came off halfway, so unprotected": sex just logged, with
        // the other protection.
        let sex = lastWrites.indices.filter { if case .sex = lastWrites[$0] { true } else { false } }
        if sex.count == 1, let index = sex.first, case let .sex(protected, day) = lastWrites[index],
           let said = LogAnswers.protection(in: message), said != protected {
            return ValueCorrection(index: index, corrected: .sex(protected: said, day))
        }
        return nil
    }

    /// "False alarm, it's only spotting, not my period": the period start just written was
    /// spotting, kept as that day's flow.
    static func spottingNotAPeriod(_ message: AnalyzedMessage, lastWrites: [JournalWrite]) -> ValueCorrection? {
        let tokens = message.normalized.tokens
        guard message.all(.flow).contains(where: { $0.id == "spotting" }),
              let not = tokens.firstIndex(of: "not"), tokens[(not + 1)...].prefix(3).contains(where: { ["period", "af"].contains($0) }) else { return nil }
        for (index, write) in lastWrites.enumerated() {
            if case let .periodStart(day) = write { return ValueCorrection(index: index, corrected: .flow("spotting", day)) }
        }
        return nil
    }

    /// Whether the entity at token `start` is said after "not" ("37.1 not 36.1", "not angry").
    static func negated(_ span: EntitySpan, in tokens: [String]) -> Bool {
        span.start > 0 && ["not", "instead"].contains(tokens[span.start - 1])
    }

    /// "Not angry, just stressed", "not cramps, a headache": the kind's entity after "not" is
    /// one the last message wrote, and another of the same kind replaces it.
    static func renamed(_ message: AnalyzedMessage, lastWrites: [JournalWrite]) -> ValueCorrection? {
        let tokens = message.normalized.tokens
        for kind in [EntityKind.mood, .symptom] {
            let spans = message.all(kind)
            guard let old = spans.first(where: { negated($0, in: tokens) })?.id,
                  let new = spans.first(where: { !negated($0, in: tokens) && $0.id != old })?.id else { continue }
            for (index, write) in lastWrites.enumerated() {
                switch write {
                case let .mood(id, day) where kind == .mood && id == old:
                    return ValueCorrection(index: index, corrected: .mood(new, day))
                case let .symptom(id, severity, day) where kind == .symptom && id == old:
                    return ValueCorrection(index: index, corrected: .symptom(new, severity: severity, day))
                default:
                    continue
                }
            }
        }
        return nil
    }

    /// "37.1 not 36.1", "typo, 97.8", "45 mins not 30", "no 4 coffees": a new number for one of
    /// the last writes' numbers. The number after "not" (when said) names the old value; the
    /// write is the one whose value it is, or whose kind the message names, or whose value the
    /// new number is nearest to in a unit that fits.
    static func renumbered(_ message: AnalyzedMessage, lastWrites: [JournalWrite], glassesSaid: Bool = false) -> ValueCorrection? {
        let tokens = message.normalized.tokens
        let numbers = message.all(.number).compactMap { span in span.value.map { (value: $0, old: negated(span, in: tokens)) } }
        guard let new = numbers.first(where: { !$0.old })?.value else { return nil }
        let old = numbers.first(where: \.old)?.value
        var best: (index: Int, write: JournalWrite, distance: Double)?
        for (index, write) in lastWrites.enumerated() {
            // A new value that is the old one changes nothing: it corrects another entry.
            guard !tellsAnotherItem(message, than: write),
                  let candidate = replacing(write, with: new, message: message, glassesSaid: glassesSaid), candidate.write != write else { continue }
            // The old number said must be this write's (in the unit it was said in).
            // (Stored values are rounded: 150 lb kept as 68.0 kg reads back as 149.9 lb.)
            if let old, !candidate.sayings.contains(where: { abs($0 - old) <= max(0.051, old * 0.004) }) { continue }
            let distance = candidate.named ? 0 : abs(candidate.newValue - candidate.oldValue) / max(candidate.oldValue, 1)
            if best == nil || distance < best!.distance { best = (index, candidate.write, distance) }
        }
        guard let best, best.write != lastWrites[best.index] else { return nil }
        return ValueCorrection(index: best.index, corrected: best.write)
    }

    /// Whether `message` tells an item of another kind than `write` ("had 2 glasses of water,
    /// sorry I mean 4" after coffees were logged tells water): its numbers are that item's, and
    /// never the coffees' new count.
    ///
    /// A weight or a temperature said ("no sorry 10st 5" after a swim was logged) is that
    /// measurement's, never another entry's new number.
    static func tellsAnotherItem(_ message: AnalyzedMessage, than write: JournalWrite) -> Bool {
        switch write {
        case .weight: if message.hasEntity(.temperature) { return true }
        case .temperature: if message.hasEntity(.weight) { return true }
        default: if message.hasEntity(.weight) || message.hasEntity(.temperature) { return true }
        }
        let drink = LogAnswers.drinkKind(message)
        switch write {
        case let .lifestyle(kind, _, _, _):
            return (drink != nil && drink != kind) || (drink == nil && message.hasEntity(.volume) && message.mentions(LogAnswers.waterWords))
        case .water:
            return drink != nil
        default:
            return drink != nil && !message.hasEntity(.volume)
        }
    }

    /// A write with its number replaced by `number` read in the unit that fits the write: nil
    /// when the number cannot be such a value.
    struct Replacement {
        let write: JournalWrite
        /// The old value in the unit the new number was read in, and the new value.
        let oldValue: Double
        let newValue: Double
        /// The ways the old value may have been said ("36.1", "97.0"; "65.2" kg or "143.7" lb).
        let sayings: [Double]
        /// Whether the message names the write's kind ("coffees", "mins", "kg").
        let named: Bool
    }

    static func replacing(_ write: JournalWrite, with number: Double, message: AnalyzedMessage, glassesSaid: Bool = false) -> Replacement? {
        switch write {
        case let .temperature(celsius, day):
            let fahrenheit = celsius * 9 / 5 + 32
            let newCelsius = number > 50 ? (number - 32) * 5 / 9 : number
            guard (34.0...43.0).contains(newCelsius) else { return nil }
            return Replacement(write: .temperature(celsius: (newCelsius * 100).rounded() / 100, day),
                               oldValue: number > 50 ? fahrenheit : celsius, newValue: number, sayings: [celsius, fahrenheit],
                               named: message.mentions(LogAnswers.bodyTemperatureWords))
        case let .weight(kilograms, day):
            let pounds = kilograms / Quantity.Unit.pounds.factor
            // "Actually she said 11 stone 5", "i misheard her": a weight reported whole is the new
            // weight, whatever its first number. (Told plainly, "oops its 10st 4" is a new weight
            // for the day, which the journal keeps over the old one.)
            if let said = message.first(.weight)?.value, message.mentions(reportingWords) {
                let newKilograms = LogAnswers.storedKilograms(said)
                guard LogAnswers.bodyWeights.contains(newKilograms) else { return nil }
                return Replacement(write: .weight(kilograms: newKilograms, day), oldValue: kilograms, newValue: said, sayings: [kilograms, pounds], named: true)
            }
            let saysPounds = message.mentions(["lb", "lbs", "pounds"]) || (!message.mentions(["kg", "kilos"]) && abs(number - pounds) < abs(number - kilograms))
            let newKilograms = LogAnswers.storedKilograms(saysPounds ? number * Quantity.Unit.pounds.factor : number)
            guard LogAnswers.bodyWeights.contains(newKilograms) else { return nil }
            return Replacement(write: .weight(kilograms: newKilograms, day), oldValue: saysPounds ? pounds : kilograms,
                               newValue: number, sayings: [kilograms, pounds], named: message.mentions(weightWords))
        case let .exercise(activity, minutes, day):
            let newMinutes = message.first(.duration)?.value.map { Int(($0 / 60).rounded()) } ?? Int(number)
            guard (1...600).contains(newMinutes), number == number.rounded() else { return nil }
            return Replacement(write: .exercise(activity: activity, minutes: newMinutes, day), oldValue: Double(minutes),
                               newValue: Double(newMinutes), sayings: [Double(minutes)],
                               named: message.hasEntity(.duration) || message.mentions([activity]))
        case let .water(milliliters, day):
            // "2 glasses of water, sorry I mean 4": a bare count of the glasses said before, in a
            // message that names nothing else ("oh and 3 coffees" is no water).
            // So is one after a message that told water in glasses ("had 4 glasses of water so
            // far", then "sorry make that 5, forgot the one with my lunch":
            // `Conversation.waterToldInGlasses`).
            let glass = Quantity.Unit.glasses.factor
            let bare = glassesSaid && LogAnswers.drinkKind(message) == nil && message.entities.allSatisfy { [.number, .count, .food, .day].contains($0.kind) }
            let glasses = bare && number == number.rounded() && (1...24).contains(number) ? number * glass : nil
            guard let volume = message.first(.volume)?.value ?? glasses, volume >= 50, volume <= 6000 else { return nil }
            return Replacement(write: .water(milliliters: Int(volume.rounded()), day), oldValue: Double(milliliters), newValue: volume,
                               sayings: [Double(milliliters), Double(milliliters) / glass],
                               named: message.hasEntity(.volume) || message.mentions(LogAnswers.waterWords))
        case let .sleepLength(minutes, night):
            // "Actually more like 5 and a half": a night's new length, in hours as it was told.
            // "Sorry, 7 not 6": the number said first, in hours.
            let said = (0.5...16).contains(number) ? SleepLengthFact(minutes: Int((number * 60).rounded())) : nil
            guard let length = SleepLengthFact.read(lengthIn: message) ?? SleepLengthFact.bare(message) ?? said else { return nil }
            return Replacement(write: .sleepLength(minutes: length.minutes, night: night), oldValue: Double(minutes) / 60,
                               newValue: Double(length.minutes) / 60, sayings: [Double(minutes) / 60],
                               named: message.mentions(SleepLengthFact.sleepWords) || message.normalized.tokens.contains(where: SleepLengthFact.hourWords.contains))
        case let .lifestyle(kind, count, detail, day) where countedKinds.contains(kind):
            guard number == number.rounded(), (0...30).contains(Int(number)) else { return nil }
            let named = LogAnswers.drinkKind(message) == kind
            return Replacement(write: .lifestyle(kind: kind, count: Int(number), detail: renumbered(detail, from: count, to: Int(number)), day),
                               oldValue: Double(count), newValue: number, sayings: [Double(count)], named: named)
        default:
            return nil
        }
    }

    /// Words that report a value someone or something gave ("she said", "the scales showed",
    /// "i misheard").
    static let reportingWords: MentionWords = ["said", "says", "told", "misheard", "showed", "shows", "read", "reads", "wrote"]

    /// Lifestyle kinds kept with a count.
    static let countedKinds: Set<String> = ["caffeine", "alcohol", "tobacco"]
    /// Words that name a weight.
    static let weightWords: MentionWords = ["kg", "kilos", "lb", "lbs", "pounds", "weight", "weighed", "weigh"]

    /// `detail` ("had 3 coffees today") with its count said anew ("had 4 coffees today").
    static func renumbered(_ detail: String, from old: Int, to new: Int) -> String {
        var words = detail.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard let at = words.firstIndex(of: String(old)) else { return detail }
        words[at] = String(new)
        let thing = words.index(after: at)
        if thing < words.endIndex, words[thing].allSatisfy(\.isLetter) {
            words[thing] = agreeing(words[thing], withCount: new, after: old)
        }
        return words.joined(separator: " ")
    }

    /// The counted word made to agree with its new count: "2 coffees" said as 1 reads
    /// "1 coffee", "1 glass" said as 3 reads "3 glasses". Other words are kept as said.
    static func agreeing(_ word: String, withCount new: Int, after old: Int) -> String {
        let sibilant = ["ss", "sh", "ch", "x"].contains { word.hasSuffix($0) }
        if new == 1, old != 1, word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss") {
            let stem = String(word.dropLast())
            if stem.hasSuffix("e"), ["ss", "sh", "ch", "x"].contains(where: { stem.dropLast().hasSuffix($0) }) {
                return String(stem.dropLast())
            }
            return stem
        }
        if old == 1, new != 1, !word.hasSuffix("s") || word.hasSuffix("ss") {
            return word + (sibilant ? "es" : "s")
        }
        return word
    }
}
