import CycleCore
import JSON

/// An affirmation the person marked as a favourite.
package struct FavouriteAffirmation: StoredRecord {
    /// The affirmation (its text or its id in Knowledge).
    package var text: String
    /// The day it was marked.
    package var added: Day

    package init(text: String, added: Day) {
        self.text = text
        self.added = added
    }

    package static let kind = RecordKind.favouriteAffirmation
    package static let storage = RecordStorage(table: "favourite_affirmations", backupKey: "favouriteAffirmations", noun: "favourite affirmation")
    package static let fields = [Field("text", "text", .text), Field("added", "added", .day)]
    package static let keyFields = ["text"]

    package var fieldValues: [JSONValue] { [.string(text), .string(added.iso)] }

    package init?(reading r: FieldReader) {
        let text = r.string("text"), added = r.day("added")
        guard let text, let added else { return nil }
        self.init(text: text, added: added)
    }

    package func problems(today: Day) -> [RecordProblem] {
        [Rules.text(text, field: "text", max: 500, required: true), Rules.notAfter(added, today: today, field: "added")].compactMap { $0 }
    }

    package var summary: String { "favourite affirmation “\(text)”" }
}
