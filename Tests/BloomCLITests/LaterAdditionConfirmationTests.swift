import Foundation
import Testing

/// A second message about a day already logged confirms what it added: after "feeling tired
/// today", "had a headache too" said "I've logged: mood tired · symptoms headache today",
/// which reads as if the mood were logged twice.
@Suite struct LaterAdditionConfirmationTests {
    @Test func aSecondItemForTheDayConfirmsOnlyItself() throws {
        let home = try JournalHome()
        try home.ok("ask", "feeling tired today")
        let reply = try home.ok("ask", "i have a headache today")
        #expect(reply.contains("headache") && !reply.contains("tired"), "\(reply)")
        let logged = try home.ok("logged")
        #expect(logged.contains("tired") && logged.contains("headache"), "\(logged)")
    }
}
