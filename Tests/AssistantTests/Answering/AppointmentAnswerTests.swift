@testable import Assistant
import CycleCore
import Testing

/// Appointments added from chat: an instruction adds at once, a statement is offered first, a
/// missing day or time is asked for, and a day already past is refused.
@Suite struct AppointmentAnswerTests {
    let assistant = AssistantFixture.assistant
    let today = AssistantFixture.today  // Sunday 22 November 2026

    func appointments(_ store: InMemoryStore) -> [JournalWrite] {
        store.writes.filter { $0.name == "appointment" }
    }

    @Test func anInstructionAddsTheAppointmentWithItsTitleDayAndTime() {
        let store = InMemoryStore()
        var conversation = Conversation()
        let reply = assistant.respond(to: "add an appointment: midwife on 3 Dec at 10am", in: &conversation, store: store, today: today)
        #expect(reply.intent == "log.appointment")
        #expect(appointments(store) == [.appointment(title: "Midwife appointment", at: Moment(day: Day(year: 2026, month: 12, day: 3)!, hour: 10, minute: 0))])
        #expect(reply.actions.count == 1)
    }

    @Test func aStatementIsOfferedFirstAndYesAddsIt() {
        let store = InMemoryStore()
        var conversation = Conversation()
        let offer = assistant.respond(to: "i have a scan on december 10 at 9am", in: &conversation, store: store, today: today)
        #expect(store.writes.isEmpty)
        #expect(offer.text.contains("Thu 10 Dec at 09:00"), "\(offer.text)")
        _ = assistant.respond(to: "yes", in: &conversation, store: store, today: today)
        #expect(appointments(store) == [.appointment(title: "Scan", at: Moment(day: Day(year: 2026, month: 12, day: 10)!, hour: 9, minute: 0))])
    }

    @Test func noLeavesTheOfferedAppointmentUnwritten() {
        let store = InMemoryStore()
        var conversation = Conversation()
        _ = assistant.respond(to: "i have a gp appt tomorrow at 9.15", in: &conversation, store: store, today: today)
        _ = assistant.respond(to: "no", in: &conversation, store: store, today: today)
        #expect(store.writes.isEmpty)
    }

    @Test func aMissingTimeIsAskedForAndTheAnswerCompletesIt() {
        let store = InMemoryStore()
        var conversation = Conversation()
        let ask = assistant.respond(to: "add a dentist appointment on friday", in: &conversation, store: store, today: today)
        #expect(store.writes.isEmpty)
        #expect(ask.text.contains("Fri 27 Nov"), "\(ask.text)")
        _ = assistant.respond(to: "3pm", in: &conversation, store: store, today: today)
        #expect(appointments(store) == [.appointment(title: "Dentist appointment", at: Moment(day: Day(year: 2026, month: 11, day: 27)!, hour: 15, minute: 0))])
    }

    @Test func anAmbiguousDateIsAskedAboutAndTheAnswerGivesTheDay() {
        // "2/12" is 2 December or 12 February, both within three months: Bloom asks.
        let store = InMemoryStore()
        var conversation = Conversation()
        _ = assistant.respond(to: "add a scan on 2/12 at 9am", in: &conversation, store: store, today: today)
        #expect(store.writes.isEmpty)
        _ = assistant.respond(to: "2 december", in: &conversation, store: store, today: today)
        #expect(appointments(store) == [.appointment(title: "Scan", at: Moment(day: Day(year: 2026, month: 12, day: 2)!, hour: 9, minute: 0))])
    }

    @Test func aDayAlreadyPastIsRefusedAndNothingIsWritten() {
        let store = InMemoryStore()
        var conversation = Conversation()
        let reply = assistant.respond(to: "book my glucose test for the 2nd of november at 9", in: &conversation, store: store, today: today)
        #expect(store.writes.isEmpty)
        #expect(reply.text.contains("Mon 2 Nov"), "\(reply.text)")
    }

    @Test func askingWhatIsBookedNeverAddsOne() {
        let store = InMemoryStore()
        for message in ["what appointments do i have", "when is my next scan", "do i have an appointment on friday?"] {
            var conversation = Conversation()
            _ = assistant.respond(to: message, in: &conversation, store: store, today: today)
        }
        #expect(store.writes.isEmpty)
    }

    @Test func askingWhetherOneIsBookedAtADayAndTimeShowsTheAppointmentsAndOffersNothing() {
        let store = InMemoryStore()
        var conversation = Conversation()
        let reply = assistant.respond(to: "do i have an appointment on friday at 10?", in: &conversation, store: store, today: today)
        #expect(reply.intent == "show.appointments", "\(reply.intent): \(reply.text)")
        #expect(!reply.text.contains("Shall I add") && !reply.text.contains("want me to add"), "\(reply.text)")
        #expect(conversation.pending == nil)
        _ = assistant.respond(to: "yes", in: &conversation, store: store, today: today)
        #expect(store.writes.isEmpty)
    }

    @Test(arguments: [
        ("add an appointment: midwife on 3 december at 10am", "Midwife appointment"), ("book my 20 week scan for friday at 9.30", "20 week scan"),
        ("new appointment gp tuesday 11:15", "GP appointment"), ("put in an appointment with the physio for tomorrow 3.30pm", "Physio appointment"),
        ("add glucose test next monday 8:30am", "Glucose test"), ("add an appt", "Appointment"),
    ])
    func theTitleIsWhatIsLeftOnceTheDayTimeAndFillerAreGone(message: String, title: String) {
        #expect(AppointmentAnswers.read(message, today: today).title == title)
    }
}
