import CycleCore
import NextSteps
import Wellness

/// The one place a `NextStep` becomes words: the command to run (`bloom log period end DATE`)
/// or the option to give (`--out FILE`). Libraries name steps; only the executable writes them.
extension NextStep {
    /// How a step is written: a `bloom` command, or options on their own.
    enum Written: Equatable {
        /// `bloom WORDS`, carrying the options that chose whose data it is.
        case command(String, carries: Carried)
        /// Options to add to the command just run, e.g. `--out FILE`.
        case option(String)
    }

    /// Which of the options that chose whose data it is a command carries, so that running it as
    /// shown reads or changes the same profile in the same folder.
    enum Carried: Equatable {
        /// Neither: the command is for another folder (restoring a backup into a new one).
        case nothing
        /// `--home` only: the command is about profiles themselves.
        case home
        /// `--home` and `--profile`.
        case homeAndProfile
    }

    /// The step as it is typed.
    var written: Written {
        switch self {
        case .chooseAnotherHome: .option("--home DIR or BLOOM_HOME")
        case .chooseAnotherOutput: .option("--out FILE")
        case .writeHTMLInstead: .option("--out FILE.html")
        case .chooseReportStart: .option("--from")
        case .chooseReportEnd: .option("--to")
        case .giveAge: .option("--age")
        case .giveMaximumHeartRate: .option("--max-hr")
        case .restoreBackup: .command("import FILE --home NEW_DIR", carries: .nothing)
        case let .addProfile(name): .command("profile add " + (name.map(CommandContext.shellWord) ?? "NAME"), carries: .home)
        case let .logPeriodStart(day, newCycle): .command("log period start" + Self.words(day) + (newCycle ? " --new-cycle" : ""), carries: .homeAndProfile)
        case let .logPeriodEnd(day): .command("log period end" + Self.words(day), carries: .homeAndProfile)
        case let .logPregnancy(dating, day):
            .command("log pregnancy " + (dating == .lastPeriod ? "--lmp" : "--due") + Self.words(day), carries: .homeAndProfile)
        case .switchToCycleMode: .command("profile set --mode cycle", carries: .homeAndProfile)
        case .startKickCount: .command("log kicks start", carries: .homeAndProfile)
        case .endKickCount: .command("log kicks end", carries: .homeAndProfile)
        case .countKicks: .command("kicks", carries: .homeAndProfile)
        case .startContraction: .command("log contraction start", carries: .homeAndProfile)
        case .endContraction: .command("log contraction end", carries: .homeAndProfile)
        case .timeContractions: .command("contractions", carries: .homeAndProfile)
        case .seeChecklistWeek: .command("checklist --week N", carries: .homeAndProfile)
        case let .log(reading): .command("log " + Self.words(reading), carries: .homeAndProfile)
        case .logSymptomsAndMoods: .command("log day --symptom … --mood …", carries: .homeAndProfile)
        case .logMoodAndNote: .command("log day --mood calm --note \"…\"", carries: .homeAndProfile)
        case .logAnything: .command("log", carries: .homeAndProfile)
        case .addAppointment: .command("appointments add TITLE --at 'YYYY-MM-DD HH:MM'", carries: .homeAndProfile)
        case .setConditions: .command("profile set --conditions …", carries: .homeAndProfile)
        case .setStepGoal: .command("profile set --step-goal N", carries: .homeAndProfile)
        case .breathe: .command("breathe", carries: .homeAndProfile)
        case .morningRoutine: .command("morning", carries: .homeAndProfile)
        case let .importFile(file, dryRun): .command("import " + (file.map(CommandContext.shellWord) ?? "FILE") + (dryRun ? " --dry-run" : ""), carries: .homeAndProfile)
        case .undoImport: .command("import --undo", carries: .homeAndProfile)
        case .undo: .command("undo", carries: .homeAndProfile)
        case .shareWithSymptomsAndMoods: .command("share --include symptoms,moods", carries: .homeAndProfile)
        case .seeHistory: .command("history", carries: .homeAndProfile)
        case .seeInsights: .command("insights", carries: .homeAndProfile)
        case .seePrediction: .command("predict", carries: .homeAndProfile)
        case .seeWeights: .command("weight", carries: .homeAndProfile)
        case let .seeVitals(vital): .command("vitals" + (vital.map { " " + VitalSign(vital: $0).commandName } ?? ""), carries: .homeAndProfile)
        }
    }

    /// " DATE", " YYYY-MM-DD", " 2026-11-02", or "" for today (the command's default).
    static func words(_ day: DayChoice) -> String {
        switch day {
        case .today: ""
        case let .on(day): " " + day.iso
        case .blank: " DATE"
        case .blankWithFormat: " YYYY-MM-DD"
        }
    }

    /// "weight 62.5", "bp 118/76", "sleep 23:40-07:05", "temp 36.45 --at 06:30"…
    static func words(_ reading: Reading) -> String {
        switch reading {
        case let .weight(kilograms): "weight " + number(kilograms)
        case let .bodyFat(percent): "bodyfat " + number(percent)
        case let .heartRateVariability(milliseconds): "hrv " + number(milliseconds)
        case let .restingHeartRate(bpm): "rhr " + number(bpm)
        case let .oxygenSaturation(percent): "spo2 " + number(percent)
        case let .bloodPressure(systolic, diastolic): "bp \(systolic)/\(diastolic)"
        case let .glucose(millimoles): "glucose " + number(millimoles)
        case let .temperature(celsius, minute): "temp " + number(celsius) + (minute.map { " --at " + clock($0) } ?? "")
        case let .sleep(bedtime, wake): "sleep \(clock(bedtime))-\(clock(wake))"
        case let .workout(minutes, effort): "workout \(minutes)" + (effort.map { " --effort \($0)" } ?? "")
        }
    }

    /// 62.5 → "62.5", 45 → "45".
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }

    /// 390 → "06:30".
    static func clock(_ minute: Int) -> String {
        let hour = minute / 60, rest = minute % 60
        return (hour < 10 ? "0" : "") + "\(hour):" + (rest < 10 ? "0" : "") + "\(rest)"
    }
}

extension VitalSign {
    /// The sign a step names.
    init(vital: NextStep.Vital) {
        self = VitalSign(rawValue: vital.rawValue)!
    }
}

extension StepWording {
    /// Steps written as commands to run (`bloom WORDS`, then `homeSuffix` or
    /// `homeAndProfileSuffix` as the step carries them) or as options on their own.
    /// - Parameters:
    ///   - homeSuffix: e.g. ` --home /data/bloom`, or "".
    ///   - homeAndProfileSuffix: e.g. ` --home /data/bloom --profile sis`, or "".
    static func commands(homeSuffix: String = "", homeAndProfileSuffix: String = "") -> StepWording {
        StepWording { step in
            switch step.written {
            case let .option(text): text
            case let .command(words, .nothing): "bloom " + words
            case let .command(words, .home): "bloom " + words + homeSuffix
            case let .command(words, .homeAndProfile): "bloom " + words + homeAndProfileSuffix
            }
        }
    }

    /// The commands with no options carried: for files that leave this device (a clinic report
    /// names no folder or profile of this computer) and for messages before a command runs.
    static let plainCommands = commands()
}
