import CycleCore
import Foundation

/// The one place Bloom reads the wall clock: today's date in the local calendar.
enum LocalClock {
    static func today() -> Day {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        return Day(year: parts.year!, month: parts.month!, day: parts.day!)!
    }
}
