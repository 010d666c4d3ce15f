@testable import Assistant
import CycleCore
import Testing

/// The routing stage reads two things from the words around them: whether "period" is a
/// menstrual one (in Bloom's domain even when the model reads the message as outside it), and
/// whether a question asks how to change something (a question in general, however much it
/// says "my").
@Suite struct RouteWordSenseTests {
    let assistant = AssistantFixture.assistant

    func route(_ message: String) -> Route {
        var turn = Turn(message: message, store: InMemoryStore(), today: AssistantFixture.today, conversation: Conversation())
        for step in Assistant.stages {
            step.run(&turn, assistant)
            if step.name == "RoutingStage" { break }
        }
        return turn.routing.route
    }

    @Test(arguments: ["I haven't had a period for 4 months?", "What are the problems in periods?"])
    func aMenstrualPeriodIsInTheDomainWhateverTheModelReads(message: String) {
        #expect(route(message) == .general, "\(message)")
    }

    @Test(arguments: ["the third period was insane, how did they come back", "how long was the jurassic period",
                      "the trial period ends soon, should i cancel", "the bank says my statement period runs 14th to 13th, why"])
    func aPeriodInAnotherSenseStaysOutsideTheDomain(message: String) {
        #expect(route(message) == .outOfScope, "\(message)")
    }

    @Test func theFramesAndOtherSensesDecideTheReading() {
        let frames: Set<String> = ["had", "problems", "pain"]
        let other: Set<String> = ["trial"]
        func reads(_ text: String) -> Bool {
            RouteReader.namesAMenstrualPeriod(text.split(separator: " ").map(String.init), frames: frames, otherSenses: other)
        }
        #expect(reads("i had a period"))
        #expect(reads("period pain again"))
        #expect(!reads("a period of time i had"))
        #expect(!reads("had a trial period"))
        #expect(!reads("the third period"))
    }

    @Test(arguments: ["could a course of antibiotics stop my pill working?", "which contraception method is the best one, do you think?"])
    func aPhraseOfTheDomainPutsAMessageInIt(message: String) {
        #expect(route(message) == .general, "\(message)")
    }

    @Test func sleepIsInTheDomainWhenTheWordsAroundItSaySo() {
        #expect(route("didnt sleep at all last night") != .outOfScope)
        #expect(route("my laptop wont sleep properly, how do i fix the settings") == .outOfScope)
    }

    @Test func askingHowToChangeSomethingIsAQuestionInGeneral() {
        #expect(route("how can I make my period stop being so painful?") == .general)
        // A date of their own is still theirs.
        #expect(route("when will my period stop") == .ownData)
        let verbs: Set<String> = ["get", "stop", "boost"]
        let records: Set<String> = ["dates"]
        func asks(_ text: String) -> Bool {
            RouteReader.asksHowToChange(text.split(separator: " ").map(String.init), verbs: verbs, records: records)
        }
        #expect(asks("how can i make my period stop being so painful"))
        #expect(asks("what can we do to boost our chances"))
        #expect(!asks("how do i get my period dates"))
        #expect(!asks("what do i get"))
        #expect(!asks("how do i know when my period will stop"))
    }
}

/// "What can I do?" or "can you help?" after telling a health situation asks for help with
/// that situation (the library answers), while the same words alone ask what Bloom does.
@Suite struct HelpWithASituationRouteTests {
    let routes = RouteWordSenseTests()

    @Test(arguments: ["came off the depo five months ago and still no period, we want a baby. what can i do?",
                      "my periods come every fortnight now and they're much heavier than they were, can you help?"])
    func aPleaForHelpAfterASituationAsksAboutTheSituation(message: String) {
        #expect(routes.route(message) == .general, "\(message)")
    }

    @Test(arguments: ["what can you do?", "help", "i'm new here, what can you help me with?"])
    func theSameWordsAloneAskAboutBloom(message: String) {
        #expect(routes.route(message) == .request, "\(message)")
    }
}
