import BloomTestSupport
import Content
import CycleCore
import DayModel
import Glances
import Sharing
import Testing

/// The partner's view of a shared snapshot: where the person is on the partner's day, what is
/// coming up, what was shared, and tips for the phase or trimester.
@Suite struct PartnerViewTests {
    static let knowledge = try! Knowledge.load()

    static func snapshot(_ mode: Mode, offset: Int = 9, include: Set<ShareInclusion> = [], name: String? = "Sam") throws -> (ShareSnapshot, Scenario) {
        let scenario = Scenario(mode: mode, history: .long, charted: false, dayOffset: offset)
        let day = try PersonDay(scenario.inputs, today: scenario.today)
        let logs = [SharedDay(day: scenario.today - 1, symptoms: [SharedSymptom(id: "back-pain", severity: 3)], moods: ["anxious"])]
        let snapshot = try ShareSnapshot.make(from: day, request: try ShareRequest(include: include, name: name), logs: logs)
        return (snapshot, scenario)
    }

    @Test func onTheDayOfTheShareItShowsTheOwnersDay() throws {
        let (snapshot, scenario) = try Self.snapshot(.cycle)
        let day = try PersonDay(scenario.inputs, today: scenario.today)
        let view = PartnerView(snapshot: snapshot, today: scenario.today, knowledge: Self.knowledge)
        let status = try #require(day.status)
        #expect(view.cycleDay == status.cycleDay && view.phase == status.phase)
        let text = view.text()
        #expect(text.hasPrefix("Sam's cycle · shared \(scenario.today.longText)"))
        #expect(text.contains("cycle day \(status.cycleDay) · \(status.phase.name) phase (estimate)"))
        let prediction = status.prediction
        #expect(text.contains("\(prediction.nextStart.shortText)  next period, likely \(prediction.earliest.shortText) to \(prediction.latest.shortText)"))
        #expect(text.contains("Shared: the phase and cycle day, the next periods' windows. Not shared: symptoms, moods."))
        #expect(text.contains("not contraception"))
        #expect(!text.lowercased().contains("fertile"), "no fertile window outside trying to conceive")
    }

    @Test func daysLaterItFollowsTheProjectedPhases() throws {
        let (snapshot, scenario) = try Self.snapshot(.cycle)
        for offset in [1, 4, 8, 12] {
            let later = scenario.today + offset
            let owner = try PersonDay(scenario.inputs, today: later)
            let view = PartnerView(snapshot: snapshot, today: later, knowledge: Self.knowledge)
            #expect(view.phase == owner.phase, "\(later)")
            #expect(view.cycleDay == owner.status?.cycleDay, "\(later)")
            #expect(view.tips.allSatisfy { $0.phases.isEmpty || $0.phases.contains(owner.phase!) })
        }
    }

    @Test func pastTheExpectedPeriodItSaysItCannotTell() throws {
        let (snapshot, _) = try Self.snapshot(.cycle)
        let next = try #require(snapshot.cycle?.periods.first)
        let during = PartnerView(snapshot: snapshot, today: next.start, knowledge: Self.knowledge)
        #expect(during.phase == nil && during.cycleDay == nil)
        #expect(during.text().contains("expected about now"))
        let after = PartnerView(snapshot: snapshot, today: next.latest + 1, knowledge: Self.knowledge)
        #expect(after.text().contains("cannot say where Sam is in the cycle now"))
    }

    @Test func tryingToConceiveShowsTheFertileWindow() throws {
        let (snapshot, scenario) = try Self.snapshot(.ttc, offset: 4)
        let window = try #require(snapshot.cycle?.periods.first?.fertile)
        let view = PartnerView(snapshot: snapshot, today: scenario.today, knowledge: Self.knowledge)
        let event = try #require(view.comingUp.first { $0.kind == "fertile-window" })
        #expect(event.day == window.start && event.until == window.end)
        #expect(view.text().contains("fertile window to \(window.end.shortText), ovulation around \(window.ovulation.shortText)"))
        #expect(view.text().contains("Sam's cycle (trying to conceive)"))
    }

    @Test func aPregnancyShowsTheWeekTrimesterAndDueDate() throws {
        let (snapshot, scenario) = try Self.snapshot(.pregnancy)
        let owner = try PersonDay(scenario.inputs, today: scenario.today + 20)
        let view = PartnerView(snapshot: snapshot, today: scenario.today + 20, knowledge: Self.knowledge)
        let age = try #require(owner.gestationalAge)
        #expect(view.age == age)
        let text = view.text()
        #expect(text.contains("\(age.weeks) weeks \(age.days) day"))
        #expect(text.contains("(week \(age.currentWeek))"))
        #expect(text.contains("due \(owner.pregnancy!.dueDate.longText)"))
        #expect(text.contains("The baby is about the size of"))
        #expect(view.tips.allSatisfy { $0.trimesters.contains(age.trimester) })
        #expect(view.comingUp.contains { $0.kind == "due-date" && $0.day == owner.pregnancy!.dueDate })
        #expect(view.comingUp.contains { $0.kind == "trimester" })
    }

    @Test func symptomsAndMoodsAppearOnlyWhenShared() throws {
        let (plain, scenario) = try Self.snapshot(.cycle)
        #expect(!PartnerView(snapshot: plain, today: scenario.today, knowledge: Self.knowledge).text().contains("back pain"))
        let (shared, _) = try Self.snapshot(.cycle, include: [.symptoms, .moods])
        let text = PartnerView(snapshot: shared, today: scenario.today, knowledge: Self.knowledge).text()
        #expect(text.contains("Symptoms and moods, last 14 days"))
        #expect(text.contains("\((scenario.today - 1).shortText)  back pain (severe), anxious"))
        let (moodsOnly, _) = try Self.snapshot(.cycle, include: [.moods])
        let moodsText = PartnerView(snapshot: moodsOnly, today: scenario.today, knowledge: Self.knowledge).text()
        #expect(moodsText.contains("anxious") && !moodsText.contains("back pain"))
        #expect(moodsText.contains("Not shared: symptoms."))
    }

    @Test func withoutANameItSaysYourPartner() throws {
        let (snapshot, scenario) = try Self.snapshot(.cycle, name: nil)
        #expect(PartnerView(snapshot: snapshot, today: scenario.today, knowledge: Self.knowledge).text().hasPrefix("Your partner's cycle"))
    }

    @Test func theJSONHasStableKeys() throws {
        let (snapshot, scenario) = try Self.snapshot(.cycle, include: [.symptoms])
        let json = PartnerView(snapshot: snapshot, today: scenario.today, knowledge: Self.knowledge).json.rendered()
        for key in ["today", "name", "mode", "created", "expires", "included", "cycleDay", "phase", "daysLate", "pregnancyWeek",
                    "gestationalAge", "trimester", "dueDate", "comingUp", "recent", "tips"] {
            #expect(json.contains("\"\(key)\":"), "\(key)")
        }
        #expect(json.hasPrefix("{\"today\":\"\(scenario.today.iso)\",\"name\":\"Sam\",\"mode\":\"cycle\""))
        #expect(json.contains("\"symptoms\":[{\"id\":\"back-pain\",\"severity\":3}]") && !json.contains("\"moods\""))
    }

    @Test func everyViewPassesTheGuardrailFilter() throws {
        for mode in Mode.allCases {
            for offset in [0, 9, 14, 20, 35] {
                let (snapshot, scenario) = try Self.snapshot(mode, offset: offset, include: [.symptoms, .moods])
                for later in [0, 5, 30] {
                    let text = PartnerView(snapshot: snapshot, today: scenario.today + later, knowledge: Self.knowledge).text()
                    #expect(Self.knowledge.outputFilter.check(text) == nil, "\(mode) +\(offset) +\(later): \(text)")
                    #expect(!text.lowercased().contains("safe"))
                }
            }
        }
    }
}
