@testable import Assistant
import CycleCore
import Testing

/// Found on the tenth development set: a test's faint line is the test's (no dizziness, and one
/// ovulation test told over two clauses is one entry), "no bfp" names no test (the period that
/// came is logged), a workout beats the supplement its "prenatal" reads as, and "connected"
/// beside a router is no feeling. Phrasings written for this suite.
@Suite struct TestLinesAndWorkoutsTests {
    let today = AssistantFixture.today

    func writes(_ message: String, mode: Mode = .ttc) -> [JournalWrite] {
        let store = InMemoryStore(mode: mode, periods: [PeriodRecord(start: today - 27)])
        _ = AssistantFixture.chat([message], store: store)
        return store.writes
    }

    @Test func aFaintOvulationTestLineIsOneLowTestAndNoDizziness() {
        let got = writes("lh strip negative this morning, the test line was really faint")
        #expect(got == [.ovulationTest("low", today)], "\(got)")
    }

    @Test func feelingFaintIsStillDizziness() {
        let got = writes("felt faint in the shower this morning", mode: .cycle)
        #expect(got.contains { if case .symptom("dizziness", _, _) = $0 { true } else { false } }, "\(got)")
    }

    @Test func aPeriodThatCameWithNoPositiveIsAPeriodStart() {
        let got = writes("af showed up this morning, no bfp for us again")
        #expect(got == [.periodStart(today)], "\(got)")
    }

    @Test func aPeriodStartStatedBesideAnythingElseIsLogged() {
        // The model reads the rest as a test, or a mode; the start is still the statement's fact.
        #expect(writes("af showed up today so no bfp this month") == [.periodStart(today)])
    }

    @Test func aWorkoutNamedWithPrenatalIsAWorkout() {
        let got = writes("did 40 minutes of prenatal pilates earlier", mode: .pregnancy)
        #expect(got == [.exercise(activity: "pilates", minutes: 40, today)], "\(got)")
    }

    @Test func aDeviceThatIsConnectedIsNoFeeling() {
        #expect(writes("the router says its connected but the laptop has no internet", mode: .cycle).isEmpty)
    }
}
