@testable import Assistant
import Content
import CycleCore
import Testing

/// Words Bloom logs in another sense write nothing ("battery discharge", "spotting trains",
/// "50 pounds" sent to a friend, a bill's due date), and the same words in their own sense
/// still do. Someone else's day, the long past and what a doctor said are never the person's
/// entry.
@Suite struct OtherSensesTests {
    func writes(_ message: String, _ store: InMemoryStore = InMemoryStore.cycles(from: Day(year: 2026, month: 8, day: 18)!, lengths: [28, 28, 28])) -> [JournalWrite] {
        var conversation = Conversation()
        _ = AssistantFixture.assistant.respond(to: message, in: &conversation, store: store, today: AssistantFixture.today)
        return store.writes
    }

    @Test(arguments: [
        "battery discharge rate on my laptop seems really high even when idle",
        "spent all afternoon trainspotting at crewe, any other good stations for spotting class 37s",
        "transfer 50 pounds to jamie for the concert tickets",
        "renewal due date is the 20th, remind me to shop around on the 10th",
        "hubby's had a migraine since lunch",
        "wife's af came today",
        "had a c section 5 yrs ago",
        "with my first pregnancy i had morning sickness until 14 weeks",
        "according to my gp mid cycle spotting can just be ovulation bleeding",
        "i run 5k most mornings",
        "what's 180 celsius as a gas mark",
        "i'm expecting a call from the plumber at 4, can you remind me",
        "we're expecting a litter of puppies any day now, the kids are so excited",
        "the notice period on my flat is one month, or two if the landlord ends it",
        "the office server room hit 31 degrees this morning and the alarms went off",
        "traffic flow on the bypass was so heavy this morning",
        "need a playlist of sad songs for the breakup scene in my film",
        "this app is so bloated with updates now",
        "i keep spotting damp on the bathroom ceiling",
        "any chance im pregnant",
        "change 400 fahrenheit into gas mark for me",
        "can you spot me twenty bucks till payday, i owe the babysitter",
        "the vet's discharge notes say two tablets a day for the dog",
        "tank is nearly out of gas, where is the nearest station",
    ])
    func aWordInAnotherSenseOrSomeoneElsesDayWritesNothing(message: String) {
        #expect(writes(message).isEmpty, "\(message)")
    }

    @Test(arguments: ["brown discharge today", "spotting this morning", "weighed 140 pounds this morning", "due 2027-06-01"])
    func theSameWordsInTheirOwnSenseStillWrite(message: String) {
        #expect(!writes(message, InMemoryStore()).isEmpty, "\(message)")
    }

    /// A clinician named before the visit ("midwife appt…") names the appointment, not someone
    /// else's day: the person's own statement, so it is offered and a yes adds it.
    @Test(arguments: ["midwife appt on dec 3 at 2:30pm", "gp appointment on 4 december at 10am"])
    func aClinicianNamedBeforeTheVisitIsTheirOwnAppointment(message: String) {
        let store = InMemoryStore()
        var conversation = Conversation()
        let offer = AssistantFixture.assistant.respond(to: message, in: &conversation, store: store, today: AssistantFixture.today)
        #expect(offer.text.contains("yes"), "\(offer.text)")
        _ = AssistantFixture.assistant.respond(to: "yes", in: &conversation, store: store, today: AssistantFixture.today)
        #expect(store.writes.count == 1, "\(message)")
    }

    /// A clause that only goes on from the one before reads its word with that clause: "itchy
    /// and irritated" after the vagina is skin, not a mood. A clause that tells something of
    /// its own keeps its sense ("bad cramps today and the car engine is making a noise").
    @Test func aClauseGoingOnFromTheLastReadsItsWordWithIt() {
        #expect(!writes("my vulva is sore and irritated", InMemoryStore()).contains { $0.isMood })
        #expect(writes("feeling irritable today", InMemoryStore()).contains { $0.isMood })
        #expect(!writes("bad cramps today and the car engine is making a noise", InMemoryStore()).isEmpty)
    }
}

/// A word said in another sense names no kind of help: "my son has eye discharge" is no
/// question for a sexual health clinic, while discharge in its own sense still is.
@Suite struct OtherSenseHelpAreaTests {
    @Test func aWordBesideACueForItsOtherSenseIsFound() {
        let senses = AssistantFixture.assistant.routeReader.words.otherSenses
        #expect(senses.wordsInAnotherSense(["my", "son", "has", "eye", "discharge"]) == ["discharge"])
        #expect(senses.wordsInAnotherSense(["my", "belly", "button", "has", "some", "discharge"]) == ["discharge"])
        #expect(senses.wordsInAnotherSense(["itchy", "discharge", "and", "a", "smell"]).isEmpty)
        // A cue that must come right before: "the same spot" is a place, "spotting" stays.
        #expect(senses.wordsInAnotherSense(["taps", "in", "the", "same", "spot"]) == ["spot"])
        #expect(senses.wordsInAnotherSense(["spotting", "again", "same", "as", "last", "week"]).isEmpty)
    }

    @Test func aPlaceCalledASpotIsNoSpottingInPregnancy() throws {
        let context = try TriageContext(parsing: "pregnant:30")
        let assistant = AssistantFixture.assistant
        let taps = assistant.understand("rhythmic little taps in the same spot every few seconds, is that hiccups?", today: AssistantFixture.today, pregnant: true)
        let found = assistant.triage(taps, profile: context, today: AssistantFixture.today)
        #expect((found?.level ?? .selfCare) < .urgent, "\(String(describing: found))")
        let spotting = assistant.understand("spotting again today, same as last week", today: AssistantFixture.today, pregnant: true)
        #expect((assistant.triage(spotting, profile: context, today: AssistantFixture.today)?.level ?? .selfCare) >= .gpToday)
    }

    @Test(arguments: ["My son has eye discharge, so sticky he cannot open his eyes?", "My belly button is producing some discharge, sticky with a yellow tint?"])
    func dischargeElsewhereIsNotSentToASexualHealthClinic(_ message: String) {
        var conversation = Conversation()
        let reply = AssistantFixture.assistant.respond(to: message, in: &conversation, store: InMemoryStore(), today: AssistantFixture.today)
        #expect(!reply.text.contains("sexual health"), "\(reply.text)")
    }

    /// "The right side of my nose" asks no medicine question: the medicine area names side
    /// effects as a phrase, never "side" alone; a polyp beside the nose is no gynae word.
    @Test func aSideIsNoMedicineAndANosePolypIsNoGynaeWord() {
        let words = AssistantFixture.assistant.routeReader.words
        let medicine = words.helpAreas.first { $0.id == "medicine" }
        #expect(medicine?.words.contains("side") == false)
        #expect(medicine?.phrases.occur(in: ["any", "side", "effects", "of", "the", "pill"]) == true)
        #expect(words.otherSenses.wordsInAnotherSense(["a", "polyp", "in", "my", "nose"]) == ["polyp"])
    }
}
