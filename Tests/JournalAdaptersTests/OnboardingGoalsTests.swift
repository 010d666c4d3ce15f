import CycleCore
import Foundation
import Glances
import Journal
import JournalAdapters
import Testing
import Wellness

/// The onboarding's goals and conditions: read from free words, never guessed, a skip kept.
@Suite struct OnboardingGoalsTests {
    @Test func goalsAndConditionsAreReadFromFreeWordsInTheOrderSaid() {
        #expect(Onboarding.goals(in: "better sleep and less stress") == .values([.sleep, .stress]))
        #expect(Onboarding.goals(in: "Energy, fertility.") == .values([.energy, .fertility]))
        #expect(Onboarding.conditions(in: "I have PCOS and an underactive thyroid") == .values([.pcos, .thyroid]))
        #expect(Onboarding.conditions(in: "polycystic ovary syndrome") == .values([.pcos]))
        #expect(Onboarding.conditions(in: "type 2 diabetes, hypertension") == .values([.diabetes, .highBloodPressure]))
    }

    @Test func enterOrNoIsAnAnswerAndWordsThatNameNothingAreNotGuessed() {
        #expect(Onboarding.goals(in: "") == .none && Onboarding.conditions(in: "none") == .none && Onboarding.conditions(in: "No.") == .none)
        #expect(Onboarding.goals(in: "just curious") == .unclear)
        #expect(Onboarding.conditions(in: "I don't have diabetes") == .unclear, "a negation is never read as the condition")
        #expect(Onboarding.conditions(in: "no diabetes, just PCOS") == .unclear)
    }

    @Test func theAnswersAreStoredAndASkipIsKeptSoTheQuestionIsAskedOnce() throws {
        let access = TestJournalAccess(today: JournalVitalsTests.today)
        let (store, profile) = try access.journalForLogging()
        #expect(Onboarding.needsGoals(profile))
        try Onboarding.record(goals: [], conditions: [.pcos], forProfileNamed: profile.name, in: store)
        let stored = try #require(try store.activeProfile())
        #expect(stored.goals == [] && stored.conditions == [.pcos] && !Onboarding.needsGoals(stored))
        #expect(Onboarding.howConditionsAreUsed([.pcos], wording: TestJournalAccess.brackets).contains("why their range is wide"))
        #expect(Onboarding.howConditionsAreUsed([.diabetes], wording: TestJournalAccess.brackets)
            .hasSuffix("comes first in '[seeVitals(nil)]'. Change it any time with '[setConditions]'."))
    }
}
