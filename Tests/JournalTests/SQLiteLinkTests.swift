import Journal
import Testing

@Suite struct SQLiteLinkTests {
    @Test func linksTheSystemSQLiteLibraryVersionThreeOrLater() {
        #expect(SQLiteLibrary.version.hasPrefix("3."))
    }
}
