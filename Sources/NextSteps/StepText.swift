/// Text that names next steps as typed values, worded only where it is shown: a library writes
/// `"no period starts on \(day.iso); log its start first with '\(NextStep.logPeriodStart(.blank))'"`
/// and the executable's `StepWording` turns the step into the command to run.
///
/// Without a wording (`description`), a step shows as `⟨…⟩` with its typed value, so text that
/// was never worded is plain to see and never passes for a command.
package struct StepText: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// A run of words, or a step to word.
    package enum Piece: Sendable, Hashable {
        case text(String)
        case step(NextStep)
    }

    /// The pieces in order; adjacent text is kept as one piece.
    package private(set) var pieces: [Piece] = []

    /// Text with no steps in it.
    package init(_ text: String) {
        append(text)
    }

    /// The pieces in order.
    package init(pieces: [Piece]) {
        for piece in pieces {
            switch piece {
            case let .text(text): append(text)
            case let .step(step): append(step)
            }
        }
    }

    package init(stringLiteral value: String) {
        self.init(value)
    }

    package init(stringInterpolation: Interpolation) {
        self = stringInterpolation.text
    }

    /// The steps named, in order.
    package var steps: [NextStep] {
        pieces.compactMap { if case let .step(step) = $0 { step } else { nil } }
    }

    /// Whether there is nothing to show.
    package var isEmpty: Bool { pieces.isEmpty }

    /// The text with every step as `wording` writes it.
    package func worded(by wording: StepWording) -> String {
        pieces.map { piece in
            switch piece {
            case let .text(text): text
            case let .step(step): wording(step)
            }
        }.joined()
    }

    /// The text with its steps as typed values (`⟨logPeriodEnd(blank)⟩`): for logs and tests,
    /// never for the person.
    package var description: String {
        pieces.map { piece in
            switch piece {
            case let .text(text): text
            case let .step(step): "⟨\(step)⟩"
            }
        }.joined()
    }

    /// Adds words at the end.
    package mutating func append(_ text: String) {
        guard !text.isEmpty else { return }
        if case let .text(last)? = pieces.last {
            pieces[pieces.count - 1] = .text(last + text)
        } else {
            pieces.append(.text(text))
        }
    }

    /// Adds a step at the end.
    package mutating func append(_ step: NextStep) {
        pieces.append(.step(step))
    }

    /// Adds another text at the end.
    package mutating func append(_ other: StepText) {
        self = StepText(pieces: pieces + other.pieces)
    }

    /// The two texts one after the other.
    package static func + (lhs: StepText, rhs: StepText) -> StepText {
        var joined = lhs
        joined.append(rhs)
        return joined
    }

    /// `texts` with `separator` between them.
    package static func joined(_ texts: [StepText], separator: String = "") -> StepText {
        var joined = StepText("")
        for (index, text) in texts.enumerated() {
            if index > 0 { joined.append(separator) }
            joined.append(text)
        }
        return joined
    }

    /// Builds a `StepText` from a literal: `\(step)` for a `NextStep`, anything else as its words.
    package struct Interpolation: StringInterpolationProtocol {
        var text = StepText("")

        package init(literalCapacity: Int, interpolationCount: Int) {}

        package mutating func appendLiteral(_ literal: String) {
            text.append(literal)
        }

        /// A step, worded where the text is shown.
        package mutating func appendInterpolation(_ step: NextStep) {
            text.append(step)
        }

        /// Another text with steps.
        package mutating func appendInterpolation(_ other: StepText) {
            text.append(other)
        }

        /// Any other value, as its words.
        package mutating func appendInterpolation<T>(_ value: T) {
            text.append(String(describing: value))
        }
    }
}
