@testable import Assistant
import Testing

/// A mood said by someone who came for something else ("feeling blue today, cheer me up with
/// a joke", "sad my favourite cafe closed, any good brunch spots?") was logged unasked: the
/// mood is asked about instead, and "yes" logs it. A mood told with its reason and nothing
/// asked is the person's day and still logs. Phrasings written for this suite.
@Suite struct MoodAskedElsewhereTests {
    @Test(arguments: [
        "im sad my favourite chippy shut down, any good takeaways near the station",
        "im so sad my favourite band split up, any similar artists",
    ])
    func aMoodSaidWhileAskingForSomethingElseIsAskedAboutNotLogged(message: String) {
        let store = InMemoryStore()
        let reply = AssistantFixture.chat([message], store: store)[0]
        #expect(store.writes.isEmpty, "\(store.writes)")
        #expect(reply.text.contains("yes"), "\(reply.text)")
    }

    @Test(arguments: [
        "nervous about my job interview tomorrow, what questions do they usually ask?",
        "im stressed about my sisters wedding speech, any ideas for a funny opening?",
        "so grumpy the trains are cancelled again any tips for getting to the airport",
    ])
    func aQuestionAboutSomethingElseWithAMoodIsOutsideBloom(message: String) {
        let store = InMemoryStore()
        let reply = AssistantFixture.chat([message], store: store)[0]
        #expect(store.writes.isEmpty, "\(store.writes)")
        #expect(reply.route?.route == .outOfScope, "\(String(describing: reply.route)): \(reply.text)")
    }

    @Test(arguments: ["so stressed, what helps?", "feeling anxious, how do i calm down"])
    func aQuestionAboutTheMoodItselfStaysBlooms(message: String) {
        let reply = AssistantFixture.chat([message], store: InMemoryStore())[0]
        #expect(reply.route?.route != .outOfScope, "\(reply.text)")
    }

    @Test func yesLogsTheMoodItAskedAbout() {
        let store = InMemoryStore()
        _ = AssistantFixture.chat(["im sad my favourite chippy shut down, any good takeaways near the station", "yes"], store: store)
        #expect(String(describing: store.writes).contains("sad"), "\(store.writes)")
    }

    @Test(arguments: [
        "feeling anxious today",
        "feeling confident today after acing my driving test",
        "so happy and calm today, lovely walk by the sea",
        "stressed out about work today",
        "feeling low today and my period cramps are awful",
    ])
    func aMoodToldWithItsReasonOrInBloomsWordsStillLogs(message: String) {
        let store = InMemoryStore()
        _ = AssistantFixture.chat([message], store: store)
        #expect(!store.writes.isEmpty, "\(message)")
    }

    /// A drink or a workout said with the mood ties it to Bloom: the reader never calls it elsewhere.
    @Test(arguments: ["4 coffees already and so grumpy, any tips for the office rota", "did 30 min of yoga and feel calm, any good podcasts for the drive"])
    func aMoodWithADrinkOrAWorkoutIsNotSaidElsewhere(message: String) {
        let assistant = AssistantFixture.assistant
        let analyzed = assistant.analyzer.analyze(message, today: AssistantFixture.today, profiles: [])
        #expect(!assistant.routeReader.asksElsewhereStatingAMood(analyzed))
    }
}
