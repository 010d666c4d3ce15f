import Content
import CycleCore
import DayModel
import Language

/// Answers drawn from Knowledge: yoga, nutrition, affirmations, breathing, self-care, water,
/// the daily briefing and partner tips — chosen for the mode and phase (or trimester) and
/// rotated by day, never at random.
enum ContentAnswers {
    /// Symptom → the pose tag that helps with it (`word-lists.json`).
    static let tagForSymptom: [String: String] = WordGroups.yogaPoseTagForSymptom.idByWord
    /// The pose tags a yoga request may ask for in words, each with its words, in the order tried.
    static let keywordTags: [(tag: String, words: MentionWords)] = WordGroups.yogaKeywordTags.groups.map { ($0.id, MentionWords($0.words)) }
    /// The routines a request for one may ask for in words, each with its words, in the order tried.
    static let routineWords: [(routine: String, words: MentionWords)] = WordGroups.yogaRoutineWords.groups.map { ($0.id, MentionWords($0.words)) }

    static func answer(_ context: inout AnswerContext) -> AnswerOutput {
        switch context.intent {
        case .yogaSuggest: return yogaSuggestion(&context)
        case .yogaPose: return pose(&context)
        case .yogaRoutine: return routine(&context)
        case .nutritionSuggest: return nutrition(&context)
        case .nutritionNutrient: return nutrient(&context)
        case .nutritionAvoid: return avoid(&context)
        case .wellnessAffirmation:
            let affirmation = context.knowledge.affirmation(on: context.today + context.conversation.turn, phase: context.phase, mode: context.mode)
            return AnswerOutput(key: .wellnessAffirmation, values: ["text": .string(affirmation?.text ?? "")])
        case .wellnessBreathing: return breathing(&context)
        case .wellnessSelfcare:
            let items = careItems(context.knowledge.selfCare, &context)
            return AnswerOutput(key: .wellnessSelfcare, values: ["ideas": .list(context.pick(items, count: 2, salt: "selfcare").map(CareValues.value))])
        case .wellnessWater:
            let logged = (try? context.store.water(on: context.today)) ?? 0
            let goal = context.store.waterGoalMilliliters
            return AnswerOutput(key: .wellnessWater, values: [
                "logged": .int(logged), "goal": .int(goal), "remaining": .int(max(0, goal - logged)),
                "glassesLeft": .int(Int((Double(max(0, goal - logged)) / 250).rounded(.up))),
            ])
        case .partnerTips:
            let items = careItems(context.knowledge.partnerTips, &context)
            return AnswerOutput(key: .partnerTips, values: ["tips": .list(context.pick(items, count: 2, salt: "partner").map(CareValues.value))])
        default:
            return briefing(&context)
        }
    }

    /// Items that fit the trimester in pregnancy, else the phase (items with none fit all).
    static func careItems(_ items: [CareItem], _ context: inout AnswerContext) -> [CareItem] {
        if let trimester = context.trimester {
            let fitting = items.filter { $0.trimesters.contains(trimester) }
            if !fitting.isEmpty { return fitting }
        }
        let phase = context.phase
        let mode = context.mode
        let fitting = items.filter { item in
            item.trimesters.isEmpty && (item.modes.isEmpty || item.modes.contains(mode))
                && (phase == nil || item.phases.isEmpty || item.phases.contains(phase!))
        }
        return fitting.isEmpty ? items : fitting
    }

    static func poseValue(_ pose: Pose, trimester: Trimester?) -> TemplateValue {
        var object: [String: TemplateValue] = [
            "name": .string(pose.name), "sanskrit": pose.sanskrit.map { .string($0) } ?? .null,
            "hold": .string(pose.hold.description), "benefit": .string(pose.benefits.first ?? ""),
            "steps": .list(pose.steps.map { .string($0) }), "cautions": .list(pose.cautions.map { .string($0) }),
        ]
        if let trimester {
            object["pregnancy"] = .string(pose.pregnancy[trimester].rawValue)
            object["pregnancyNote"] = pose.pregnancyNote.map { .string($0) } ?? .null
        }
        return .object(object)
    }

    static func yogaSuggestion(_ context: inout AnswerContext) -> AnswerOutput {
        let trimester = context.trimester
        let phase = context.phase
        var candidates = context.knowledge.poses
        if let trimester {
            candidates = candidates.filter { $0.pregnancy[trimester] != .avoid }
        } else if context.mode == .pregnancy {
            // Pregnant with no dates yet: only poses that suit every trimester.
            candidates = candidates.filter { pose in Trimester.allCases.allSatisfy { pose.pregnancy[$0] != .avoid } }
        }
        let tags = context.message.all(.symptom).compactMap { $0.id.flatMap { tagForSymptom[$0] } }
        var focus: String?
        if let tag = tags.first ?? keywordTag(context.message), candidates.contains(where: { $0.tags.contains(tag) }) {
            candidates = candidates.filter { $0.tags.contains(tag) }
            focus = tag
        } else if let phase, trimester == nil {
            candidates = candidates.filter { $0.phases.contains(phase) }
        }
        candidates = candidates.filter { $0.difficulty != .advanced }
        // A routine built on the fly: warm-up → peak → a resting pose last (`YogaSequence`),
        // the resting pose one that suits the trimester when the focus has none.
        let resting = context.knowledge.poses.filter { pose in trimester.map { pose.pregnancy[$0] != .avoid } ?? true }
        let picks = YogaSequence.routine(from: candidates, count: 3, start: context.rotation(of: candidates.count, salt: IntentID.yogaSuggest.rawValue),
                                         resting: resting)
        return AnswerOutput(key: .yogaSuggest, values: [
            "poses": .list(picks.map { poseValue($0, trimester: trimester) }),
            "focus": focus.map { .string($0.replacingOccurrences(of: "-", with: " ")) } ?? .null,
        ], medical: trimester != nil)
    }

    /// The pose tag `message` asks for in words ("something for bedtime" asks for sleep), if any.
    static func keywordTag(_ message: AnalyzedMessage) -> String? {
        keywordTags.first { message.mentions($0.words) }?.tag
    }

    static func pose(_ context: inout AnswerContext) -> AnswerOutput {
        guard let id = context.message.first(.pose)?.id, let pose = context.knowledge.pose(id: id) else {
            let names = context.pick(context.knowledge.poses, count: 3, salt: "pose.suggest").map { TemplateValue.string($0.name) }
            return AnswerOutput(key: .yogaPoseUnknown, values: ["suggestions": .list(names)], rememberIntent: false)
        }
        return AnswerOutput(key: .yogaPose, values: ["pose": poseValue(pose, trimester: context.trimester)], medical: context.trimester != nil)
    }

    static func routine(_ context: inout AnswerContext) -> AnswerOutput {
        let knowledge = context.knowledge
        var chosen = context.message.first(.routine)?.id.flatMap { knowledge.routine(id: $0) }
        if chosen == nil, let trimester = context.trimester {
            chosen = knowledge.routines.first { $0.trimester == trimester }
        }
        for (id, words) in routineWords where chosen == nil && context.message.mentions(words) { chosen = knowledge.routine(id: id) }
        if chosen == nil, let phase = context.phase {
            chosen = knowledge.routines.first { $0.trimester == nil && $0.phases.contains(phase) }
        }
        guard let routine = chosen ?? knowledge.routines.first else {
            return AnswerOutput(key: .safetyUnavailable)
        }
        if let trimester = context.trimester, let own = routine.trimester, own != trimester {
            // A prenatal routine for another trimester: offer the right one instead.
            return AnswerOutput(key: .yogaRoutineOtherTrimester, values: ["asked": .string(routine.name)], medical: true)
        }
        let steps: [TemplateValue] = routine.steps.map { step in
            .object([
                "name": .string(knowledge.pose(id: step.pose)?.name ?? step.pose),
                "hold": .string(step.hold.description + (step.bothSides ? " each side" : "")),
            ])
        }
        return AnswerOutput(key: .yogaRoutine, values: [
            "name": .string(routine.name), "purpose": .string(routine.purpose),
            "minutes": .int(routine.totalMinutes), "steps": .list(steps), "id": .string(routine.id),
        ], medical: routine.trimester != nil)
    }

    static func tipValue(_ tip: NutritionTip) -> TemplateValue {
        .object([
            "title": .string(tip.title), "text": .string(tip.text),
            "foods": .list(tip.foods.map { .string("\($0.food) (\($0.amount): \($0.provides))") }),
        ])
    }

    static func nutrition(_ context: inout AnswerContext) -> AnswerOutput {
        let knowledge = context.knowledge
        var tips: [NutritionTip]
        // "What should I eat in the first trimester?" asked while tracking a cycle is about
        // pregnancy food, not this cycle phase.
        let named = context.mode == .pregnancy ? nil : namedTrimester(context.message)
        let asksAboutPregnancy = context.mode != .pregnancy && (named != nil || context.message.mentions(pregnancyWords))
        if let trimester = context.trimester ?? named {
            tips = knowledge.nutritionTips(trimester: trimester)
        } else if asksAboutPregnancy {
            tips = knowledge.nutritionTips.filter { $0.modes.contains(.pregnancy) }
        } else {
            let mode = context.mode
            tips = knowledge.nutritionTips(phase: context.phase).filter { $0.modes.contains(mode) }
            if tips.isEmpty { tips = knowledge.nutritionTips.filter { $0.modes.contains(mode) && $0.trimesters.isEmpty } }
        }
        if let nutrient = context.message.first(.nutrient)?.id {
            let focused = tips.filter { $0.nutrients.contains(nutrient) }
            if !focused.isEmpty { tips = focused }
        }
        var output = AnswerOutput(key: .nutritionSuggest, values: ["tips": .list(context.pick(tips, count: 2, salt: "nutrition").map(tipValue))])
        if asksAboutPregnancy {
            output.attributes["mode"] = Mode.pregnancy.rawValue
            output.values["phase"] = .null
            output.values["trimester"] = named.map { .int($0.rawValue) } ?? .null
        }
        return output
    }

    /// Words that say a food question is about pregnancy, whatever mode the profile is in.
    static let pregnancyWords: MentionWords = WordList.nutritionPregnancyWords.mentionWords
    /// Words before "trimester" that name which one, by the trimester's number.
    static let trimesterWords: [String: String] = WordGroups.nutritionTrimesterWords.idByWord
    /// Drinks that make a question about foods to avoid one about caffeine.
    static let caffeineWords: MentionWords = WordList.nutritionCaffeineWords.mentionWords

    /// The trimester a message names ("first trimester", "in my 2nd trimester"), if any.
    static func namedTrimester(_ message: AnalyzedMessage) -> Trimester? {
        let tokens = message.normalized.tokens
        guard let index = tokens.firstIndex(where: { $0.hasPrefix("trimester") }), index > 0 else { return nil }
        return trimesterWords[tokens[index - 1]].flatMap { Int($0) }.flatMap(Trimester.init(rawValue:))
    }

    static func nutrient(_ context: inout AnswerContext) -> AnswerOutput {
        guard let id = context.message.first(.nutrient)?.id, let nutrient = context.knowledge.nutrient(id: id) else {
            return nutrition(&context)
        }
        func amount(_ value: Double) -> TemplateValue { value > 0 ? .double(value) : .null }
        return AnswerOutput(key: .nutritionNutrient, values: [
            "name": .string(nutrient.name), "unit": .string(nutrient.unit), "why": .string(nutrient.why),
            "adult": amount(nutrient.adult), "pregnancy": amount(nutrient.pregnancy), "lactation": amount(nutrient.lactation),
            "foods": .list(nutrient.foods.prefix(4).map { .string("\($0.food) (\($0.amount): \($0.provides))") }),
            "source": .string(nutrient.source),
        ])
    }

    static func avoid(_ context: inout AnswerContext) -> AnswerOutput {
        let avoid = context.knowledge.avoid
        let caffeine: TemplateValue = .object(["limit": .int(avoid.caffeine.limitMgPerDay), "text": .string(avoid.caffeine.text)])
        let asked = context.message.all(.food).compactMap(\.id)
        if let item = avoid.items.first(where: { asked.contains($0.id) })
            ?? avoid.items.first(where: { item in context.message.mentions(MentionWords(item.examples.map { $0.lowercased() })) }) {
            return AnswerOutput(key: .nutritionAvoidItem, values: [
                "food": .string(item.food), "reason": .string(item.reason), "advice": .string(item.advice),
                "examples": .list(item.examples.prefix(4).map { .string($0) }), "source": .string(item.source),
            ], medical: true)
        }
        if context.message.mentions(caffeineWords) {
            return AnswerOutput(key: .nutritionCaffeine, values: ["caffeine": caffeine,
                "examples": .list(avoid.caffeine.examples.map { .string("\($0.drink): about \($0.mg) mg") })], medical: true)
        }
        return AnswerOutput(key: .nutritionAvoid, values: [
            "items": .list(avoid.items.prefix(6).map { .object(["food": .string($0.food), "advice": .string($0.advice)]) }),
            "caffeine": caffeine, "asked": asked.isEmpty ? .null : .string(context.message.first(.food)!.text),
        ], medical: true)
    }

    static func breathing(_ context: inout AnswerContext) -> AnswerOutput {
        let knowledge = context.knowledge
        let pregnant = context.mode == .pregnancy
        let requested = context.message.first(.breathing)?.id.flatMap { knowledge.breathingPattern(id: $0) }
        let fallback = knowledge.breathingPattern(id: pregnant ? "coherent" : "box") ?? knowledge.breathingPatterns.first
        guard let pattern = requested ?? fallback else { return AnswerOutput(key: .safetyUnavailable) }
        let rhythm = pattern.pattern.map { step in
            "\(step.phase.rawValue.replacingOccurrences(of: "-", with: " ")) \(step.seconds == step.seconds.rounded() ? String(Int(step.seconds)) : String(step.seconds)) s"
        }
        let holds = pattern.pattern.contains { $0.phase.rawValue == "hold" }
        return AnswerOutput(key: .wellnessBreathing, values: [
            "name": .string(pattern.name), "id": .string(pattern.id), "rhythm": .list(rhythm.map { .string($0) }),
            "rounds": .int(pattern.rounds), "steps": .list(pattern.steps.map { .string($0) }),
            "pregnancyNote": pregnant && holds ? .string(pattern.pregnancy) : .null,
        ])
    }

    static func briefing(_ context: inout AnswerContext) -> AnswerOutput {
        var values: [String: TemplateValue] = [:]
        if let prediction = context.prediction, let status = context.status, context.mode != .pregnancy {
            values = CycleValues.values(prediction, status, context.today)
            values["hasCycle"] = true
        } else {
            values["hasCycle"] = false
        }
        if let age = context.ageUnderWay, let pregnancy = context.pregnancy {
            values["pregnancy"] = .object([
                "week": .int(age.currentWeek), "weeks": .int(age.weeks), "days": .int(age.days),
                "dueDate": .day(pregnancy.dueDate), "size": .string(context.knowledge.week(age.currentWeek)?.size ?? ""),
            ])
        }
        // Today's picks: the same ones `bloom today` shows (one selection rule, one rotation).
        let picks = context.day.picks(from: context.knowledge)
        if let tip = picks.nutrition { values["tip"] = tipValue(tip) }
        if let idea = picks.selfCare { values["selfcare"] = CareValues.value(idea) }
        if let movement = picks.movement {
            values["pose"] = .object(["name": .string(movement.name), "hold": .string(movement.detail), "id": .string(movement.id)])
        }
        values["affirmation"] = picks.affirmation.map { .string($0.text) } ?? .null
        return AnswerOutput(key: .dailyBriefing, values: values)
    }
}

/// Mode and profile changes, small talk, help and out-of-scope answers.
enum MetaAnswers {
    /// Whether every clause of `speech` that names a mode ("…announced she's expecting") tells
    /// someone else's news, in a message of several clauses.
    static func namesTheModeOnlyOfSomeoneElse(_ speech: SpeechReading?, today: Day) -> Bool {
        guard let clauses = speech?.clauses, clauses.count > 1 else { return false }
        let naming = clauses.filter { $0.message.first(.mode) != nil || SpeechOverrides.announcedMode($0.message, today: today) != nil }
        return !naming.isEmpty && naming.allSatisfy { $0.act == .otherPerson }
    }

    static func answer(_ context: inout AnswerContext) -> AnswerOutput {
        switch context.intent {
        case .modeSet:
            // "Sophie from work just announced she's expecting, third one on my team": the
            // pregnancy is named only where someone else's news is told, so no mode changes,
            // whatever the other clauses tell.
            if MetaAnswers.namesTheModeOnlyOfSomeoneElse(context.speech, today: context.today) {
                return AnswerOutput(key: .chatNews, values: ["other": .bool(true), "babyNews": .bool(true)], rememberIntent: false)
            }
            let announced = SpeechOverrides.announcedMode(context.message, today: context.today)
            // "I think I'm pregnant", "maybe I'm pregnant": a guess never changes the mode.
            guard !SpeechActReader.isHedged(context.message.normalized.tokens),
                  let mode = announced ?? context.message.first(.mode)?.id.flatMap(Mode.init) else {
                return AnswerOutput(key: .modeAsk, rememberIntent: false)
            }
            // "Cutting back on wine while we ttc": a mode said in passing (or read with doubt and not
            // announced in so many words) is asked about, not set.
            if mode != context.mode, !context.confirmed, context.followUp != .pendingAnswer,
               (announced == nil && context.confidence < MetaAnswers.sureModeChange) || context.message.mentions(MetaAnswers.inPassing) {
                context.conversation.pending = PendingWrite(intent: IntentID.modeSet.rawValue, missing: .confirmation, message: context.message.normalized.original)
                return AnswerOutput(key: .modeConfirm, values: ["newMode": .string(mode.displayName)], rememberIntent: false)
            }
            let already = mode == context.mode
            var output = write(.mode(mode), key: .modeSet, values: ["newMode": .string(mode.displayName)], &context)
            // "My due date is actually 20 March" in pregnancy mode changes the date, not the mode.
            output.values["already"] = .bool(already)
            output.values["dueDate"] = .null
            output.values["dueMonth"] = .null
            guard mode == .pregnancy, output.key == .modeSet else { return output }
            // "I'm pregnant, due 2027-06-01": the due date is stored too; "due in June" asks the day.
            if let due = SpeechOverrides.dueDate(in: context.message, today: context.today) {
                let dated = write(.pregnancy(dueDate: due), key: .modeSet, values: [:], &context)
                output.actions += dated.actions
                output.values["dueDate"] = .day(due)
            } else if let month = SpeechOverrides.dueMonth(in: context.message) {
                output.values["dueMonth"] = .string(month)
            }
            return output
        case .profileSwitch:
            guard let name = context.message.first(.profile)?.id else {
                let names = ((try? context.store.profileNames()) ?? []).map { TemplateValue.string($0) }
                return AnswerOutput(key: .profileAsk, values: ["profiles": .list(names)], rememberIntent: false)
            }
            return write(.switchProfile(name), key: .profileSwitch, values: ["name": .string(name)], &context)
        case .chatGreeting, .chatHelp:
            var values: [String: TemplateValue] = [:]
            if let status = context.status, context.mode != .pregnancy {
                values["cycleDay"] = .int(status.cycleDay)
                values["daysUntil"] = .int(status.daysUntilNextPeriod)
                values["late"] = .bool(status.isLate)
            }
            // Dynamic: the template named after the intent, one per intent of `intents`.
            return AnswerOutput(key: TemplateKey(context.intent), values: values, rememberIntent: false)
        default:
            // Dynamic: the template named after the intent, one per intent of `intents`.
            return AnswerOutput(key: [IntentID.chatThanks.rawValue, IntentID.chatGoodbye.rawValue, IntentID.chatPrivacy.rawValue, IntentID.chatSetReminder.rawValue].contains(context.intent.rawValue) ? TemplateKey(context.intent) : .outOfScope,
                                rememberIntent: false)
        }
    }

    /// How sure the model must be of a mode change that is not announced in so many words
    /// ("I'm pregnant", "we're trying") to make it without asking.
    static let sureModeChange = 0.9
    /// Words that put a mode in a side clause ("while we ttc", "because I'm pregnant").
    static let inPassing: MentionWords = WordList.modeInPassing.mentionWords

    static func write(_ write: JournalWrite, key: TemplateKey, values: [String: TemplateValue], _ context: inout AnswerContext) -> AnswerOutput {
        do {
            let summary = try context.store.apply(write)
            var output = AnswerOutput(key: key, values: values, actions: [Reply.Action(kind: write.name, day: nil, summary: summary)], rememberIntent: false)
            output.values["summary"] = .string(summary)
            return output
        } catch {
            return AnswerOutput(key: .logFailed, values: ["reason": .string(ErrorText.describe(error)), "done": .list([])], rememberIntent: false)
        }
    }
}

extension ContentAnswers: Capability {
    static let intents: [IntentID] = [
        .yogaSuggest, .yogaPose, .yogaRoutine, .nutritionSuggest, .nutritionNutrient, .nutritionAvoid,
        .wellnessAffirmation, .wellnessBreathing, .wellnessSelfcare, .wellnessWater, .dailyBriefing, .partnerTips,
    ]
    // Built from the intents: every intent answered has the template of the same name.
    static let templateKeys: [TemplateKey] = intents.map(TemplateKey.init) + [
        .nutritionAvoidItem, .nutritionCaffeine, .yogaPoseUnknown, .yogaRoutineOtherTrimester, .safetyUnavailable,
    ]
}

extension MetaAnswers: Capability {
    static let intents: [IntentID] = [
        .modeSet, .profileSwitch, .chatGreeting, .chatThanks, .chatGoodbye, .chatHelp, .chatPrivacy, .chatSetReminder, .outOfScope,
    ]
    // Built from the intents: every intent answered has the template of the same name.
    static let templateKeys: [TemplateKey] = intents.map(TemplateKey.init) + [.modeAsk, .modeConfirm, .profileAsk, .logFailed, .chatNews]
}
