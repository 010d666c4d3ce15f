import CycleCore

/// "Make a report for my GP appointment", "share my cycle with my partner": the file the
/// command makes (`bloom report`, `bloom share`), made by the store and said where it is. A
/// share's code is shown once, in this reply. These are requests: no record is written, and a
/// store that cannot make files gets the command's name instead.
enum FileAnswers {
    static let reportIntent: IntentID = .reportClinic
    static let shareIntent: IntentID = .sharePartner

    static func answer(_ context: inout AnswerContext) -> AnswerOutput {
        let request: FileRequest = context.intent == shareIntent ? .partnerShare : .clinicReport(reader(in: context.message))
        let kind = request == .partnerShare ? "share" : "report"
        do {
            guard let made = try context.store.make(request, today: context.today) else {
                return AnswerOutput(key: .fileUnavailable, values: ["kind": .string(kind), "command": .string(request.command)], rememberIntent: false)
            }
            return AnswerOutput(key: .fileMade, values: [
                "kind": .string(kind), "path": .string(made.path), "code": made.code.map { .string($0) } ?? .null,
                "lines": .list(made.contents.map { .string($0) }),
            ], attributes: ["kind": kind], rememberIntent: false)
        } catch let refusal as FileRefusal {
            return AnswerOutput(key: .fileRefused, values: ["kind": .string(kind), "reason": .string(refusal.reason), "command": .string(request.command)],
                                rememberIntent: false)
        } catch {
            // A journal that cannot be read is recorded by the store and reported after the turn.
            return AnswerOutput(key: .fileUnavailable, values: ["kind": .string(kind), "command": .string(request.command)], rememberIntent: false)
        }
    }

    /// Who a report is for, by the words that name them: a fertility clinic, a midwife, or a
    /// GP; nil when none is named (the store decides by the profile's mode).
    static func reader(in message: AnalyzedMessage) -> FileRequest.Reader? {
        if message.mentions(fertilityWords) { return .fertility }
        if message.mentions(midwifeWords) { return .midwife }
        if message.mentions(gpWords) { return .gp }
        return nil
    }

    /// Words that make a report for a fertility clinic (`word-lists.json`).
    static let fertilityWords: MentionWords = WordList.reportsFertilityWords.mentionWords
    /// Words that make a report for a midwife.
    static let midwifeWords: MentionWords = WordList.reportsMidwifeWords.mentionWords
    /// Words that make a report for a GP.
    static let gpWords: MentionWords = WordList.reportsGpWords.mentionWords
}

extension FileAnswers: Capability {
    static let intents: [IntentID] = [reportIntent, shareIntent]
    static let templateKeys: [TemplateKey] = [.fileMade, .fileRefused, .fileUnavailable]
}
