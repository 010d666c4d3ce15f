@testable import Assistant
import CycleCore
import Testing

/// Readings from `start`: 36.40 before offset `firstHigh`, 36.70 from it, `count` days in all.
private func biphasic(from start: Day, count: Int, firstHigh: Int) -> [BasalTemperature] {
    (0..<count).map { BasalTemperature(day: start + $0, celsius: $0 < firstHigh ? 36.40 : 36.70) }
}

@Suite struct FertilitySignAnswerTests {
    let assistant = AssistantFixture.assistant
    let first = Day(year: 2026, month: 8, day: 1)!

    /// A ttc store with cycles of 28 days from 1 Aug; the last one started 24 Oct.
    func store(charted: Bool) -> InMemoryStore {
        let store = InMemoryStore.cycles(from: first, lengths: [28, 28, 28], mode: .ttc)
        if charted {
            // Each completed cycle: first higher reading on offset 17 → ovulation offset 16 → luteal 12.
            for index in 0..<3 { store.temperatureLog += biphasic(from: first + 28 * index, count: 28, firstHigh: 17) }
            store.temperatureLog += biphasic(from: first + 84, count: 21, firstHigh: 15)
        }
        return store
    }

    func reply(_ message: String, _ store: InMemoryStore, today: Day) -> Reply {
        var conversation = Conversation()
        return assistant.respond(to: message, in: &conversation, store: store, today: today)
    }

    @Test func didIOvulateIsAnsweredFromTheChartAsConsistentWithOvulation() {
        let today = first + 84 + 20
        let answer = reply("did I ovulate this cycle", store(charted: true), today: today)
        #expect(answer.text.contains("consistent with ovulation around"), "\(answer.text)")
        #expect(!answer.text.lowercased().contains("you ovulated"))
        let rendered = assistant.renderEveryVariant(of: "did I ovulate this cycle", store: store(charted: true), today: today)
        #expect(rendered.key == "cycle.ovulation_chart")
        #expect(rendered.texts.allSatisfy { !$0.hasPrefix("ERROR:") && !$0.contains("{{") }, "\(rendered.texts)")
    }

    @Test func withoutAChartTheOvulationAnswerIsTheUsualEstimate() {
        let rendered = assistant.renderEveryVariant(of: "did I ovulate this cycle", store: store(charted: false), today: first + 84 + 20)
        #expect(rendered.key == "cycle.ovulation")
    }

    @Test func bestDaysUseThePersonalLutealPhaseAndSaySo() {
        let today = first + 84 + 5
        let rendered = assistant.renderEveryVariant(of: "best days to try", store: store(charted: true), today: today)
        #expect(rendered.key == "ttc.best_days")
        #expect(rendered.texts.allSatisfy { !$0.hasPrefix("ERROR:") && !$0.contains("{{") }, "\(rendered.texts)")
        #expect(rendered.texts.contains { $0.contains("own luteal phase") })
        // Next period 21 Nov; own luteal phase 12 → ovulation 9 Nov, best days 7 and 8 Nov.
        #expect(rendered.texts.contains { $0.contains("Sat 7 Nov") })
    }

    @Test func onceThisCyclesWindowHasPassedEveryVariantGivesTheNextCyclesWindow() {
        // Cycles of 28 days; the last started 24 Oct, so this cycle's window ended 7 Nov. On
        // 16 Nov the question is about the next cycle: period 19 Dec → ovulation 5 Dec, window
        // from 30 Nov, best days from 3 Dec (what the calendar draws for December too).
        let today = first + 84 + 23
        for mode in [Mode.ttc, .cycle] {
            let store = InMemoryStore.cycles(from: first, lengths: [28, 28, 28], mode: mode)
            let rendered = assistant.renderEveryVariant(of: "when should we have sex this month", store: store, today: today)
            #expect(rendered.key == "ttc.best_days")
            #expect(rendered.texts.allSatisfy { !$0.hasPrefix("ERROR:") && !$0.contains("{{") }, "\(rendered.texts)")
            let answers = rendered.texts.filter { !$0.hasPrefix("(") }  // the notes that follow are not answers
            #expect(answers.count >= 2)
            #expect(answers.allSatisfy { $0.contains("Mon 30 Nov") || $0.contains("Thu 3 Dec") }, "\(mode): \(answers)")
        }
    }

    @Test func aPositiveTestAheadOfTheCalendarOutweighsTheWindowThatHasPassed() {
        // The calendar's window ended 7 Nov; a peak test on 16 Nov puts ovulation in the next
        // day or two, so no variant says the window has passed or names next cycle's.
        let today = first + 84 + 23
        for mode in [Mode.ttc, .cycle] {
            let store = InMemoryStore.cycles(from: first, lengths: [28, 28, 28], mode: mode)
            store.lhTests = [LHTest(at: Moment(day: today, hour: 8, minute: 0), result: .peak)]
            let rendered = assistant.renderEveryVariant(of: "best days to try", store: store, today: today)
            let answers = rendered.texts.filter { !$0.hasPrefix("(") }
            #expect(!answers.isEmpty)
            #expect(answers.allSatisfy { $0.contains("Mon 16 Nov") && !$0.contains("passed") && !$0.contains("Dec") }, "\(mode): \(answers)")
        }
    }

    @Test func aLatePeriodGivesNoNextWindow() {
        let store = InMemoryStore.cycles(from: first, lengths: [28, 28, 28], mode: .ttc)
        let rendered = assistant.renderEveryVariant(of: "best days to try", store: store, today: first + 84 + 35)
        #expect(rendered.texts.allSatisfy { !$0.contains("By my estimate it runs") && !$0.contains("Next cycle's") }, "\(rendered.texts)")
    }

    @Test func aPositiveOvulationTestIsMentionedInTheBestDays() {
        let store = store(charted: false)
        let today = first + 84 + 12
        store.lhTests = [LHTest(at: Moment(day: today, hour: 8, minute: 0), result: .peak)]
        let rendered = assistant.renderEveryVariant(of: "best days to try", store: store, today: today)
        #expect(rendered.texts.contains { $0.contains("ovulation is likely between") })
    }
}

@Suite struct PregnancyTimerAnswerTests {
    let assistant = AssistantFixture.assistant
    let lmp = Day(year: 2026, month: 5, day: 1)!

    func reply(_ message: String, _ store: InMemoryStore, today: Day) -> Reply {
        var conversation = Conversation()
        return assistant.respond(to: message, in: &conversation, store: store, today: today)
    }

    @Test func aShortKickCountFrom28WeeksGetsTheUrgentAdviceNeverReassurance() {
        let today = lmp + 30 * 7
        let store = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(lmp: lmp))
        let start = Moment(day: today, hour: 19, minute: 0)
        store.kickCounts = [KickCount(start: start, end: start.adding(seconds: 7200),
                                      kicks: [600, 1800, 3000].map { start.adding(seconds: $0) })]
        let rendered = assistant.renderEveryVariant(of: "kick counter", store: store, today: today)
        #expect(rendered.key == "pregnancy.kicks_warning")
        #expect(rendered.texts.filter { !$0.hasPrefix("(") }.allSatisfy { $0.contains("Call your maternity unit or labour ward straight away") }, "\(rendered.texts)")
    }

    @Test func withNoRecentCountEveryThirdTrimesterVariantNamesTheKickCounter() {
        let today = lmp + 30 * 7
        let store = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(lmp: lmp))
        let rendered = assistant.renderEveryVariant(of: "how do i count kicks", store: store, today: today)
        #expect(rendered.key == "pregnancy.kicks")
        #expect(rendered.texts.filter { !$0.hasPrefix("(") }.allSatisfy { $0.contains("`bloom kicks`") }, "\(rendered.texts)")
        let start = Moment(day: today, hour: 19, minute: 0)
        store.kickCounts = [KickCount(start: start, end: start.adding(seconds: 1800), kicks: (1...10).map { start.adding(seconds: $0 * 150) })]
        let counted = assistant.renderEveryVariant(of: "how do i count kicks", store: store, today: today)
        #expect(counted.texts.allSatisfy { !$0.contains("`bloom kicks`") }, "\(counted.texts)")
    }

    @Test func aFullKickCountIsReportedWithItsTime() {
        let today = lmp + 30 * 7
        let store = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(lmp: lmp))
        let start = Moment(day: today, hour: 19, minute: 0)
        store.kickCounts = [KickCount(start: start, end: start.adding(seconds: 1800),
                                      kicks: (1...10).map { start.adding(seconds: $0 * 150) })]
        let rendered = assistant.renderEveryVariant(of: "kick counter", store: store, today: today)
        #expect(rendered.key == "pregnancy.kicks")
        #expect(rendered.texts.contains { $0.contains("10 in 25 minutes") }, "\(rendered.texts)")
        #expect(rendered.texts.allSatisfy { !$0.contains("{{") && !$0.hasPrefix("ERROR:") })
    }

    @Test func contractionsMeetingFiveOneOneSayToFollowTheAgreedPlan() {
        let today = lmp + 39 * 7
        let store = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(lmp: lmp))
        let first = Moment(day: today, hour: 10, minute: 0)
        store.timedContractions = (0...12).map {
            TimedContraction(start: first.adding(seconds: $0 * 300), end: first.adding(seconds: $0 * 300 + 60))
        }
        let rendered = assistant.renderEveryVariant(of: "time my contractions", store: store, today: today)
        #expect(rendered.key == "pregnancy.contractions_511")
        #expect(rendered.texts.filter { !$0.hasPrefix("(") }.allSatisfy { $0.contains("follow the plan agreed with your midwife or doctor") }, "\(rendered.texts)")
    }
}
