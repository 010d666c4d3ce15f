@testable import Assistant
import Content
import CycleCore
import Testing

/// Sex told in a statement is logged, once, on the day the person names: "had sex last night,
/// we used a condom" is one protected entry for last night. Emergency contraception is never
/// advised to someone trying to conceive or already pregnant, and "is it safe?" is answered
/// only when it is asked.
@Suite struct SexToldInTwoClausesTests {
    func reply(_ message: String, mode: Mode) -> (Reply, [JournalWrite]) {
        let store = InMemoryStore.cycles(from: Day(year: 2026, month: 9, day: 1)!, lengths: [28, 28], mode: mode)
        let reply = AssistantFixture.chat([message], store: store)[0]
        return (reply, store.writes)
    }

    func sex(_ writes: [JournalWrite]) -> [(Bool?, Day?)] {
        writes.compactMap { write in
            if case let .sex(protected, day) = write { return (protected, day) }
            return nil
        }
    }

    @Test(arguments: [Mode.cycle, .ttc])
    func oneTimeToldInTwoClausesIsOneEntryOnTheNamedDay(mode: Mode) {
        let (_, writes) = reply("we had sex last night, used a condom", mode: mode)
        let entries = sex(writes)
        #expect(entries.count == 1, "\(writes)")
        #expect(entries.first?.0 == true && entries.first?.1 == AssistantFixture.today - 1, "\(writes)")
    }

    @Test func tryingToConceiveSexWithoutACondomIsLoggedNotTreatedAsAnAccident() {
        let (reply, writes) = reply("we had sex on thursday without a condom", mode: .ttc)
        #expect(reply.triage == nil || reply.triage?.rule != "emergency-contraception", "\(reply.text)")
        #expect(reply.guardKind != .contraception, "\(reply.text)")
        #expect(sex(writes).count == 1, "\(writes)")
    }

    @Test func alreadyPregnantIsNoCaseForEmergencyContraception() {
        let (reply, _) = reply("had sex last night with no condom, we're already pregnant anyway", mode: .cycle)
        #expect(reply.triage?.rule != "emergency-contraception", "\(reply.text)")
    }

    @Test func askingWhetherItIsSafeStillGetsTheNoSafeDaysAnswer() {
        let (reply, _) = reply("had sex without a condom today, is it safe?", mode: .cycle)
        #expect(reply.guardKind == .contraception || reply.triage != nil, "\(reply.text)")
    }
}
