import Content
import Language

/// What triage decided for one message: the level of care, the rules that fired, the reason
/// in plain words, and any modifier that lowered the level.
package struct TriageAssessment: Sendable, Equatable {
    /// The level of care, most urgent rule first.
    package let level: CareLevel
    /// The id of the rule that set the level ("fallback" when the emergency guard fired and no rule did).
    package let rule: String
    /// Every rule that fired, most urgent first.
    package let rules: [String]
    /// Why, in plain words: completes "… because …".
    package let reason: String
    /// The modifier that capped the level, if any.
    package let modifier: String?
    /// The modifier's own explanation, if any.
    package let modifierReason: String?
    /// The level before a modifier that reads a question about what could happen ("what
    /// happens when my waters break?") lowered it: the answer then says what to do if it does.
    package var askedAheadOf: CareLevel? = nil
}

/// Triage with levels: rules from `Knowledge/triage/rules.json` (symptoms said together, the
/// context they apply in, a level of care and a reason), modifiers that lower the level (a
/// clinician has already said this was fine; it happened long ago; the question is general),
/// and the highest applicable level wins.
struct TriageEngine: Sendable {
    let rules: [TriageRule]
    let modifiers: [TriageModifier]
    let fever: [Int]
    let possiblyPregnant: [Int]
    /// "Pregnant" or "pregnancy" said: possibly pregnant, unless `pregnancyAvoided` says it
    /// is a pregnancy to prevent ("took the morning after pill, how do I avoid pregnancy?").
    let pregnancyNamed: [Int]
    let pregnancyAvoided: [Int]
    let pregnantNow: [Int]
    let notPregnant: [Int]
    let postpartum: [Int]
    let fallback: (level: CareLevel, reason: String)
    /// What clears the fallback when only the learned check read a red flag (`clearsTheLearnedCheck`).
    let fallbackNotWhen: [Int]
    let feverCelsius: Double
    /// Every pattern of the file once, indexed, so a message tries only the few that could
    /// match; rules and modifiers refer to patterns by position here.
    private let all: [Pattern]
    private let index: PatternIndex

    init(file: TriageFile, feverCelsius: Double) throws {
        var cache = Pattern.ElementCache()
        try self.init(file: file, feverCelsius: feverCelsius, cache: &cache)
    }

    /// `init(file:feverCelsius:)`, sharing the pattern elements read in `cache`.
    init(file: TriageFile, feverCelsius: Double, cache: inout Pattern.ElementCache) throws {
        let name = "triage/rules.json"
        var all: [Pattern] = []
        var position: [String: Int] = [:]
        func compile(_ texts: [String], _ owner: String) throws -> [Int] {
            try texts.map { text in
                if let known = position[text] { return known }
                let pattern = try AssistantData.patterns([text], file: name, owner: owner, cache: &cache)[0]
                position[text] = all.count
                all.append(pattern)
                return all.count - 1
            }
        }
        var rules: [TriageRule] = []
        var seen: Set<String> = []
        for entry in file.rules {
            guard seen.insert(entry.id).inserted else { throw AssistantDataError(file: name, problem: "rule \(entry.id) is listed twice") }
            var groups: [TriageGroup] = []
            for group in entry.all {
                if group.count == 1, let reading = TriageGroup.reading(group[0]) { groups.append(reading) } else { groups.append(.patterns(try compile(group, entry.id))) }
            }
            var weeks: ClosedRange<Int>?
            if let range = entry.weeks {
                guard range.count == 2, range[0] <= range[1] else { throw AssistantDataError(file: name, problem: "\(entry.id): weeks must be [from, to]") }
                weeks = range[0]...range[1]
            }
            guard entry.level != .pharmacist else { throw AssistantDataError(file: name, problem: "\(entry.id): a triage level is ambulance, urgent, gp-today, appointment or self-care") }
            var postpartumWeeks: ClosedRange<Int>?
            if let range = entry.postpartumWeeks {
                guard range.count == 2, range[0] <= range[1] else { throw AssistantDataError(file: name, problem: "\(entry.id): postpartumWeeks must be [from, to]") }
                postpartumWeeks = range[0]...range[1]
            }
            rules.append(TriageRule(id: entry.id, level: entry.level, groups: groups, unless: try compile(entry.unless ?? [], entry.id),
                                    condition: entry.when, weeks: weeks, reason: entry.reason, overridesGuard: entry.overridesGuard ?? false,
                                    readsHistory: entry.readsHistory ?? false, postpartumWeeks: postpartumWeeks))
        }
        self.rules = rules.sorted { $0.level > $1.level }
        var modifiers: [TriageModifier] = []
        for entry in file.modifiers {
            modifiers.append(TriageModifier(id: entry.id, cap: entry.cap, reason: entry.reason,
                                            patterns: try compile(entry.patterns, entry.id), unless: try compile(entry.unless ?? [], entry.id),
                                            asksAhead: entry.asksAhead ?? false, ongoing: entry.ongoing ?? false))
        }
        self.modifiers = modifiers
        self.fever = try compile(file.fever, "fever")
        self.possiblyPregnant = try compile(file.possiblyPregnant, "possiblyPregnant")
        self.pregnancyNamed = try compile(file.pregnancyNamed, "pregnancyNamed")
        self.pregnancyAvoided = try compile(file.pregnancyAvoided, "pregnancyAvoided")
        self.pregnantNow = try compile(file.pregnantNow, "pregnantNow")
        self.notPregnant = try compile(file.notPregnant, "notPregnant")
        self.postpartum = try compile(file.postpartum, "postpartum")
        self.fallback = (file.fallback.level, file.fallback.reason)
        self.fallbackNotWhen = try compile(file.fallback.notWhen ?? [], "fallback")
        self.feverCelsius = feverCelsius
        self.all = all
        self.index = PatternIndex(all)
    }

    /// Which of the table's patterns match one message, found once per message.
    struct Matches {
        let matched: [Bool]
        func any(_ patterns: [Int]) -> Bool { patterns.contains { matched[$0] } }
    }

    func matches(_ message: AnalyzedMessage) -> Matches {
        var matched = [Bool](repeating: false, count: all.count)
        for candidate in index.candidates(for: message) where all[candidate].match(message) != nil { matched[candidate] = true }
        return Matches(matched: matched)
    }

    /// Whether `message` says what clears a red flag only the learned check read, in no rule's
    /// words ("out of breath going up the stairs, fine once I rest"): the fallback's `notWhen`.
    /// It never lowers a level a rule gave.
    /// - Parameter message: the message as `TriageNegation.withoutDeniedRelief` leaves it
    ///   ("it doesn't settle when I rest" clears nothing).
    func clearsTheLearnedCheck(_ message: AnalyzedMessage) -> Bool {
        matches(message).any(fallbackNotWhen)
    }

    /// Words for a temperature that a reading may follow ("temp 38.0 exactly").
    static let temperatureWords: WordTable<Bool> = WordList.triageTemperatureWords.table

    /// "Chill" as a mood ("feeling chill", "chilled out"), not a shiver.
    static let relaxedWords: Set<String> = ["chill", "chilled", "chilling", "chillin", "chilly"]
    /// Words of fever besides the chills.
    static let otherFeverWords: Set<String> = ["fever", "feverish", "fevers", "shivery", "shivering", "shivers", "rigors", "temperature", "temp", "hot"]

    /// Whether the message says "fever" (or gives a temperature at or above the threshold).
    func hasFever(_ message: AnalyzedMessage, _ found: Matches) -> Bool {
        if let reading = message.first(.temperature)?.value, reading >= feverCelsius { return true }
        // "temp 38.0 exactly": a temperature word and a reading the quantity reader took for
        // something else; degrees Fahrenheit from 100.4.
        let tokens = message.normalized.tokens
        for index in tokens.indices where TriageEngine.temperatureWords.contains(tokens[index]) {
            for position in (index + 1)..<min(tokens.count, index + 4) {
                // "temp 40x" (normalised "40 x"): a typo, not a reading.
                if position + 1 < tokens.count, tokens[position + 1].count == 1, !["a", "i", "c", "f"].contains(tokens[position + 1]) { continue }
                if let reading = Double(tokens[position]), reading >= feverCelsius && reading < 43 || reading >= 100.4 && reading < 110 { return true }
            }
        }
        // "38.1 this morning": a reading with one decimal between 38 and 43 is a temperature,
        // unless it is the one taken back ("its 37.8 not 38.3").
        for (index, token) in tokens.enumerated() where token.count == 4 && token.dropFirst(2).first == "." {
            if index > 0, tokens[index - 1] == "not" { continue }
            if let reading = Double(token), reading >= feverCelsius, reading < 43 { return true }
        }
        // "temp 99.1 this morning, 3rd high temp in a row": a reading below the threshold is the
        // person's own measure, and "high" is high for a basal chart; only a word of fever
        // ("feverish", "chills", the table's first pattern) still says one.
        if let reading = message.first(.temperature)?.value, reading < feverCelsius {
            return fever.first.map { found.any([$0]) } ?? false
        }
        // "Feeling pretty chill today": the mood, not the chills. Patterns read stems, so
        // "chill" matches "chills"; only the plural, or another word of fever, says one.
        if !tokens.contains("chills"), tokens.contains(where: TriageEngine.relaxedWords.contains),
           !tokens.contains(where: TriageEngine.otherFeverWords.contains) {
            return false
        }
        return found.any(fever)
    }

    /// The context the message adds to what the profile says: a pregnancy week or word, a birth.
    func context(for message: AnalyzedMessage, profile: TriageContext) -> TriageContext {
        context(for: message, profile: profile, matches(message))
    }

    func context(for message: AnalyzedMessage, profile: TriageContext, _ found: Matches) -> TriageContext {
        var context = profile
        let birthWordSaid = found.any(postpartum)
        // "I'm 20 weeks pregnant and bleeding, my son is a year old": pregnant now, as the
        // profile says; an older child's age is no birth just gone.
        let staysPregnant = profile.pregnant && profile.week != nil
            && (message.normalized.tokens.contains("pregnant") || message.first(.week) != nil)
        if !context.postpartum, birthWordSaid, !staysPregnant {
            context.postpartum = true
            context.pregnant = false
        }
        // "3 months pp", "he is 11 months now": the message says how long ago the birth was,
        // more exactly than a due date can. A baby's age with no word of birth ("baby is 20
        // weeks") counts only when it is after a birth already, or longer than any pregnancy.
        if !staysPregnant, let birth = TimeSinceBirthReader.read(message.normalized.tokens),
           birth.saysBirth || birth.isLongerThanAnyPregnancy || context.postpartum {
            context.postpartum = true
            context.pregnant = false
            context.week = nil
            context.postpartumWeeks = birth.weeks
        }
        if !context.pregnant, !context.postpartum, found.any(pregnantNow), !found.any(notPregnant), !found.any(pregnancyAvoided) {
            context.pregnant = true
        }
        // "36 weeks" (36+x) is the 37th week, as the profile counts it.
        if context.pregnant, context.week == nil, let week = message.first(.week)?.value { context.week = Int(week) + 1 }
        return context
    }

    /// The first week of later pregnancy: rules from here on that are below urgent apply only
    /// when the week is known.
    static let laterPregnancy = 20

    /// The highest level of care any rule gives `message` in `context`, lowered by modifiers;
    /// nil when no rule fires and `guarded` is false.
    /// - Parameter guarded: whether the emergency guard fired (then the fallback level applies
    ///   when no rule does, or only rules below it do, so triage never answers below the guard
    ///   unless the top rule is marked `overridesGuard`).
    func assess(_ message: AnalyzedMessage, context: TriageContext, guarded: Bool = false) -> TriageAssessment? {
        assess(message, context: context, guarded: guarded, matches(message))
    }

    /// - Parameter lowering: the matches of the message without the relief it denies
    ///   (`TriageNegation.withoutDeniedRelief`), read by what lowers a level: rules' exceptions
    ///   and modifiers ("paracetamol hasn't helped" is no "paracetamol helped"). `found` when nil.
    func assess(_ message: AnalyzedMessage, context: TriageContext, guarded: Bool, _ found: Matches, lowering: Matches? = nil) -> TriageAssessment? {
        let lowering = lowering ?? found
        let fever = hasFever(message, found)
        let pressures = BloodPressureReader.readings(message.normalized.tokens)
        let possibly = context.pregnant || (context.ttc && !context.periodNotYetDue) || found.any(possiblyPregnant)
            || found.any(pregnancyNamed) && !found.any(pregnancyAvoided)
        var fired: [TriageRule] = []
        for rule in rules {
            guard applies(rule.condition, context: context, possiblyPregnant: possibly) else { continue }
            // Bleeding "after the birth" is read so for 12 weeks; later it is a period.
            if context.postpartum, let since = context.postpartumWeeks, let window = rule.postpartumWeeks, !window.contains(since) { continue }
            // After a birth the weeks of pregnancy are over: `postpartumWeeks` says when a rule
            // about later pregnancy still applies (a headache, a blood pressure reading).
            if let weeks = rule.weeks, !context.postpartum {
                if let week = context.week {
                    if !weeks.contains(week) { continue }
                } else if weeks.lowerBound >= TriageEngine.laterPregnancy, rule.level < .urgent {
                    // "Overdue", a breech late on: a rule below urgent about later pregnancy
                    // needs the week known ("I think I'm pregnant" names none).
                    continue
                }
            }
            let matches = rule.groups.allSatisfy { group in
                switch group {
                case let .patterns(patterns): found.any(patterns)
                case .fever: fever
                case let .bloodPressure(systolic, diastolic): pressures.contains { $0.reaches(systolic: systolic, diastolic: diastolic) }
                }
            }
            guard matches, !lowering.any(rule.unless) else { continue }
            fired.append(rule)
        }
        var level: CareLevel
        var rule: String
        var reason: String
        if let top = fired.first, !guarded || top.level >= fallback.level || top.overridesGuard {
            (level, rule, reason) = (top.level, top.id, top.reason)
        } else if guarded {
            // The emergency guard saw more than the rules did ("clots as big as a golf ball and
            // my heart's racing" fires only the appointment rule for large clots): never answer
            // below the guard, and never with a reason that calls it less than urgent, unless
            // the rule says it answers the guard's fear at its own level.
            (level, rule, reason) = (fallback.level, "fallback", fallback.reason)
        } else {
            return nil
        }
        var applied: TriageModifier?
        let uncapped = level
        for modifier in modifiers where lowering.any(modifier.patterns) && !found.any(modifier.unless) {
            if level > modifier.cap {
                level = modifier.cap
                applied = modifier
                break
            }
        }
        var assessment = TriageAssessment(level: level, rule: rule, rules: fired.map(\.id), reason: reason, modifier: applied?.id, modifierReason: applied?.reason)
        if applied?.asksAhead == true { assessment.askedAheadOf = uncapped }
        return assessment
    }

    /// Whether every group of some self-care rule matches `message` read whole: the quick look
    /// before the whole triage is read for the self-care line (`FootersStage.appendSelfCare`),
    /// which most messages fail. Only the words are looked at; the rule's context, exceptions
    /// and the clauses triage keeps are left to `assess`.
    func namesASelfCareComplaint(_ message: AnalyzedMessage) -> Bool {
        let found = matches(message)
        return rules.contains { rule in
            rule.level == .selfCare && rule.groups.allSatisfy { group in
                if case let .patterns(patterns) = group { found.any(patterns) } else { true }
            }
        }
    }

    /// Whether any modifier reads `message` as told of the past, of someone else or in
    /// general, whether or not it would lower a level: a self-care level, below every cap,
    /// is still advice for something happening now ("I had heartburn in my last pregnancy"
    /// is not).
    func anyModifierReads(_ message: AnalyzedMessage) -> Bool {
        let found = matches(message)
        return modifiers.contains { !$0.ongoing && found.any($0.patterns) && !found.any($0.unless) }
    }

    /// Whether the modifier with `id` reads a pattern still going on ("every period…"), whose
    /// capped level is advice for now (`TriageFile.ModifierEntry.ongoing`).
    func readsAnOngoingPattern(_ id: String?) -> Bool {
        modifiers.contains { $0.id == id && $0.ongoing }
    }

    /// Whether `message` (one clause) asks in general or ahead of time, by the modifiers that
    /// read such questions ("what causes reduced movements?", "what if my waters break?").
    func asksAhead(_ message: AnalyzedMessage) -> Bool {
        let found = matches(message)
        return modifiers.contains { $0.asksAhead && found.any($0.patterns) && !found.any($0.unless) }
    }

    private func applies(_ condition: TriageCondition?, context: TriageContext, possiblyPregnant: Bool) -> Bool {
        switch condition {
        case nil: true
        case .pregnant: context.pregnant
        case .postpartum: context.postpartum
        case .obstetric: context.pregnant || context.postpartum
        case .possiblyPregnant: possiblyPregnant && !context.isEarlyPostpartum
        case .notPregnant: !context.pregnant && !context.isEarlyPostpartum
        case .notTrying: !context.pregnant && !context.isEarlyPostpartum && !context.ttc
        }
    }
}
