import BloomTestSupport
import Content
import CycleCore
import DayModel
import Glances
import Testing

@Suite struct SummaryViewsTests {
    private let day = isoDay("2026-11-10")

    @Test func tenKicksInTwentyMinutesAreSummarisedWithTheAdviceToActOnChange() {
        let start = Moment(day: day, hour: 19, minute: 0)
        let kicks = (1...10).map { Moment(day: day, hour: 19, minute: 2 * $0) }
        let summary = KickSummary(start: start, end: Moment(day: day, hour: 19, minute: 20), kicks: kicks,
                                  now: Moment(day: day, hour: 19, minute: 20), week: 32, recentSecondsToTarget: [])
        #expect(KickRendering.text(summary) == """
            Kick count from 19:00 to 19:20: 10 movements in 20 min.
            Time to 10 movements: 20 min.
            If movements slow down, change or stop, contact your maternity unit now; don't wait until tomorrow.

            """)
    }

    @Test func noContractionsSaysHowToStartTiming() {
        let summary = ContractionSummary([], now: Moment(day: day, hour: 10, minute: 0), week: 39)
        #expect(ContractionRendering.text(summary, wording: .tags) == "No contractions timed yet: run '<timeContractions>' and press Enter when one starts.\n")
    }

    @Test func twoContractionsShowDurationIntervalAndTheLastHour() {
        let contractions = [
            TimedContraction(start: Moment(day: day, hour: 10, minute: 0), end: Moment(day: day, hour: 10, minute: 1)),
            TimedContraction(start: Moment(day: day, hour: 10, minute: 10), end: Moment(day: day, hour: 10, minute: 11)),
        ]
        let text = ContractionRendering.text(ContractionSummary(contractions, now: Moment(day: day, hour: 10, minute: 12), week: 39), wording: .tags)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "start   duration   interval")
        #expect(lines[1] == "10:00   1 min      –")
        #expect(lines[2] == "10:10   1 min      10 min")
        #expect(lines[3] == "Last hour: 2 contractions · about 1 min long · about 10 min apart.")
    }

    @Test func noPredictionAsksForTheFirstPeriod() {
        #expect(PredictionView.summary(prediction: nil, status: nil, endQuestion: nil, today: day, wording: .tags)
                == "Not enough data yet: log the first day of your last period to get a prediction.\n")
        #expect(PredictionView.json(prediction: nil, status: nil, endQuestion: nil, method: "default", today: day).rendered()
                .hasPrefix(#"{"today":"2026-11-10","method":"default","cycleDay":null"#))
    }

    @Test func anEmptyOverviewSaysHowToStartAndAPersonGetsALine() throws {
        #expect(OverviewView.text(Overview(today: day, profiles: []), wording: .tags)
                == "Nobody here yet: log a period with '<logPeriodStart>', or add someone with '<addProfile>'.\n")
        let person = try PersonDay(DayInputs(profileName: "Anna", mode: .cycle, periods: []), today: day)
        let overview = Overview(today: day, profiles: [ProfileGlance(name: "Anna", colour: "rose", day: person, records: 0, lastLogged: nil)])
        let lines = OverviewView.text(overview, wording: .tags).split(separator: "\n").map(String.init)
        #expect(lines[0] == "Everyone · \(day.longText)")
        #expect(lines[1].hasPrefix("  [A] Anna  cycle"))
        #expect(lines.last == "Dates are estimates, not contraception.")
    }

    @Test func theBriefingOfAFreshProfileAsksForTheFirstPeriodAndHeadingsAreBoldOnlyWithColour() throws {
        let person = try PersonDay(DayInputs(profileName: "me", mode: .cycle, periods: []), today: day)
        let knowledge = try Knowledge.load()
        let briefing = TodayBriefing(day: person, storedProfile: nil, knowledge: knowledge)
        let plain = briefing.text(wording: .tags)
        #expect(plain.hasPrefix("\(day.longText) · profile me\nNothing logged yet: log the first day of your last period with '<logPeriodStart>'."))
        #expect(!plain.contains("\u{1B}"))
        #expect(briefing.text(style: .coloured, wording: .tags).hasPrefix("\u{1B}[1m\(day.longText) · profile me\u{1B}[0m\n"))
        #expect(briefing.json.rendered().hasPrefix(#"{"today":"2026-11-10","profile":null,"mode":"cycle","cycleDay":null"#))
    }
}

/// A recorded pregnancy more than 42 weeks along is most likely over: the briefing and the
/// status line say the due date has passed, never "week 44" of a pregnancy.
@Suite struct ADueDateLongPastTests {
    let today = isoDay("2026-11-25")

    func person(dueDaysAgo: Int) throws -> PersonDay {
        try PersonDay(DayInputs(profileName: "me", mode: .pregnancy, periods: [], pregnancy: PregnancyRecord(lmp: today - dueDaysAgo - 280)), today: today)
    }

    @Test func theBriefingSaysTheBabyHasMostLikelyArrived() throws {
        let briefing = TodayBriefing(day: try person(dueDaysAgo: 24), storedProfile: nil, knowledge: try Knowledge.load()).text(wording: .tags)
        #expect(briefing.contains("24 days ago: past 42 weeks, so the baby has most likely arrived"), "\(briefing)")
        #expect(!briefing.contains("Week 44"))
        let onTime = TodayBriefing(day: try person(dueDaysAgo: 10), storedProfile: nil, knowledge: try Knowledge.load()).text(wording: .tags)
        #expect(onTime.contains("Week 42 (41w3d)"), "\(onTime)")
    }

    @Test func theOverviewSaysTheSameAsTheBriefing() throws {
        let glance = ProfileGlance(name: "me", colour: "rose", day: try person(dueDaysAgo: 24), records: 1, lastLogged: nil)
        #expect(glance.standing == "due date Sun 1 Nov 2026, 24 days ago: past 42 weeks, so the baby has most likely arrived", "\(glance.standing)")
    }

    @Test func theStatusLineSaysHowLongAgoTheDueDateWas() throws {
        let late = try person(dueDaysAgo: 24)
        #expect(StatusLine.render(StatusLine.defaultTemplate(late)!, values: StatusLine.values(late)) == "due date 24d ago")
        let onTime = try person(dueDaysAgo: 10)
        #expect(StatusLine.render(StatusLine.defaultTemplate(onTime)!, values: StatusLine.values(onTime)) == "week 42 · T3 · due date 10d ago")
    }
}
