@testable import Assistant
import Content
import CycleCore
import Testing

/// Crisis wordings from the seventh development round: self-harm that will not stop, means
/// named with "to do it", poison taken on purpose, someone else about to jump or hang
/// themselves, a goodbye and no answer, and danger from a partner told as stalking, a push
/// down the stairs or a locked door to the garden. Beside them, worry that something harmed
/// the baby, an accident feared, a figure of speech and a past that therapy helped, which keep
/// the message's own answer.
@Suite struct CrisisWordingsRound7Tests {
    let assistant = AssistantFixture.assistant

    func guardKind(_ message: String, pregnant: Bool = false) -> GuardKind? {
        assistant.understand(message, today: AssistantFixture.today, pregnant: pregnant).guardKind
    }

    @Test(arguments: [
        "i cant stop cutting, did my arm again after tea",
        "theres enough oxycodone left from my op to do it",
        "swallowed some bleach on purpose about 20 mins ago",
        "my brother rang from the bridge by the station and says hes going to jump",
        "my dad just told me hes going to hang himself and drove off",
        "she sent a long message saying goodbye and now shes not answering",
        "ive said goodbye to everyone, its fine",
        "he pushed me down the stairs an hour ago and im 20 weeks",
        "my ex keeps tracking my location and turned up at my door again",
        "hes locked me out in the garden in the rain and i dont have my phone",
        "my sisters husband is beating her right now, i can hear it",
    ])
    func aCrisisInTheseWordsGetsTheCrisisReply(_ message: String) {
        // Someone else's crisis now gets how to help, and the reply says it is a crisis.
        let reply = AssistantFixture.chat([message], store: InMemoryStore())[0]
        #expect(reply.guardKind == .crisis, "\(message)")
    }

    @Test(arguments: [
        "carried a heavy bag of shopping up the hill and now im scared i hurt the baby",
        "scared i hurt the baby by sleeping on my back last night",
        "im so scared ill drop the baby when im carrying her down the stairs half asleep",
        "i cant do this anymore, this heartburn is relentless at 34 weeks",
        "his snoring is so loud i could smother him with a pillow lol, any tips",
        "i used to self harm as a teen but counselling really helped, can i tell my midwife",
        "these leggings are strangling me at 30 weeks",
        "said goodbye to everyone at work today, maternity leave starts monday",
    ])
    func theSameWordsInAnOrdinarySenseKeepTheMessagesOwnAnswer(_ message: String) {
        #expect(guardKind(message, pregnant: true) != .crisis, "\(message)")
    }
}
