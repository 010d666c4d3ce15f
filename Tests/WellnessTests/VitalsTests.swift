import CycleCore
@testable import Wellness
import NextSteps
import Testing

/// Vitals cards from hand-computed vectors: the latest reading, the 7-, 30- and 90-day trends,
/// the person's usual range (median ± MAD × 1.4826), "data unavailable", and the order.
@Suite struct VitalsTests {
    let today = Day(year: 2026, month: 11, day: 22)!

    func reading(_ value: Double, daysAgo: Int, diastolic: Double? = nil, hour: Int = 7) -> VitalMeasurement {
        VitalMeasurement(at: Moment(day: today - daysAgo, hour: hour, minute: 0), value: value, diastolic: diastolic)
    }

    /// Resting heart rate 70, 56, 54, 52, 50 on the last five days and 60, 62 the week before.
    var restingReadings: [VitalMeasurement] {
        [reading(70, daysAgo: 0), reading(56, daysAgo: 1), reading(54, daysAgo: 2), reading(52, daysAgo: 3), reading(50, daysAgo: 4),
         reading(60, daysAgo: 7), reading(62, daysAgo: 8)]
    }

    @Test func theTrendsAverageTheDaysWithReadingsAndCompareWithTheWindowBefore() throws {
        let card = Vitals.card(.restingHeartRate, readings: restingReadings, on: today)
        #expect(card.latest?.value == 70 && card.latestText == "70 bpm")
        let week = try #require(card.trends.first { $0.days == 7 })
        // (70 + 56 + 54 + 52 + 50) / 5 = 56.4; the 7 days before: (60 + 62) / 2 = 61; change −4.6.
        #expect(abs(week.average - 56.4) < 1e-9 && week.daysWithReadings == 5 && abs(week.change! + 4.6) < 1e-9)
        let month = try #require(card.trends.first { $0.days == 30 })
        // 404 / 7 = 57.714…; nothing in the 30 days before, so no change.
        #expect(abs(month.average - 404.0 / 7) < 1e-9 && month.change == nil)
        #expect(card.series == [nil, nil, 50, 52, 54, 56, 70])
    }

    @Test func theUsualRangeIsTheMedianPlusOrMinusTheRobustSpread() throws {
        let card = Vitals.card(.restingHeartRate, readings: restingReadings, on: today)
        // Values 50 52 54 56 60 62 70: median 56; |deviations| 0 2 4 4 6 6 14: MAD 4; spread 4 × 1.4826 = 5.9304.
        let range = try #require(card.usualRange)
        #expect(range.median == 56 && abs(range.low - 50.0696) < 1e-9 && abs(range.high - 61.9304) < 1e-9 && range.days == 7)
    }

    @Test func hrvsUsualRangeIsOnTheLogScaleLikeItsBaseline() throws {
        let values = [40.0, 45, 50, 55, 60]
        let card = Vitals.card(.heartRateVariability, readings: values.enumerated().map { reading($1, daysAgo: $0) }, on: today)
        // ln-median ln 50; MAD ln(50/45) = 0.10536; spread × 1.4826 = 0.15621: 50 ÷ e^0.15621 … 50 × e^0.15621.
        let range = try #require(card.usualRange)
        #expect(abs(range.median - 50) < 1e-9 && abs(range.low - 42.77) < 0.01 && abs(range.high - 58.45) < 0.01)
    }

    @Test func fewerThanFiveDaysWithReadingsIsStillCalibratingTheRange() {
        let card = Vitals.card(.weight, readings: [reading(62.4, daysAgo: 0), reading(62.8, daysAgo: 3)], on: today)
        #expect(card.usualRange == nil && card.rangeDaysNeeded == 3)
        #expect(card.unavailable == nil)
    }

    @Test(arguments: VitalSign.allCases)
    func noReadingIsDataUnavailableWithWhatWouldMakeItAvailable(sign: VitalSign) {
        let card = Vitals.card(sign, readings: [reading(1, daysAgo: -1)], on: today)
        #expect(card.latest == nil && card.trends.isEmpty && card.usualRange == nil && card.guidance == nil)
        let message = card.unavailable ?? ""
        #expect(message.description.hasPrefix("data unavailable: ") && (!message.steps.isEmpty || message.description.contains("import")), "\(message)")
        #expect(!message.description.contains("bloom"), "\(message)")
    }

    @Test func bloodPressureAveragesTheDiastolicTooAndIsShownAgainstGuidance() throws {
        let card = Vitals.card(.bloodPressure, readings: [reading(118, daysAgo: 0, diastolic: 76), reading(122, daysAgo: 0, diastolic: 80, hour: 19)],
                               on: today)
        #expect(card.latestText == "122/80 mmHg")
        let week = try #require(card.trends.first)
        #expect(week.average == 120 && week.averageDiastolic == 78 && week.daysWithReadings == 1)
        #expect(card.guidance?.band == "above ideal" && card.guidance?.care == nil)
        let pregnant = Vitals.card(.bloodPressure, readings: [reading(142, daysAgo: 0, diastolic: 88)], on: today, pregnant: true)
        #expect(pregnant.guidance?.care?.urgency == .today && pregnant.guidance?.care?.text.contains("maternity unit") == true)
    }

    @Test func anOlderLatestReadingSaysWhenItWasTaken() {
        let card = Vitals.card(.vo2Max, readings: [reading(38.4, daysAgo: 5)], on: today)
        #expect(card.notes == ["Latest reading 5 days ago (2026-11-17)."])
    }

    @Test func withDiabetesInPregnancyTheGlucoseCardComesFirst() {
        #expect(Vitals.order(pregnant: false, conditions: [.diabetes]) == VitalSign.allCases)
        #expect(Vitals.order(pregnant: true, conditions: []) == VitalSign.allCases)
        #expect(Vitals.order(pregnant: true, conditions: [.diabetes]).first == .glucose)
        #expect(Vitals.order(pregnant: true, conditions: [.highBloodPressure, .diabetes]).prefix(2) == [.glucose, .bloodPressure])
        let report = Vitals.report(readings: [:], on: today, days: 7, pregnant: true, conditions: [.diabetes])
        #expect(report.cards.map(\.sign).first == .glucose && report.cards.count == VitalSign.allCases.count)
        #expect(report.orderNote?.contains("diabetes") == true)
        #expect(Vitals.report(readings: [:], on: today, days: 7, pregnant: false, conditions: [.diabetes]).orderNote == nil)
    }

    @Test func everySignIsNamedByItsCommandNameOrAnAlias() {
        for sign in VitalSign.allCases { #expect(VitalSign.named(sign.commandName) == sign) }
        #expect(VitalSign.named("BP") == .bloodPressure && VitalSign.named("sugar") == .glucose && VitalSign.named("pulse") == nil)
    }
}
