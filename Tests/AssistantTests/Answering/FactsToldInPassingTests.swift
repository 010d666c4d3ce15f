@testable import Assistant
import CycleCore
import Testing

/// Facts told in passing, the way people text them: a race distance and a time, a weight after
/// saying who they are, a class and its length, a reading after talk of temperatures, a
/// possessive "an hours walk", a symptom beside a treatment, and a fever reading taken back.
@Suite struct FactsToldInPassingTests {
    @Test func aDistanceAndATimeAreARun() {
        #expect(AssistantFixture.writes("5k round the park before work in 31 mins, new pb!! 💪").contains(.exercise(activity: "run", minutes: 31, AssistantFixture.today)))
        #expect(!AssistantFixture.writes("drove 5k to work in 20 mins").contains { if case .exercise = $0 { true } else { false } })
    }

    @Test func sayingWhoYouAreIsNoOneElse() {
        let writes = AssistantFixture.writes("twin mama here 👯 weighed 158.4 lbs this morning")
        #expect(writes.contains { if case .weight = $0 { true } else { false } }, "\(writes)")
        #expect(SpeechActReader.introducesTheSpeaker(["nurse", "here"]))
        #expect(!SpeechActReader.introducesTheSpeaker(["shes", "here"]))
    }

    @Test func aClassAndItsLengthAreAWorkoutNotARoutineAskedFor() {
        let store = InMemoryStore(mode: .pregnancy)
        let reply = AssistantFixture.chat(["just back from pregnancy yoga, 60 mins, back feels loads better"], store: store)[0]
        #expect(store.writes.contains(.exercise(activity: "yoga", minutes: 60, AssistantFixture.today)), "\(reply.text)")
    }

    @Test func aBareReadingAfterTalkOfTemperaturesIsOne() {
        let writes = AssistantFixture.writes("nurse on nights so my temps are a mess. took it when i woke at 2pm, 36.9")
        #expect(writes.contains(.temperature(celsius: 36.9, AssistantFixture.today)), "\(writes)")
    }

    @Test func anHoursWalkIsAnHour() {
        #expect(AssistantFixture.writes("went for an hours walk at lunch").contains(.exercise(activity: "walk", minutes: 60, AssistantFixture.today)))
    }

    @Test func aSymptomBesideATreatmentIsNoMedicineQuestion() {
        let reply = AssistantFixture.chat(["had a frozen transfer on friday, 5 day blast. on progesterone pessaries and sooo bloated"], store: InMemoryStore(mode: .ttc))[0]
        #expect(reply.guardKind != .medication, "\(reply.text)")
    }

    @Test func aFeverReadingTakenBackIsNoFever() throws {
        let store = InMemoryStore(mode: .pregnancy)
        let replies = AssistantFixture.chat(["feel rubbish, temp 38.3 and shivery, 20wks", "oh wait i misread the thermometer, its 37.8 not 38.3"], store: store)
        #expect((replies[1].care?.level ?? .selfCare) < .urgent, "\(replies[1].text)")
        #expect(store.writes.last == .temperature(celsius: 37.8, AssistantFixture.today), "\(store.writes)")
        let taken = try AssistantFixture.triage("its 37.8 not 38.3", in: "pregnant:20")
        #expect((taken?.level ?? .selfCare) < .urgent)
    }
}
