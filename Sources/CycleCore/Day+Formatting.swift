extension Day {
    private static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// The month's English name, e.g. "December".
    public var monthName: String { Day.monthNames[month - 1] }

    private static let shortMonthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// A short date for people, e.g. "Thu 3 Dec".
    public var shortText: String {
        let c = components
        return "\(weekday.shortName) \(c.day) \(Day.shortMonthNames[c.month - 1])"
    }

    /// A full date for people, e.g. "Thursday 4 December 2026".
    public var longText: String {
        "\(weekday.name) \(dayOfMonth) \(monthName) \(year)"
    }

    /// How far this day is from `today` in words: "today", "tomorrow", "yesterday",
    /// "in 12 days", "3 days ago".
    public func relativeText(from today: Day) -> String {
        let distance = today.days(to: self)
        switch distance {
        case 0: return "today"
        case 1: return "tomorrow"
        case -1: return "yesterday"
        case 2...: return "in \(distance) days"
        default: return "\(-distance) days ago"
        }
    }
}
