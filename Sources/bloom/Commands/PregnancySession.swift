import Content
import CycleCore
import Language
import Journal

/// What the kick counter and the contraction timer share: the journal, the pregnancy week, the
/// moment conversions, the urgent wording and reading one event a line.
enum PregnancySession {
    /// The urgent advice, the same words as the assistant's emergency guard in pregnancy mode
    /// (`Knowledge/assistant/templates/safety.tmpl`, `guard.emergency`).
    /// The emergency guard's pregnancy answer, rendered from `Knowledge/assistant/templates/safety.tmpl`
    /// so the commands and the assistant always say the same words.
    static let contactNow: String = {
        let path = "assistant/templates/safety.tmpl"
        let rendered = (try? TemplateLibrary(files: [(name: path, text: EmbeddedFiles.all[path] ?? "")]))
            .flatMap { try? $0.render("guard.emergency", attributes: ["mode": "pregnancy"], values: [:], seed: 0) }
        return rendered ?? "Contact your maternity unit or labour ward now."
    }()

    /// `timestamp` as a core moment.
    static func moment(_ timestamp: LocalTimestamp) -> Moment {
        Moment(day: timestamp.day, secondOfDay: timestamp.time.seconds, utcOffset: timestamp.utcOffset)
    }

    /// The pregnancy week in progress on `today`, when a datable pregnancy is recorded.
    static func week(_ store: JournalStore, _ profile: Profile, today: Day) throws -> Int? {
        guard let pregnancy = try journalErrors({ try store.currentPregnancy(of: profile) }) else { return nil }
        return (try? PregnancyDating(lmp: pregnancy.lmp).age(on: today))?.currentWeek
    }

    /// "1 h 05 min", "12 min", "45 s".
    static func duration(_ seconds: Int) -> String {
        if seconds < 60 { return "\(seconds) s" }
        let minutes = seconds / 60
        if seconds < 600, seconds % 60 != 0 { return "\(minutes) min \(seconds % 60) s" }
        if minutes < 60 { return "\(minutes) min" }
        let rest = minutes % 60
        return "\(minutes / 60) h " + (rest < 10 ? "0" : "") + "\(rest) min"
    }

    /// One line typed during a session: an event now, an event at a time, or the end.
    enum Line: Equatable {
        case event(TimeOfDay?)
        case end(TimeOfDay?)
        case less
    }

    /// Reads a typed line: empty (now), `HH:MM[:SS]` (then), `end|done|q [HH:MM]` (stop), or
    /// `less` (movements feel less than usual).
    static func parse(_ text: String) -> Line? {
        let words = text.lowercased().split(separator: " ").map(String.init)
        guard let first = words.first else { return .event(nil) }
        if ["end", "done", "q", "quit", "stop"].contains(first) {
            return .end(words.count > 1 ? TimeOfDay(text: words[1]) : nil)
        }
        if first == "less" { return .less }
        if let time = TimeOfDay(text: first) { return .event(time) }
        return nil
    }
}
