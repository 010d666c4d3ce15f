import BloomTestSupport
import CycleCore
import DayModel
@testable import Reports

/// Report inputs worked out by hand in the tests.
enum ReportFixtures {
    static let cycleToday = isoDay("2026-10-01")

    /// Four completed cycles of 28, 31, 26 and 28 days (periods of 5, 6, 5 and 4 days) and a
    /// fifth period under way; bleeding, cramps and symptoms in the first, second and fourth
    /// cycles; a temperature shift and ovulation tests in the fourth; supplements.
    static func cycle(name: String = "Sam", today: Day = cycleToday) throws -> ReportInputs {
        let periods = [
            PeriodRecord(start: isoDay("2026-06-01"), end: isoDay("2026-06-05")),
            PeriodRecord(start: isoDay("2026-06-29"), end: isoDay("2026-07-04")),
            PeriodRecord(start: isoDay("2026-07-30"), end: isoDay("2026-08-03")),
            PeriodRecord(start: isoDay("2026-08-25"), end: isoDay("2026-08-28")),
            PeriodRecord(start: isoDay("2026-09-22")),
        ]
        let temperatures = fourthCycleTemperatures.enumerated().map { index, celsius in
            BasalTemperature(day: isoDay("2026-08-25") + index, celsius: celsius)
        }
        let tests = [("2026-09-03", LHTestResult.negative), ("2026-09-04", .high), ("2026-09-05", .peak)].map {
            LHTest(at: Moment(day: isoDay($0.0), hour: 8, minute: 0), result: $0.1)
        }
        let day = try PersonDay(DayInputs(profileName: name, mode: .cycle, periods: periods, temperatures: temperatures,
                                          ovulationTests: tests), today: today)
        let logs = [
            ReportDayLog(day: isoDay("2026-06-01"), flow: .heavy, cramps: 7, symptoms: ["cramps": 3]),
            ReportDayLog(day: isoDay("2026-06-02"), flow: .heavy, cramps: 4, symptoms: ["headache": nil]),
            ReportDayLog(day: isoDay("2026-06-03"), flow: .medium),
            ReportDayLog(day: isoDay("2026-06-29"), flow: .medium, cramps: 2),
            ReportDayLog(day: isoDay("2026-06-30"), flow: .light, symptoms: ["headache": 1]),
            ReportDayLog(day: isoDay("2026-08-25"), flow: .spotting),
            ReportDayLog(day: isoDay("2026-08-26"), flow: .heavy, cramps: 9, symptoms: ["back-pain": 2]),
            ReportDayLog(day: isoDay("2026-08-27"), flow: .heavy),
        ]
        let supplements = [
            ReportSupplementEntry(day: isoDay("2026-06-01"), names: ["Ibuprofen"]),
            ReportSupplementEntry(day: isoDay("2026-06-02"), names: ["ibuprofen ", "Iron"]),
            ReportSupplementEntry(day: isoDay("2026-07-01"), names: ["iron"]),
        ]
        return ReportInputs(day: day, days: logs, ovulationTests: tests, supplements: supplements)
    }

    /// Twelve low readings (none higher than each of the six before it), then four high:
    /// the first higher reading is cycle day 13 over a cover line of 36.40 °C, confirmed on
    /// day 15 by the regular rule; ovulation is estimated on day 12 (2026-09-05).
    static let fourthCycleTemperatures = [36.40, 36.30, 36.35, 36.30, 36.35, 36.40, 36.30, 36.35, 36.40, 36.35, 36.30, 36.35,
                                          36.60, 36.65, 36.70, 36.70]

    static let pregnancyToday = isoDay("2026-11-25")

    /// A pregnancy from 2026-05-10 (28w3d on 2026-11-25): weighings in two trimesters,
    /// symptoms, two kick counts, two sessions of contractions, appointments, a checklist.
    static func pregnancy(name: String = "Alex") throws -> ReportInputs {
        let lmp = isoDay("2026-05-10")
        let day = try PersonDay(DayInputs(profileName: name, mode: .pregnancy, periods: [PeriodRecord(start: isoDay("2026-02-20"))],
                                          pregnancy: PregnancyRecord(lmp: lmp)), today: pregnancyToday)
        func at(_ day: String, _ hour: Int, _ minute: Int, _ second: Int = 0) -> Moment {
            Moment(day: isoDay(day), hour: hour, minute: minute, second: second)
        }
        let kicks = KickCount(start: at("2026-11-18", 19, 0), end: at("2026-11-18", 19, 40),
                              kicks: (0..<11).map { at("2026-11-18", 19, 2 + 3 * $0) })
        let contractions = [
            TimedContraction(start: at("2026-11-20", 10, 0), end: at("2026-11-20", 10, 0, 30)),
            TimedContraction(start: at("2026-11-24", 21, 0), end: at("2026-11-24", 21, 0, 40)),
            TimedContraction(start: at("2026-11-24", 21, 10), end: at("2026-11-24", 21, 11, 0)),
            TimedContraction(start: at("2026-11-24", 21, 22), end: at("2026-11-24", 21, 22, 50)),
        ]
        return ReportInputs(
            day: day,
            days: [ReportDayLog(day: isoDay("2026-06-10"), symptoms: ["nausea": 2]), ReportDayLog(day: isoDay("2026-06-11"), symptoms: ["nausea": 3, "fatigue": nil]),
                   ReportDayLog(day: isoDay("2026-11-01"), symptoms: ["back-pain": 1])],
            supplements: [ReportSupplementEntry(day: isoDay("2026-06-01"), names: ["folic acid"])],
            pregnancyDatedBy: "the last period",
            weights: [WeightByTrimester.Entry(day: isoDay("2026-04-30"), kilograms: 61.2),
                      WeightByTrimester.Entry(day: isoDay("2026-05-20"), kilograms: 61.5),
                      WeightByTrimester.Entry(day: isoDay("2026-07-20"), kilograms: 63.0),
                      WeightByTrimester.Entry(day: isoDay("2026-09-01"), kilograms: 65.1),
                      WeightByTrimester.Entry(day: isoDay("2026-10-20"), kilograms: 67.4)],
            kickCounts: [kicks],
            contractions: contractions,
            appointments: [ReportAppointment(title: "Booking appointment", at: at("2026-06-25", 10, 0), place: "Health centre", done: true),
                           ReportAppointment(title: "Midwife visit", at: at("2026-12-02", 9, 15), place: "Health centre")],
            checklist: ReportChecklist(week: 29, items: [.init(text: "Book antenatal classes", done: true), .init(text: "Plan the journey", done: false)],
                                       tickedInAllWeeks: 3)
        )
    }

    /// Nothing logged at all.
    static func empty(today: Day = cycleToday) throws -> ReportInputs {
        ReportInputs(day: try PersonDay(.empty(profileName: "Robin"), today: today))
    }

    /// The model of `inputs` as `request` asks.
    static func model(_ inputs: ReportInputs, _ request: ReportRequest = ReportRequest()) throws -> ReportModel {
        try ReportModel(inputs, request: request)
    }
}
