import CycleCore
import DayModel
import Journal
import JournalAdapters

extension Overview {
    /// Every profile in the chosen home, each read through the day model on `today`.
    /// A fresh home gives an overview of nobody.
    static func load(_ context: CommandContext) throws -> Overview {
        let today = try context.today()
        guard let store = try context.journalForReading(readOnly: true)?.store else { return Overview(today: today, profiles: []) }
        return try journalErrors { try read(from: store, today: today) }
    }
}
