@testable import Assistant
import CycleCore
import Testing
import Wellness

/// The chat's wellness and import answers, from an in-memory store: the card's own numbers and
/// its "data unavailable" and "calibrating" lines, never a made-up score, and never a write.
@Suite struct WellnessChatTests {
    let assistant = AssistantFixture.assistant
    let today = AssistantFixture.today

    func ask(_ message: String, _ store: InMemoryStore) -> Reply {
        var conversation = Conversation()
        return assistant.respond(to: message, in: &conversation, store: store, today: today)
    }

    var scored: ScoreCard {
        ScoreCard(kind: .recovery, day: today, value: 72, status: .scored,
                  terms: [ScoreTerm(name: "Start", detail: "Starting point", points: 60),
                          ScoreTerm(name: "HRV", detail: "HRV 48 ms, 9% above your 60-day normal (44 ms)", points: 6),
                          ScoreTerm(name: "Sleep", detail: "Last night's sleep score 100", points: 6)],
                  inputsUsed: ["HRV", "resting heart rate", "last night's sleep"])
    }

    /// A store with one card of every score, each in the given status.
    func store(_ status: ScoreStatus) -> InMemoryStore {
        let store = InMemoryStore()
        for kind in ScoreKind.allCases {
            store.wellnessCards[kind] = status == .scored
                ? ScoreCard(kind: kind, day: today, value: 72, status: .scored, terms: scored.terms, inputsUsed: scored.inputsUsed)
                : ScoreCard(kind: kind, day: today, status: status)
        }
        return store
    }

    static let questions = ["how did I sleep?", "what's my recovery today?", "why is my stress high?", "show my week",
                            "what's my strain today", "does caffeine affect my sleep?", "import my Apple Health data"]

    @Test func eachIssueQuestionReachesItsIntent() {
        let expected = ["scores.sleep", "scores.recovery", "scores.stress", "scores.week", "scores.strain", "scores.patterns", "import.help"]
        for (question, intent) in zip(Self.questions, expected) {
            #expect(ask(question, InMemoryStore()).intent == intent, "\(question)")
        }
    }

    @Test func aScoredCardIsShownWithTheCardsOwnLines() {
        let store = InMemoryStore()
        store.wellnessCards[.recovery] = scored
        let reply = ask("what's my recovery today?", store)
        for line in scored.explanation { #expect(reply.text.contains(line), "missing: \(line)") }
        #expect(reply.text.contains("Recovery 72/100 (green, good)"))
    }

    @Test func anUnavailableScoreSaysWhyAndShowsNoNumber() {
        let store = InMemoryStore()
        store.wellnessCards[.recovery] = ScoreCard(kind: .recovery, day: today,
                                                   status: .unavailable("no overnight HRV or resting heart rate for 2026-11-22"))
        let reply = ask("what's my recovery today?", store)
        #expect(reply.text.contains("Recovery: data unavailable: no overnight HRV or resting heart rate for 2026-11-22"))
        #expect(!reply.text.contains("/100"))
    }

    @Test func aCalibratingScoreSaysHowManyNightsAreLeft() {
        let store = InMemoryStore()
        store.wellnessCards[.sleep] = ScoreCard(kind: .sleep, day: today, status: .calibrating(nightsLeft: 5, "building your 60-day baseline"))
        let reply = ask("how did I sleep?", store)
        #expect(reply.text.contains("Sleep: calibrating: 5 more nights (building your 60-day baseline)"))
        #expect(!reply.text.contains("/100"))
    }

    @Test func aStoreWithoutWellnessDataSaysDataUnavailable() {
        for question in Self.questions.dropLast() {
            let reply = ask(question, InMemoryStore())
            #expect(reply.text.hasPrefix("data unavailable:"), "\(question): \(reply.text)")
            #expect(!reply.text.contains("/100"))
        }
    }

    @Test(arguments: [ScoreStatus.scored, .unavailable("no data"), .calibrating(nightsLeft: 3, "building")])
    func questionsNeverWrite(status: ScoreStatus) {
        for question in Self.questions + ["how did i sleep last night, badly i think?", "did my coffee yesterday affect my sleep"] {
            let store = store(status)
            let reply = ask(question, store)
            #expect(store.writes.isEmpty, "\(question) wrote \(store.writes)")
            #expect(reply.actions.isEmpty)
        }
    }

    @Test func aFoundPatternIsReportedAsAnAssociationWithItsStatistics() {
        let store = InMemoryStore()
        let found = PatternTest(factor: "caffeine", score: .sleep, exposedDays: 12, otherDays: 30, meanDifference: -8.2,
                                p: 0.002, q: 0.01, interval: -13 ... -3)
        store.patternReport = PatternReport(found: [found], tested: [found], notTested: [])
        let reply = ask("does caffeine affect my sleep?", store)
        #expect(reply.text.contains(found.sentence))
        #expect(reply.text.contains("95% CI 3 to 13; 12 days vs 30"))
        #expect(reply.text.contains("not cause and effect") || reply.text.contains("not a cause"))
    }

    @Test func aTestedPairWithoutAFindingIsNotReportedAsOne() {
        let store = InMemoryStore()
        let tested = PatternTest(factor: "caffeine", score: .sleep, exposedDays: 11, otherDays: 25, meanDifference: -1.4, p: 0.5, q: 0.8)
        let other = PatternTest(factor: "alcohol", score: .recovery, exposedDays: 10, otherDays: 20, meanDifference: -9, p: 0.001, q: 0.004,
                                interval: -14 ... -4)
        store.patternReport = PatternReport(found: [other], tested: [tested, other], notTested: [])
        let reply = ask("does caffeine affect my sleep?", store)
        #expect(reply.text.contains("caffeine"))
        #expect(reply.text.contains("q = 0.8"))
        #expect(!reply.text.contains("alcohol"), "a finding about another pair is not an answer to this one")
    }

    @Test func tooFewDaysSaysDataUnavailableAndWhatIsNeeded() {
        let store = InMemoryStore()
        store.patternReport = PatternReport(found: [], tested: [], notTested: [
            "caffeine × sleep: 4 days with and 20 without; 10 of each needed",
            "alcohol × sleep: 2 days with and 22 without; 10 of each needed",
        ])
        let reply = ask("does caffeine affect my sleep?", store)
        #expect(reply.text.hasPrefix("data unavailable:"))
        #expect(reply.text.contains("caffeine × sleep: 4 days with and 20 without; 10 of each needed"))
        #expect(!reply.text.contains("alcohol"))
    }

    @Test func importHelpExplainsTheCommandAndUndo() {
        let reply = ask("import my Apple Health data", InMemoryStore())
        #expect(reply.text.contains("bloom import FILE --dry-run"))
        #expect(reply.text.contains("bloom import --undo"))
        #expect(reply.actions.isEmpty)
    }

    @Test func cycleEstimatesSayHowManyCyclesCameFromWhere() {
        let store = InMemoryStore.cycles(from: today - 120, lengths: [28, 29, 28, 30], mode: .cycle)
        for question in ["when is my next period", "how regular are my cycles"] {
            #expect(!ask(question, store).text.contains("came from"))
        }
        store.imports = ImportSummary(lastImport: nil, periodSources: ["Clue": 12, "Bloom": 2, "drip": 3])
        for question in ["when is my next period", "how regular are my cycles"] {
            let text = ask(question, store).text
            #expect(text.contains("12 of your cycles came from Clue, 3 from drip, and you logged 2 in Bloom."), "\(question): \(text)")
        }
        var conversation = Conversation()
        _ = assistant.respond(to: "when is my next period", in: &conversation, store: store, today: today)
        let why = assistant.respond(to: "why that date?", in: &conversation, store: store, today: today)
        #expect(why.intent == "cycle.explain")
        #expect(why.text.contains("12 of your cycles came from Clue"))
    }

    /// Every variant of every new template renders cleanly and passes the output filter, in
    /// every status, with and without imports.
    @Test(arguments: [ScoreStatus.scored, .unavailable("no data"), .calibrating(nightsLeft: 3, "building")])
    func everyNewTemplateVariantRendersCleanly(status: ScoreStatus) {
        let reports: [PatternReport?] = [
            nil,
            PatternReport(found: [], tested: [], notTested: ["caffeine × sleep: 4 days with and 20 without; 10 of each needed"]),
            PatternReport(found: [], tested: [PatternTest(factor: "caffeine", score: .sleep, exposedDays: 11, otherDays: 25,
                                                          meanDifference: -1.4, p: 0.5, q: 0.8)], notTested: []),
            PatternReport(found: [PatternTest(factor: "caffeine", score: .sleep, exposedDays: 12, otherDays: 30, meanDifference: -8,
                                              p: 0.002, q: 0.01, interval: -13 ... -3)], tested: [], notTested: []),
        ]
        var problems: [String] = []
        for report in reports {
            for imports in [nil, ImportSummary(lastImport: "Imported from Clue (measurements.json) on 2026-11-20: 2 periods.", periodSources: ["Clue": 2])] {
                let store = store(status)
                store.patternReport = report
                store.imports = imports
                for question in Self.questions + ["does coffee affect anything", "how did i sleep on friday", "import from clue"] {
                    for text in assistant.renderEveryVariant(of: question, store: store, today: today).texts {
                        if text.hasPrefix("ERROR:") || text.contains("{{") { problems.append("\(question): \(text)") }
                        if let hit = assistant.knowledge.outputFilter.check(text) { problems.append("\(question): trips \(hit): \(text)") }
                    }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }
}
