import CycleCore
import EnergyBudget
import Journal
import JournalAdapters
import Testing

/// The energy model's inputs read from the journal: the life stage and the day's food total.
@Suite struct EnergyJournalTests {
    static let today = Day(year: 2026, month: 11, day: 10)!

    func journal(mode: Mode = .cycle) throws -> (TestJournalAccess, JournalStore, Profile) {
        let access = TestJournalAccess(today: Self.today)
        var (store, profile) = try access.journalForLogging()
        if mode != profile.mode {
            profile.mode = mode
            try store.updateProfile(profile)
        }
        return (access, store, profile)
    }

    @Test func aPregnancyInPregnancyModeIsPregnantInItsTrimester() throws {
        let (access, store, profile) = try journal(mode: .pregnancy)
        #expect(try EnergyJournal.stage(store: store, profile: profile, today: Self.today, notBreastfeeding: false) == .pregnant(.first))
        _ = try store.logPregnancy(Pregnancy(lmp: Self.today - 120), for: profile, today: Self.today)
        #expect(try EnergyJournal.stage(store: store, profile: profile, today: Self.today, notBreastfeeding: false) == .pregnant(.second))
        _ = access
    }

    @Test func aDueDateWithinAYearMayMeanBreastfeedingUnlessSaidOtherwise() throws {
        let (access, store, profile) = try journal()
        // Logged while it was under way.
        _ = try store.logPregnancy(Pregnancy(dueDate: Self.today - 30), for: profile, today: Self.today - 60)
        #expect(try EnergyJournal.stage(store: store, profile: profile, today: Self.today, notBreastfeeding: false) == .breastfeeding)
        #expect(try EnergyJournal.stage(store: store, profile: profile, today: Self.today, notBreastfeeding: true) == .standard)
        #expect(try EnergyJournal.stage(store: store, profile: profile, today: Self.today + 400, notBreastfeeding: false) == .standard)
        _ = access
    }

    @Test func loggingFoodReturnsTheDaysTotal() throws {
        let (access, store, profile) = try journal()
        let at = try access.now()
        _ = try EnergyJournal.logFood(FoodEntry(day: Self.today, kcal: 400, created: at), store: store, profile: profile, today: Self.today)
        let (_, total) = try EnergyJournal.logFood(FoodEntry(day: Self.today, kcal: 250, created: at.with(utcOffset: nil)), store: store,
                                                   profile: profile, today: Self.today)
        #expect(total == 650)
    }

    @Test func withNoJournalTheSummaryIsOfNothingLogged() throws {
        let summary = try EnergyJournal.summary(nil, today: Self.today)
        let empty = EnergySummary(EnergyInput(intake: [:], weights: [:], today: Self.today), stage: .standard)
        #expect(summary == empty)
    }
}
