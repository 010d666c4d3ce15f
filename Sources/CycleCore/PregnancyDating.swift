/// A gestational age: completed weeks and days since the first day of the last period.
public struct GestationalAge: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Completed days since the LMP.
    public let totalDays: Int

    public init(totalDays: Int) { self.totalDays = totalDays }
    public init(weeks: Int, days: Int) { self.totalDays = weeks * 7 + days }

    /// Completed weeks.
    public var weeks: Int { totalDays / 7 }
    /// Days into the current week, 0–6.
    public var days: Int { totalDays % 7 }
    /// The trimester it falls in.
    public var trimester: Trimester { Trimester(gestationalDays: totalDays) }
    /// The week of pregnancy in progress, as apps and leaflets number it: 19w3d is in week 20.
    public var currentWeek: Int { weeks + 1 }

    /// The last week a pregnancy goes on: induction is offered from 41 weeks, so from 42+0
    /// a recorded pregnancy has most likely ended in a birth the record does not hold.
    public static let lastWeekOfAnyPregnancy = 42

    /// Whether a pregnancy this far along is most likely over (42+0 or later).
    public var isPastAnyPregnancy: Bool { currentWeek > Self.lastWeekOfAnyPregnancy }

    /// e.g. "13w6d".
    public var description: String { "\(weeks)w\(days)d" }

    public static func < (lhs: GestationalAge, rhs: GestationalAge) -> Bool { lhs.totalDays < rhs.totalDays }
}

/// Why a pregnancy cannot be dated on a day.
public enum PregnancyDatingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The day is before the last menstrual period.
    case beforeLMP(lmp: Day, today: Day)
    /// The LMP would be more than 44 weeks ago: the dates need checking.
    case tooLongAgo(lmp: Day, today: Day)

    public var description: String {
        switch self {
        case let .beforeLMP(lmp, today):
            "\(today) is before the last period's start (\(lmp))"
        case let .tooLongAgo(lmp, today):
            "a last period on \(lmp) is more than 44 weeks before \(today): check the dates"
        }
    }
}

/// Pregnancy dates from the first day of the last menstrual period (Naegele: due = LMP + 280).
public struct PregnancyDating: Sendable, Hashable {
    /// The first day of the last menstrual period.
    public let lmp: Day

    /// Dates a pregnancy from the first day of the last period.
    public init(lmp: Day) { self.lmp = lmp }

    /// Dates a pregnancy from its due date (LMP = due − 280 days).
    public init(dueDate: Day) { self.lmp = dueDate - 280 }

    /// Dates a pregnancy from a known conception (ovulation) day (LMP = conception − 14 days).
    public init(conception: Day) { self.lmp = conception - 14 }

    /// The estimated due date: LMP + 280 days (40 weeks).
    public var dueDate: Day { lmp + 280 }

    /// The gestational age on `today`.
    /// - Throws: `PregnancyDatingError` when `today` is before the LMP or 44+ weeks after it.
    public func age(on today: Day) throws(PregnancyDatingError) -> GestationalAge {
        let days = lmp.days(to: today)
        guard days >= 0 else { throw .beforeLMP(lmp: lmp, today: today) }
        guard days < 44 * 7 else { throw .tooLongAgo(lmp: lmp, today: today) }
        return GestationalAge(totalDays: days)
    }

    /// Days from `today` to the due date (negative once past it).
    public func daysToGo(from today: Day) -> Int { today.days(to: dueDate) }
}
