import BloomTestSupport
import CycleCore
import Foundation
import Journal
import Testing
import Wellness
import JournalAdapters

/// The journal read into wellness inputs: imported rows and hand logs side by side.
@Suite struct JournalWellnessTests {
    static let today = Day(year: 2026, month: 11, day: 10)!

    static func store() throws -> (JournalStore, Profile) {
        let folder = TestFolders.fresh("bloom-wellness")
        let store = try #require(try JournalStore.open(folder: folder, create: true))
        return (store, try store.profileForLogging(named: nil, today: today).profile)
    }

    @Test func importedRowsBecomeOneDaysInputsAndHandLogsWin() throws {
        let (store, profile) = try Self.store()
        let midnight = Int64(Self.today.ordinal) * 86_400
        var chunk = ImportChunk()
        func span(_ start: Int64, _ end: Int64, day: Day) -> ImportedSpan { ImportedSpan(start: start, end: end, utcOffset: 0, day: day) }
        // A night the source filed under two days: a segment ending before midnight and one after.
        chunk.sleep = [
            SleepSegment(stage: .inBed, span: span(midnight - 5400, midnight + 25_200, day: Self.today), source: "apple-health", sourceKey: "s0"),
            SleepSegment(stage: .core, span: span(midnight - 4800, midnight - 600, day: Self.today - 1), source: "apple-health", sourceKey: "s1"),
            SleepSegment(stage: .awake, span: span(midnight - 600, midnight, day: Self.today), source: "apple-health", sourceKey: "s2"),
            SleepSegment(stage: .deep, span: span(midnight, midnight + 24_000, day: Self.today), source: "apple-health", sourceKey: "s3"),
        ]
        chunk.samples = [
            WellbeingSample(kind: .restingHeartRate, span: span(midnight, midnight + 86_399, day: Self.today), value: 61, source: "apple-health", sourceKey: "r1"),
            WellbeingSample(kind: .heartRateVariabilitySDNN, span: span(midnight + 3600, midnight + 3660, day: Self.today), value: 40,
                            beatsPerMinute: [60, 75, 60], source: "apple-health", sourceKey: "h1"),
            WellbeingSample(kind: .heartRate, span: span(midnight + 50_000, midnight + 50_060, day: Self.today), value: 120, maximum: 130, count: 4,
                            source: "apple-health", sourceKey: "m1"),
            WellbeingSample(kind: .mindfulSession, span: span(midnight + 30_000, midnight + 30_600, day: Self.today), value: 10, source: "apple-health", sourceKey: "b1"),
        ]
        chunk.workouts = [Workout(activity: "running", span: span(midnight + 50_000, midnight + 52_400, day: Self.today), durationSeconds: 2400,
                                  averageHeartRate: 150, maximumHeartRate: 175, source: "apple-health", sourceKey: "w1")]
        let batch = try store.beginImport(into: profile, source: "apple-health", fileName: "export.xml", started: "2026-11-10T08:00:00")
        _ = try store.importChunk(chunk, into: batch, today: Self.today)
        try store.logManualSample(.restingHeartRate, value: 57, span: span(midnight + 25_200, midnight + 25_200, day: Self.today), for: profile)
        _ = try store.logDay(DailyLog(day: Self.today, moods: [.anxious, .calm], symptoms: [.headache: nil]), for: profile, today: Self.today)

        let history = try JournalWellness.history(of: profile, in: store, from: Self.today, through: Self.today, heart: HeartProfile())
        let day = history[Self.today]
        let night = try #require(day.sleep)
        #expect(night.asleepSeconds == 4200 + 24_000)      // both sides of midnight
        #expect(night.wakeEvents == 1)
        #expect(night.latencyMinutes == 10)
        #expect(day.restingHeartRate == 57)                 // the hand-logged value wins
        #expect(day.hrv.first?.beatsPerMinute == [60, 75, 60])
        #expect(day.heartRate == [MinuteHeartRate(mean: 120, maximum: 130)])
        #expect(day.workouts.first?.averageHeartRate == 150)
        #expect(day.breathingMinutes == 10)
        #expect(day.symptomCount == 1)
        #expect(day.difficultMoodCount == 1)
    }

    @Test func periodsGivePhasesAndAPregnancyGivesTrimesters() throws {
        let (store, profile) = try Self.store()
        for start in [Self.today - 60, Self.today - 32, Self.today - 4] {
            _ = try store.logPeriodStart(on: start, for: profile, today: Self.today)
            _ = try store.logPeriodEnd(on: start + 4, for: profile, today: Self.today)
        }
        let context = try JournalWellness.contextReader(of: profile, in: store)
        #expect(context(Self.today - 10) == .cycle(.luteal, cycle: 2))
        #expect(context(Self.today - 2) == .cycle(.menstrual, cycle: 3))
        _ = try store.logPregnancy(Pregnancy(lmp: Self.today - 4), for: profile, today: Self.today)
        let pregnant = try JournalWellness.contextReader(of: profile, in: store)
        #expect(pregnant(Self.today) == .pregnant(.first))
        #expect(pregnant(Self.today - 10) == .cycle(.luteal, cycle: 2))
    }
}
