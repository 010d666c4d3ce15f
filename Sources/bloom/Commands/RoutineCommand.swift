import Content
import CycleCore
import Glances
import JSON
import Language

/// `bloom routine [NAME] [--play]`: the routines, one routine's poses, or a guided session.
enum RoutineCommand: BloomCommand {
    static let name = "routine"
    static let summary = "List yoga routines, show one, or play it pose by pose with a timer"
    static let usage = """
        bloom routine [NAME] [--play] [--json]

        Without NAME, lists every routine with its length. Lengths come from the holds: a
        breath counts as 5 seconds and a pose done on both sides counts twice.
        --play guides you through each pose with a countdown; when the output is not a
        terminal it prints the timed schedule instead, without waiting.

        Examples:
          bloom routine
          bloom routine menstrual relief
          bloom routine sleep-wind-down --play
        """
    static let options: [OptionSpec] = [
        .flag("--play", "guide you through the routine with a countdown for each pose"),
        ContentOptions.json,
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let play = arguments.has("--play")
        let query = ContentOptions.query(arguments)
        if play, query == nil {
            throw CLIError.usage("--play needs a routine, e.g. 'bloom routine menstrual-relief --play'")
        }
        let knowledge = try context.knowledge()
        guard let query else { return list(knowledge, in: context) }
        let result = ContentSearch.routines(in: knowledge).search(query)
        guard let routine = result.best else {
            throw ContentOptions.noMatch("routine", query, suggestions: result.suggestions)
        }
        let timeline = routine.timeline(poses: knowledge.pose(id:))
        if context.wantsJSON {
            var json = routine.json(in: knowledge)
            if play, case let .orderedObject(pairs) = json {
                json = .orderedObject(pairs + [("schedule", .array(timeline.map { moment in
                    .orderedObject([
                        ("startsAt", .int(moment.startsAt)), ("pose", .string(moment.poseID)),
                        ("name", .text(moment.pose?.name)), ("side", .text(moment.side)), ("seconds", .int(moment.seconds)),
                    ])
                }))])
            }
            context.out.line(json.rendered())
        } else if play && context.out.isTerminal {
            RoutinePlayer.play(routine, timeline: timeline, on: context.out)
        } else if play {
            context.out.write(schedule(routine, timeline: timeline, out: context.out))
        } else {
            context.out.write(details(routine, knowledge: knowledge, out: context.out))
        }
    }

    static func list(_ knowledge: Knowledge, in context: CommandContext) {
        if context.wantsJSON {
            context.out.line(JSONValue.orderedObject([("routines", .array(knowledge.routines.map { $0.json(in: knowledge) }))]).rendered())
            return
        }
        var page = ContentPage(for: context.out)
        page.title("Yoga routines (\(knowledge.routines.count))")
        for routine in knowledge.routines {
            page.blank()
            page.line("\(routine.name) · \(routine.totalMinutes) min · \(forText(routine)) · \(routine.id)")
            page.paragraph(routine.purpose, indent: 2)
        }
        page.blank()
        page.hint("Show one: bloom routine NAME · play it: bloom routine NAME --play")
        page.source(NutritionCommand.unique(knowledge.routines.map(\.source)).joined(separator: "; "))
        context.out.write(page.text)
    }

    static func details(_ routine: Routine, knowledge: Knowledge, out: TerminalOutput) -> String {
        var page = ContentPage(for: out)
        page.title("\(routine.name) · \(routine.totalMinutes) min")
        page.paragraph(routine.purpose)
        page.line("For \(forText(routine)).")
        page.heading("Poses")
        page.numbered(routine.steps.map { step in
            let pose = knowledge.pose(id: step.pose)
            var text = "\(pose?.name ?? step.pose) · \(step.hold)"
            if step.bothSides { text += " each side" }
            if case .breaths = step.hold { text += " (\(durationText(seconds: step.totalSeconds)))" }
            else if step.bothSides { text += " (\(durationText(seconds: step.totalSeconds)) in all)" }
            if let note = step.note { text += ". \(note)" }
            if let trimester = routine.trimester, let pose, pose.pregnancy[trimester] == .modify, let adapt = pose.pregnancyNote {
                text += " Modify: \(adapt)"
            }
            return text
        })
        page.blank()
        page.line("Total: \(durationText(seconds: routine.totalSeconds)) (a breath counts as 5 s; both sides count twice)")
        page.hint("Play it: bloom routine \(routine.id) --play · one pose: bloom pose NAME")
        page.source(routine.source)
        return page.text
    }

    /// The timed plan printed by `--play` when output is piped.
    static func schedule(_ routine: Routine, timeline: [RoutineMoment], out: TerminalOutput) -> String {
        var page = ContentPage(for: out)
        page.title("\(routine.name) · \(durationText(seconds: routine.totalSeconds))")
        for moment in timeline {
            var text = "\(clockText(seconds: moment.startsAt).leftPadded(to: 5))  \(moment.pose?.name ?? moment.poseID)"
            if let side = moment.side { text += " (\(side))" }
            text += " · \(durationText(seconds: moment.seconds))"
            page.line(text)
        }
        page.line("\(clockText(seconds: routine.totalSeconds).leftPadded(to: 5))  done")
        page.source(routine.source)
        return page.text
    }

    /// "the menstrual phase", "trimester 2" or "any time".
    static func forText(_ routine: Routine) -> String {
        if let trimester = routine.trimester { return "trimester \(trimester.rawValue)" }
        if routine.phases.isEmpty { return "any time" }
        return listText(routine.phases.map(\.phrase))
    }
}

/// Plays a routine on a terminal: each pose's cues, then a countdown redrawn in place.
enum RoutinePlayer {
    static func play(_ routine: Routine, timeline: [RoutineMoment], on out: TerminalOutput) {
        out.line(out.styled("\(routine.name) · \(durationText(seconds: routine.totalSeconds))", .bold) + out.styled(" · Ctrl-C stops", .dim))
        for (index, moment) in timeline.enumerated() {
            out.line()
            var page = ContentPage(for: out)
            var title = "[\(index + 1)/\(timeline.count)] \(moment.pose?.name ?? moment.poseID)"
            if let side = moment.side { title += " · \(side) side" }
            page.title(title)
            if let pose = moment.pose, moment.side != "left" { page.numbered(pose.steps) }
            if let note = moment.note { page.paragraph(note, indent: 2) }
            out.write(page.text)
            let next = index + 1 < timeline.count ? timeline[index + 1] : nil
            Countdown.run(seconds: Double(moment.seconds), on: out) { left in
                var text = "  " + out.styled(clockText(seconds: left), .cyan)
                if let next { text += out.styled(" · next: \(next.pose?.name ?? next.poseID)", .dim) }
                return text
            }
        }
        out.line()
        out.line("Done: \(routine.name), \(durationText(seconds: routine.totalSeconds)).")
    }
}
