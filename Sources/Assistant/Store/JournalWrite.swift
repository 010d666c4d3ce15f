import CycleCore

/// Something the assistant can write to the person's journal.
package enum JournalWrite: Sendable, Equatable {
    case periodStart(Day)
    case periodEnd(Day)
    case flow(String, Day)
    case symptom(String, severity: Int?, Day)
    case mood(String, Day)
    case temperature(celsius: Double, Day)
    case ovulationTest(String, Day)
    /// A home pregnancy test's result ("bfp this morning", "clearblue says not pregnant"): the
    /// same record as `bloom log pregnancy-test`; `faint` for a faint line (a positive).
    case pregnancyTest(positive: Bool, faint: Bool, Day)
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
    /// A night of sleep told by its length only ("slept about 6 hours last night"): minutes
    /// asleep in the night that began on the evening `night`, with no bedtime or waking time
    /// (none is made up): the same record as `bloom log sleep --hours H`, one a night.
    case sleepLength(minutes: Int, night: Day)

    /// A symptom or bleeding in words a question can name ("back pain", "spotting", "heavy
    /// bleeding"); nil for other writes.
    package var spokenItem: String? {
        switch self {
        case let .symptom(id, _, _): id.replacingOccurrences(of: "-", with: " ")
        case let .flow(id, _): id == "spotting" ? "spotting" : "\(id) bleeding"
        default: nil
        }
    }

    /// What "what do I do now?" asks of this entry just after it was logged, in the library's
    /// words ("what helps with cramps", "what next after a positive pregnancy test"); nil for an
    /// entry the library has no such answer for.
    package var whatToDoQuestion: String? {
        if let item = spokenItem ?? spokenMood { return "what helps with \(item)" }
        if case let .pregnancyTest(positive, _, _) = self {
            return positive ? "positive pregnancy test what next" : "negative pregnancy test could it be too early"
        }
        return nil
    }

    /// A mood as a question names it ("feeling irritable"), nil for other writes.
    package var spokenMood: String? {
        if case let .mood(id, _) = self { "feeling " + id.replacingOccurrences(of: "-", with: " ") } else { nil }
    }

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
        case .pregnancyTest: "pregnancy_test"
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
        case .sleepLength: "sleep_length"
        }
    }

    /// Whether the write is a mood.
    package var isMood: Bool {
        if case .mood = self { true } else { false }
    }

    /// The day the write is about, when it has one.
    package var day: Day? {
        switch self {
        case let .periodStart(day), let .periodEnd(day), let .flow(_, day), let .symptom(_, _, day), let .mood(_, day),
             let .temperature(_, day), let .ovulationTest(_, day), let .pregnancyTest(_, _, day), let .water(_, day), let .weight(_, day), let .food(_, _, _, _, _, day),
             let .sex(_, day), let .lifestyle(_, _, _, day), let .note(_, day), let .discharge(_, day), let .exercise(_, _, day):
            day
        case let .appointment(_, at):
            at.day
        case let .sleep(_, _, morning):
            morning
        case let .sleepLength(_, night):
            night
        case .mode, .switchProfile, .pregnancy, .typicalCycleLength:
            nil
        }
    }
}
