import CycleCore
import Language

extension LogAnswers {
    /// "About 6", "6 and a half hours" or "1am to 6am" in reply to "roughly how long did you
    /// sleep?" (`askForTheNightsLength`, or `log.ask_detail` for sleep): the night's length, or
    /// its times, read from the answer alone (the hours of the earlier message, "slept 5 to 6
    /// hours", are no times), for the night the earlier message named. Nil when this message
    /// answers no such question.
    static func answerWithTheNightsLength(_ context: inout AnswerContext) -> AnswerOutput? {
        guard context.followUp == .pendingAnswer, let pending = context.conversation.pending,
              pending.intent == IntentID.logLifestyle.rawValue, pending.missing == .detail else { return nil }
        let earlier = context.assistant.analyzer.analyze(pending.message, today: context.today, profiles: [])
        let answer = context.message
        guard saysHoursSlept(earlier), case let .day(day) = resolveDay(earlier, today: context.today) else { return nil }
        let write: JournalWrite
        if ClockTimeReader.all(in: answer.normalized.original, bareHoursAfter: nightTimeWords).count >= 2 {
            // The morning the earlier message's night ended on ("last night" ends this morning).
            let morning = earlier.mentions(["night", "evening"]) && earlier.first(.day) != nil ? day + 1 : day
            guard let night = night(in: answer, day: pending.day.map { $0 + 1 } ?? morning) else { return nil }
            write = night
        } else {
            guard let length = SleepLengthFact.read(lengthIn: answer) ?? SleepLengthFact.bare(answer),
                  let night = SleepLengthFact.night(in: earlier, toldOn: pending.day ?? day, today: context.today) else { return nil }
            write = .sleepLength(minutes: length.minutes, night: night)
        }
        context.conversation.pending = nil
        return save([write], day: write.day ?? day, &context)
    }

    /// "Slept 6 hrs last night, 2 coffees and a walk": what else was said is saved, and sleep
    /// told in hours Bloom could not read as one length ("5 to 6 hours", "a few hours") is not
    /// dropped in silence: how long is asked after the confirmation, and the answer ("about
    /// 6", or the times) logs the night.
    static func askForTheNightsLength(besides writes: [JournalWrite], in clauses: [Clause], _ output: inout AnswerOutput, _ context: inout AnswerContext) {
        guard output.key == .logDone, !writes.contains(where: \.isSleep),
              let sleep = clauses.first(where: { $0.act.permitsWrites && saysHoursSlept($0.message) }) else { return }
        context.conversation.pending = PendingWrite(intent: IntentID.logLifestyle.rawValue, missing: .detail, message: sleep.message.normalized.original)
        output.footers.append(.logAskSleepTimes)
    }
}

extension JournalWrite {
    /// Whether the write is a night of sleep, told by its times or by its length.
    var isSleep: Bool {
        switch self {
        case .sleep, .sleepLength: true
        default: false
        }
    }
}
