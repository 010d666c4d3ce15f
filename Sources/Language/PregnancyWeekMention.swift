/// A pregnancy week named in a message ("20 weeks", "week 20", "20w3d", "20+3").
package struct PregnancyWeekMention: Sendable, Hashable {
    /// How the week was written, which tells completed weeks from a week number.
    package enum Form: String, Sendable, Hashable, CaseIterable {
        /// Weeks completed, the way scans and midwives write it: "20 weeks", "20w3d", "20+3",
        /// "twenty weeks pregnant".
        case completedWeeks
        /// The week the pregnancy is in: "week 20", "20th week", "in week twenty".
        case weekNumber
    }

    /// The week, 1 to 42.
    package let week: Int
    /// Extra days, 0 to 6, when written ("20w3d" → 3); nil when not.
    package let days: Int?
    /// How the week was written.
    package let form: Form
    /// The words matched, as they appear in the message ("20 weeks pregnant").
    package let text: String
    /// Where the words are in the message that was read.
    package let range: Range<String.Index>

    /// Creates a mention; see the properties.
    package init(week: Int, days: Int?, form: Form, text: String, range: Range<String.Index>) {
        self.week = week
        self.days = days
        self.form = form
        self.text = text
        self.range = range
    }
}
