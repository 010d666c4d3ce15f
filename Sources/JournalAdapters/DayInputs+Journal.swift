import CycleCore
import DayModel
import Journal

extension DayInputs {
    /// Everything the day model needs about `profile`, read from the journal in one pass.
    /// The chat and every command read a profile through this, so they see the same data.
    package static func read(from store: JournalStore, profile: Profile) throws -> DayInputs {
        let temperatures = try store.records(TemperatureReading.self, of: profile).map {
            BasalTemperature(day: $0.day, celsius: $0.celsius, excluded: $0.isExcluded)
        }
        let tests = try store.records(OvulationTest.self, of: profile).map { test in
            LHTest(at: test.at.moment, result: test.result)
        }
        let prompts = try store.records(PeriodEndPrompt.self, of: profile).map {
            ShownPeriodEndPrompt(cycleStart: $0.cycleStart, number: $0.number, shown: $0.shown)
        }
        return DayInputs(
            profileName: profile.name,
            mode: profile.mode,
            periods: try store.periods(of: profile),
            temperatures: temperatures,
            ovulationTests: tests,
            pregnancy: try store.currentPregnancy(of: profile).map { PregnancyRecord(lmp: $0.lmp, babyName: $0.babyName) },
            periodEndPromptsShown: prompts,
            typicalCycleLength: profile.typicalCycleLength,
            conditions: profile.conditions ?? []
        )
    }
}
