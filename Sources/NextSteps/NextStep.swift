import CycleCore

/// Something the person can do next: fix what a message is about, add what a view is missing,
/// or see the same figures elsewhere. Libraries name it; only the executable words it, as the
/// command to run with the options it was given (`StepWording`), so no library speaks the
/// command line.
///
/// A case names the action and what it needs (a day, an example reading, a file), never the
/// words typed for it.
package enum NextStep: Sendable, Hashable {
    // MARK: Where Bloom keeps its data and writes files

    /// Use another folder for Bloom's data.
    case chooseAnotherHome
    /// Write the file somewhere else.
    case chooseAnotherOutput
    /// Write the report as HTML instead of PDF.
    case writeHTMLInstead
    /// Make the report start on another day.
    case chooseReportStart
    /// Make the report end on another day.
    case chooseReportEnd
    /// Restore a backup into a new, empty folder.
    case restoreBackup
    /// Add a profile with this name (nil: a name to fill in).
    case addProfile(name: String?)

    // MARK: Periods

    /// Log that a period started; `newCycle` confirms a start soon after the previous one.
    case logPeriodStart(DayChoice, newCycle: Bool = false)
    /// Log that the period ended.
    case logPeriodEnd(DayChoice)

    // MARK: Pregnancy

    /// Date a pregnancy from the first day of the last period or from the due date.
    case logPregnancy(PregnancyDate, DayChoice)
    /// Switch the profile back to cycle tracking (after a birth).
    case switchToCycleMode
    /// Start a kick count.
    case startKickCount
    /// End the kick count under way.
    case endKickCount
    /// Count kicks with the timer.
    case countKicks
    /// Log that a contraction started.
    case startContraction
    /// Log that the contraction under way ended.
    case endContraction
    /// Time contractions with the timer.
    case timeContractions
    /// See the pregnancy checklist of any week.
    case seeChecklistWeek

    // MARK: The body and the day

    /// Log a reading by hand (the example is what the person might type).
    case log(Reading)
    /// Log the day's symptoms and moods.
    case logSymptomsAndMoods
    /// Log how the day went: a mood and a note.
    case logMoodAndNote
    /// Log anything (the list of what can be logged).
    case logAnything
    /// Add an appointment.
    case addAppointment
    /// Give an age, for a maximum heart rate estimated from it.
    case giveAge
    /// Give a measured maximum heart rate.
    case giveMaximumHeartRate
    /// Set the health conditions Bloom takes into account.
    case setConditions
    /// Set a daily step goal.
    case setStepGoal
    /// A few minutes of slow breathing.
    case breathe
    /// The morning routine.
    case morningRoutine

    // MARK: Other apps' data and taking changes back

    /// Import another app's export or a backup (nil: a file to fill in); `dryRun` shows what
    /// would change and writes nothing.
    case importFile(String?, dryRun: Bool)
    /// Take the latest import back as a whole.
    case undoImport
    /// Take back the last change.
    case undo

    // MARK: Sharing

    /// Share again with symptoms and moods included.
    case shareWithSymptomsAndMoods

    // MARK: The same figures elsewhere

    /// The periods one by one.
    case seeHistory
    /// The statistics and patterns of the cycles.
    case seeInsights
    /// The next periods and fertile windows.
    case seePrediction
    /// The weights, by trimester in pregnancy.
    case seeWeights
    /// The vitals cards, or one sign's card with its chart.
    case seeVitals(Vital?)
}

extension NextStep {
    /// The day a step is about.
    package enum DayChoice: Sendable, Hashable {
        /// No day given: the command's own default, today.
        case today
        /// This day.
        case on(Day)
        /// A day the person fills in.
        case blank
        /// A day the person fills in, written so that it shows the format: for someone who
        /// has not logged anything yet.
        case blankWithFormat
    }

    /// How a pregnancy is dated.
    package enum PregnancyDate: Sendable, Hashable {
        /// From the first day of the last period.
        case lastPeriod
        /// From the due date.
        case dueDate
    }

    /// A vital sign with a card of its own (the same cases as Wellness' `VitalSign`).
    package enum Vital: String, Sendable, Hashable, CaseIterable {
        case weight, bodyFat, heartRateVariability, restingHeartRate, oxygenSaturation, vo2Max, bloodPressure, glucose
    }

    /// A reading to log by hand, with the example value a message shows.
    package enum Reading: Sendable, Hashable {
        case weight(kilograms: Double)
        case bodyFat(percent: Double)
        case heartRateVariability(milliseconds: Double)
        case restingHeartRate(bpm: Double)
        case oxygenSaturation(percent: Double)
        case bloodPressure(systolic: Int, diastolic: Int)
        case glucose(millimolesPerLitre: Double)
        /// A waking temperature, taken at a minute of the day (nil: now).
        case temperature(celsius: Double, atMinute: Int?)
        /// A night from bedtime to waking, in minutes since midnight.
        case sleep(bedtimeMinute: Int, wakeMinute: Int)
        /// A workout of some minutes, with its effort out of 10 when given.
        case workout(minutes: Int, effort: Int?)
    }
}
