import CycleCore

/// A day named in a message ("yesterday", "last Monday", "3rd of March", "3 days ago"), what
/// it resolves to, and where it is.
///
/// The reading is one of three: a ``Resolution/day(_:)``, ``Resolution/ambiguous`` when the
/// words point at a span rather than a day ("last week", "the other day", "a few days ago") so
/// the assistant should ask which day, or ``Resolution/invalid(reason:)`` when they name no
/// real day ("feb 30", "13/13").
///
/// ```swift
/// let today = try Day(iso: "2026-11-22")
/// let found = DayExpressionParser().firstDay(in: "my period started last monday", today: today)
/// found?.day        // 2026-11-16
/// found?.text       // "last monday"
/// ```
package struct DayExpression: Sendable, Hashable {
    /// What the words resolve to.
    package enum Resolution: Sendable, Hashable {
        /// One calendar day.
        case day(Day)
        /// A span or a vague time ("last week", "recently"): ask which day.
        case ambiguous
        /// Words that name no real day, with why, in the user's terms ("February 2026 has 28 days").
        case invalid(reason: String)
    }

    /// How the day was written.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        /// "today", "yesterday", "last night", "the day after tomorrow".
        case relative
        /// "3 days ago", "a week ago", "in 2 days".
        case offset
        /// "Monday", "last Monday", "Monday last week", "this Monday".
        case weekday
        /// A date with a month name: "March 3", "the 3rd of March 2026".
        case calendarDate
        /// A date in digits: "2026-03-03", "3/3", "14/3/26".
        case numericDate
        /// A span or vague time: "last week", "recently", "the other day", "in March".
        case vague
    }

    /// What the words resolve to.
    package let resolution: Resolution
    /// How the day was written.
    package let kind: Kind
    /// The words matched, as they appear in the message ("the 3rd of march").
    package let text: String
    /// Where the words are in the message that was read.
    package let range: Range<String.Index>
    /// Whether the words point after today: a resolved day later than today, or a vague
    /// future ("next week", "in a few days"). Bloom does not log future days.
    package let isFuture: Bool
    /// Whether the day is the start or the end of a span ("oct 10" and "14" in "oct 10 to 14"),
    /// or nil when it stands alone. `DayExpressionParser.allSpans(in:today:preference:)` pairs
    /// them into ``DaySpan``s.
    package let spanPart: SpanPart?

    /// Which end of a span a day is.
    package enum SpanPart: String, Sendable, Hashable, CaseIterable {
        /// The first day: "oct 10" in "from oct 10 to oct 14".
        case start
        /// The last day: "oct 14" in "from oct 10 to oct 14", "14" in "oct 10-14".
        case end
    }

    /// Creates an expression; see the properties.
    package init(resolution: Resolution, kind: Kind, text: String, range: Range<String.Index>, isFuture: Bool,
                spanPart: SpanPart? = nil) {
        self.resolution = resolution
        self.kind = kind
        self.text = text
        self.range = range
        self.isFuture = isFuture
        self.spanPart = spanPart
    }

    /// The day, when the words name exactly one real day.
    package var day: Day? {
        if case .day(let day) = resolution { return day }
        return nil
    }

    /// Whether the words name a span or a vague time rather than one day.
    package var isAmbiguous: Bool { resolution == .ambiguous }

    /// Why the words name no real day, when they do not.
    package var invalidReason: String? {
        if case .invalid(let reason) = resolution { return reason }
        return nil
    }
}

/// Which way to look when the words leave it open: a bare "Monday" or "March 3".
package enum DayPreference: String, Sendable, Hashable, CaseIterable {
    /// The most recent such day: "Monday" is the last Monday before today, "March 3" the last
    /// 3 March on or before today. For logging what happened.
    case past
    /// The next such day: "Monday" is the next Monday after today, "March 3" the next 3 March
    /// on or after today. For planning.
    case future
}
