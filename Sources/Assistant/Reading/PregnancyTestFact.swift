import CycleCore

/// A home pregnancy test's result said in a statement ("bfp this morning", "took a test today,
/// negative", "clearblue says not pregnant", "2 lines on the test", "8dpo and bfn"), read from
/// its words: a word for the test and a word for its result. A faint line is a positive, kept
/// as faint.
///
/// A test is named by a word of its own (`pregnancyTest.names`: "hpt", "frer"; "bfp" and "bfn",
/// which the normaliser reads as "positive pregnancy test" and "negative pregnancy test"; a
/// "pregnancy test") or by a plain word for a test (`pregnancyTest.testWords`: "test",
/// "tested", "stick"). A plain word is a pregnancy test only outside pregnancy mode (where
/// "the test was negative" is more often the midwife's) and only when nothing in the message
/// speaks of ovulation ("tested positive, so when are my fertile days?"). No clause that names
/// an ovulation test ("positive opk"), another test ("covid test", "glucose test") or a
/// result no one can read yet ("an evap line?") is a pregnancy test. Whether it is a statement
/// is the speech-act reader's (only a statement's clauses are read here); the clause itself
/// says when the test is not the person's own now: denied ("still no bfp"), someone else's
/// ("got her bfp"), or another time ("with baby #1", "christmas day 2017", "years ago").
struct PregnancyTestFact: Equatable {
    /// Whether the test was positive (a faint line included).
    let positive: Bool
    /// Whether a positive was a faint line.
    let faint: Bool
    /// The clause's tokens that told the result ("faint", "line"): they name nothing else (a
    /// faint line is no dizziness).
    let resultTokens: Set<Int>

    /// Words that name a home pregnancy test on their own ("hpt", "frer", "digital", "clearblue").
    static let names: Set<String> = WordList.pregnancyTestNames.set
    /// Plain words for a test ("test", "tested", "stick").
    static let testWords: Set<String> = WordList.pregnancyTestTestWords.set
    /// Words of ovulation and its tests ("ovulated", "fertile", "peak", and `log.opkWords`: "opk",
    /// "smiley"): a message with one speaks of ovulation.
    static let ovulationWords: MentionWords = WordList.pregnancyTestOvulationWords.mentionWords.union(LogAnswers.opkWords.words)
    /// Words of another test, or of ovulation and its tests ("covid", "glucose", "opk", "peak").
    static let otherTests: Set<String> = WordList.pregnancyTestOtherTests.set.union(ovulationWords.words)
    /// Words that make a result unreadable for now ("evap", "invalid", "squinter").
    static let unreadable: Set<String> = WordList.pregnancyTestUnreadable.set
    /// Words for a positive result ("positive", "pos").
    static let positiveWords: Set<String> = WordList.pregnancyTestPositiveWords.set
    /// Words for a negative result ("negative", "neg").
    static let negativeWords: Set<String> = WordList.pregnancyTestNegativeWords.set
    /// Words around "positive" that make it a frame of mind ("staying positive", "positive vibes").
    static let mindWords: Set<String> = WordList.pregnancyTestMindWords.set
    /// Words before "pregnant" that make it what a test read ("says pregnant", "i am pregnant").
    static let readingWords: Set<String> = WordList.pregnancyTestReadingWords.set
    /// Words that make a result a doubt, not a reading ("i think it's positive", "maybe a line").
    static let hedges: MentionWords = SpeechOverrides.hedges
    /// Brand names that make ovulation tests as well as pregnancy tests: on their own they
    /// name a pregnancy test only beside "pregnant" or "pregnancy".
    static let sharedBrands: Set<String> = ["clearblue"]
    /// Words a test is named by after "pregnancy" ("pregnancy test", "preg stick").
    static let afterPregnancy: Set<String> = ["test", "tests", "stick", "sticks"]
    /// Words for one line and for two ("only one line", "2 lines", "a second line").
    static let oneWords: Set<String> = ["one", "1", "single", "only"]
    static let twoWords: Set<String> = ["two", "2", "second", "double", "both"]
    static let lineWords: Set<String> = ["line", "lines"]

    /// The test `message` (one clause) states: its result, with the test named in the clause
    /// or, when `testNamedBefore`, in the clause just before it ("took a test today, negative").
    /// - Parameters:
    ///   - message: the clause.
    ///   - testNamedBefore: whether the clause before named a pregnancy test with no result.
    ///   - settings: the mode, and whether the message speaks of ovulation anywhere.
    /// - Returns: the result, or nil when the clause states no pregnancy test.
    static func read(_ message: AnalyzedMessage, testNamedBefore: Bool = false, settings: FactSettings) -> PregnancyTestFact? {
        let said = Said(message)
        guard !said.namesAnotherTest, !message.mentions(hedges), !said.isSomeoneElses,
              !said.tellsAnotherTime(settings.today, namesADay: message.hasEntity(.day)) else { return nil }
        guard testNamedBefore || said.namesATest(settings) else { return nil }
        // "Really want a bfp for christmas", "praying for a positive": a result wished for.
        if wishedFor(said.tokens) { return nil }
        // "I've taken a couple of tests but all came back negative": several tests on days not
        // said are no one day's test.
        if !message.hasEntity(.day), said.tokens.contains(where: ["couple", "few", "several", "all", "both", "tests"].contains) { return nil }
        return result(in: said.tokens)
    }

    /// Words of wishing or hoping that, before a test's result, make it a result wished for
    /// ("really want a bfp for christmas" logged a positive test).
    static let wishWords: Set<String> = ["want", "wanted", "wanna", "need", "hoping", "hope", "pray", "praying", "desperate", "longing",
                                         "wish", "wishing", "dreaming", "dream", "manifesting", "crossed"]

    /// Words that, a few words before "get" or "see", make a result one still awaited ("cutting
    /// down before we get our bfp", "till i see 2 lines").
    static let awaitingWords: Set<String> = ["before", "until", "till", "til", "untill"]
    static let gettingWords: Set<String> = ["get", "gets", "getting", "see", "seeing", "have"]

    /// Whether a word of `wishWords` comes before the first word that names a test or its
    /// result, or a result is awaited ("before we get our bfp").
    static func wishedFor(_ tokens: [String]) -> Bool {
        guard let first = tokens.firstIndex(where: { positiveWords.contains($0) || negativeWords.contains($0) || names.contains($0) || testWords.contains($0) })
        else { return false }
        let before = tokens[..<first]
        if before.contains(where: wishWords.contains) { return true }
        return before.indices.contains { index in
            awaitingWords.contains(before[index]) && before[index...].prefix(4).contains(where: gettingWords.contains)
        }
    }

    /// Whether `message` (one clause) names a home pregnancy test, with or without its result.
    static func namesATest(_ message: AnalyzedMessage, settings: FactSettings) -> Bool {
        let said = Said(message)
        return !said.namesAnotherTest && said.namesATest(settings)
    }

    /// Whether any clause of `clauses` (read in order, a test named in one clause giving its
    /// result in the next) states a pregnancy test.
    static func isStated(in clauses: [Clause], settings: FactSettings) -> Bool {
        var named = false
        for clause in clauses {
            if read(clause.message, testNamedBefore: named, settings: settings) != nil { return true }
            named = namesATest(clause.message, settings: settings)
        }
        return false
    }

    /// A clause's words: normalised, and as typed where the spelling corrector changed one
    /// ("frer", "evap" are no dictionary words).
    private struct Said {
        let tokens: [String]
        let all: Set<String>

        init(_ message: AnalyzedMessage) {
            tokens = message.normalized.tokens
            all = Set(tokens).union(message.normalized.typed.map { $0.lowercased() })
        }

        /// "Got her bfp", "she tested positive": someone else's test (the speech-act reader finds
        /// most; these are said with the person in the clause too, "one of the girls in my group").
        var isSomeoneElses: Bool {
            let possessives: Set<String> = ["her", "his", "their"], subjects: Set<String> = ["she", "he", "they", "shes", "hes"]
            let own: Set<String> = ["i", "we", "im", "ive", "weve"]
            if tokens.indices.dropLast().contains(where: { possessives.contains(tokens[$0]) && PregnancyTestFact.isResultOrTest(tokens[$0 + 1]) }) {
                return true
            }
            return tokens.contains(where: subjects.contains) && !tokens.contains(where: own.contains)
        }

        /// "With baby #1 I got my bfp at 11dpo", "my first positive was christmas day 2017",
        /// "years ago", "bfn last cycle": a test of another time, not one to log today.
        func tellsAnotherTime(_ today: Day?, namesADay: Bool) -> Bool {
            if let pastTime = ReaderWords.builtIn?.pastTime, pastTime.isLongAgo(tokens) { return true }
            guard !namesADay else { return false }
            // A recent past with no day read ("last month", "bfn last cycle"); a day read
            // ("last night", "on monday") is the day reader's.
            if let pastTime = ReaderWords.builtIn?.pastTime, pastTime.recentPast.occur(in: tokens) { return true }
            if tokens.indices.dropLast().contains(where: { ["last", "previous"].contains(tokens[$0]) && ["cycle", "round", "month"].contains(tokens[$0 + 1]) }) {
                return true
            }
            // A year with no day read ("christmas day 2017").
            if let today, tokens.contains(where: { Int($0).map { (1900..<today.year).contains($0) } ?? false }) { return true }
            // "With baby 1", "with baby number one": a pregnancy before this one.
            return tokens.indices.contains { index in
                guard tokens[index] == "with" else { return false }
                let after = tokens[(index + 1)..<min(tokens.count, index + 4)].filter { !["my", "our", "the", "number", "no", "#"].contains($0) }
                return after.first == "baby" && ["1", "one", "first"].contains(after.dropFirst().first ?? "")
            }
        }

        var namesAnotherTest: Bool {
            !all.isDisjoint(with: PregnancyTestFact.otherTests) || !all.isDisjoint(with: PregnancyTestFact.unreadable)
        }

        func namesATest(_ settings: FactSettings) -> Bool {
            // "pregnancy test", "preg test" (read as "pregnant test"), "bfp" ("positive pregnancy
            // test"), "first response".
            let phrase = tokens.indices.dropLast().contains { index in
                (["pregnancy", "pregnant"].contains(tokens[index]) && PregnancyTestFact.afterPregnancy.contains(tokens[index + 1]))
                    || (tokens[index] == "first" && tokens[index + 1] == "response")
            }
            if phrase || all.contains(where: { PregnancyTestFact.names.contains($0) && !PregnancyTestFact.sharedBrands.contains($0) }) {
                return true
            }
            // "Clearblue says not pregnant": a brand that makes both tests, beside a pregnancy.
            if !all.isDisjoint(with: PregnancyTestFact.sharedBrands) { return all.contains("pregnant") || all.contains("pregnancy") }
            // A plain word for a test: not in pregnancy mode, and not in a message about ovulation.
            guard settings.mode != .pregnancy, !settings.speaksOfOvulation else { return false }
            return tokens.contains(where: PregnancyTestFact.testWords.contains)
        }
    }

    /// Whether `word` names a test or its result ("test", "positive", "bfp" read as "positive").
    static func isResultOrTest(_ word: String) -> Bool {
        positiveWords.contains(word) || negativeWords.contains(word) || testWords.contains(word) || names.contains(word)
            || lineWords.contains(word) || ["pregnancy", "first", "faint"].contains(word)
    }

    /// Words within two before a result that deny it ("still no bfp", "never a positive").
    static let denials: Set<String> = ["no", "never", "without", "none", "nothing", "nor"]
    /// Words within three before a result that put it ahead ("trying to quit before bfp",
    /// "waiting for a positive").
    static let ahead: Set<String> = ["before", "until", "till", "til", "waiting", "hoping", "praying", "wishing"]

    /// The result `tokens` tell: a word for positive or negative ("positive", "neg", "not
    /// pregnant", "says pregnant"), or lines ("2 lines", "a faint line", "only one line").
    static func result(in tokens: [String]) -> PregnancyTestFact? {
        var positive: Bool?
        var used: Set<Int> = []
        for (index, token) in tokens.enumerated() {
            let before = index > 0 ? tokens[index - 1] : ""
            let after = index + 1 < tokens.count ? tokens[index + 1] : ""
            let shortlyBefore = tokens[max(0, index - 2)..<index]
            // "Still no bfp", "never had a positive": no test told.
            if isResultOrTest(token), shortlyBefore.contains(where: denials.contains)
                || tokens[max(0, index - 3)..<index].contains(where: ahead.contains) { return nil }
            if positiveWords.contains(token) {
                // "Staying positive", "trying to stay positive", "positive vibes": a frame of mind.
                if mindWords.contains(before) || mindWords.contains(after) { continue }
                // "Not positive", "not a bfp": a negative.
                positive = !shortlyBefore.contains("not")
                used.insert(index)
            } else if negativeWords.contains(token) {
                // "Not negative" says too little to keep.
                if shortlyBefore.contains("not") { return nil }
                positive = false
                used.insert(index)
            } else if token == "pregnant", !afterPregnancy.contains(after) {
                // "Clearblue says not pregnant", "it said pregnant 1-2", "i am pregnant"; not
                // "trying to get pregnant".
                let reading = before == "not" ? (index > 1 ? tokens[index - 2] : "") : before
                guard readingWords.contains(reading) else { continue }
                positive = before != "not"
                used.insert(index)
            } else if lineWords.contains(token) {
                // "2 lines", "a faint second line", "only one line".
                let counted = tokens[max(0, index - 3)..<index]
                if counted.contains(where: twoWords.contains) || (token == "lines" && !counted.contains(where: oneWords.contains)) {
                    positive = true
                } else if counted.contains(where: oneWords.contains) {
                    positive = false
                } else if counted.contains("faint") {
                    positive = true
                } else {
                    continue
                }
                used.insert(index)
            }
        }
        guard let positive else { return nil }
        // "A faint positive", "a faint line", "very faint but there".
        let faintAt = tokens.indices.filter { tokens[$0] == "faint" }
        let faint = positive && !faintAt.isEmpty
        return PregnancyTestFact(positive: positive, faint: faint, resultTokens: used.union(faint ? Set(faintAt) : []))
    }
}
