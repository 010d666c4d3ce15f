import CycleCore
import DayModel
import EnergyBudget
import enum Wellness.ScoreKind
import struct Wellness.ScoreCard
import struct Wellness.PatternReport

/// Something the assistant can write to the person's journal.
package enum JournalWrite: Sendable, Equatable {
    case periodStart(Day)
    case periodEnd(Day)
    case flow(String, Day)
    case symptom(String, severity: Int?, Day)
    case mood(String, Day)
    case temperature(celsius: Double, Day)
    case ovulationTest(String, Day)
    case water(milliliters: Int, Day)
    case weight(kilograms: Double, Day)
    /// Food eaten, in kcal, with protein, carbohydrate and fat in grams when said, and a meal
    /// word ("lunch", "snack") as the note: the same entry as `bloom food`.
    case food(kcal: Int, protein: Double?, carbs: Double?, fat: Double?, note: String?, Day)
    case sex(protected: Bool?, Day)
    /// The cervical discharge seen that day, by its type ("egg-white", "creamy"): the day
    /// log's discharge, the sign people trying to conceive chart.
    case discharge(String, Day)
    /// Exercise done: its kind ("yoga", "run", "walk") and minutes, the same workout record as
    /// `bloom log workout MINUTES --activity KIND`, which the strain score and patterns read.
    case exercise(activity: String, minutes: Int, Day)
    /// A lifestyle entry; `count` is how many drinks or cigarettes people said ("3 coffees").
    case lifestyle(kind: String, count: Int, detail: String, Day)
    case note(String, Day)
    case mode(Mode)
    case switchProfile(String)
    /// A pregnancy dated by its due date ("I'm pregnant, due 2027-06-01").
    case pregnancy(dueDate: Day)
    /// The profile's usual cycle length in days ("my cycle is usually 30 days"): the
    /// prediction's prior until three cycles are logged, as onboarding stores it.
    case typicalCycleLength(Int)
    /// An appointment at a day and time ("midwife on 3 Dec at 10am"): the same record as
    /// `bloom appointments add`.
    case appointment(title: String, at: Moment)
    /// A night of sleep from bedtime to waking (seconds since midnight), ending on the morning
    /// `morning`: the same record as `bloom log sleep HH:MM-HH:MM`.
    case sleep(bedtime: Int, wake: Int, morning: Day)

    /// The action's name in `--json` output, e.g. "period_start".
    package var name: String {
        switch self {
        case .periodStart: "period_start"
        case .periodEnd: "period_end"
        case .flow: "flow"
        case .symptom: "symptom"
        case .mood: "mood"
        case .temperature: "temperature"
        case .ovulationTest: "ovulation_test"
        case .water: "water"
        case .weight: "weight"
        case .food: "food"
        case .sex: "sex"
        case .discharge: "discharge"
        case .exercise: "exercise"
        case .lifestyle: "lifestyle"
        case .note: "note"
        case .mode: "mode"
        case .switchProfile: "profile"
        case .pregnancy: "pregnancy"
        case .typicalCycleLength: "typical_cycle_length"
        case .appointment: "appointment"
        case .sleep: "sleep"
        }
    }

    /// The day the write is about, when it has one.
    package var day: Day? {
        switch self {
        case let .periodStart(day), let .periodEnd(day), let .flow(_, day), let .symptom(_, _, day), let .mood(_, day),
             let .temperature(_, day), let .ovulationTest(_, day), let .water(_, day), let .weight(_, day), let .food(_, _, _, _, _, day),
             let .sex(_, day), let .lifestyle(_, _, _, day), let .note(_, day), let .discharge(_, day), let .exercise(_, _, day):
            day
        case let .appointment(_, at):
            at.day
        case let .sleep(_, _, morning):
            morning
        case .mode, .switchProfile, .pregnancy, .typicalCycleLength:
            nil
        }
    }
}

/// What the assistant reads from and writes to; the journal implements it, and tests hand the
/// assistant an in-memory one.
package protocol AssistantStore: AnyObject {
    /// The active profile's name.
    var profileName: String { get }
    /// The active profile's mode.
    var mode: Mode { get }
    /// The daily water goal in millilitres.
    var waterGoalMilliliters: Int { get }
    /// The cycle length the person gave at onboarding, used as the prediction's prior until
    /// three cycles are logged; nil when not given.
    var typicalCycleLength: Int? { get }
    /// Whether the profile types weights in pounds (a bare "weight 140" is then 140 lb).
    var weighsInPounds: Bool { get }
    /// Every logged period (in any order).
    func periods() throws -> [PeriodRecord]
    /// The pregnancy's dates, when one is recorded.
    func pregnancy() throws -> PregnancyDating?
    /// The names of every profile on this device.
    func profileNames() throws -> [String]
    /// Millilitres of water logged on `day`.
    func water(on day: Day) throws -> Int
    /// Symptom ids logged on each day from `start` through `end`.
    func symptoms(from start: Day, through end: Day) throws -> [Day: [String]]
    /// Every basal temperature logged (any order).
    func temperatures() throws -> [BasalTemperature]
    /// Every ovulation (LH) test logged (any order).
    func ovulationTests() throws -> [LHTest]
    /// Every kick-count session (any order).
    func kickSessions() throws -> [KickCount]
    /// Every timed contraction (any order).
    func contractions() throws -> [TimedContraction]
    /// Everything the day model is built from (a default reads it through the methods above).
    func dayInputs() throws -> DayInputs
    /// What the day model of another profile on this device is built from, read without
    /// switching to it; nil when there is no such profile (or the store keeps one profile).
    func dayInputs(ofProfile name: String) throws -> DayInputs?
    /// Everyone on this device at a glance on `today`; nil when the store cannot tell.
    func overview(today: Day) throws -> Overview?
    /// Today's food-energy budget, maintenance estimate and life stage: the very summary
    /// `bloom budget` prints for the same journal and day; nil when the store keeps no food log.
    func energySummary(today: Day) throws -> EnergySummary?
    /// Stores `write` as one transaction.
    /// - Returns: one line saying what was stored.
    func apply(_ write: JournalWrite) throws -> String
    /// Stores `writes` (the items of one message) as one action: all of them or, on an error,
    /// none; one `undoLast()` takes them all back.
    /// - Returns: one line per write saying what was stored.
    func apply(_ writes: [JournalWrite]) throws -> [String]
    /// Removes the last thing logged: everything one `apply(_:)` stored.
    /// - Returns: one line saying what was removed, or nil when there is nothing to undo.
    func undoLast() throws -> String?
    /// One wellness score on `today` (for `.week`, the 7 days ending then), computed by the same
    /// code as `bloom scores` and `bloom week-score`; nil when the store cannot tell (a default
    /// in `AssistantStore+Wellness.swift`).
    func wellnessCard(_ kind: ScoreKind, today: Day) throws -> ScoreCard?
    /// Lifestyle factors against the scores over the 90 days ending `today`, as `bloom patterns`
    /// finds them; nil when the store cannot tell.
    func wellnessPatterns(today: Day) throws -> PatternReport?
    /// The latest import and where the periods came from; nil when the store cannot tell.
    func importSummary() throws -> ImportSummary?
    /// How to import from another app (`source` e.g. "apple-health", nil for every app), in the
    /// words the import command's guide uses; nil when the store cannot tell.
    func importGuide(for source: String?) -> String?
    /// A view of the person's data rendered exactly as its command renders it (the calendar,
    /// history, reminders…), `width` columns wide, with colour only when `styled`; nil when
    /// this store cannot render views (the chat then names the command). Never writes.
    func view(_ request: ViewRequest, width: Int, styled: Bool) throws -> String?
    /// Makes the file asked for (the clinic report, a partner share) as its command makes it,
    /// on `today`; nil when this store cannot make files (the chat then names the command).
    /// Writes no record. Throws `FileRefusal` when the file cannot be made, with why.
    func make(_ request: FileRequest, today: Day) throws -> MadeFile?
}

extension AssistantStore {
    /// Stores that keep no units (tests, benchmarks) weigh in kilograms.
    package var weighsInPounds: Bool { false }

    /// Stores without transactions (benchmarks) store the writes one by one.
    package func apply(_ writes: [JournalWrite]) throws -> [String] { try writes.map { try apply($0) } }

    /// Stores that cannot render views (tests, in memory) answer nil.
    package func view(_ request: ViewRequest, width: Int, styled: Bool) throws -> String? { nil }

    /// Stores that cannot make files (tests, in memory) answer nil.
    package func make(_ request: FileRequest, today: Day) throws -> MadeFile? { nil }
}
