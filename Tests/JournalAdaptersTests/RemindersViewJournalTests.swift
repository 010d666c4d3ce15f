import BloomTestSupport
import CycleCore
import DayModel
import Glances
import Journal
import JournalAdapters
import Testing

/// What the reminders are worked out from, read from the journal: water against the goal,
/// appointments, and supplements only for someone who logs them.
@Suite struct RemindersViewJournalTests {
    static let today = isoDay("2026-11-10")

    func at(_ day: Day, _ hour: Int) -> LocalTimestamp { LocalTimestamp(day: day, time: TimeOfDay(seconds: hour * 3600)!) }

    @Test func supplementsAreMissingOnlyForSomeoneWhoLogsThem() {
        let yesterday = LifestyleEntry(at: at(isoDay("2026-11-09"), 1), supplements: ["folic acid"])
        #expect(RemindersView.supplementsMissing([yesterday], on: Self.today))
        #expect(!RemindersView.supplementsMissing([yesterday], on: isoDay("2026-11-09")))
        #expect(!RemindersView.supplementsMissing([], on: Self.today))
    }

    @Test func theInputsAreTodaysWaterTheGoalAndTheAppointments() throws {
        let access = TestJournalAccess(today: Self.today)
        let (store, profile) = try access.journalForLogging()
        _ = try store.logWater(WaterIntake(at: at(Self.today, 9), milliliters: 250), for: profile, today: Self.today)
        _ = try store.logWater(WaterIntake(at: at(Self.today - 1, 9), milliliters: 900), for: profile, today: Self.today)
        _ = try store.log(Appointment(title: "Midwife", at: at(Self.today + 1, 10), place: "Health centre"), for: profile, today: Self.today)
        let inputs = try RemindersView.inputs(from: store, profile: profile, today: Self.today, now: at(Self.today, 19), daysAhead: 2)
        #expect(inputs.waterMilliliters == 250 && inputs.waterGoalMilliliters == profile.waterGoalMl)
        #expect(inputs.appointments.map(\.title) == ["Midwife"] && inputs.appointments.first?.place == "Health centre")
        #expect(!inputs.supplementsMissing && inputs.breathingFrom == nil && inputs.journalingFrom == nil)
    }
}
