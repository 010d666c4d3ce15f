import Content
import CycleCore
import Language

/// What the kick counter and the contraction timer say in words: durations and the urgent advice.
package enum TimerWords {
    /// The emergency guard's pregnancy answer, rendered from `Knowledge/assistant/templates/safety.tmpl`
    /// so the commands and the assistant always say the same words.
    package static let contactNow: String = contact(aboutMovements: false)

    /// The same for a baby's movements: it adds that a home heartbeat monitor is no reassurance.
    package static let contactNowAboutMovements: String = contact(aboutMovements: true)

    static func contact(aboutMovements: Bool) -> String {
        let path = "assistant/templates/safety.tmpl"
        let rendered = (try? TemplateLibrary(files: [(name: path, text: EmbeddedFiles.all[path] ?? "")]))
            .flatMap { try? $0.render("guard.emergency", attributes: ["mode": "pregnancy"], values: ["aboutMovements": .bool(aboutMovements)], seed: 0) }
        return rendered ?? "Contact your maternity unit or labour ward now."
    }

    /// "1 h 05 min", "12 min", "45 s".
    package static func duration(_ seconds: Int) -> String {
        if seconds < 60 { return "\(seconds) s" }
        let minutes = seconds / 60
        if seconds < 600, seconds % 60 != 0 { return "\(minutes) min \(seconds % 60) s" }
        if minutes < 60 { return "\(minutes) min" }
        let rest = minutes % 60
        return "\(minutes / 60) h " + (rest < 10 ? "0" : "") + "\(rest) min"
    }
}
