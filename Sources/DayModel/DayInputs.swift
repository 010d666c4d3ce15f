import CycleCore

/// Everything Bloom has recorded about one person that a day's picture is computed from:
/// plain values, read from the journal (or a test's memory) once per command or chat turn.
public struct DayInputs: Sendable, Equatable {
    /// The profile's name.
    public var profileName: String
    /// What the profile tracks.
    public var mode: Mode
    /// Every logged period, in any order.
    public var periods: [PeriodRecord]
    /// Every basal temperature logged, in any order.
    public var temperatures: [BasalTemperature]
    /// Every ovulation (LH) test logged, in any order.
    public var ovulationTests: [LHTest]
    /// The most recent pregnancy recorded, if any (whether it is under way is decided by the
    /// day model, not by the reader).
    public var pregnancy: PregnancyRecord?
    /// The "has your period ended?" questions already shown.
    public var periodEndPromptsShown: [ShownPeriodEndPrompt]
    /// The cycle length the person gave as typical, the prediction's prior until three cycles
    /// are logged.
    public var typicalCycleLength: Int?
    /// The conditions the person said they live with (onboarding or `bloom profile set`):
    /// they add to what the prediction explains, never change its numbers.
    public var conditions: [HealthCondition]

    /// The inputs of a person with nothing recorded.
    public static func empty(profileName: String, mode: Mode = .cycle) -> DayInputs {
        DayInputs(profileName: profileName, mode: mode, periods: [])
    }

    public init(profileName: String, mode: Mode, periods: [PeriodRecord], temperatures: [BasalTemperature] = [],
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
public struct PregnancyRecord: Sendable, Hashable {
    /// The first day of the last menstrual period (derived from the due date when dated by it).
    public var lmp: Day
    /// The baby's name, if chosen.
    public var babyName: String?

    public init(lmp: Day, babyName: String? = nil) {
        self.lmp = lmp
        self.babyName = babyName
    }

    /// The dating of this pregnancy.
    public var dating: PregnancyDating { PregnancyDating(lmp: lmp) }
    /// The estimated due date (LMP + 280 days).
    public var dueDate: Day { dating.dueDate }
}

/// A period-end question Bloom showed: for which period, which of the two, and on which day.
public struct ShownPeriodEndPrompt: Sendable, Hashable {
    /// The start of the period the question was about.
    public var cycleStart: Day
    /// 1 or 2.
    public var number: Int
    /// The day it was shown.
    public var shown: Day

    public init(cycleStart: Day, number: Int, shown: Day) {
        self.cycleStart = cycleStart
        self.number = number
        self.shown = shown
    }
}
