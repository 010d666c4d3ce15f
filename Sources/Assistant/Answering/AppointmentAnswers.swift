import CycleCore
import Language

/// Adds an appointment from chat: "add my midwife appointment on 3 Dec at 10am", "book the
/// 20 week scan for Friday at 9.30". The same record as `bloom appointments add`.
///
/// An appointment needs a day (read looking ahead: "Friday" is the coming one) and a time; a
/// missing one is asked for, and the answer completes the first message. An instruction
/// ("add…", "book…", "put…") writes at once; anything else ("I have a scan on Friday at 9")
/// is offered first ("Shall I add…?"), and "yes" writes it. A day already past is refused.
enum AppointmentAnswers {
    /// What the message says about an appointment.
    struct Reading {
        var title: String
        var day: Day?
        var time: ClockTime?
        /// A day that was named but does not exist ("31 November"), and why.
        var invalidDay: (phrase: String, reason: String)?
    }

    /// Words that say what to do, not what the appointment is (`word-lists.json`).
    static let fillerWords: Set<String> = WordList.appointmentsFillerWords.set
    /// Words for an appointment itself: left out of the title, which then ends in "appointment".
    static let appointmentWords: Set<String> = WordList.appointmentsAppointmentWords.set
    /// One-word titles that name an event on their own ("scan", not "scan appointment").
    static let namedOnTheirOwn: Set<String> = WordList.appointmentsNamedOnTheirOwn.set
    /// How initialisms are written in a title ("gp" is "GP").
    static let initialisms: [String: String] = WordGroups.appointmentsInitialisms.idByWord
    /// Words that tell Bloom to add it ("add…", "book…", "remind me about…").
    static let instructionWords: MentionWords = WordList.appointmentsInstructionWords.mentionWords

    /// Reads the title, day and time of the appointment `text` describes.
    static func read(_ text: String, today: Day) -> Reading {
        var rest = text
        let time = ClockTimeReader.first(in: text, daytime: true)
        var day: Day?
        var invalid: (phrase: String, reason: String)?
        // The last day that resolves: an answer to "which day?" follows the first message, whose
        // own day may have been the ambiguous one ("scan on 2/12 at 9am" … "2 December").
        let days = DayExpressionParser().allDays(in: text, today: today, preference: .future)
        if let found = days.last(where: { $0.day != nil }) ?? days.first(where: { $0.invalidReason != nil }) {
            switch found.resolution {
            case let .day(resolved):
                day = resolved
                // "The 2nd of November" on 22 November is more likely a slip than next year:
                // a date that passed this month is taken as past (and refused), not as a year on.
                let past = DayExpressionParser().allDays(in: text, today: today, preference: .past).first { $0.range == found.range }?.day
                if today.days(to: resolved) > 300, let past, past.days(to: today) <= 31 {
                    day = past
                }
            case let .invalid(reason): invalid = (found.text, reason)
            case .ambiguous: break
            }
        }
        // The title is what is left once the days, the time and the filler words are gone.
        var cuts: [Range<String.Index>] = days.map(\.range)
        if let time { cuts.append(time.range) }
        // From the end, so earlier ranges stay valid; one that overlaps a range already cut is skipped.
        var cutFrom = rest.endIndex
        for range in cuts.sorted(by: { $0.lowerBound > $1.lowerBound }) where range.upperBound <= cutFrom {
            rest.replaceSubrange(range, with: " ")
            cutFrom = range.lowerBound
        }
        // "an appointment: midwife" is a "Midwife appointment"; "my 20 week scan" a "20 week scan".
        let words = rest.lowercased().split { !$0.isLetter && !$0.isNumber && $0 != "'" }.map(String.init)
        var kept = words.filter { !fillerWords.contains($0) && !appointmentWords.contains($0) }.prefix(8).map { $0 }
        if words.contains(where: appointmentWords.contains) || kept.count == 1 && !namedOnTheirOwn.contains(kept[0]) {
            kept.append("appointment")
        }
        let joined = kept.map { initialisms[$0] ?? $0 }.joined(separator: " ")
        let title = joined == "appointment" ? "Appointment" : joined.prefix(1).uppercased() + joined.dropFirst()
        return Reading(title: title, day: day, time: time, invalidDay: invalid)
    }

    /// Whether the message tells Bloom to add it ("add…", "book…", "log…", "remind me about…").
    static func isInstruction(_ message: AnalyzedMessage) -> Bool {
        message.mentions(instructionWords)
    }

    static func answer(_ context: inout AnswerContext) -> AnswerOutput {
        let asked = context.followUp == .pendingAnswer
        // "I had ewcm on the 15th and the 16th, can u add those": days to add with something to
        // log and no appointment named are the log's entries, not an appointment.
        if !asked, let logged = entriesToAdd(&context) { return logged }
        let text = asked ? (context.pendingDetails ?? context.message).normalized.original : context.message.normalized.original
        context.conversation.pending = nil
        let reading = read(text, today: context.today)
        if let invalid = reading.invalidDay {
            return AnswerOutput(key: .logInvalidDay, values: ["phrase": .string(invalid.phrase), "reason": .string(invalid.reason)], rememberIntent: false)
        }
        guard let day = reading.day, let time = reading.time else {
            // Ask for what is missing; the answer is read together with this message.
            context.conversation.pending = PendingWrite(intent: context.intent.rawValue, missing: .detail, message: text)
            return AnswerOutput(key: .appointmentAsk, values: [
                "title": .string(reading.title), "needsDay": .bool(reading.day == nil), "needsTime": .bool(reading.time == nil),
                "day": reading.day.map { .day($0) } ?? .null,
            ], rememberIntent: false)
        }
        guard day >= context.today else {
            return AnswerOutput(key: .appointmentPast, values: ["day": .day(day)], rememberIntent: false)
        }
        let write = JournalWrite.appointment(title: reading.title, at: Moment(day: day, hour: time.hour, minute: time.minute))
        if !asked, !context.confirmed, !isInstruction(context.message) {
            context.conversation.pending = PendingWrite(intent: context.intent.rawValue, missing: .confirmation, message: text)
            return AnswerOutput(key: .appointmentConfirm, values: ["item": .string(write.phrase)], rememberIntent: false)
        }
        return SavedWrites.save([write], day: day, key: .appointmentAdded, &context)
    }

    /// The answer of the capability that logs items, when the message names something to log
    /// and nothing that makes it an appointment (`appointmentWords`, `namedOnTheirOwn`); nil
    /// otherwise.
    static func entriesToAdd(_ context: inout AnswerContext) -> AnswerOutput? {
        let tokens = context.message.normalized.tokens
        guard SpeechActReader.loggableKinds.contains(where: context.message.hasEntity),
              !tokens.contains(where: { appointmentWords.contains($0) || namedOnTheirOwn.contains($0) }) else { return nil }
        // Only the clauses that tell the person's own day: "my sister had spotting on the 15th,
        // can you add it" adds nothing.
        let clauses = (context.speech?.clauses ?? []).filter { $0.act.permitsWrites }
        guard clauses.contains(where: { clause in SpeechActReader.loggableKinds.contains(where: clause.message.hasEntity) }) else { return nil }
        var items = context.handing(to: .logItems, speech: SpeechReading(clauses: clauses, act: .log))
        let logged = Handlers.answer(context: &items)
        context.conversation = items.conversation
        return logged
    }

    /// The answer when the message may not write (a question, a hypothetical…): nothing is
    /// written, and a complete appointment is offered ("Shall I add…?").
    static func offer(_ context: inout AnswerContext) -> AnswerOutput {
        let reading = read(context.message.normalized.original, today: context.today)
        guard let day = reading.day, let time = reading.time, day >= context.today, reading.invalidDay == nil else {
            return AnswerOutput(key: .appointmentHow, rememberIntent: false)
        }
        let write = JournalWrite.appointment(title: reading.title, at: Moment(day: day, hour: time.hour, minute: time.minute))
        context.conversation.pending = PendingWrite(intent: context.intent.rawValue, missing: .confirmation, message: context.message.normalized.original)
        return AnswerOutput(key: .appointmentConfirm, values: ["item": .string(write.phrase)], rememberIntent: false)
    }
}

extension AppointmentAnswers: Capability {
    static let intents: [IntentID] = [.logAppointment]
    static let templateKeys: [TemplateKey] = [.appointmentAsk, .appointmentPast, .appointmentConfirm, .appointmentAdded, .appointmentHow, .logDone, .logFailed]
}
