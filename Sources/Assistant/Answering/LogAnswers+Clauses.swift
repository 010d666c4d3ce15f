import CycleCore
import Language

extension LogAnswers {
    /// What the statement clauses of one message log, item by item: "had cramps and a headache,
    /// also drank 3 glasses of water" → two symptoms and 750 ml of water; "temp 36.3 today, opk
    /// was high" → a temperature and an ovulation test; "took a test today, negative" → a
    /// pregnancy test, named in one clause and read in the next. A clause without a day of its
    /// own takes the previous clause's day, else the first day the message names, else today; a
    /// clause on a future or unclear day is left out, except that clauses naming only days
    /// right after an unclear one say when it happened ("twice this weekend, saturday morning
    /// and sunday night"). A clause that only corrects a value corrects the one told before it
    /// ("2 glasses of water, sorry I mean 4"). Equal writes are kept once.
    /// - Parameters:
    ///   - clauses: the clauses that may write.
    ///   - intent: the whole message's intent (a hint for clauses with no item of their own).
    ///   - classify: the intent of one clause, for clauses whose items do not say what they are.
    static func clauseWrites(_ clauses: [Clause], intent: String, today: Day, facts: FactSettings = FactSettings(),
                             classify: (AnalyzedMessage) -> IntentClassifier.Classification) -> [JournalWrite] {
        var facts = facts
        // Protection said once is for every time told; said both ways, each clause keeps its own.
        let protections = Set(clauses.compactMap { protection(in: $0.message) })
        facts.protectionSaid = facts.protectionSaid ?? (protections.count == 1 ? protections.first : nil)
        // "Slept badly last night and drank 5 glasses of water": last night is the time of one
        // clause, not the day of the clauses after it (the water was today). A night named by
        // its day is an evening like any other ("a cider and 2 beers on saturday night").
        let carried = { (message: AnalyzedMessage) -> Day? in
            LogAnswers.eventDays(message).first { span in
                !FactSettings.isANight(span, in: message) || !(message.mentions(sleptWords) || FactSettings.isLastNight(span, in: message))
            }?.day
        }
        let firstNamed = clauses.lazy.compactMap { carried($0.message) }.first
        var previous: Day?
        var writes: [JournalWrite] = []
        // Items repeated on days listed after the one their clause named: kept apart, as
        // separate entries (no one time of sex told over several clauses).
        var listedWrites: [JournalWrite] = []
        var lastItems: [JournalWrite] = []
        var kindClause: (message: AnalyzedMessage, day: Day)?
        var sleepClause: (message: AnalyzedMessage, day: Day)?
        // "Took a test this morning, negative": a pregnancy test named in one clause, its result in the next.
        var testNamed = false
        // "Got my period, it lasted 5 days": a period said to have lasted, with no day named,
        // is over; its start is not today, and it is asked about rather than guessed.
        let pastPeriodWithoutADay = firstNamed == nil && pastPeriodLength(clauses) != nil
        let flowBeside = clauses.contains { clause in clause.message.all(.flow).contains { $0.id != "spotting" } }
        // "took a test, negative": without an ovulation word anywhere, a test may be a pregnancy test.
        let namesOvulationTest = clauses.contains { $0.message.mentions(opkWords) }
        // "We dtd twice this weekend, saturday morning and sunday night": a clause whose day is
        // vague, followed by clauses that name only days, happened on those days.
        var vague: AnalyzedMessage?
        // "Had my baby 6 weeks ago. Up 3 times feeding last night, maybe 4 and a half hours
        // sleep all in": a length of sleep with no day of its own is the night named before it,
        // not the day the message named first.
        var nightNamed: Day?
        // "Heartburn, last night": a clause that only names a day, right after a clause with
        // no day of its own, says when that clause happened; it repeats nothing.
        var dayGivenToTheClauseBefore: Int?
        // What the clause before wrote: "we bd saturday, no actually friday" moves it.
        var foundBefore: [JournalWrite] = []
        // "Had cramps yesterday, no sorry, monday": a clause of only a take-back, its day in
        // the clause after it.
        var takeBackAlone = false
        // The day the clause before was on, whether or not it carries to the clauses after it
        // ("we bd last night and the night before").
        var lastClauseDay: Day?
        for (index, clause) in clauses.enumerated() {
            if index == dayGivenToTheClauseBefore { continue }
            if !foundBefore.isEmpty, isOnlyATakeBack(clause.message.normalized.tokens) {
                takeBackAlone = true
                continue
            }
            defer { takeBackAlone = false }
            // "We bd saturday, no actually friday": a clause that takes back the day just said
            // for another moves what the clause before told; it repeats nothing.
            if !foundBefore.isEmpty, writes.count >= foundBefore.count,
               takesBackTheDayBefore(clause.message) || takeBackAlone && namesOnlyADay(clause.message),
               case let .day(corrected) = resolveDay(clause.message, today: today), !eventDays(clause.message).isEmpty {
                let moved = foundBefore.map { $0.moved(to: corrected) }
                writes.replaceSubrange((writes.count - foundBefore.count)..., with: moved)
                foundBefore = moved
                lastItems = moved
                previous = corrected
                continue
            }
            // "We bd last night and the night before": a clause of only a shift from the day the
            // clause before named repeats its items on that day.
            if index > 0, let named = lastClauseDay, !lastItems.isEmpty, let shift = SpeechOverrides.dayShift(clause.message.normalized.tokens),
               clause.message.normalized.tokens.allSatisfy(shiftWords.contains) {
                if named + shift <= today { listedWrites += lastItems.map { $0.moved(to: named + shift) } }
                continue
            }
            // "Bd on the 14th, 16th and 17th": days of the month listed after a clause that
            // named one are days of that month, and repeat that clause's items.
            if index > 0, let named = previous, !lastItems.isEmpty, let listed = listedDaysOfTheMonth(clause.message.normalized.tokens, after: named) {
                for listedDay in listed where listedDay <= today {
                    listedWrites += lastItems.map { $0.moved(to: listedDay) }
                }
                continue
            }
            let day: Day
            // "Flow was heavy the first 2 days": the first days of the period under way, or of
            // the one a clause before started ("period came saturday, heavy the first 2 days").
            var firstDaysOfThePeriod: [Day] = []
            // Whether the clause's day is only carried from another or today's by default.
            var dayOnlyCarried = false
            let openStart = writes.reversed().lazy.compactMap { write -> Day? in if case let .periodStart(start) = write { start } else { nil } }.first
                ?? facts.periodStart
            let firstDaysTold = firstDays(clause.message.normalized.tokens)
            switch resolveDay(clause.message, today: today) {
            case let .day(named) where !LogAnswers.eventDays(clause.message).isEmpty: day = named
            case .day where firstDaysTold != nil && openStart != nil:
                let start = openStart!
                day = start
                firstDaysOfThePeriod = (0..<firstDaysTold!).dropFirst().map { start + $0 }.filter { $0 <= today }
            case .day where nightNamed != nil && SleepLengthFact.read(clause.message) != nil: day = nightNamed ?? today
            case .day:
                if let told = dayTold(after: index, in: clauses, today: today) {
                    day = told
                    dayGivenToTheClauseBefore = index + 1
                } else if let night = nightNamed, ["alcohol", "tobacco"].contains(drinkKind(clause.message) ?? "") {
                    // "5 vodkas last night and smoked about 4 cigs": drinks and smokes told after
                    // a night out are that night's.
                    day = night
                } else {
                    let listDay = dayOfTheList(clauses, from: index)
                    day = listDay ?? previous ?? firstNamed ?? today
                    dayOnlyCarried = listDay == nil
                }
            case .ask:
                let next = clauses.index(after: index)
                vague = next < clauses.endIndex && clauses[next].message.first(.day) != nil && namesOnlyADay(clauses[next].message) ? clause.message : nil
                // The days after it repeat this clause's items, not those of a clause before it.
                lastItems = []
                continue
            case .future, .invalid: continue
            }
            if let told = vague, lastItems.isEmpty, namesOnlyADay(clause.message) {
                lastItems = itemWrites(told, intent: intent, day: day, today: today, namesOvulationTest: namesOvulationTest, facts: facts, classify: classify)
            }
            vague = nil
            guard day <= today else { continue }
            // A day of its own named later ("period started today") ends the night named before.
            let ownDays = LogAnswers.eventDays(clause.message)
            if ownDays.contains(where: { FactSettings.isANight($0, in: clause.message) }) {
                nightNamed = day
            } else if !ownDays.isEmpty {
                nightNamed = nil
            }
            if LogAnswers.eventDays(clause.message).isEmpty || carried(clause.message) != nil { previous = day }
            lastClauseDay = day
            // "…650 kcal with 30 g protein and 20 g fat": grams of a macro after food belong to that food.
            if !clause.message.hasEntity(.energy), let last = writes.indices.last,
               case let .food(kcal, protein, carbs, fat, note, foodDay) = writes[last] {
                let grams = macroGrams(clause.message)
                if !grams.isEmpty {
                    writes[last] = .food(kcal: kcal, protein: protein ?? grams["protein"], carbs: carbs ?? grams["carbs"],
                                         fat: fat ?? grams["fat"], note: note, foodDay)
                    continue
                }
            }
            // "I had 2 glasses of water, sorry I mean 4": a clause that only corrects a value the
            // clauses before it told corrects that entry; it is no entry of its own.
            let glassesSaid = clauses[..<index].contains { $0.message.mentions(["glass", "glasses"]) }
            if !writes.isEmpty, let correction = ValueCorrection.read(clause.message, lastWrites: writes, glassesSaid: glassesSaid),
               itemWrites(clause.message, intent: intent, day: day, today: today, namesOvulationTest: namesOvulationTest, testNamedBefore: testNamed,
                          temperatureBefore: false, facts: facts, classify: classify).isEmpty {
                writes[correction.index] = correction.corrected
                continue
            }
            var found = itemWrites(clause.message, intent: intent, day: day, today: today, namesOvulationTest: namesOvulationTest, testNamedBefore: testNamed,
                                   temperatureBefore: facts.speaksOfTemperature || writes.contains { if case .temperature = $0 { true } else { false } },
                                   facts: facts, classify: classify)
            testNamed = !found.contains { if case .pregnancyTest = $0 { true } else { false } }
                && PregnancyTestFact.namesATest(clause.message, settings: facts)
            // "cramps on the 3rd and the 4th": a clause that only names a day repeats the items before it.
            // "And last night too", right after "we bd tonight": a first clause that only names
            // a day repeats the last message's items (not a period's start or end).
            if index == 0, lastItems.isEmpty {
                lastItems = facts.lastWrites.filter(\.repeatsOnAnotherDay)
            }
            if found.isEmpty, clause.message.first(.day) != nil, !lastItems.isEmpty,
               clause.message.normalized.tokens.count <= 4, namesOnlyADay(clause.message) {
                found = lastItems.map { $0.moved(to: day) }
            }
            // The last message's items are for a first clause of only a day: after "period
            // started, heavy flow", "we bd on the 23rd and 24th" repeats the sex (asked about),
            // never the flow.
            if index == 0, found.isEmpty { lastItems = [] }
            // "Flat white this morning, another at 11": one more of the drink just told.
            if found.isEmpty, let more = oneMore(clause.message, after: lastItems, day: day) { found = [more] }
            // "Went for a run this morning, 30 mins": the kind said in one clause, its length in the next.
            if found.isEmpty, let before = kindClause, let exercise = ExerciseFact.read(kindIn: before.message, lengthIn: clause.message, kinds: facts.exercise) {
                found = [.exercise(activity: exercise.activity, minutes: exercise.minutes, before.day)]
            }
            kindClause = ExerciseFact.read(clause.message, kinds: facts.exercise) == nil ? (clause.message, day) : nil
            // "Slept badly last night, only 5 hours": the sleep said in one clause, its length in the next.
            if let before = sleepClause, let length = SleepLengthFact.read(sleepIn: before.message, lengthIn: clause.message),
               let night = SleepLengthFact.night(in: before.message, toldOn: before.day, today: today),
               !found.contains(where: { if case .sleepLength = $0 { true } else { false } }) {
                found.append(.sleepLength(minutes: length.minutes, night: night))
            }
            sleepClause = clause.message.mentions(SleepLengthFact.sleepWords) || clause.message.mentions(SleepLengthFact.nightTroubleWords)
                ? (clause.message, day) : nil
            // "Ok nope its properly here now, medium flow": a start of a few bare words beside a
            // flow heavier than spotting is the period's start.
            if flowBeside, !found.contains(where: { if case .periodStart = $0 { true } else { false } }), saysABareStart(clause.message) {
                found.append(.periodStart(day))
            }
            if pastPeriodWithoutADay { found.removeAll { if case .periodStart = $0 { true } else { false } } }
            if !found.isEmpty { lastItems = found }
            foundBefore = found
            // "Couldn't sleep at all last night, insomnia is back with a vengeance": a symptom
            // already told on its own day, said again in a clause of no day of its own that
            // does not say it goes on now, is told again, not had again.
            if dayOnlyCarried, !clause.message.mentions(goingOnNowWords) {
                found.removeAll { write in
                    guard case let .symptom(id, _, _) = write else { return false }
                    return writes.contains { if case .symptom(id, _, let told) = $0 { told != write.day } else { false } }
                }
            }
            writes += found
            for later in firstDaysOfThePeriod {
                listedWrites += found.filter(\.repeatsOnAnotherDay).map { $0.moved(to: later) }
            }
            // "We bd sunday and monday": the same items on each day joined to the first.
            for other in joinedDays(clause.message) where other <= today && other != day {
                listedWrites += found.filter(\.repeatsOnAnotherDay).map { $0.moved(to: other) }
            }
        }
        var kept: [JournalWrite] = []
        for write in writes where !kept.contains(write) {
            // "a coffee and a tea": one entry of two drinks, not two entries of one.
            if case let .lifestyle(kind, count, detail, day) = write,
               let index = kept.firstIndex(where: { if case .lifestyle(kind, _, _, day) = $0 { true } else { false } }),
               case let .lifestyle(_, earlier, _, _) = kept[index] {
                kept[index] = .lifestyle(kind: kind, count: earlier + count, detail: joinedDetails(kept[index], detail), day)
                continue
            }
            // "opk negative today, test line super faint": one test told over two clauses is one
            // entry, at the strongest result said (a low line this morning and a peak tonight
            // is the peak that times the fertile window).
            if case let .ovulationTest(result, day) = write,
               let index = kept.firstIndex(where: { if case .ovulationTest(_, day) = $0 { true } else { false } }),
               case let .ovulationTest(earlier, _) = kept[index] {
                let strongest = [earlier, result].max { (LHTestResult(rawValue: $0)?.level ?? 0) < (LHTestResult(rawValue: $1)?.level ?? 0) }!
                kept[index] = .ovulationTest(strongest, day)
                continue
            }
            // "Spotting this morning, just a little": one day's flow told over two clauses is one
            // entry, the heaviest said; but a light amount beside spotting says how much
            // spotting, and stays spotting (it was logged as a light flow).
            if case let .flow(amount, day) = write,
               let index = kept.firstIndex(where: { if case .flow(_, day) = $0 { true } else { false } }),
               case let .flow(earlier, _) = kept[index] {
                let pair: Set = [earlier, amount]
                let heaviest = pair == ["spotting", "light"] ? "spotting"
                    : [earlier, amount].max { (flowOrder.firstIndex(of: $0) ?? 0) < (flowOrder.firstIndex(of: $1) ?? 0) }!
                kept[index] = .flow(heaviest, day)
                continue
            }
            kept.append(write)
        }
        let told = endingFromLength(oneTimeOfSex(kept, clauses: clauses, today: today, classify: classify), said: clauses.map(\.message), today: today)
        // "Heavy the first 2 days but its light today": a day's flow told by its own clause
        // outranks one repeated over the first days.
        return told + listedWrites.filter { listed in
            !told.contains(listed) && !(listed.isFlow && told.contains { $0.isFlow && $0.day == listed.day })
        }
    }

    /// The kind of discharge `message` tells: an unusual sign outranks any type, and a type
    /// named by its own word outranks one read from a word that only describes ("thick white
    /// creamy discharge" is creamy, not sticky).
    static func dischargeKind(_ message: AnalyzedMessage) -> String? {
        let spans = message.all(.discharge)
        if spans.contains(where: { $0.id == "unusual" }) { return "unusual" }
        return (spans.first { !describingDischargeWords.contains($0.text) } ?? spans.first)?.id
    }

    /// Words that describe discharge of more than one type ("thick", "thin", "wet").
    static let describingDischargeWords: Set<String> = ["thick", "thin", "wet"]

    /// Words that say a symptom told again goes on now ("still", "again", "now").
    static let goingOnNowWords: MentionWords = ["still", "again", "now", "today", "currently", "continuing", "ongoing"]

    /// The words of a clause that only shifts the day before it ("and the night before too").
    static let shiftWords: Set<String> = ["and", "the", "day", "night", "morning", "evening", "before", "after", "too", "also", "as", "well", "again"]

    /// How many of a period's first days `tokens` speak of: "the first 2 days" → 2, "first
    /// couple of days" → 2, "the first day" → 1; nil when they name none.
    static func firstDays(_ tokens: [String]) -> Int? {
        guard let first = tokens.firstIndex(of: "first"), first + 1 < tokens.count else { return nil }
        let rest = tokens[(first + 1)...].prefix(4)
        guard let unit = rest.firstIndex(where: { $0 == "days" || $0 == "day" }) else { return nil }
        let between = tokens[(first + 1)..<unit]
        if between.isEmpty { return tokens[unit] == "day" ? 1 : nil }
        if between.contains("couple") { return 2 }
        if between.contains("few") { return 3 }
        guard between.count == 1, let count = Int(between.first!), (1...10).contains(count) else { return nil }
        return count
    }

    /// Flows from the lightest to the heaviest.
    static let flowOrder = ["spotting", "light", "medium", "heavy"]

    /// Words a clause that only names a day may hold besides the day ("and the 4th too").
    /// ("Cramps yesterday and actually today too": "actually" stands beside the day it adds.)
    static let besideADay: Set<String> = ["and", "also", "on", "the", "too", "again", "both", "then", "as", "well", "plus", "same", "actually",
                                             "aswell", "tbf", "tbh", "ngl", "lol", "haha", "btw", "fyi"]

    /// Words by which a clause of only a day adds that day to the one before ("and today too",
    /// "tuesday as well"), rather than taking it back.
    static let addingADay: Set<String> = ["also", "too", "again", "both", "well", "plus", "same"]

    /// Whether `message` opens by taking back a day just said ("no actually friday", "sorry i
    /// mean the 3rd", "or rather sunday", "actually today") and names only the day it gives
    /// instead. "Actually" alone takes back only without a word that adds the day ("actually
    /// today too" adds it).
    static func takesBackTheDayBefore(_ message: AnalyzedMessage) -> Bool {
        let tokens = message.normalized.tokens
        let lone: [String]? = tokens.drop(while: { ["and", "but", "or"].contains($0) }).first == "actually"
            && !tokens.contains(where: addingADay.contains) ? Array(tokens.prefix { $0 != "actually" }) + ["actually"] : nil
        guard let phrase = dayTakeBacks.first(where: { tokens.starts(with: $0) }) ?? lone else { return false }
        let dayTokens = Set(message.all(.day).flatMap { $0.start..<min($0.start + $0.length, tokens.count) })
        return !dayTokens.isEmpty && tokens.indices.dropFirst(phrase.count).allSatisfy {
            dayTokens.contains($0) || besideADay.contains(tokens[$0]) || ["it", "was", "i", "think", "sorry", "on"].contains(tokens[$0])
        }
    }

    /// Whether `tokens` are a take-back phrase and nothing else ("no sorry", "oops", "wait no").
    static func isOnlyATakeBack(_ tokens: [String]) -> Bool {
        dayTakeBacks.contains { tokens == $0 || tokens == $0 + ["sorry"] || tokens == ["sorry"] + $0 }
    }

    /// Phrases that take back the day said just before them for the one after ("saturday, no
    /// actually friday").
    static let dayTakeBacks: [[String]] = [
        ["no", "actually"], ["actually", "no"], ["no", "wait"], ["wait", "no"], ["i", "mean"], ["i", "meant"], ["or", "rather"],
        ["sorry", "i", "mean"], ["sorry", "i", "meant"], ["no", "sorry"], ["sorry", "no"], ["oops"], ["correction"],
    ]

    /// Whether `message` tells a test's result by the test's day, the test named in another
    /// clause ("started using opks this month, todays was low", "and yesterdays was negative"):
    /// a day opening a clause of a few words, "was" or "is", and a result.
    static func namesATestByItsDay(_ message: AnalyzedMessage) -> Bool {
        let tokens = message.normalized.tokens.drop { ["and", "but", "so"].contains($0) }
        guard tokens.count <= 5, let day = message.first(.day), day.start == tokens.startIndex else { return false }
        return tokens.contains { ["was", "is", "were"].contains($0) }
    }

    /// Whether `message` names a day and nothing else ("and the 4th", "tuesday too"), not a
    /// state on that day ("fine today", "better yesterday").
    static func namesOnlyADay(_ message: AnalyzedMessage) -> Bool {
        let tokens = message.normalized.tokens
        let dayTokens = Set(message.all(.day).flatMap { $0.start..<min($0.start + $0.length, tokens.count) })
        return tokens.indices.allSatisfy { dayTokens.contains($0) || besideADay.contains(tokens[$0]) }
    }

    /// "Had sex last night, we used a condom": one time told over two clauses is one entry, on
    /// the day the clause about sex names (a night is the day of its own clause for everything
    /// else) and protected as one of the clauses says. Two days named ("on the 16th and the
    /// night after") stay two entries.
    static func oneTimeOfSex(_ writes: [JournalWrite], clauses: [Clause], today: Day,
                             classify: (AnalyzedMessage) -> IntentClassifier.Classification) -> [JournalWrite] {
        let times = writes.indices.filter { if case .sex = writes[$0] { true } else { false } }
        guard !times.isEmpty, clauses.count > 1, Set(clauses.flatMap { eventDays($0.message).map(\.text) }).count <= 1,
              case let .sex(first, _) = writes[times[0]] else { return writes }
        let namedBySex = clauses.compactMap { clause -> Day? in
            guard !eventDays(clause.message).isEmpty, classify(clause.message).intent == IntentID.logSex.rawValue,
                  case let .day(day) = resolveDay(clause.message, today: today) else { return nil }
            return day
        }.first
        guard let day = namedBySex ?? times.compactMap({ writes[$0].day }).min() else { return writes }
        let said = clauses.lazy.compactMap { protection(in: $0.message) }.first
        var kept = writes
        for index in times.dropFirst().reversed() { kept.remove(at: index) }
        kept[times[0]] = .sex(protected: said ?? first, day)
        return kept
    }

    /// The days a message tells of sex on, when it names more than one and not whether it was
    /// protected ("we dtd twice this weekend, saturday morning and sunday night"): read as if
    /// it had said, so the answer to "protected or unprotected?" is written on each. Empty for
    /// one day or none.
    static func daysOfSex(_ context: AnswerContext) -> [Day] {
        // "We had sex sunday and monday": one clause, its days joined by "and".
        if case let .day(first) = resolveDay(context.message, today: context.today) {
            let joined = joinedDays(context.message).filter { $0 <= context.today && $0 != first }
            if !joined.isEmpty { return Array(Set([first] + joined)).sorted() }
        }
        guard let clauses = context.speech?.clauses.filter({ $0.act.permitsWrites }), clauses.count > 1 else { return [] }
        var facts = context.facts
        facts.protectionSaid = false
        let days = clauseWrites(clauses, intent: context.intent.rawValue, today: context.today, facts: facts,
                                classify: context.assistant.classifier.classify).compactMap { write -> Day? in
            if case let .sex(_, day) = write { day } else { nil }
        }
        let distinct = Array(Set(days)).sorted()
        return distinct.count > 1 ? distinct : []
    }

    /// Words that make a night the time of sleep ("slept badly last night").
    static let sleptWords: MentionWords = ["slept", "sleep", "sleeping", "asleep", "woke", "waking", "insomnia", "kip", "bed", "night's"]

    /// Words that name an ovulation test ("opk", "lh", "smiley").
    static let opkWords: MentionWords = WordList.logOpkWords.mentionWords
    /// Words that, with "period" or "af", say a period started ("af arrived").
    static let periodStartWords: MentionWords = WordList.logPeriodStartWords.mentionWords
    static let drinkWords: [(kind: String, words: MentionWords)] = [
        ("alcohol", ["wine", "wines", "beer", "beers", "alcohol", "cocktail", "cocktails", "gin", "gins", "vodka", "vodkas", "prosecco",
                     "proseccos", "pint", "pints", "champagne", "cider", "ciders", "whisky", "whiskey", "tequila", "rum", "margarita",
                     "margaritas", "drinks", "booze", "lager", "lagers", "ale", "ales", "stout", "mojito", "mojitos", "spritz", "aperol",
                     "fizz", "bubbly", "cava", "sherry", "brandy", "bourbon", "baileys", "merlot", "malbec", "rioja", "shiraz",
                     "chardonnay", "sauvignon", "pinot", "riesling", "sangria"]),
        ("caffeine", ["coffee", "coffees", "caffeine", "espresso", "espressos", "latte", "lattes", "tea", "teas", "cola", "coke", "cokes",
                      "cappuccino", "cappuccinos", "americano", "americanos", "mocha", "mochas", "macchiato", "cortado", "redbull", "monster"]),
        ("tobacco", ["cigarette", "cigarettes", "smoke", "smoked", "smoking", "vape", "vaped", "vaping", "cig", "cigs"]),
    ]

    /// Words that make a drink one bought or given, not drunk.
    static let drinkPurchaseWords: MentionWords = ["bought", "buy", "buying", "ordered", "stocked", "sale", "offer", "price", "deal",
                                                  "gift", "present", "shopping", "shop", "tesco", "supermarket", "delivered", "delivery", "need"]

    /// Whether `tokens` say something was got in to keep ("got 2 bottles of wine in for
    /// christmas", "got some beers in"), not had ("got a coffee in town").
    static func saysGotIn(_ tokens: [String]) -> Bool {
        guard let got = tokens.firstIndex(where: { $0 == "got" || $0 == "get" || $0 == "getting" }) else { return false }
        return tokens.indices.dropFirst(got + 1).prefix(6).contains { index in
            tokens[index] == "in" && (index == tokens.count - 1 || ["for", "ready"].contains(tokens[index + 1]))
        }
    }

    /// Shots that are no drink: "on the Depo shot", "had my flu shot", "trigger shot tonight".
    static let shotWords: MentionWords = WordList.logShotWords.mentionWords
    /// Words that make a shot an injection ("depo", "flu", "trigger").
    static let injectionWords: MentionWords = WordList.logInjectionWords.mentionWords

    /// Words a few words before a drink that say it was not drunk but turned from ("can't
    /// stand the smell of coffee", "the thought of wine").
    static let aversionWords: Set<String> = ["smell", "smells", "stand", "hate", "aversion", "averse", "thought", "sight"]

    /// Whether every drink of `drinks` in `tokens` follows a word of aversion within four words
    /// ("i cant stand the smell of coffee anymore"): nothing drunk to count.
    static func namesOnlyAsAnAversion(_ tokens: [String], drinks: MentionWords) -> Bool {
        let named = tokens.indices.filter { drinks.contains(tokens[$0]) }
        return !named.isEmpty && named.allSatisfy { index in tokens[max(0, index - 4)..<index].contains(where: aversionWords.contains) }
    }

    /// Whether every drink of `drinks` in `tokens` is wished for, a word of `wishWords` within
    /// the four words before it and no word of drinking ("just want a cup of tea and my bed",
    /// "could murder a coffee"): nothing drunk yet. "Had 2 coffees, need another" counts.
    static func namesOnlyAsAWish(_ tokens: [String], drinks: MentionWords) -> Bool {
        let named = tokens.indices.filter { drinks.contains(tokens[$0]) }
        return !named.isEmpty && named.allSatisfy { index in
            let before = tokens[max(0, index - 4)..<index]
            return before.contains(where: wishWords.contains) && !before.contains(where: drinkingWords.contains)
        }
    }

    /// Whether every drink of `drinks` in `tokens` is a limit kept to, a word of `limitWords`
    /// within the three words before it ("trying to stay under 200mg caffeine", "max 2 coffees
    /// a day"): no drink drunk.
    static func namesOnlyALimit(_ tokens: [String], drinks: MentionWords) -> Bool {
        let named = tokens.indices.filter { drinks.contains(tokens[$0]) }
        return !named.isEmpty && named.allSatisfy { index in
            let before = tokens[max(0, index - 3)..<index]
            return before.contains(where: limitWords.contains) && !before.contains(where: drinkingWords.contains)
        }
    }

    /// Words that set a limit on a drink ("under 200mg", "max 2").
    static let limitWords: Set<String> = ["under", "below", "limit", "max", "maximum", "mg", "milligrams", "upto"]

    /// Words that wish for a drink rather than tell one drunk.
    static let wishWords: Set<String> = ["want", "wanna", "need", "fancy", "craving", "crave", "murder", "dying", "desperate", "wish"]
    /// Words that tell a drink drunk.
    static let drinkingWords: Set<String> = ["had", "drank", "drunk", "downed", "drinking", "sipped", "finished"]

    /// Words right after a drink's word that make it a thing, not a drink ("monster munch",
    /// "coffee table", "tea towel", "coffee cake").
    static let thingsNamedForDrinks: Set<String> = WordList.logThingsNamedForDrinks.set

    /// Whether every drink of `drinks` in `tokens` names a thing by its next word ("had a massive
    /// craving for monster munch", "spilt water on the coffee table"): nothing drunk to count.
    /// A pint "of" something else is a measure, not a drink of its kind ("sat up with a pint
    /// of milk").
    static func namesOnlyAThing(_ tokens: [String], drinks: MentionWords) -> Bool {
        let named = tokens.indices.filter { drinks.contains(tokens[$0]) }
        return !named.isEmpty && named.allSatisfy { index in
            guard index + 1 < tokens.count else { return false }
            if thingsNamedForDrinks.contains(tokens[index + 1]) { return true }
            return measuresOfADrink.contains(tokens[index]) && index + 2 < tokens.count && tokens[index + 1] == "of"
                && drunkByThePint.contains(tokens[index + 2])
        }
    }

    /// Whether every drink word of `tokens` is "tea" said as the evening meal ("a walk after
    /// tea", "awful since I had my tea", "fish fingers for tea"), which counts no caffeine.
    static func namesOnlyAMeal(_ tokens: [String], drinks: MentionWords) -> Bool {
        let named = tokens.indices.filter { drinks.contains(tokens[$0]) }
        return !named.isEmpty && named.allSatisfy { index in
            guard mealDrinks.contains(tokens[index]), index > 0 else { return false }
            if beforeAMeal.contains(tokens[index - 1]) { return true }
            // "had my tea", "making the kids tea": a meal had or made, with no cup or mug.
            return index > 1 && ["my", "our", "the", "kids", "their", "his", "her"].contains(tokens[index - 1])
                && tokens[max(0, index - 3)..<(index - 1)].contains(where: mealVerbs.contains)
        }
    }

    /// Drink words that also name a meal.
    static let mealDrinks: Set<String> = ["tea"]
    /// Words before a meal's name ("after tea", "for tea").
    static let beforeAMeal: Set<String> = ["after", "before", "for", "at", "during", "since", "till", "until", "til", "by"]
    /// Verbs of a meal had or made ("had my tea", "cooking the kids tea").
    static let mealVerbs: Set<String> = ["had", "having", "ate", "eat", "eating", "eaten", "made", "making", "make", "cooked", "cooking", "cook"]

    /// Drink words that are also measures ("a pint of milk").
    static let measuresOfADrink: Set<String> = ["pint", "pints"]
    /// Drinks other than beer or cider that come by the pint.
    static let drunkByThePint: Set<String> = ["milk", "water", "squash", "juice", "orange", "lemonade", "coke", "cola", "pepsi",
                                               "tea", "coffee", "ribena", "blackcurrant", "oat", "semi", "skimmed", "lime", "soda"]

    /// The kind of drink (or smoke) a message counts, if any.
    static func drinkKind(_ message: AnalyzedMessage) -> String? {
        // "Bought 6 beers for the match", "got 2 bottles of wine in for christmas": drinks
        // bought, ordered or given are none drunk.
        if message.mentions(drinkPurchaseWords) || saysGotIn(message.normalized.tokens) { return nil }
        // "A decaf latte and a cig" is a smoke: a kind in another sense leaves the next kind said.
        for drink in drinkWords where message.mentions(drink.words) {
            if lifestyleKindOtherSenses[drink.kind].map(message.mentions) ?? false { continue }
            if drink.kind == "caffeine", namesOnlyDecaf(message.normalized.tokens) { continue }
            if namesOnlyAsAnAversion(message.normalized.tokens, drinks: drink.words) { continue }
            if namesOnlyAsAWish(message.normalized.tokens, drinks: drink.words) { continue }
            if namesOnlyALimit(message.normalized.tokens, drinks: drink.words) { continue }
            if namesOnlyAThing(message.normalized.tokens, drinks: drink.words) { continue }
            if namesOnlyAMeal(message.normalized.tokens, drinks: drink.words) { continue }
            return drink.kind
        }
        // "did two shots at the party" is a drink; "the depo shot" is not.
        if message.mentions(shotWords), !message.mentions(injectionWords) { return "alcohol" }
        // "a flat white", "a red bull" are caffeine; "I feel flat" is not.
        let words = message.normalized.tokens
        for (kind, drinks) in twoWordDrinks {
            if words.indices.dropFirst().contains(where: { index in drinks.contains { $0.first == words[index - 1] && $0.second.contains(words[index]) } }) {
                return kind
            }
        }
        // "a glass of red", "a bottle of white": wine by its colour; "red discharge" is not.
        let tokens = message.normalized.tokens
        let wine = tokens.indices.dropFirst(2).contains { index in
            wineColours.contains(tokens[index]) && tokens[index - 1] == "of" && wineMeasures.contains(tokens[index - 2])
        }
        return wine ? "alcohol" : nil
    }
    /// What wine is poured in, before "of" and its colour ("a glass of red").
    static let wineMeasures: Set<String> = ["glass", "glasses", "bottle", "bottles", "bottl"]
    /// Wine said by its colour alone.
    static let wineColours: Set<String> = ["red", "white", "rose", "bubbly", "fizz"]

    /// Words for a temperature of the body ("temp", "bbt", "thermometer").
    static let bodyTemperatureWords: MentionWords = WordList.logBodyTemperatureWords.mentionWords

    /// Words that make an amount of liquid water drunk ("drank 500 ml of water", "2 glasses").
    static let waterWords: MentionWords = WordList.logWaterWords.mentionWords

    /// Whether a temperature in a statement is the person's: a word for a body's temperature
    /// ("temp", "bbt") or a reading with a decimal in a body's range ("36.45 this morning",
    /// "97.9"), not the weather ("it hit 35 degrees here today").
    static func saysABodyTemperature(_ message: AnalyzedMessage) -> Bool {
        if message.mentions(bodyTemperatureWords) { return true }
        return message.normalized.original.split(whereSeparator: { !$0.isNumber && $0 != "." }).contains { piece in
            guard piece.contains("."), let value = Double(piece) else { return false }
            return (35...42).contains(value) || (95...108).contains(value)
        }
    }

    /// How many people said: "3 coffees" → 3, "two glasses of wine" → 2, "a beer" → 1.
    static func count(in message: AnalyzedMessage) -> Int {
        // "at 3pm" is a time, not three drinks.
        let tokens = message.normalized.tokens
        let isTime = { (span: EntitySpan) in
            let after = span.start + span.length
            return (after < tokens.count && ["am", "pm", "oclock"].contains(tokens[after])) || (span.start > 0 && tokens[span.start - 1] == "at")
        }
        let number = message.all(.number).filter { !isTime($0) }.compactMap(\.value).first { $0 >= 1 && $0 <= 30 && $0 == $0.rounded() }
            ?? message.all(.count).compactMap(\.value).first
        if let number { return Int(number) }
        if message.mentions(["couple"]) { return 2 }
        if message.mentions(["few"]) { return 3 }
        return 1
    }

    /// "Bbt 98.1 this morning" … "yesterday's was 97.8, can you add that too": a reading said
    /// with no word for what it is, right after a temperature was logged, is another
    /// temperature, when it reads as one (a decimal, or 93 to 110 in °F). Nil otherwise.
    static func anotherReading(_ message: AnalyzedMessage, after lastWrites: [JournalWrite], day: Day) -> JournalWrite? {
        guard lastWrites.contains(where: { if case .temperature = $0 { true } else { false } }),
              !SpeechActReader.loggableKinds.contains(where: message.hasEntity),
              message.all(.number).contains(where: { ($0.value ?? 0).rounded() != $0.value || (93...110).contains($0.value ?? 0) }),
              let celsius = LanguageEntities.quantities.temperatureCelsius(in: message.normalized.text), (34.0...43.0).contains(celsius)
        else { return nil }
        return .temperature(celsius: celsius, day)
    }

    /// Whether the insomnia `message` names is only how a night it gives the length of went:
    /// "slept badly, like 5 hours" is that night's sleep, not insomnia besides it; "insomnia
    /// again, 3 hours" names the symptom.
    static func saysOnlyHowTheNightWent(_ message: AnalyzedMessage) -> Bool {
        let spans = message.all(.symptom).filter { $0.id == SleepLengthFact.poorSleepSymptom }
        return !spans.isEmpty && spans.allSatisfy { SleepLengthFact.howANightWent.contains($0.text) }
    }

    /// The day the clause after `index` names alone, in the same sentence ("heartburn, last
    /// night", "cramps 😩, since this morning"), for the clause at `index`, which names none;
    /// nil otherwise.
    static func dayTold(after index: Int, in clauses: [Clause], today: Day) -> Day? {
        let next = index + 1
        guard next < clauses.count, clauses[next].continuesSentence, eventDays(clauses[index].message).isEmpty,
              clauses[next].message.normalized.tokens.count <= 4, namesOnlyADay(clauses[next].message),
              case let .day(day) = resolveDay(clauses[next].message, today: today), day <= today else { return nil }
        return day
    }

    /// The day named at the end of a list of drinks or symptoms that the clause at `index`
    /// opens: "had 2 glasses of prosecco and a gin at my mates last night" had both on the night
    /// named, and so did "hot flushes and night sweats last night". Each clause after it goes on
    /// the same sentence and names an item of the same kind; nil when the list names no day.
    static func dayOfTheList(_ clauses: [Clause], from index: Int) -> Day? {
        guard let kind = listKind(clauses[index].message) else { return nil }
        var next = index + 1
        while next < clauses.count, clauses[next].continuesSentence, listKind(clauses[next].message, inAList: true) == kind {
            if let day = eventDays(clauses[next].message).first?.day { return day }
            next += 1
        }
        return nil
    }

    /// The kind of item a clause lists: its drink's kind, or "symptom" for a clause that names
    /// symptoms and little else ("hot flushes", "bad cramps") — a clause that goes on to tell
    /// more ("cramps so i stayed in") opens no list. A later item of the list may carry its day
    /// (`inAList`: "night sweats last night").
    static func listKind(_ message: AnalyzedMessage, inAList: Bool = false) -> String? {
        if let kind = drinkKind(message) { return kind }
        let others: Set<EntityKind> = [.flow, .discharge, .mood, .opk, .number, .count]
        guard message.hasEntity(.symptom), !message.entities.contains(where: { others.contains($0.kind) }) else { return nil }
        let named = message.all(.symptom).reduce(0) { $0 + $1.length }
        let days = eventDays(message).reduce(0) { $0 + $1.length }
        return message.normalized.tokens.count - named - (inAList ? days : 0) <= 2 ? "symptom" : nil
    }

    /// How long a period lasted, when clauses of a message that names no day say so and name
    /// the period ("got my period, it lasted 5 days", "had my period, it lasted a week"): a
    /// period that is over, whose start day was not said.
    static func pastPeriodLength(_ clauses: [Clause]) -> Int? {
        guard !clauses.contains(where: { !LogAnswers.eventDays($0.message).isEmpty }),
              clauses.contains(where: { $0.message.mentions(["period", "af"]) }) else { return nil }
        return clauses.lazy.compactMap { periodLength(in: $0.message) }.first
    }

    /// The writes of one clause, from its items.
    /// - Parameter testNamedBefore: whether the clause before named a pregnancy test with no
    ///   result, which this clause may give ("took a test today, negative").
    /// - Parameter temperatureBefore: whether a clause before logged a temperature, so a bare
    ///   reading in a body's range is one too ("bbt 36.72 today and 36.68 yesterday").
    static func itemWrites(_ message: AnalyzedMessage, intent: String, day: Day, today: Day? = nil, namesOvulationTest: Bool = true, testNamedBefore: Bool = false,
                           temperatureBefore: Bool = false,
                           facts: FactSettings = FactSettings(),
                           classify: (AnalyzedMessage) -> IntentClassifier.Classification) -> [JournalWrite] {
        func writes(_ intent: String) -> [JournalWrite] {
            if case let .success(found) = writesFor(intent, details: message, day: day, mode: facts.mode, protectionSaid: facts.protectionSaid) { return found }
            return []
        }
        var found: [JournalWrite] = []
        // "Egg white discharge today", "ewcm", "creamy cm": the type is what is charted.
        if let discharge = dischargeKind(message) { found.append(.discharge(discharge, day)) }
        // "Did 20 minutes of yoga this morning": a workout of its kind and length.
        if let exercise = ExerciseFact.read(message, kinds: facts.exercise) {
            found.append(.exercise(activity: exercise.activity, minutes: exercise.minutes, day))
        }
        // "Slept about 6 hours last night": the night's length, as told (no bedtime or waking made up).
        if let length = SleepLengthFact.read(message),
           let night = SleepLengthFact.night(in: message, toldOn: day, today: today ?? facts.today ?? day) {
            found.append(.sleepLength(minutes: length.minutes, night: night))
        }
        if message.hasEntity(.temperature) || temperatureBefore, saysABodyTemperature(message) { found += writes(IntentID.logTemperature.rawValue) }
        // "bfp this morning", "clearblue says not pregnant": a pregnancy test, never an ovulation
        // test, and its faint line no dizziness.
        let pregnancyTest = PregnancyTestFact.read(message, testNamedBefore: testNamedBefore, settings: facts)
        if let pregnancyTest {
            found.append(.pregnancyTest(positive: pregnancyTest.positive, faint: pregnancyTest.faint, day))
        } else if message.hasEntity(.opk), message.mentions(opkWords)
                    || namesOvulationTest && intent == IntentID.logOvulationTest.rawValue
                    || (namesOvulationTest || facts.lastWrites.contains { if case .ovulationTest = $0 { true } else { false } }) && namesATestByItsDay(message) {
            found += writes(IntentID.logOvulationTest.rawValue)
        }
        if let drink = drinkKind(message) {
            found.append(.lifestyle(kind: drink, count: drinkCount(in: message, kind: drink), detail: message.normalized.original, day))
        } else if message.hasEntity(.volume), message.mentions(waterWords) {
            // "a 500ml batch of tomato sauce" is no water drunk.
            found += writes(IntentID.logWater.rawValue)
        }
        // Grams beside food energy are protein, carbs or fat, never a body weight.
        if message.hasEntity(.energy) {
            found += writes(IntentID.logFood.rawValue)
        } else if message.hasEntity(.weight), macroGrams(message).isEmpty {
            found += writes(IntentID.logWeight.rawValue)
        }
        if message.hasEntity(.symptom) {
            // A symptom read only from a test's result ("a faint line" is no dizziness) is none.
            let spans = message.all(.symptom)
            let inTheResult = { (span: EntitySpan) in
                (span.start..<span.start + span.length).allSatisfy { pregnancyTest?.resultTokens.contains($0) ?? false }
            }
            let onlyInTheResult = Set(spans.filter(inTheResult).compactMap(\.id)).subtracting(spans.filter { !inTheResult($0) }.compactMap(\.id))
            // A discharge of a named type is logged as that type, not as a "discharge change".
            found += writes(IntentID.logSymptom.rawValue).filter { write in
                if case let .symptom(id, _, _) = write, onlyInTheResult.contains(id) { return false }
                if case .symptom("discharge-change", _, _) = write { return !message.hasEntity(.discharge) }
                return true
            }
        } else if message.hasEntity(.mood) {
            found += writes(IntentID.logMood.rawValue)
        }
        let tokens = message.normalized.tokens
        let startsPeriod = LogAnswers.namesThePeriod(message) && PeriodVerbs.anyAboutThePeriod(tokens, verbs: periodStartWords)
        let endsPeriod = (PeriodVerbs.anyAboutThePeriod(tokens, verbs: PeriodVerbs.endWords) || PeriodVerbs.saysDoneBy(tokens) && message.hasEntity(.day))
            && (message.mentions(["period", "bleeding", "af"]) || PeriodVerbs.itEnded(tokens) || intent.hasPrefix("log.period"))
        if endsPeriod {
            found += writes(IntentID.logPeriodEnd.rawValue)
        } else if startsPeriod {
            found += writes(IntentID.logPeriodStart.rawValue)
        } else if PeriodDayFact.read(tokens) == 1, PeriodDayFact.countsTheCycleDay(tokens), !message.mentions(SpeechOverrides.hedges) {
            // "cd1 today, cramps and back pain": the first day of a period is its start. (A later
            // day, "cd8, ewcm", is no start to write: the start is usually logged already.)
            found.append(.periodStart(day))
            if message.hasEntity(.flow) { found += writes(IntentID.logFlow.rawValue) }
        } else if message.hasEntity(.flow), !message.hasEntity(.opk) || message.mentions(["flow", "bleeding", "period"]) {
            found += writes(IntentID.logFlow.rawValue)
        }
        // "spotting" is both a symptom and a flow: logged once, as the flow.
        if found.contains(.flow("spotting", day)) { found.removeAll { $0 == .symptom("spotting", severity: nil, day) || { if case .symptom("spotting", _, _) = $0 { true } else { false } }($0) } }
        if found.contains(where: { if case .sleepLength = $0 { true } else { false } }), saysOnlyHowTheNightWent(message) {
            found.removeAll { if case .symptom(SleepLengthFact.poorSleepSymptom, _, _) = $0 { true } else { false } }
        }
        guard found.isEmpty else { return found }
        // A clause with no item of its own: what it says, read by the model, but never a period
        // end without an end word ("I think I'm getting my period" once ended a 30-day period),
        // a period start said with a doubt, or a lifestyle entry of no known kind.
        // "Sunday night" alone names a day, no item: the items it repeats come from the clause
        // before it (`clauseWrites`), never from what the model makes of two words.
        if namesOnlyADay(message) { return [] }
        if let reading = anotherReading(message, after: facts.lastWrites, day: day) { return [reading] }
        let own = classify(message).intent
        switch own {
        // "No bd last night, both of us dead on our feet": the model hears a couple in "both of
        // us"; a clause that names no sex tells none.
        case IntentID.logSex.rawValue where namesSex(tokens): return writes(own)
        case IntentID.logFlow.rawValue: return writes(own)
        case IntentID.logNote.rawValue where found.isEmpty && ExerciseFact.read(message, kinds: facts.exercise) != nil: return []
        case IntentID.logPeriodStart.rawValue where (LogAnswers.namesThePeriod(message) || message.mentions(["bleeding"])) && !message.mentions(SpeechOverrides.hedges)
            && !PeriodVerbs.anyAboutSomethingElse(tokens, verbs: periodStartWords) && namesAPeriodStart(message):
            return writes(IntentID.logPeriodStart.rawValue)
        case IntentID.logLifestyle.rawValue where lifestyleKind(message) != "other": return writes(IntentID.logLifestyle.rawValue)
        default: return []
        }
    }

    /// Whether a clause's words name sex: a word for it ("sex", "bd", read "baby dance",
    /// "made love", "slept together") or "did it" / "done it".
    static func namesSex(_ tokens: [String]) -> Bool {
        if tokens.contains(where: sexWords.contains) { return true }
        return zip(tokens, tokens.dropFirst()).contains { ["did", "done", "do", "doing"].contains($0) && $1 == "it" }
    }

    /// Words that name sex in a clause the model reads as logging it.
    static let sexWords: Set<String> = ["sex", "intercourse", "dance", "dancing", "deed", "love", "together", "dtd", "shagged", "shag", "bonked",
                                        "nookie", "unprotected", "protected", "condom", "condoms", "bms", "timed"]

    /// "no, I meant the 3rd", "sorry, yesterday not today": the last message's writes, taken
    /// back and written again on the day meant.
    static func moveLastWrites(_ context: inout AnswerContext) -> AnswerOutput {
        let last = context.conversation.lastWrites
        // "The yoga was yesterday" after yoga and a run: only the entry it names moves, and a
        // shift ("the day before") counts from that entry's day.
        let named = last.indices.filter { names(context.message, last[$0]) }
        guard !last.isEmpty, last.allSatisfy({ $0.day != nil }),
              let target = SpeechOverrides.correctedDay(context.message, correcting: (named.first.map { last[$0] } ?? last.first)?.day) else {
            return AnswerOutput(key: .logNothingToMove, rememberIntent: false)
        }
        guard target <= context.today else {
            return AnswerOutput(key: .logFutureDay, values: ["day": .day(target)], rememberIntent: false)
        }
        // The last message's writes were stored as one action: one undo takes them all back.
        var undone: [Reply.Action] = []
        do {
            if let summary = try context.store.undoLast() { undone.append(Reply.Action(kind: "undo", day: nil, summary: summary)) }
        } catch {
            return AnswerOutput(key: .logFailed, values: ["reason": .string(String(describing: error)), "done": .list([])], rememberIntent: false)
        }
        let moving = named.isEmpty ? Array(last.indices) : named
        let writes = last.indices.map { moving.contains($0) ? last[$0].moved(to: target) : last[$0] }
        var output = save(writes, day: target, key: .logMoved, &context)
        if moving.count < last.count, output.key == .logMoved {
            output.values["summaries"] = .list(moving.filter(output.actions.indices.contains).map {
                .string(SavedWrites.spoken(output.actions[$0].summary, today: context.today))
            })
        }
        if output.key == .logMoved, case let .list(said)? = output.values["summaries"] {
            let texts = said.compactMap { if case let .string(text) = $0 { text } else { nil } }
            output.values["sayTheirDays"] = .bool(SavedWrites.sayTheirDays(texts, today: context.today))
        }
        output.actions = undone + output.actions
        return output
    }

    /// The days a clause names after its first, each joined to the one before by "and" alone
    /// ("sunday and monday", "yesterday and today", "on the 15th and the 16th"): what the
    /// clause tells happened on each. Empty when the clause names one day, or days said apart
    /// ("sunday, and the pain started monday" names its own day for its own item).
    static func joinedDays(_ message: AnalyzedMessage) -> [Day] {
        let spans = eventDays(message).sorted { $0.start < $1.start }
        guard spans.count > 1 else { return [] }
        let tokens = message.normalized.tokens
        var days: [Day] = []
        for (before, span) in zip(spans, spans.dropFirst()) {
            let end = min(before.start + max(1, before.length), span.start)
            let between = tokens[end..<min(span.start, tokens.count)]
            guard between.contains(where: { ["and", "&"].contains($0) }), between.allSatisfy({ ["and", "&", "on", "the"].contains($0) }),
                  let day = span.day else { break }
            days.append(day)
        }
        return days
    }

    /// The days of `named`'s month that `tokens` list and nothing else ("16th", "16th and
    /// 17th", "and the 17th"), when the clause before named `named` by its day of the month;
    /// nil when the clause says anything more, or a day that month does not have.
    static func listedDaysOfTheMonth(_ tokens: [String], after named: Day) -> [Day]? {
        var days: [Day] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            // "And the 16th as well": words that add a day stand beside it.
            if ["and", "the", "&"].contains(token) || addingADay.contains(token) || token == "as" { index += 1; continue }
            // "16th" as one word, or "16" and "th".
            let digits = token.prefix { $0.isNumber }
            let suffix = token.dropFirst(digits.count)
            var end = index + 1
            if suffix.isEmpty, index + 1 < tokens.count, ["st", "nd", "rd", "th"].contains(tokens[index + 1]) { end = index + 2 }
            else if !["st", "nd", "rd", "th"].contains(String(suffix)) { return nil }
            guard !digits.isEmpty, digits.count <= 2, let value = Int(digits),
                  let day = Day(year: named.year, month: named.month, day: value) else { return nil }
            days.append(day)
            index = end
        }
        return days.isEmpty ? nil : days
    }

    /// The words of two drinks' clauses kept as one entry's note ("flat white this morning,
    /// another at 11"), each said once.
    static func joinedDetails(_ earlier: JournalWrite, _ detail: String) -> String {
        guard case let .lifestyle(_, _, before, _) = earlier, !before.isEmpty, before != detail else { return detail }
        return before + ", " + detail
    }

    /// Whether `message` names `write` by what it is ("the yoga", "the coffee", "the cramps",
    /// "the temp"), beyond a day.
    static func names(_ message: AnalyzedMessage, _ write: JournalWrite) -> Bool {
        switch write {
        case let .symptom(id, _, _): message.all(.symptom).contains { $0.id == id }
        case let .mood(id, _): message.all(.mood).contains { $0.id == id }
        case .flow: message.hasEntity(.flow) || message.mentions(["flow", "bleeding", "spotting"])
        case let .exercise(activity, _, _): message.mentions([activity]) || ReaderWords.builtIn.map { words in
            words.exercise.contains { $0.id == activity && message.mentions($0.words) } } ?? false
        case let .lifestyle(kind, _, _, _): drinkKind(message) == kind || lifestyleKinds.contains { $0.kind == kind && message.mentions($0.words) }
        case .water: message.mentions(waterWords)
        case .temperature: message.mentions(bodyTemperatureWords)
        case .weight: message.mentions(["weight", "weighed", "weigh", "kg", "lbs", "lb"])
        case .sex: message.mentions(["sex", "bd", "intercourse"])
        case .sleepLength: message.mentions(SleepLengthFact.sleepWords)
        case let .ovulationTest(result, _): message.mentions(opkWords) || message.all(.opk).contains { $0.id == result }
        // "Actually it stopped yesterday" after a period's start and end: the end moves.
        case .periodStart: PeriodVerbs.anyAboutThePeriod(message.normalized.tokens, verbs: periodStartWords)
        case .periodEnd: PeriodVerbs.anyAboutThePeriod(message.normalized.tokens, verbs: PeriodVerbs.endWords)
        default: false
        }
    }
}

extension LogAnswers {
    /// The last message's writes again, with `correction` made: the old ones are taken back
    /// (one action, as they were stored) and the corrected set stored as one action, so "undo"
    /// still takes back the whole message.
    static func correctLastWrite(_ correction: ValueCorrection, _ context: inout AnswerContext) -> AnswerOutput {
        var writes = context.conversation.lastWrites
        var undone: [Reply.Action] = []
        do {
            if let summary = try context.store.undoLast() { undone.append(Reply.Action(kind: "undo", day: nil, summary: summary)) }
        } catch {
            return AnswerOutput(key: .logFailed, values: ["reason": .string(String(describing: error)), "done": .list([])], rememberIntent: false)
        }
        writes[correction.index] = correction.corrected
        var changed = correction.index
        // A day has one flow: "af showed up, bleeding heavy" then "no wait, it's not af, just
        // spotting" keeps the spotting, not the heavy flow written beside the period's start.
        if case let .flow(_, day) = correction.corrected {
            let others = writes.indices.filter { index in
                if index != correction.index, case .flow(_, day) = writes[index] { true } else { false }
            }
            changed -= others.filter { $0 < correction.index }.count
            for index in others.reversed() { writes.remove(at: index) }
        }
        let day = correction.corrected.day ?? context.today
        var output = save(writes, day: day, key: .logChanged, &context)
        if output.key == .logChanged, output.actions.indices.contains(changed) {
            output.values["changed"] = .string(SavedWrites.spoken(output.actions[changed].summary, today: context.today))
        }
        output.actions = undone + output.actions
        return output
    }
}

extension LogAnswers {
    /// "Bit of pinkish spotting this morning" at 20 weeks: the care answer comes first, and what
    /// the person told of their own recent days is still kept, said after it (`triage.noted`),
    /// so the log and the clinic report hold it. Only statements about the past week write.
    static func noteAlongside(_ speech: SpeechReading, in output: inout AnswerOutput, _ context: inout AnswerContext) {
        let statements = speech.clauses.filter { $0.act == .log }
        guard !statements.isEmpty else { return }
        let today = context.today
        let writes = clauseWrites(statements, intent: IntentID.logItems.rawValue, today: today, facts: context.facts,
                                  classify: context.assistant.classifier.classify)
            .filter { write in write.day.map { $0 >= today - 6 && $0 <= today } ?? false }
        guard !writes.isEmpty else { return }
        let saved = SavedWrites.save(writes, day: writes[0].day ?? today, key: .logDone, &context)
        guard saved.key == .logDone, let summaries = saved.values["summaries"] else { return }
        output.actions += saved.actions
        output.values["noted"] = summaries
        output.footers.append(.triageNoted)
    }
}

extension LogAnswers {
    /// The care answer first, then the correction `message` makes to what was just written,
    /// said after it (`triage.changed`): "oh actually no, the condom came off halfway" changes
    /// the sex just logged to unprotected beside the advice on emergency contraception.
    static func correctAlongside(_ message: AnalyzedMessage, in output: inout AnswerOutput, _ context: inout AnswerContext) {
        guard let correction = ValueCorrection.read(message, lastWrites: context.conversation.lastWrites,
                                                    glassesSaid: context.conversation.waterToldInGlasses) else { return }
        let changed = correctLastWrite(correction, &context)
        guard changed.key == .logChanged, let said = changed.values["changed"] else { return }
        output.actions += changed.actions
        output.values["changed"] = said
        output.footers.append(.triageChanged)
    }
}

extension JournalWrite {
    /// The same write on another day (writes without a day are unchanged).
    func moved(to day: Day) -> JournalWrite {
        switch self {
        case .periodStart: .periodStart(day)
        case .periodEnd: .periodEnd(day)
        case let .flow(id, _): .flow(id, day)
        case let .symptom(id, severity, _): .symptom(id, severity: severity, day)
        case let .mood(id, _): .mood(id, day)
        case let .temperature(celsius, _): .temperature(celsius: celsius, day)
        case let .ovulationTest(result, _): .ovulationTest(result, day)
        case let .pregnancyTest(positive, faint, _): .pregnancyTest(positive: positive, faint: faint, day)
        case let .water(milliliters, _): .water(milliliters: milliliters, day)
        case let .weight(kilograms, _): .weight(kilograms: kilograms, day)
        case let .food(kcal, protein, carbs, fat, note, _): .food(kcal: kcal, protein: protein, carbs: carbs, fat: fat, note: note, day)
        case let .sex(protected, _): .sex(protected: protected, day)
        case let .discharge(kind, _): .discharge(kind, day)
        case let .exercise(activity, minutes, _): .exercise(activity: activity, minutes: minutes, day)
        case let .lifestyle(kind, count, detail, _): .lifestyle(kind: kind, count: count, detail: detail, day)
        case let .note(text, _): .note(text, day)
        case let .sleep(bedtime, wake, _): .sleep(bedtime: bedtime, wake: wake, morning: day)
        case let .sleepLength(minutes, _): .sleepLength(minutes: minutes, night: day)
        case let .appointment(title, at): .appointment(title: title, at: Moment(day: day, secondOfDay: at.secondOfDay))
        case .mode, .switchProfile, .pregnancy, .typicalCycleLength: self
        }
    }
}

extension JournalWrite {
    /// Whether a clause of only a day can repeat this write on that day ("and last night too"):
    /// a symptom, mood, flow, sex, drink, workout or discharge; never a period's start or end.
    var repeatsOnAnotherDay: Bool {
        switch self {
        case .symptom, .mood, .flow, .sex, .lifestyle, .exercise, .discharge: true
        default: false
        }
    }

    /// Whether this is a day's flow.
    var isFlow: Bool { if case .flow = self { true } else { false } }
}
