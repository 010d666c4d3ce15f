import Content
import CycleCore
import Language

/// Answers about a pregnancy: the week, the baby, the body, the due date, the week's
/// checklist, kick counting and contraction timing — from the recorded dates and the
/// Knowledge week entries.
enum PregnancyAnswers {
    static func answer(_ context: inout AnswerContext) -> AnswerOutput {
        let asked = context.message.first(.week).flatMap { $0.value.map { Int($0) } }
        let current = context.ageUnderWay?.currentWeek
        switch context.intent {
        case .pregnancyWeek where asked != nil && asked != current:
            // "What happens in week 24?" is about that week, not the current one.
            return weekAnswer(.pregnancyBaby, week: asked!, &context)
        case .pregnancyWeek, .pregnancyDueDate:
            guard let pregnancy = context.pregnancy, let age = context.gestationalAge else {
                if let asked, context.intent == .pregnancyWeek { return weekAnswer(.pregnancyBaby, week: asked, &context) }
                // "When would I be due?" while trying: the due date conceiving this cycle would
                // give, counted from the last period as a pregnancy is dated.
                if context.intent == .pregnancyDueDate, context.mode == .ttc, let last = context.history.latest, last.start <= context.today {
                    return AnswerOutput(key: .pregnancyDueIfConceived, values: [
                        "lastPeriod": .day(last.start), "dueDate": .day(last.start + 280),
                    ], medical: true)
                }
                return AnswerOutput(key: .pregnancyNoDates, values: ["intent": .string(context.intent.rawValue)], rememberIntent: false)
            }
            context.conversation.lastWeek = age.currentWeek
            // "What date do I hit the third trimester?": that point's day, from the same dates.
            if context.intent == .pregnancyDueDate, let asked = PregnancyMilestoneQuestion.read(context.message.normalized.tokens) {
                let day = pregnancy.dueDate - 280 + asked.days
                return AnswerOutput(key: .pregnancyMilestoneDate, values: [
                    "milestone": .string(asked.name), "day": .day(day), "past": .bool(day < context.today),
                    "daysAway": .int(context.today.days(to: day)), "dueDate": .day(pregnancy.dueDate),
                ])
            }
            // Dynamic: the template named after the intent, one per intent of `intents`.
            var output = AnswerOutput(key: TemplateKey(context.intent), values: [
                "weeks": .int(age.weeks), "days": .int(age.days), "week": .int(age.currentWeek),
                "trimester": .int(age.trimester.rawValue), "dueDate": .day(pregnancy.dueDate),
                "daysToGo": .int(pregnancy.daysToGo(from: context.today)),
            ])
            if let entry = context.knowledge.week(age.currentWeek) { output.values["size"] = .string(entry.size) }
            // Past 42 weeks the pregnancy has most likely ended in a birth Bloom has no record of.
            if age.isPastAnyPregnancy { output.attributes["dates"] = "past" }
            return output
        case .pregnancyKicks, .pregnancyContractions:
            // Dynamic: the template named after the intent, one per intent of `intents`.
            var output = AnswerOutput(key: TemplateKey(context.intent), values: [
                "week": current.map { .int($0) } ?? .null,
                "from28": .bool((current ?? 0) >= 28),
                "before37": .bool(current.map { $0 < 37 } ?? false),
            ], medical: true)
            if context.mode == .pregnancy {
                TimerAnswers.add(to: &output, week: current, &context)
            }
            return output
        default:
            let week = asked ?? (context.followUp == .sameQuestionOtherWeek ? context.conversation.lastWeek : nil) ?? current
            guard let week else {
                return AnswerOutput(key: .pregnancyNoDates, values: ["intent": .string(context.intent.rawValue)], rememberIntent: false)
            }
            // Dynamic: the template named after the intent, one per intent of `intents`.
            return weekAnswer(TemplateKey(context.intent), week: week, &context)
        }
    }

    /// Whether the answer to `intent` would only ask for the pregnancy's dates
    /// (`pregnancy.no_dates`): a question about the week, the baby, the body or the due date
    /// from someone with no pregnancy under way that names no week.
    static func needsDates(_ intent: IntentID, pregnancyUnderWay: Bool, weekNamed: Bool) -> Bool {
        guard intents.contains(intent), intent != .pregnancyKicks, intent != .pregnancyContractions else { return false }
        return !pregnancyUnderWay && !(weekNamed && intent != .pregnancyDueDate)
    }

    /// An answer about one week's Knowledge entry (baby, body or checklist).
    static func weekAnswer(_ key: TemplateKey, week: Int, _ context: inout AnswerContext) -> AnswerOutput {
        guard let entry = context.knowledge.week(week) else {
            return AnswerOutput(key: .pregnancyUnknownWeek, values: ["asked": .int(week)], rememberIntent: false)
        }
        context.conversation.lastWeek = week
        let isCurrent = context.gestationalAge?.currentWeek == week
        return AnswerOutput(key: key, values: [
            "week": .int(week),
            "isCurrentWeek": .bool(isCurrent),
            "trimester": .int(entry.trimester.rawValue),
            "lengthCm": entry.lengthCm.map { .double($0) } ?? .null,
            "weightG": entry.weightG.map { .double($0) } ?? .null,
            "lengthType": .string(entry.lengthType.phrase),
            "size": .string(entry.size),
            "development": .list(entry.development.map { .string($0) }),
            "body": .list(entry.body.map { .string($0) }),
            "tips": .list(entry.tips.map { .string($0) }),
            "milestones": .list(entry.milestones.map { .string($0) }),
            "checklist": .list(entry.checklist.map { .string($0) }),
        ], medical: key != .pregnancyBaby)
    }
}

/// Answers for people trying to conceive: the best days and tips.
enum FertilityAnswers {
    static func answer(_ context: inout AnswerContext) -> AnswerOutput {
        if context.intent == .ttcTips {
            let phase = context.phase
            let tips = context.knowledge.conceptionTips.filter { phase == nil || $0.phases.isEmpty || $0.phases.contains(phase!) }
            let picks = context.pick(tips, count: 2, salt: IntentID.ttcTips.rawValue)
            return AnswerOutput(key: .ttcTips, values: ["tips": .list(picks.map(CareValues.value))])
        }
        guard context.mode != .pregnancy else { return AnswerOutput(key: .cycleInPregnancy, values: CycleValues.pregnancy(&context)) }
        guard let prediction = context.prediction, let status = context.status else {
            return AnswerOutput(key: .cycleNoHistory, values: ["intent": .string(context.intent.rawValue)], rememberIntent: false)
        }
        // "Was yesterday a good day for it?": that day against its cycle's window.
        if let asked = FertileDay.values(&context, prediction: prediction) {
            return AnswerOutput(key: .cycleFertileDay, values: CycleValues.values(prediction, status, context.today).merging(asked) { _, new in new },
                                medical: true)
        }
        var values = CycleValues.values(prediction, status, context.today)
        // This cycle's ovulation from the best evidence (a confirmed shift, a positive test,
        // else the calendar), as `bloom predict` and `bloom chart` give it.
        let ovulation = context.day.ovulation?.day ?? prediction.ovulation
        if let estimate = context.day.ovulation { values.merge(CycleValues.ovulation(estimate, context.today)) { _, new in new } }
        // The two days before ovulation are the most fertile (Wilcox 1995).
        values["bestStart"] = .day(ovulation - 2)
        values["bestEnd"] = .day(ovulation - 1)
        let signs = FertilitySignValues.values(&context)
        // A positive ovulation test whose likely ovulation is still ahead outweighs the
        // calendar: its answer (`when: opk=surge`) says these are the fertile days.
        let likelyEnd: Day? = if case let .day(end)? = signs["opkLikelyEnd"] { end } else { nil }
        let surge = signs["opkTrend"] == .string("surge") && likelyEnd.map { $0 >= context.today } == true
        // Once this cycle's window has passed, the question is about the next one: the same
        // projection the calendar draws (not while the period is late, when it is unknown).
        if !surge { values.merge(CycleValues.nextWindow(prediction, status, context.today)) { _, new in new } }
        values.merge(signs) { _, new in new }
        var output = AnswerOutput(key: .ttcBestDays, values: values, medical: true)
        if surge { output.attributes["opk"] = "surge" }
        // A late period while trying: a pregnancy test says more than any estimate now.
        if status.isLate, context.mode == .ttc { output.footers.append(.ttcLateTest) }
        return output
    }
}

/// Template values for a self-care, conception or partner item.
enum CareValues {
    static func value(_ item: CareItem) -> TemplateValue {
        .object(["title": .string(item.title), "text": .string(item.text)])
    }
}

extension PregnancyAnswers: Capability {
    static let intents: [IntentID] = [
        .pregnancyWeek, .pregnancyBaby, .pregnancyBody, .pregnancyDueDate, .pregnancyChecklist, .pregnancyKicks,
        .pregnancyContractions,
    ]
    // Built from the intents: every intent answered has the template of the same name.
    static let templateKeys: [TemplateKey] = intents.map(TemplateKey.init) + [
        .pregnancyNoDates, .pregnancyDueIfConceived, .pregnancyMilestoneDate, .pregnancyUnknownWeek, .pregnancyKicksWarning, .pregnancyContractions511,
    ]
}

extension FertilityAnswers: Capability {
    static let intents: [IntentID] = [.ttcBestDays, .ttcTips]
    // Built from the intents: every intent answered has the template of the same name.
    static let templateKeys: [TemplateKey] = intents.map(TemplateKey.init) + [.cycleInPregnancy, .cycleNoHistory, .ttcLateTest, .cycleFertileDay]
}
