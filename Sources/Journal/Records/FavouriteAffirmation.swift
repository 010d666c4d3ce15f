import CycleCore
import JSON

/// An affirmation the person marked as a favourite.
public struct FavouriteAffirmation: StoredRecord {
    /// The affirmation (its text or its id in Knowledge).
    public var text: String
    /// The day it was marked.
    public var added: Day

    public init(text: String, added: Day) {
        self.text = text
        self.added = added
    }

    public static let kind = RecordKind.favouriteAffirmation
    public static let storage = RecordStorage(table: "favourite_affirmations", backupKey: "favouriteAffirmations", noun: "favourite affirmation")
    public static let fields = [Field("text", "text", .text), Field("added", "added", .day)]
    public static let keyFields = ["text"]

    public var fieldValues: [JSONValue] { [.string(text), .string(added.iso)] }

    public init?(reading r: FieldReader) {
        let text = r.string("text"), added = r.day("added")
        guard let text, let added else { return nil }
        self.init(text: text, added: added)
    }

    public func problems(today: Day) -> [RecordProblem] {
        [Rules.text(text, field: "text", max: 500, required: true), Rules.notAfter(added, today: today, field: "added")].compactMap { $0 }
    }

    public var summary: String { "favourite affirmation “\(text)”" }
}
