/// A message's text with its tokens (numbers, words, symbols) read once, for the readers
/// that find days, pregnancy weeks, quantities and numbers in it: each would otherwise read
/// the same tokens again. Every reader finds in it what it finds in the text itself.
public struct ReadableText: Sendable {
    let tokens: TokenList

    /// Reads `text`'s tokens.
    public init(_ text: String) {
        tokens = TokenList(text)
    }

    /// The text the tokens were read from (the readers' ranges are its indices).
    public var text: String { tokens.source }
}
