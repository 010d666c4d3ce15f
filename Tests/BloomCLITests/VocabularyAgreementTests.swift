import Content
import Journal
import Testing

/// The journal stores what the assistant recognises: its vocabularies and the Knowledge
/// lexicons must name the same things with the same ids.
@Suite struct VocabularyAgreementTests {
    let knowledge = try! Knowledge.load()

    @Test func everyLexiconSymptomCanBeStored() {
        #expect(Set(Symptom.names) == Set(knowledge.symptoms.entries.map(\.id)))
    }

    @Test func everyLexiconMoodCanBeStored() {
        #expect(Set(Mood.names) == Set(knowledge.moods.entries.map(\.id)))
    }

    @Test func everyLexiconFlowAndDischargeCanBeStored() {
        #expect(Set(Flow.names) == Set(knowledge.flows.entries.map(\.id)))
        #expect(Set(Discharge.names) == Set(knowledge.discharge.entries.map(\.id)))
    }
}
