import BloomTestSupport
import CycleCore
import Foundation
import Glances
import Journal
import JournalAdapters
import Testing
import Wellness

/// The journal read into vitals cards, the fitness report and a day in full: readings typed
/// in and imported side by side (a typed reading wins its day), blood pressure halves paired,
/// pregnancy and conditions from the profile; and the chat's store reading the same.
@Suite struct JournalVitalsTests {
    static let today = Day(year: 2026, month: 11, day: 10)!
    let midnight = Int64(JournalVitalsTests.today.ordinal) * 86_400

    func store() throws -> (JournalStore, Profile) {
        let folder = TestFolders.fresh("bloom-vitals")
        let store = try #require(try JournalStore.open(folder: folder, create: true))
        return (store, try store.profileForLogging(named: nil, today: Self.today).profile)
    }

    func sample(_ kind: SampleKind, _ value: Double, at seconds: Int64, key: String, timing: GlucoseTiming? = nil) -> WellbeingSample {
        WellbeingSample(kind: kind, span: ImportedSpan(start: midnight + seconds, end: midnight + seconds, utcOffset: 3600), value: value,
                        mealTiming: timing, source: "apple-health", sourceKey: key)
    }

    func importing(_ samples: [WellbeingSample], workouts: [Workout] = [], into store: JournalStore, _ profile: Profile) throws {
        var chunk = ImportChunk()
        chunk.samples = samples
        chunk.workouts = workouts
        let batch = try store.beginImport(into: profile, source: "apple-health", fileName: "export.xml", started: "2026-11-10T08:00:00")
        _ = try store.importChunk(chunk, into: batch, today: Self.today)
    }

    @Test func importedHalvesArePairedAndATypedReadingWinsItsDay() throws {
        let (store, profile) = try store()
        try importing([
            sample(.bloodPressureSystolic, 121, at: 7 * 3600 - 86_400, key: "s1"), sample(.bloodPressureDiastolic, 79, at: 7 * 3600 - 86_400, key: "d1"),
            sample(.bloodPressureSystolic, 130, at: 6 * 3600, key: "s2"), sample(.bloodPressureDiastolic, 85, at: 6 * 3600, key: "d2"),
            sample(.bloodPressureSystolic, 125, at: 9 * 3600, key: "s3"),   // a lone half is not a reading
            sample(.bloodGlucose, 5.9, at: 8 * 3600, key: "g1", timing: .beforeMeal),
            sample(.bodyFatPercentage, 27.4, at: 7 * 3600, key: "f1"),
        ], into: store, profile)
        _ = try store.log(VitalReading.bloodPressure(systolic: 118, diastolic: 76, at: LocalTimestamp(day: Self.today, time: TimeOfDay(text: "07:30")!)),
                          for: profile, today: Self.today)
        let readings = try JournalVitals.readings(of: profile, in: store, from: Self.today - 10, through: Self.today)
        let pressure = try #require(readings[.bloodPressure])
        #expect(pressure.map { "\(Int($0.value))/\(Int($0.diastolic!))" } == ["121/79", "118/76"], "the typed reading replaces the day's imported one")
        #expect(pressure.last?.loggedByHand == true && pressure.first?.at.clockText == "08:00", "imported at 07:00 UTC, 08:00 at +01:00")
        #expect(readings[.glucose]?.first?.timing == .beforeMeal && readings[.bodyFat]?.map(\.value) == [27.4])
        #expect(readings[.weight] == [] && readings[.vo2Max] == [])
    }

    @Test func theReportKnowsAPregnancyAndTheConditionsAndOrdersTheCards() throws {
        let (store, profile) = try store()
        _ = try store.logPregnancy(Pregnancy(lmp: Self.today - 100), for: profile, today: Self.today)
        var changed = profile
        changed.conditions = [.diabetes]
        try store.updateProfile(changed)
        _ = try store.log(VitalReading.bloodPressure(systolic: 150, diastolic: 92, at: LocalTimestamp(day: Self.today, time: TimeOfDay(text: "07:30")!)),
                          for: changed, today: Self.today)
        let report = try JournalVitals.report(of: changed, in: store, today: Self.today, days: 7)
        #expect(report.pregnant && report.cards.first?.sign == .glucose)
        let pressure = try #require(report.cards.first { $0.sign == .bloodPressure })
        #expect(pressure.guidance?.care?.urgency == .today)
        let typed = VitalReading.bloodPressure(systolic: 162, diastolic: 95, at: LocalTimestamp(day: Self.today, time: TimeOfDay(text: "08:00")!))
        #expect(try JournalVitals.guidance(for: typed, profile: changed, in: store)?.care?.urgency == .now)
    }

    @Test func theFitnessReportReadsStepsExerciseAndWorkoutsWithTheirStartAndEnergy() throws {
        let (store, profile) = try store()
        var changed = profile
        changed.stepGoal = 6000
        try store.updateProfile(changed)
        let workout = Workout(activity: "running", span: ImportedSpan(start: midnight + 17 * 3600, end: midnight + 17 * 3600 + 1800, utcOffset: 3600),
                              durationSeconds: 1800, energyKcal: 290, averageHeartRate: 146, maximumHeartRate: 171, source: "apple-health", sourceKey: "w1")
        try importing([sample(.stepCount, 4000, at: 9 * 3600, key: "st1"), sample(.stepCount, 2500, at: 15 * 3600, key: "st2"),
                       sample(.exerciseMinutes, 1, at: 17 * 3600, key: "e1"), sample(.exerciseMinutes, 1, at: 17 * 3600 + 60, key: "e2"),
                       sample(.vo2Max, 38.4, at: 12 * 3600, key: "v1")], workouts: [workout], into: store, changed)
        let report = try JournalVitals.fitness(of: changed, in: store, today: Self.today, days: 7, heart: HeartProfile())
        #expect(report.today.steps == 6500 && report.today.exerciseMinutes == 2 && !report.today.exerciseFromWorkouts)
        #expect(report.goals.steps == 6000 && report.goals.own == [.steps])
        #expect(report.workouts.first?.session.start?.clockText == "18:00" && report.workouts.first?.session.energyKcal == 290)
        #expect(report.vo2Max.latest?.value == 38.4 && report.maximum?.value == 171)
    }

    @Test func aDayInFullHasTheScoresOfBloomScoresAndWhatWasLoggedThatDay() throws {
        let (store, profile) = try store()
        _ = try store.logDay(DailyLog(day: Self.today - 1, moods: [.calm], symptoms: [.headache: 1]), for: profile, today: Self.today)
        _ = try store.logWater(WaterIntake(at: LocalTimestamp(day: Self.today - 1, time: TimeOfDay(text: "09:00")!), milliliters: 250), for: profile, today: Self.today)
        _ = try store.log(VitalReading(at: LocalTimestamp(day: Self.today - 1, time: TimeOfDay(text: "08:00")!), kind: .oxygenSaturation, value: 97),
                          for: profile, today: Self.today)
        try store.logManualSleep(ManualNight(bedtime: TimeOfDay(text: "23:40")!, wake: TimeOfDay(text: "07:05")!, morning: Self.today - 1).span(utcOffset: 0),
                                 for: profile)
        let full = try DayInFull.read(of: profile, in: store, on: Self.today - 1)
        let history = try JournalWellness.history(of: profile, in: store, from: Self.today - 7, through: Self.today, heart: HeartProfile())
        #expect(full.scores == WellnessScores.daily(on: Self.today - 1, history: history))
        #expect(full.sleep.map { Int($0.asleepSeconds) } == 445 * 60)
        #expect(full.logged.map(\.kind) == [.day, .water, .vital])
        #expect(full.logged.last?.text == "SpO2 97% at 08:00")
        #expect(full.trends[.sleep]?.count == 7)
    }

    @Test func theChatsStoreShowsWhatTheCommandsShow() throws {
        let access = TestJournalAccess(today: Self.today)
        let (store, profile) = try access.journalForLogging()
        _ = try store.log(VitalReading.glucose(mmolPerLitre: 5.4, timing: .fasting, at: LocalTimestamp(day: Self.today, time: TimeOfDay(text: "07:00")!)),
                          for: profile, today: Self.today)
        let chat = JournalAssistantStore(context: access, today: Self.today)
        let card = try #require(try chat.vitalCard(.glucose, today: Self.today))
        #expect(card.latestText == "5.4 mmol/L (97 mg/dL), fasting")
        #expect(card.explanation(TestJournalAccess.brackets).first == "Glucose 5.4 mmol/L (97 mg/dL), fasting (today)")
        #expect(card.explanation(TestJournalAccess.brackets).contains("  usual for fasting · ADA (fasting): usual below 100 mg/dL (5.6 mmol/L), raised 100 to 125, high from 126 (7.0)"))
        let text = try chat.vitalsText(.glucose, today: Self.today)
        let report = try JournalVitals.report(of: profile, in: store, today: Self.today, days: 7)
        let recent = try JournalVitals.readings(of: profile, in: store, from: Self.today - 89, through: Self.today)[.glucose] ?? []
        #expect(text == VitalsView(report: report, profileName: profile.name, only: .glucose, recent: recent).text(wording: TestJournalAccess.brackets))
        #expect(try chat.fitnessText(today: Self.today).hasPrefix("Fitness · Wed 4 Nov to Tue 10 Nov (7 days) · profile me"))
        #expect(try chat.dayInFullText(Self.today).contains("glucose 5.4 mmol/L (97 mg/dL), fasting at 07:00"))
        let empty = JournalAssistantStore(context: TestJournalAccess(today: Self.today), today: Self.today)
        #expect(try empty.vitalCard(.vo2Max, today: Self.today)?.explanation(TestJournalAccess.brackets)
            == ["VO2 max: data unavailable: " + TestJournalAccess.brackets(VitalSign.vo2Max.howToMeasure)])
    }
}
