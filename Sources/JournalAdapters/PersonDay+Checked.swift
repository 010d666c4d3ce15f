import CycleCore
import DayModel

extension PersonDay {
    /// The day model, with inconsistent periods as a data failure (the journal's rules were broken).
    package static func checked(_ inputs: DayInputs, today: Day) throws -> PersonDay {
        do {
            return try PersonDay(inputs, today: today)
        } catch {
            throw JournalFailure(.data, "\(error)")
        }
    }
}
