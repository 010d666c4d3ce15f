import CycleCore
import DayModel
import Language

/// Answers about the cycle: next period, phase, cycle day, lateness, fertile window,
/// ovulation, statistics and "why that date?".
enum CycleAnswers {
    static func answer(_ context: inout AnswerContext) -> AnswerOutput {
        if context.mode == .pregnancy, context.intent != .cycleStats {
            return AnswerOutput(key: .cycleInPregnancy, values: CycleValues.pregnancy(&context))
        }
        // "My cycles are usually about 30 days, when will the next one come": the estimate
        // uses the length told, and Bloom asks whether to keep it.
        let told = StatedCycleLength.use(&context)
        guard let prediction = context.prediction, let status = context.status else {
            return AnswerOutput(key: .cycleNoHistory, values: ["intent": .string(context.intent.rawValue)], rememberIntent: false)
        }
        // "Was the 22nd a fertile day?": that day against its cycle's window.
        if context.intent == .cycleFertile, let asked = FertileDay.values(&context, prediction: prediction) {
            return AnswerOutput(key: .cycleFertileDay, values: CycleValues.values(prediction, status, context.today).merging(asked) { _, new in new },
                                medical: true)
        }
        // Dynamic: the template named after the intent, one per intent of `intents`.
        var output = AnswerOutput(key: TemplateKey(context.intent), values: CycleValues.values(prediction, status, context.today))
        if [.cycleFertile, .cycleOvulation].contains(context.intent), let estimate = context.day.ovulation {
            // One ovulation everywhere: a confirmed shift or a positive test outranks the calendar.
            output.values.merge(CycleValues.ovulation(estimate, context.today)) { _, new in new }
        }
        switch context.intent {
        case .cycleNextPeriod:
            var offset = context.followUp == .nextPeriodAfter ? context.conversation.periodOffset + 1 : 0
            if context.followUp == .periodInMonth,
               let month = MonthMention.month(in: context.message.normalized.tokens, today: context.today) {
                // "And in January?": the first period estimated to start in that month or after.
                let ahead = prediction.upcoming(14, asOf: context.today)
                offset = ahead.firstIndex { $0.start >= month } ?? 0
                output.values["month"] = .string(month.monthName)
                output.values["noneThatMonth"] = .bool(ahead[offset].start.month != month.month || ahead[offset].start.year != month.year)
            }
            context.conversation.periodOffset = offset
            let period = prediction.upcoming(offset + 1, asOf: context.today)[offset]
            output.values["offset"] = .int(offset)
            output.values["next"] = .day(period.start)
            output.values["earliest"] = .day(period.earliest)
            output.values["latest"] = .day(period.latest)
            output.values["daysUntil"] = .int(context.today.days(to: period.start))
        case .cycleOvulation:
            output.medical = true
            // "How many dpo am I?", "when is 12dpo?": counted from the same ovulation estimate.
            if let asked = DaysPastOvulationQuestion.read(context.message.normalized.tokens) {
                output.key = .cycleDaysPastOvulation
                output.values.merge(CycleValues.daysPastOvulation(asked, output.values, context.today)) { _, new in new }
                break
            }
            output.values.merge(CycleValues.nextWindow(prediction, status, context.today)) { _, new in new }
            // With a chart or a personal luteal phase, the answer reads from them (fertility.tmpl).
            let signs = FertilitySignValues.values(&context)
            if signs["hasChart"] == .bool(true) || signs["personalLuteal"] != .null {
                output.key = .cycleOvulationChart
                output.values.merge(signs) { _, new in new }
            }
        case .cycleLate:
            output.medical = true
        case .cycleFertile:
            output.medical = true
            output.values.merge(CycleValues.nextWindow(prediction, status, context.today)) { _, new in new }
        case .cycleStats:
            output = stats(context.day.statistics, prediction: prediction, history: context.history)
        case .cyclePeriodEnd:
            // "When will this period end?": from the expected period length.
            let latest = context.history.latest
            output.values["ended"] = latest?.end.map { .day($0) } ?? .null
            // "How many days was my last period?": an ended period says how long it ran.
            output.values["started"] = latest.map { .day($0.start) } ?? .null
            if let latest, let end = latest.end {
                output.values["lasted"] = .int(latest.start.days(to: end) + 1)
            }
            output.values["expectedEnd"] = latest.map { .day($0.start + prediction.periodLength - 1) } ?? .null
            output.values["periodLength"] = .int(prediction.periodLength)
        case .cycleExplain:
            output.values["lengths"] = .list(zip(prediction.explanation.lengths, prediction.explanation.weights + Array(repeating: 1, count: max(0, prediction.explanation.lengths.count - prediction.explanation.weights.count))).map { length, weight in
                .object(["length": .int(length), "weight": .double((weight * 100).rounded() / 100)])
            })
            output.values["notes"] = .list(prediction.explanation.notes.map { .string($0) })
            output.values["method"] = .string(prediction.method)
        default:
            break
        }
        if [.cycleNextPeriod, .cycleExplain, .cycleStats].contains(context.intent) {
            CycleSources.add(to: &output, context)
        }
        if let told { StatedCycleLength.offerToKeep(told, in: &output, &context) }
        return output
    }

    /// Average, range and regularity of the logged cycles; says how many more are needed, and
    /// since when periods have been logged ("how long have I been tracking?").
    static func stats(_ statistics: CycleStatistics, prediction: Prediction, history: PeriodHistory) -> AnswerOutput {
        let lengths = statistics.cycleLengths
        let since: [String: TemplateValue] = [
            "since": history.periods.first.map { .day($0.start) } ?? .null, "periods": .int(history.periods.count),
        ]
        guard let mean = statistics.averageCycle, let shortest = statistics.shortestCycle, let longest = statistics.longestCycle else {
            return AnswerOutput(key: .cycleStatsNotEnough, values: [
                "cycles": .int(lengths.count), "missing": .int(3 - lengths.count),
            ].merging(since) { _, new in new })
        }
        let periods = statistics.periodLengths
        return AnswerOutput(key: .cycleStats, values: [
            "cycles": .int(lengths.count),
            "average": .double((mean * 10).rounded() / 10),
            "shortest": .int(shortest),
            "longest": .int(longest),
            "spread": .int(longest - shortest),
            "irregular": .bool(prediction.irregular),
            "cv": .double(((prediction.cv ?? 0) * 100).rounded()),
            "periodLength": .int(prediction.periodLength),
            "periodsMeasured": .int(periods.count),
            "enough": .bool(lengths.count >= 3),
            "missing": .int(max(0, 3 - lengths.count)),
        ].merging(since) { _, new in new }, medical: true)
    }

}

extension CycleAnswers: Capability {
    static let intents: [IntentID] = [
        .cycleNextPeriod, .cycleLate, .cycleFertile, .cycleOvulation, .cyclePhase, .cycleDay, .cycleStats,
        .cycleExplain, .cyclePeriodEnd,
    ]
    // Built from the intents: every intent answered has the template of the same name.
    static let templateKeys: [TemplateKey] = intents.map(TemplateKey.init) + [
        .cycleInPregnancy, .cycleNoHistory, .cycleOvulationChart, .cycleStatsNotEnough, .cycleFertileDay, .cycleDaysPastOvulation, CycleSources.footer,
        .profileCycleLengthTold,
    ]
}
