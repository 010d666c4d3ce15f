/// How long something lasted, in days, as a message says it: "lasted 5 days", "for a week", "a
/// 5 day period", "5 days long".
///
/// Found by `DayExpressionParser.allLengths(in:excluding:)`. With the day a message names, it
/// gives the span: "my period started oct 10 and lasted 5 days" is 10 to 14 October.
///
/// ```swift
/// let parser = DayExpressionParser()
/// let today = try Day(iso: "2026-11-25")
/// let message = "my period started oct 10 and lasted 5 days"
/// let start = parser.firstDay(in: message, today: today)?.day    // 2026-10-10
/// let length = parser.firstLength(in: message)?.days             // 5
/// // The last day: start + (length - 1), 2026-10-14.
/// ```
package struct DayLength: Sendable, Hashable {
    /// How many days; nil when the words give no exact number ("a few days", "5 or 6 days",
    /// "2 months"), so Bloom can ask.
    package let days: Int?
    /// The words matched, as they appear in the message ("5 days", "a week", "5 day"); the cue
    /// before them ("lasted", "for") is not part of them.
    package let text: String
    /// Where the words are in the message that was read.
    package let range: Range<String.Index>

    /// Creates a length; see the properties.
    package init(days: Int?, text: String, range: Range<String.Index>) {
        self.days = days
        self.text = text
        self.range = range
    }
}
