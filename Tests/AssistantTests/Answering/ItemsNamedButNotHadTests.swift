@testable import Assistant
import CycleCore
import Testing

/// What a message names without having it writes nothing: a drink denied beside a feeling told
/// ("didn't have a single coffee today, proud of myself"), a snack named after a drink ("monster
/// munch"), a thing named after one ("tea towel"). A mood word said of a body part is how the
/// body feels ("nipples are so sensitive"), and a part's pain after another word of how it
/// feels ("boobs feel heavy and achy") is its symptom.
@Suite struct ItemsNamedButNotHadTests {
    @Test(arguments: [
        "didnt have a single coffee today, proud of myself",
        "didn't have any coffee today, proud of myself",
    ])
    func aDrinkDeniedBesideAFeelingWritesNothing(_ message: String) {
        #expect(AssistantFixture.writes(message).isEmpty, "\(AssistantFixture.writes(message))")
    }

    @Test func aDrinkDeniedIsSaidToBeNotLogged() {
        let reply = AssistantFixture.chat(["didnt have a single coffee today, proud of myself"], store: InMemoryStore())[0]
        #expect(reply.text.contains("haven't logged"), "\(reply.text)")
    }

    @Test(arguments: ["had a massive craving for pickled onion monster munch today lol", "spilt my tea on the tea towel"])
    func aThingNamedAfterADrinkIsNoDrink(_ message: String) {
        let writes = AssistantFixture.writes(message)
        #expect(!writes.contains { if case .lifestyle = $0 { true } else { false } }, "\(writes)")
    }

    @Test func aDrinkBesideAThingNamedAfterOneStillCounts() {
        let writes = AssistantFixture.writes("had 2 teas this morning with a slice of coffee cake")
        #expect(writes.contains { if case .lifestyle("caffeine", _, _, _) = $0 { true } else { false } }, "\(writes)")
    }

    @Test(arguments: ["nipples are so sensitive today even the shower water hurts", "boobs feel heavy and achy today esp round the sides"])
    func aBreastComplaintIsTheSymptomNotAMood(_ message: String) {
        let writes = AssistantFixture.writes(message)
        #expect(writes.contains { if case .symptom("breast-tenderness", _, _) = $0 { true } else { false } }, "\(writes)")
        #expect(!writes.contains { $0.isMood }, "\(writes)")
    }
}
