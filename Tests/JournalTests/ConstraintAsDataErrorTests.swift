@testable import Journal
import Testing

/// Issue 16, item 16: a rule the schema enforces is bad data (65), not an I/O failure (74).
@Suite struct ConstraintAsDataErrorTests {
    @Test func aConstraintRefusalInsideAWriteIsAJournalError() throws {
        let (store, profile) = try TestStore.withProfile()
        #expect {
            try store.write {
                try store.db.run("INSERT INTO appointments (profile_id, at, title) VALUES (?, '2026-11-20T09:00:00', '')", [profile.id])
            }
        } throws: { error in
            guard case .invalid? = error as? JournalError else { return false }
            return true
        }
    }
}
