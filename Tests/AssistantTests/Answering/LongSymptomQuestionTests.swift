@testable import Assistant
import CycleCore
import Testing

/// A long question that names a symptom among other things ("what can cause… tests all
/// clear… could antibiotics do it?") asks more than "your discharge" answers: when no topic
/// fits, it is told who can answer (by the area it names) and the closest topic, never "I
/// can't say what's causing your…". A short question about one symptom keeps that answer.
/// A midwife answers only a pregnancy under way.
@Suite struct LongSymptomQuestionTests {
    func reply(_ message: String) -> Reply {
        AssistantFixture.chat([message], store: InMemoryStore())[0]
    }

    @Test func aLongCauseQuestionAboutASymptomIsToldWhoCanAnswerIt() {
        let text = reply("what can cause pale yellow discharge and soreness down there? chlamydia and gonorrhoea tests were clear and ive never had this, could a long course of antibiotics be the reason?").text
        #expect(!text.contains("I can't say what's causing"), "\(text)")
        #expect(text.contains("sexual health clinic") || text.contains("Yellow or green discharge"), "\(text)")
    }

    @Test func aShortQuestionAboutOneSymptomKeepsTheTrackingAnswer() {
        let text = reply("headache all day, is that normal?").text
        #expect(!text.contains("midwife"), "\(text)")
    }

    /// Someone not pregnant who worries they might be is told about a test and who can talk it
    /// through; someone who wants a baby and is not pregnant yet, about help with trying.
    @Test(arguments: [
        "honestly so confused by whats going on with my body lately and everything i read online makes me think i could be pregnant. any advice??",
        "we had sex twice right when i ovulated and my period still came, only a day late. why didnt it work, i really want a baby",
    ])
    func someoneNotPregnantIsNotSentToAMidwife(_ message: String) {
        let text = reply(message).text
        #expect(!text.contains("midwife"), "\(text)")
    }

    @Test func aContraceptionQuestionThatNamesPregnancyIsNotSentToAMidwife() {
        let text = reply("i had the implant put in to avoid getting pregnant and since then ive been bleeding on and off for ten weeks which never happened on the pill, how long does this usually go on for").text
        #expect(!text.contains("midwife"), "\(text)")
    }
}
