import CycleCore

/// Everything Bloom has recorded about one person that a day's picture is computed from:
/// plain values, read from the journal (or a test's memory) once per command or chat turn.
package struct DayInputs: Sendable, Equatable {
    /// The profile's name.
    package var profileName: String
    /// What the profile tracks.
    package var mode: Mode
    /// Every logged period, in any order.
    package var periods: [PeriodRecord]
    /// Every basal temperature logged, in any order.
    package var temperatures: [BasalTemperature]
    /// Every ovulation (LH) test logged, in any order.
    package var ovulationTests: [LHTest]
    /// The most recent pregnancy recorded, if any (whether it is under way is decided by the
    /// day model, not by the reader).
    package var pregnancy: PregnancyRecord?
    /// The "has your period ended?" questions already shown.
    package var periodEndPromptsShown: [ShownPeriodEndPrompt]
    /// The cycle length the person gave as typical, the prediction's prior until three cycles
    /// are logged.
    package var typicalCycleLength: Int?
    /// The conditions the person said they live with (onboarding or `bloom profile set`):
    /// they add to what the prediction explains, never change its numbers.
    package var conditions: [HealthCondition]

    /// The inputs of a person with nothing recorded.
    package static func empty(profileName: String, mode: Mode = .cycle) -> DayInputs {
        DayInputs(profileName: profileName, mode: mode, periods: [])
    }

    package init(profileName: String, mode: Mode, periods: [PeriodRecord], temperatures: [BasalTemperature] = [],
                ovulationTests: [LHTest] = [], pregnancy: PregnancyRecord? = nil,
                periodEndPromptsShown: [ShownPeriodEndPrompt] = [], typicalCycleLength: Int? = nil, conditions: [HealthCondition] = []) {
        self.profileName = profileName
        self.mode = mode
        self.periods = periods
        self.temperatures = temperatures
        self.ovulationTests = ovulationTests
        self.pregnancy = pregnancy
        self.periodEndPromptsShown = periodEndPromptsShown
        self.typicalCycleLength = typicalCycleLength
        self.conditions = conditions
    }
}

/// A recorded pregnancy: its dating and the baby's name, if chosen.
package struct PregnancyRecord: Sendable, Hashable {
    /// The first day of the last menstrual period (derived from the due date when dated by it).
    package var lmp: Day
    /// The baby's name, if chosen.
    package var babyName: String?

    package init(lmp: Day, babyName: String? = nil) {
        self.lmp = lmp
        self.babyName = babyName
    }

    /// The dating of this pregnancy.
    package var dating: PregnancyDating { PregnancyDating(lmp: lmp) }
    /// The estimated due date (LMP + 280 days).
    package var dueDate: Day { dating.dueDate }
}

/// A period-end question Bloom showed: for which period, which of the two, and on which day.
package struct ShownPeriodEndPrompt: Sendable, Hashable {
    /// The start of the period the question was about.
    package var cycleStart: Day
    /// 1 or 2.
    package var number: Int
    /// The day it was shown.
    package var shown: Day

    package init(cycleStart: Day, number: Int, shown: Day) {
        self.cycleStart = cycleStart
        self.number = number
        self.shown = shown
    }
}
