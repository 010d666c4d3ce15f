/// A message's text with its tokens (numbers, words, symbols) read once, for the readers
/// that find days, pregnancy weeks, quantities and numbers in it: each would otherwise read
/// the same tokens again. Every reader finds in it what it finds in the text itself.
package struct ReadableText: Sendable {
    let tokens: TokenList
    /// Whether a number can be read from the tokens: one is in digits, or a word can start
    /// one ("seven", "twenty", "a couple", "half", "a dozen"). When not, the number reader
    /// finds nothing and need not look.
    let mayHoldNumber: Bool
    /// Whether an amount can be read: a number may be, or a unit word can follow "a" ("a
    /// glass", "an hour"). When not, the quantity reader finds nothing and need not look.
    let mayHoldAmount: Bool

    /// Reads `text`'s tokens.
    package init(_ text: String) {
        self.init(text, lookingEverywhere: false)
    }

    /// - Parameter lookingEverywhere: true to let every reader look whatever the tokens are
    ///   (the reference the shortcut is tested against).
    init(_ text: String, lookingEverywhere: Bool) {
        tokens = TokenList(text)
        var number = lookingEverywhere, amount = lookingEverywhere
        // A number is an amount too: once one may be there, nothing more is to learn.
        for token in tokens.items where !number {
            switch token.kind {
            case .number:
                number = true
                amount = true
            case .word:
                if NumberWords.startWords.contains(token.text) {
                    number = true
                    amount = true
                } else if UnitWords.afterArticle.contains(token.text) {
                    amount = true
                }
            case .symbol:
                continue
            }
        }
        mayHoldNumber = number
        mayHoldAmount = amount
    }

    /// The text the tokens were read from (the readers' ranges are its indices).
    package var text: String { tokens.source }
}
