import Content
import CycleCore

/// Answers with a level of care: these replace the single emergency answer. Each level has
/// its own template (`triage.ambulance`, `triage.urgent`, `triage.gp-today`,
/// `triage.appointment`), pregnancy wording when the message or profile is about a
/// pregnancy, the reason in plain words, and what lowered the level when something did.
enum TriageAnswers {
    static func answer(_ assessment: TriageAssessment, context: TriageContext, _ answer: inout AnswerContext) -> AnswerOutput {
        self.answer(assessment, pregnancyCare: context.pregnant || context.postpartum, &answer)
    }

    /// The answer of `assessment`, worded for a pregnancy or the weeks after a birth (the
    /// maternity unit) when `pregnancyCare`.
    static func answer(_ assessment: TriageAssessment, pregnancyCare: Bool, _ answer: inout AnswerContext) -> AnswerOutput {
        var output = AnswerOutput(key: key(for: assessment.level), rememberIntent: false)
        output.values["reason"] = .string(assessment.reason)
        output.values["modifierReason"] = assessment.modifierReason.map { .string($0) } ?? .null
        // "Do not rely on a home heartbeat monitor" is said about a baby's movements only.
        output.values["aboutMovements"] = .bool(assessment.rule.contains("movements"))
        output.values["stillStands"] = false
        if pregnancyCare { output.attributes["mode"] = Mode.pregnancy.rawValue }
        // "What happens when my waters break?": never "mention it at your next appointment"
        // for something that needs urgent care when it happens.
        if let ahead = assessment.askedAheadOf, ahead >= .urgent { output.attributes["ifItHappens"] = "urgent" }
        // The most urgent levels say only what to do now; the others carry the usual note.
        output.medical = assessment.level < .urgent
        return output
    }

    /// The template of a level of care, `triage.<level>`. Built from the level at run time,
    /// as the triage rules choose it: `templateKeys` declares every level, so start-up and
    /// the capability tests check each has its template.
    static func key(for level: CareLevel) -> TemplateKey { TemplateKey("triage.\(level.rawValue)") }
}

extension TriageAnswers: RendersTemplates {
    /// Every level triage decides (never pharmacist: the engine refuses it).
    static let templateKeys: [TemplateKey] = CareLevel.allCases.filter { $0 != .pharmacist }.map(key(for:))
}
