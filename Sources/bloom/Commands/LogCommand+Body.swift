import CycleCore
import Foundation
import Journal
import JSON

/// `bloom log sleep|rhr|hrv|workout`: body measurements typed in by hand, stored with the
/// imported wellbeing data under the source "manual" (a hand-logged value wins over an imported
/// one on the same day).
extension LogCommand {
    static let bodyKinds: [Kind] = [
        Kind(names: ["sleep"], form: "sleep HH:MM-HH:MM [DATE] | sleep --hours H [DATE]   (the night ending on DATE's morning)",
             options: ["--hours"]) { words, arguments, context in
            if arguments.value("--hours") != nil { return try logNightLength(words, arguments, context) }
            let (text, rest) = try value(words, "the night, e.g. 23:40-07:05 (or --hours H)", form: "sleep HH:MM-HH:MM [DATE]")
            let parts = text.split(separator: "-").map(String.init)
            guard parts.count == 2, let bed = TimeOfDay(text: parts[0]), let wake = TimeOfDay(text: parts[1]) else {
                throw CLIError.usage("give the night as bedtime-waketime, e.g. 23:40-07:05, not '\(text)'")
            }
            let night = ManualNight(bedtime: bed, wake: wake, morning: try context.day(from: rest))
            if let problem = night.problem { throw CLIError.data(problem) }
            let (store, profile) = try context.journalForLogging()
            let replaced = try store.logManualSleep(night.span(utcOffset: TimeZone.current.secondsFromGMT()),
                                                    summary: "sleep \(bed)–\(wake) ending \(night.morning.iso)", for: profile)
            bodyReport(context, profile, kind: "sleep", day: night.morning, value: Double(night.minutesAsleep), unit: "min", replaced: replaced,
                       text: night.summary)
        },
        measurement("rhr", aliases: ["resting-heart-rate"], kind: .restingHeartRate, unit: "bpm", range: 25...150, noun: "resting heart rate"),
        measurement("hrv", aliases: [], kind: .heartRateVariabilitySDNN, unit: "ms", range: 5...300, noun: "HRV (SDNN)"),
        Kind(names: ["workout"], form: "workout MINUTES [DATE] --effort 0-10 [--at TIME] [--activity NAME]", options: ["--effort", "--at", "--activity"]) { words, arguments, context in
            let (text, rest) = try value(words, "the minutes", form: "workout MINUTES [DATE] --effort 0-10")
            guard let minutes = Int(text) else { throw CLIError.usage("workout takes its length in whole minutes, not '\(text)'") }
            guard (1...600).contains(minutes) else { throw CLIError.data("a workout of \(minutes) min is outside 1–600 min") }
            let effort = try integer(arguments, "--effort", 0...10)
            let day = try context.day(from: rest)
            let start = try context.moment(on: day)
            let span = localSpan(from: start, to: nil, seconds: Int64(minutes * 60), day: day)
            let activity = arguments.value("--activity") ?? "workout"
            let workout = Workout(activity: activity, span: span, durationSeconds: Double(minutes * 60), source: JournalStore.manualSource,
                                  sourceKey: "manual:workout:\(start.iso)")
            let (store, profile) = try context.journalForLogging()
            try store.logManualWorkout(workout, effort: effort.map(Double.init), summary: "\(activity) \(minutes) min at \(start)", for: profile)
            bodyReport(context, profile, kind: "workout", day: day, value: Double(minutes), unit: "min", replaced: false,
                       text: "\(activity) \(minutes) min at \(start)\(effort.map { ", effort \($0)/10" } ?? " (no effort given: it counts for strain only with --effort)")")
        },
    ]

    /// `bloom log sleep --hours 6.5 [DATE]`: a night told by its length only (`NightLength`),
    /// ending on DATE's morning; no bedtime or waking time is made up. Logging that night again
    /// replaces it.
    private static func logNightLength(_ words: [String], _ arguments: ParsedArguments, _ context: CommandContext) throws {
        let text = arguments.value("--hours") ?? ""
        if let first = words.first, first.contains(":") {
            throw CLIError.usage("give the night as times (sleep HH:MM-HH:MM) or as --hours H, not both")
        }
        guard let hours = Double(text), hours.isFinite else {
            throw CLIError.usage("--hours takes the hours slept as a number, e.g. 6.5, not '\(text)'")
        }
        let minutes = Int((hours * 60).rounded())
        if let problem = NightLength.problem(minutes: minutes) { throw CLIError.data(problem) }
        let night = NightLength(morning: try context.day(from: words), minutes: minutes)
        let (store, profile) = try context.journalForLogging()
        let logged = try store.log(night, for: profile, today: try context.today())
        bodyReport(context, profile, kind: "sleep-length", day: night.morning, value: Double(minutes), unit: "min",
                   replaced: logged.change != .added, text: logged.record.summary)
    }

    /// A one-number measurement logged for a day, at `--at` or 07:00 (a morning reading).
    private static func measurement(_ name: String, aliases: [String], kind: SampleKind, unit: String, range: ClosedRange<Double>, noun: String) -> Kind {
        Kind(names: [name] + aliases, form: "\(name) VALUE [DATE] [--at TIME]   (\(noun) in \(unit); a morning reading unless --at says otherwise)",
             options: ["--at"]) { words, arguments, context in
            let (text, rest) = try value(words, "the \(noun)", form: "\(name) VALUE [DATE]")
            guard let number = Double(text), number.isFinite else { throw CLIError.usage("\(name) takes a number in \(unit), not '\(text)'") }
            guard range.contains(number) else {
                throw CLIError.data("\(noun) \(text) \(unit) is outside \(Int(range.lowerBound))–\(Int(range.upperBound)) \(unit)")
            }
            let day = try context.day(from: rest)
            let at = arguments.value("--at") != nil ? try context.moment(on: day) : LocalTimestamp(day: day, time: TimeOfDay(seconds: 7 * 3600)!)
            let span = localSpan(from: at, to: nil, seconds: 0, day: day)
            let (store, profile) = try context.journalForLogging()
            let replaced = try store.logManualSample(kind, value: number, span: span, summary: "\(noun) \(text) \(unit) on \(day.iso)", for: profile)
            bodyReport(context, profile, kind: name, day: day, value: number, unit: unit, replaced: replaced, text: "\(noun) \(text) \(unit) on \(day.iso)")
        }
    }

    /// The span of a local moment (and an end, or a length) in UTC, at this computer's UTC offset.
    static func localSpan(from start: LocalTimestamp, to end: LocalTimestamp?, seconds: Int64 = 0, day: Day) -> ImportedSpan {
        let offset = TimeZone.current.secondsFromGMT()
        func utc(_ moment: LocalTimestamp) -> Int64 { Int64(moment.day.ordinal) * 86_400 + Int64(moment.time.seconds) - Int64(offset) }
        let begin = utc(start)
        return ImportedSpan(start: begin, end: end.map(utc) ?? begin + seconds, utcOffset: offset, day: day)
    }

    private static func bodyReport(_ context: CommandContext, _ profile: Profile, kind: String, day: Day, value: Double, unit: String,
                                   replaced: Bool, text: String) {
        if context.wantsJSON {
            context.out.line(JSONValue.orderedObject([("change", .string(replaced ? "updated" : "added")), ("kind", .string(kind)), ("profile", .string(profile.name)),
                                          ("day", .day(day)), ("value", .rounded(value)), ("unit", .string(unit)), ("source", .string(JournalStore.manualSource))]).rendered())
            return
        }
        context.out.line("\(replaced ? "Updated" : "Logged") \(text) · profile \(profile.name)")
    }
}
