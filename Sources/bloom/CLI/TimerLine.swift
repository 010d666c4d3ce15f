import Journal

/// One line typed during a kick count or a contraction timing: an event now, an event at a
/// time, the end, or a note that movements feel less than usual.
enum TimerLine: Equatable, Sendable {
    /// An event now (nil) or at this time.
    case event(TimeOfDay?)
    /// The end of the session, now (nil) or at this time.
    case end(TimeOfDay?)
    /// Movements feel less than usual.
    case less

    /// Reads a typed line: empty (now), `HH:MM[:SS]` (then), `end|done|q|quit|stop [HH:MM]`
    /// (stop), or `less`; nil for anything else.
    init?(typed text: String) {
        let words = text.lowercased().split(separator: " ").map(String.init)
        guard let first = words.first else { self = .event(nil); return }
        if ["end", "done", "q", "quit", "stop"].contains(first) {
            self = .end(words.count > 1 ? TimeOfDay(text: words[1]) : nil)
        } else if first == "less" {
            self = .less
        } else if let time = TimeOfDay(text: first) {
            self = .event(time)
        } else {
            return nil
        }
    }
}
