@testable import Assistant
import CycleCore
import EnergyBudget
import Testing

/// Food energy in chat (issue 15): food is logged through the same write as `bloom food`, once,
/// in one confirmation line, and undone; questions about calories never write and are answered
/// from the same `EnergySummary` as `bloom budget`, with its honesty and safety.
@Suite struct EnergyChatTests {
    let assistant = AssistantFixture.assistant
    let today = AssistantFixture.today

    func chat(_ messages: [String], store: InMemoryStore) -> [Reply] { AssistantFixture.chat(messages, store: store) }

    func food(_ kcal: Int, note: String? = nil, protein: Double? = nil, on day: Day? = nil) -> JournalWrite {
        .food(kcal: kcal, protein: protein, carbs: nil, fat: nil, note: note, day ?? today)
    }

    @Test(arguments: [
        ("lunch was about 650 kcal", 650, "lunch"), ("had a 300 cal snack", 300, "snack"), ("I ate 650 kcal", 650, nil),
        ("dinner was 700 calories", 700, "dinner"), ("650kcal", 650, nil),
    ] as [(String, Int, String?)])
    func aFoodStatementWritesOnceWithOneConfirmationLine(message: String, kcal: Int, note: String?) {
        let store = InMemoryStore()
        let reply = chat([message], store: store)[0]
        #expect(reply.intent == "log.food", "\(message)")
        #expect(store.writes == [food(kcal, note: note)], "\(message): \(store.writes)")
        #expect(reply.actions.map(\.kind) == ["food"])
        #expect(!reply.text.contains("\n"), "\(reply.text)")
        #expect(reply.text.contains("\(kcal) kcal"), "\(reply.text)")
    }

    @Test func theConfirmationSaysWhatIsLeftOfTodaysBudgetFromTheSummary() throws {
        let store = InMemoryStore()
        let reply = chat(["lunch was about 650 kcal"], store: store)[0]
        let summary = try #require(try store.energySummary(today: today))
        #expect(reply.text.contains(EnergySummary.kcalText(summary.budget.leftToday) + " left"), "\(reply.text)")
    }

    @Test func undoThatTakesTheFoodBack() {
        let store = InMemoryStore()
        let replies = chat(["had a 300 cal snack", "undo that"], store: store)
        #expect(replies[1].intent == "log.undo")
        #expect(store.writes.isEmpty)
        #expect(store.foodLog.isEmpty)
    }

    @Test func aMealWithoutAnAmountIsAskedAboutAndABareNumberAnswerIsKcal() {
        let store = InMemoryStore()
        let replies = chat(["log my lunch", "650"], store: store)
        #expect(replies[0].actions.isEmpty && replies[0].text.contains("kcal"), "\(replies[0].text)")
        #expect(store.writes == [food(650, note: "lunch")], "\(store.writes)")
    }

    @Test func aFoodEntryForYesterdayIsLoggedOnYesterday() {
        let store = InMemoryStore()
        _ = chat(["breakfast yesterday was 450 kcal"], store: store)
        #expect(store.writes == [food(450, note: "breakfast", on: today - 1)])
    }

    @Test func gramsBesideFoodEnergyAreProteinNotABodyWeight() {
        let store = InMemoryStore()
        _ = chat(["had 520 kcal for lunch with 30g protein"], store: store)
        #expect(store.writes == [food(520, note: "lunch", protein: 30)], "\(store.writes)")
    }

    @Test func macrosInALaterClauseBelongToTheFoodAndNeverLogAWeight() {
        let store = InMemoryStore()
        _ = chat(["I ate 650 kcal with 30g protein and 20 g fat"], store: store)
        #expect(store.writes == [.food(kcal: 650, protein: 30, carbs: nil, fat: 20, note: nil, today)], "\(store.writes)")
    }

    @Test func gramsAreKeptAsTyped() {
        let store = InMemoryStore()
        _ = chat(["had 400 kcal with 12 g protein, 7.5g fat and 48 grams of carbs"], store: store)
        #expect(store.writes == [.food(kcal: 400, protein: 12, carbs: 48, fat: 7.5, note: nil, today)], "\(store.writes)")
    }

    @Test func aThousandsCommaIsPartOfTheAmountNotAClauseBreak() {
        let store = InMemoryStore()
        let reply = chat(["1,200 kcal dinner yesterday"], store: store)[0]
        #expect(store.writes == [food(1200, note: "dinner", on: today - 1)], "\(store.writes): \(reply.text)")
    }

    @Test(arguments: [
        "how many calories do I have left today?", "what's my maintenance?", "what's my budget", "what is my calorie budget today",
        "did I eat 650 kcal today?", "is 650 kcal a lot for lunch?", "if I ate 650 kcal would I be over?",
        "i've been eating 1000 calories a day and lost weight", "should I log 300 cal for that snack?",
    ])
    func questionsAboutCaloriesNeverWrite(message: String) {
        let store = InMemoryStore()
        store.foodLog[today] = 400
        let reply = chat([message], store: store)[0]
        #expect(store.writes.isEmpty, "\(message) wrote \(store.writes)")
        #expect(reply.actions.isEmpty, "\(message)")
        #expect(store.foodLog == [today: 400])
    }

    @Test func caloriesLeftIsTheSummarysFigure() throws {
        let store = InMemoryStore()
        for k in 1...20 { store.foodLog[today - k] = 1900 + Double((k * 37) % 200) }
        store.foodLog[today] = 650
        let summary = try #require(try store.energySummary(today: today))
        let reply = chat(["how many calories do I have left today?"], store: store)[0]
        #expect(reply.intent == "energy.left")
        #expect(reply.text.contains(EnergySummary.kcalText(summary.budget.leftToday)), "\(reply.text)")
        #expect(reply.text.contains(EnergySummary.kcalText(summary.budget.target)), "\(reply.text)")
        #expect(reply.text.contains("650 kcal"), "\(reply.text)")
        #expect(reply.text.contains(EnergySummary.kcalText(summary.maintenance.kcal)), "\(reply.text)")
    }

    @Test func withNothingLoggedMaintenanceIsALabelledRoughGuess() throws {
        let store = InMemoryStore()
        let summary = try #require(try store.energySummary(today: today))
        let reply = chat(["what's my maintenance?"], store: store)[0]
        #expect(reply.intent == "energy.maintenance")
        #expect(reply.text.contains("2,200 kcal"), "\(reply.text)")
        let low = String(EnergySummary.kcalText(summary.maintenance.low).dropLast(5)), high = EnergySummary.kcalText(summary.maintenance.high)
        #expect(reply.text.contains("\(low)–\(high)") || reply.text.contains("between \(low) and \(high)"), "\(reply.text)")
        #expect(reply.text.contains("rough guess"), "\(reply.text)")
        #expect(reply.text.contains("Mostly the standard 2,200 kcal so far"), "\(reply.text)")
        #expect(reply.text.contains("not enough weigh-ins yet"), "\(reply.text)")
    }

    @Test func theBudgetAnswerGivesTheTargetAndTheCredit() throws {
        let store = InMemoryStore()
        for k in 1...6 { store.foodLog[today - k] = 1700 }
        let summary = try #require(try store.energySummary(today: today))
        let reply = chat(["what's my budget"], store: store)[0]
        #expect(reply.intent == "energy.budget")
        #expect(reply.text.contains(EnergySummary.kcalText(summary.budget.target)), "\(reply.text)")
        #expect(reply.text.contains(summary.creditLine), "\(reply.text)")
    }

    @Test func inPregnancyThereIsNoDeficitTheExtraIsExplainedAndTheMidwifeSuggested() {
        let lmp = today - 150
        let store = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(lmp: lmp))
        for question in ["how many calories do I have left today?", "what's my budget", "what's my maintenance?"] {
            // Every variant of the answer, not just today's.
            let rendered = assistant.renderEveryVariant(of: question, store: store, today: today)
            #expect(rendered.key.hasPrefix("energy."), "\(question): \(rendered.key)")
            for text in rendered.texts {
                #expect(text.contains("Bloom sets no deficit in pregnancy or while breastfeeding."), "\(question): \(text)")
                #expect(text.contains("340 kcal") && text.contains("midwife"), "\(question): \(text)")
                #expect(!text.contains("and your weight trend") && !text.contains("food and weight"), "\(question): \(text)")
            }
        }
        // The standard default carries the second trimester's typical extra: 2200 + 340.
        #expect(chat(["what's my maintenance?"], store: store)[0].text.contains("2,540 kcal"))
        #expect(chat(["what's my maintenance?"], store: store)[0].text.contains("not used in pregnancy"))
    }

    @Test func whileBreastfeedingABiggerDayNeverLowersTheBudget() {
        let store = InMemoryStore()
        store.breastfeeding = true
        for k in 1...6 { store.foodLog[today - k] = 3500 }
        let text = chat(["what's my budget"], store: store)[0].text
        #expect(text.contains("A bigger day never lowers your budget"), "\(text)")
        #expect(text.contains("330 kcal"), "\(text)")
        #expect(!text.contains("taken off"), "\(text)")
    }

    @Test(arguments: ["how many calories in a banana?", "how many kcal in a slice of toast"])
    func aQuestionAboutAFoodsCaloriesIsNotAnsweredWithTheBudget(message: String) {
        let store = InMemoryStore()
        let reply = chat([message], store: store)[0]
        #expect(!reply.text.contains("budget") && !reply.text.contains("maintenance"), "\(message): \(reply.text)")
        if reply.intent.hasPrefix("energy.") {
            #expect(reply.text.contains("I don't keep calorie counts for foods"), "\(message): \(reply.text)")
        }
        #expect(store.writes.isEmpty)
    }

    @Test func noAnswerPraisesEatingLessOrJudgesWeight() {
        let store = InMemoryStore()
        for k in 1...6 { store.foodLog[today - k] = 1300 }
        let praise = ["well done", "great job", "good job", "proud", "nice one", "amazing", "good girl", "keep it up", "slim", "fat", "overweight"]
        for message in ["lunch was about 250 kcal", "how many calories do I have left today?", "what's my budget", "what's my maintenance?"] {
            for text in assistant.renderEveryVariant(of: message, store: store, today: today).texts.map({ $0.lowercased() }) {
                for word in praise { #expect(!text.contains(word), "\(message): '\(word)' in \(text)") }
            }
        }
    }

    @Test(arguments: ["I made myself sick after lunch", "I've been starving myself", "scared of eating", "binged on 3000 calories"])
    func disorderedEatingGoesToTheCrisisGuardAndWritesNothing(message: String) {
        let store = InMemoryStore()
        let reply = chat([message], store: store)[0]
        #expect(reply.guardKind == .crisis, "\(message)")
        #expect(store.writes.isEmpty)
    }

    @Test func aStoreWithoutAFoodLogSaysSoInsteadOfInventingNumbers() {
        final class OldStore: AssistantStore {
            let profileName = "me"
            let mode = Mode.cycle
            let waterGoalMilliliters = 2000
            func periods() throws -> [PeriodRecord] { [] }
            func pregnancy() throws -> PregnancyDating? { nil }
            func profileNames() throws -> [String] { ["me"] }
            func water(on day: Day) throws -> Int { 0 }
            func symptoms(from start: Day, through end: Day) throws -> [Day: [String]] { [:] }
            func apply(_ write: JournalWrite) throws -> String { "" }
            func undoLast() throws -> String? { nil }
        }
        var conversation = Conversation()
        let reply = assistant.respond(to: "what's my budget", in: &conversation, store: OldStore(), today: today)
        #expect(reply.text.contains("can't work out your energy budget"), "\(reply.text)")
        #expect(!reply.text.contains("kcal a day"))
    }
}
