import CycleCore
import Glances
import Journal
import Wellness

/// The vitals, fitness and day-in-full views for the chat ("what's my VO2 max?", "show my
/// heart-rate zones this week", "how was Tuesday?"), read and rendered by the very functions
/// `bloom vitals`, `bloom fitness` and `bloom day` call, so the chat shows what they show.
/// Read only; a store that cannot be read throws its `JournalFailure`, as `view(_:width:styled:)`.
extension JournalAssistantStore {
    /// The vitals report `bloom vitals --days N` shows for `today`; without a journal, every
    /// card "data unavailable".
    package func vitalsReport(today: Day, days: Int = 7) throws -> VitalsReport {
        try reading {
            guard let (store, profile) = opened else { return Vitals.report(readings: [:], on: today, days: days, pregnant: false, conditions: []) }
            return try JournalVitals.report(of: profile, in: store, today: today, days: days)
        }
    }

    /// One vitals card ("what's my VO2 max?"): the card `bloom vitals NAME` shows; its
    /// `explanation` is the answer in words. Never nil here (the optional matches the
    /// `AssistantStore` requirement this is meant to fulfil, whose default is nil).
    package func vitalCard(_ sign: VitalSign, today: Day) throws -> VitalCard? {
        let report = try vitalsReport(today: today)
        return report.cards.first { $0.sign == sign } ?? Vitals.card(sign, readings: [], on: today)
    }

    /// `bloom vitals [NAME] --days N` as text (plain unless `styled`).
    package func vitalsText(_ sign: VitalSign?, today: Day, days: Int = 7, styled: Bool = false) throws -> String {
        let report = try vitalsReport(today: today, days: days)
        let recent = try sign.map { sign in
            try reading { try opened.map { try JournalVitals.readings(of: $0.profile, in: $0.store, from: today - 89, through: today)[sign] ?? [] } ?? [] }
        } ?? []
        return VitalsView(report: report, profileName: opened?.profile.name, only: sign, recent: recent.sorted { $0.at < $1.at })
            .text(style: Style(colour: styled), wording: context.stepWording)
    }

    /// The fitness report `bloom fitness --days N` shows (no `--age`/`--max-hr` in chat: the
    /// maximum is the highest recorded, as for strain).
    package func fitnessReport(today: Day, days: Int = 7) throws -> FitnessReport {
        try reading {
            guard let (store, profile) = opened else {
                return Fitness.report(on: today, days: days, history: WellnessHistory([]), vo2Max: [], goals: ActivityGoals())
            }
            return try JournalVitals.fitness(of: profile, in: store, today: today, days: days, heart: HeartProfile())
        }
    }

    /// `bloom fitness --days N` as text.
    package func fitnessText(today: Day, days: Int = 7, styled: Bool = false) throws -> String {
        FitnessView(report: try fitnessReport(today: today, days: days), profileName: opened?.profile.name).text(style: Style(colour: styled), wording: context.stepWording)
    }

    /// `bloom day DATE` ("how was Tuesday?"): the day in full.
    package func dayInFull(_ day: Day) throws -> DayInFull {
        try reading {
            guard let (store, profile) = opened else { return DayInFull.empty(on: day) }
            return try DayInFull.read(of: profile, in: store, on: day)
        }
    }

    /// `bloom day DATE` as text.
    package func dayInFullText(_ day: Day, styled: Bool = false) throws -> String {
        try dayInFull(day).text(style: Style(colour: styled), wording: context.stepWording)
    }

    /// Runs a read, classifying and remembering a failure as the other views do.
    private func reading<T>(_ body: () throws -> T) throws -> T {
        if let failure { throw failure }
        do {
            return try classifying(body)
        } catch {
            noteFailure(error)
            throw error
        }
    }
}
