@testable import Assistant
import Content
import CycleCore
import Testing

/// Whose a crisis is, and when (`CrisisPlacement`): words of suicide, self-harm or overdose said
/// of someone else, of a topic, of an accident or of a past the person says is over get the
/// message's own answer; the person's own crisis keeps the crisis reply, whoever else the
/// message names.
@Suite struct CrisisPlacementTests {
    let assistant = AssistantFixture.assistant

    func understand(_ message: String) -> Understanding {
        assistant.understand(message, today: AssistantFixture.today)
    }

    @Test(arguments: [
        ("my sister told me last night that she feels suicidal, what do i say to her", CrisisPlacement.Place.someoneElse),
        ("for my psychology coursework: are suicidal thoughts more common after a stillbirth?", .topic),
        ("sliced my thumb chopping onions, cut myself quite deep, how do i stop the bleeding", .accident),
        ("i self harmed years ago at uni and im well now. can i get a tattoo while breastfeeding", .pastAndOver),
    ])
    func wordsOfCrisisNotThePersonsOwnNowGetTheMessagesOwnAnswer(_ message: String, _ place: CrisisPlacement.Place) {
        let understanding = understand(message)
        #expect(understanding.guardKind != .crisis, "\(message)")
        #expect(!understanding.crisisConcern, "\(message)")
        #expect(understanding.crisisPlacedElsewhere == place, "\(message): \(String(describing: understanding.crisisPlacedElsewhere))")
    }

    @Test(arguments: [
        // Someone else named, the crisis still the person's own.
        "my friend says it will pass but honestly i want to kill myself",
        // A means is nobody's: whose tablets they were does not matter.
        "i took a handful of my mums tablets on purpose an hour ago",
        "how many of my husbands sleeping tablets would be lethal",
        // A past crisis that is back is a crisis now.
        "i was suicidal years ago, i was fine for ages but its back again and i dont want to be here",
    ])
    func thePersonsOwnCrisisKeepsTheCrisisReply(_ message: String) {
        let understanding = understand(message)
        #expect(understanding.guardKind == .crisis, "\(message)")
        #expect(understanding.crisisPlacedElsewhere == nil, "\(message)")
    }

    /// The reply for someone else's crisis is the crisis guard's how to help, and writes nothing.
    @Test func someoneElsesCrisisIsAnsweredAndWritesNothing() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["my best friend keeps saying she wants to die, how can i help her"], store: store)[0]
        #expect(reply.guardKind == .crisis, "\(reply.text)")
        #expect(reply.text.contains("worried about someone"), "\(reply.text)")
        #expect(reply.crisisPlacedElsewhere == .someoneElse)
        #expect(store.writes.isEmpty, "\(store.writes)")
    }

    @Test func theNearestPersonBeforeAWordOfCrisisHoldsIt() {
        let placement = assistant.crisisPlacement
        #expect(placement.holder(before: 4, in: ["i", "think", "she", "is", "suicidal"]) == .someoneElse)
        #expect(placement.holder(before: 4, in: ["my", "mum", "says", "i", "suicidal"]) == .me)
        #expect(placement.holder(before: 2, in: ["feeling", "really", "suicidal"]) == .nobody)
    }
}
