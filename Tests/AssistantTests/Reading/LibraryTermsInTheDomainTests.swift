@testable import Assistant
import CycleCore
import Testing

/// A medical word that names one of the library's topics ("diastasis", "hycosy",
/// "cholestasis") puts a message in Bloom's domain on its own: it gets the library, never
/// "outside what I can help with" (issue 47; probes written for this suite).
@Suite struct LibraryTermsInTheDomainTests {
    @Test(arguments: [
        ("still a gap down my stomach 3 months after having my son, the physio mentioned diastasis recti", "diastasis"),
        ("booked in for a hycosy next week, does it hurt?", "hycosy"),
        ("consultant is checking me for obstetric cholestasis, what is it", "cholestasis"),
    ])
    func aMessageNamingALibraryTermGetsTheLibrary(_ message: String, _ term: String) {
        var conversation = Conversation()
        let reply = AssistantFixture.assistant.respond(to: message, in: &conversation, store: InMemoryStore(), today: AssistantFixture.today)
        #expect(reply.route?.route != .outOfScope, "\(message) → \(reply.text)")
        #expect(reply.topic.map { $0.contains(term) } ?? false || reply.text.lowercased().contains(term), "\(message) → \(reply.topic ?? "-"): \(reply.text)")
    }
}
