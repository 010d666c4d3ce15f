/// How next steps are written for the person. The executable makes it (as the command to run,
/// carrying the `--home` and `--profile` it was given) and passes it to the libraries as it
/// passes `Style`; tests pass their own.
package struct StepWording: Sendable {
    private let words: @Sendable (NextStep) -> String

    /// A wording that writes each step as `words` returns it.
    package init(_ words: @escaping @Sendable (NextStep) -> String) {
        self.words = words
    }

    /// `step` in words, e.g. `bloom log period end DATE`.
    package func callAsFunction(_ step: NextStep) -> String { words(step) }

    /// `text` with every step in it worded.
    package func callAsFunction(_ text: StepText) -> String { text.worded(by: self) }
}

/// An error whose message names next steps: the message is worded where it is shown (on the
/// command line by the executable, in the chat by the journal adapters).
package protocol ExplainedError: Error {
    /// What went wrong and what to do, with the steps typed.
    var explanation: StepText { get }
}
