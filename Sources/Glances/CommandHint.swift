/// How a view writes a command to run next (`'bloom log period start DATE'`). The executable
/// makes it from the options the command was given that choose whose data it is (`--home`,
/// `--profile`), so that a hint run as shown reads or changes the same profile in the same
/// folder; views take it as they take `Style`, and `plain` adds nothing.
public struct CommandHint: Sendable {
    /// What follows every command's own words, e.g. " --profile sis" (already quoted).
    public let suffix: String

    public init(suffix: String = "") {
        self.suffix = suffix
    }

    /// No options carried: `'bloom WORDS'`.
    public static let plain = CommandHint()

    /// `'bloom WORDS SUFFIX'`, e.g. `hint("log period start DATE")`.
    public func callAsFunction(_ words: String) -> String { "'bloom \(words)\(suffix)'" }
}
