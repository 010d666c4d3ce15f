import CycleCore
import JSON

/// A night of sleep told by its length only ("slept about 6 hours last night", `bloom log
/// sleep --hours 6`): how long, with no bedtime or waking time, so none is made up. It counts
/// for the morning the night ended on, as a hand-logged night (`ManualNight`) does; one a
/// night, so telling it again replaces it.
package struct NightLength: StoredRecord {
    /// The morning the night ended on: the day its sleep counts for.
    package var morning: Day
    /// How long the person slept, in minutes (30 min to 16 h).
    package var minutes: Int

    package init(morning: Day, minutes: Int) {
        self.morning = morning
        self.minutes = minutes
    }

    /// A night lasts from 30 minutes to 16 hours, as a night told by its times (`ManualNight.minutes`).
    package static let minuteRange = ManualNight.minutes

    /// The evening the night began: the day before its morning.
    package var night: Day { morning - 1 }

    package static let kind = RecordKind.nightLength
    package static let storage = RecordStorage(table: "night_lengths", backupKey: "nightLengths", noun: "night told by its length")
    package static let fields = [Field("morning", "morning", .day), Field("minutes", "minutes", .int)]
    package static let keyFields = ["morning"]

    package var fieldValues: [JSONValue] { [.string(morning.iso), .int(minutes)] }

    package init?(reading r: FieldReader) {
        let morning = r.day("morning"), minutes = r.int("minutes")
        guard let morning, let minutes else { return nil }
        self.init(morning: morning, minutes: minutes)
    }

    package func problems(today: Day) -> [RecordProblem] {
        var found = [Rules.notAfter(morning, today: today, field: "morning")].compactMap { $0 }
        if let problem = NightLength.problem(minutes: minutes) { found.append(RecordProblem("minutes", problem)) }
        return found
    }

    /// Why a night of `minutes` cannot be kept, or nil when it can: "a night of 17 h is
    /// outside 30 min–16 h".
    package static func problem(minutes: Int) -> String? {
        minuteRange.contains(minutes) ? nil : "a night of \(FigureText.hoursAndMinutes(minutes)) is outside 30 min–16 h"
    }

    /// "6 h 30 min of sleep on the night of 2026-11-24", as the log lines and undo say it.
    package var summary: String { "\(FigureText.hoursAndMinutes(minutes)) of sleep on the night of \(night.iso)" }
}
