@testable import Assistant
import CycleCore
import Testing

/// "Said" after a determiner describes a noun ("the said period", formal English in many
/// real questions): nobody's words are reported, and the clause is the person's own. A real
/// development question telling its own cramps "during the said period" was answered as if
/// about someone else ("they can keep their own log"). Phrasings written for this suite.
@Suite struct SaidBeforeANounTests {
    func acts(_ message: String) -> [SpeechAct] {
        AssistantFixture.assistant.understand(message, today: AssistantFixture.today, pregnant: false).speech.clauses.map(\.act)
    }

    @Test func saidBeforeANounReportsNothing() {
        let read = acts("in the said weeks I get bad headaches and cramps")
        #expect(!read.contains(.otherPerson), "\(read)")
    }

    @Test func someonesWordsAreStillReported() {
        #expect(acts("the nurse said my iron is low").contains(.otherPerson))
        #expect(acts("my mum said i had cramps as a kid").contains(.otherPerson))
    }
}
