import CycleCore
import DayModel
import Foundation

/// The last day model the chat built, given again while its inputs and day are unchanged.
///
/// Every message reads the journal and needs the day model; between two messages the journal
/// seldom changes (only a write changes it), and building the model (the prediction, the
/// charts, the statistics) cost about a twelfth of a typical message. The inputs are compared
/// in full, so any change at all (a write, another profile, another day) builds afresh.
final class DayMemo: @unchecked Sendable {
    // @unchecked: `last` is read and written under `lock`.
    private let lock = NSLock()
    private var last: (inputs: DayInputs, today: Day, day: PersonDay)?
    /// How many day models this memo has built (for tests).
    private(set) var builds = 0

    /// `PersonDay(inputs, today: today)`, the one kept when it was built from equal inputs.
    /// - Throws: `HistoryError` as `PersonDay.init` does (a failure is not kept).
    func day(_ inputs: DayInputs, today: Day) throws(HistoryError) -> PersonDay {
        lock.lock()
        if let last, last.today == today, last.inputs == inputs {
            lock.unlock()
            return last.day
        }
        lock.unlock()
        let day = try PersonDay(inputs, today: today)
        lock.lock()
        last = (inputs, today, day)
        builds += 1
        lock.unlock()
        return day
    }
}
