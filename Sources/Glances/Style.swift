/// ANSI SGR codes Bloom uses.
package enum TextStyle: String, Sendable, CaseIterable {
    case bold = "1", dim = "2", red = "31", green = "32", yellow = "33", blue = "34", magenta = "35", cyan = "36"
    case inverse = "7"
}

/// Whether a view may colour its text, passed in as a value so renderers never touch the
/// terminal: the commands pass their stream's choice, the chat passes plain when piped.
package struct Style: Sendable, Equatable {
    /// Whether ANSI colour codes are written.
    package let colour: Bool

    package init(colour: Bool) { self.colour = colour }

    /// No colour: text for pipes, files and tests.
    package static let plain = Style(colour: false)
    /// ANSI colour for a terminal that allows it.
    package static let coloured = Style(colour: true)

    /// `text` wrapped in `style` when colour is on, else `text` unchanged.
    package func callAsFunction(_ text: String, _ style: TextStyle) -> String {
        colour ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}
