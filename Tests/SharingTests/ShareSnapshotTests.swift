import BloomTestSupport
import CycleCore
import DayModel
import JSON
import Sharing
import Testing

@Suite struct ShareSnapshotTests {
    @Test func aCycleSnapshotCarriesTheDayModelsDates() throws {
        let scenario = SharingFixture.scenario(.cycle, offset: 9)
        let day = SharingFixture.day(scenario)
        let snapshot = try SharingFixture.snapshot(scenario)
        let cycle = try #require(snapshot.cycle)
        let prediction = try #require(day.prediction)
        #expect(snapshot.created == scenario.today && snapshot.expires == scenario.today + 30)
        #expect(cycle.cycleDay == day.status?.cycleDay && cycle.phase == day.phase)
        #expect(cycle.periods.first?.start == prediction.nextStart)
        #expect(cycle.periods.first?.earliest == prediction.earliest && cycle.periods.first?.latest == prediction.latest)
        #expect(snapshot.pregnancy == nil && snapshot.recent == nil)
        // Each projected day's phase is what the day model says on that day.
        for offset in 0..<20 {
            let later = scenario.today + offset
            guard later < prediction.nextStart else { break }
            let thatDay = try PersonDay(scenario.inputs, today: later)
            #expect(cycle.phase(on: later) == thatDay.phase, "\(later)")
        }
        #expect(cycle.phases.last?.to == prediction.nextStart - 1, "the phases stop the day before the next period")
    }

    @Test func theFertileWindowIsSharedOnlyWhenTryingToConceive() throws {
        let ttc = try SharingFixture.snapshot(SharingFixture.scenario(.ttc, offset: 5))
        let window = try #require(ttc.cycle?.periods.first?.fertile)
        let prediction = try #require(SharingFixture.day(SharingFixture.scenario(.ttc, offset: 5)).prediction)
        #expect(window.start == prediction.fertileStart && window.end == prediction.fertileEnd && window.ovulation == prediction.ovulation)
        let cycle = try SharingFixture.snapshot(SharingFixture.scenario(.cycle, offset: 5))
        #expect(cycle.cycle?.periods.allSatisfy { $0.fertile == nil } == true)
        #expect(!String(decoding: cycle.canonicalJSON, as: UTF8.self).contains("fertile"))
        #expect(!String(decoding: cycle.canonicalJSON, as: UTF8.self).contains("ovulation\":\""))
    }

    @Test func aPregnancySnapshotCarriesTheDueDate() throws {
        let scenario = SharingFixture.scenario(.pregnancy, offset: 9)
        let snapshot = try SharingFixture.snapshot(scenario)
        let day = SharingFixture.day(scenario)
        #expect(snapshot.pregnancy?.dueDate == day.pregnancy?.dueDate)
        #expect(snapshot.pregnancy?.age(on: scenario.today) == day.gestationalAge)
        #expect(snapshot.cycle == nil)
    }

    @Test func aLatePeriodProjectsNothing() throws {
        let snapshot = try SharingFixture.snapshot(SharingFixture.scenario(.cycle, offset: 35))
        let cycle = try #require(snapshot.cycle)
        #expect(cycle.daysLate > 0)
        #expect(cycle.phases.isEmpty && cycle.periods.isEmpty)
        #expect(snapshot.contents.contains("how late the period is"))
    }

    @Test(arguments: [Mode.cycle, .ttc, .pregnancy])
    func nothingLoggedIsNothingToShare(mode: Mode) throws {
        let empty = try PersonDay(.empty(profileName: "me", mode: mode), today: isoDay("2026-11-20"))
        #expect(throws: ShareError.nothingToShare(mode: mode)) {
            try ShareSnapshot.make(from: empty, request: try ShareRequest(name: nil))
        }
    }

    @Test func symptomsAndMoodsAreAbsentUnlessIncluded() throws {
        let ids = ["headache", "bloating", "back-pain", "irritable", "anxious", "tired"]
        let none = try SharingFixture.snapshot(include: [])
        let noneText = String(decoding: none.canonicalJSON, as: UTF8.self)
        for id in ids + ["symptoms", "moods", "severity"] { #expect(!noneText.contains(id), "\(id) leaked: \(noneText)") }

        let symptoms = String(decoding: try SharingFixture.snapshot(include: [.symptoms]).canonicalJSON, as: UTF8.self)
        for id in ["headache", "bloating", "back-pain"] { #expect(symptoms.contains("\"\(id)\"")) }
        for id in ["irritable", "anxious", "tired", "\"moods\""] { #expect(!symptoms.contains(id), "\(id) leaked with symptoms only") }

        let moods = String(decoding: try SharingFixture.snapshot(include: [.moods]).canonicalJSON, as: UTF8.self)
        for id in ["irritable", "anxious", "tired"] { #expect(moods.contains("\"\(id)\"")) }
        for id in ["headache", "bloating", "back-pain", "\"symptoms\"", "severity"] { #expect(!moods.contains(id), "\(id) leaked with moods only") }
    }

    @Test func redactionHoldsInTheDecryptedBytes() throws {
        for include in [Set<ShareInclusion>(), [.symptoms], [.moods], [.symptoms, .moods]] {
            let snapshot = try SharingFixture.snapshot(include: include)
            let plaintext = String(decoding: try ShareFile.open(SharingFixture.sealed(snapshot), code: SharingFixture.code), as: UTF8.self)
            #expect(plaintext.contains("\"headache\"") == include.contains(.symptoms), "\(include)")
            #expect(plaintext.contains("\"irritable\"") == include.contains(.moods), "\(include)")
        }
    }

    @Test func onlyTheLastDaysOfLogsAreShared() throws {
        let scenario = SharingFixture.scenario()
        let snapshot = try SharingFixture.snapshot(scenario, include: [.symptoms, .moods])
        let recent = try #require(snapshot.recent)
        #expect(recent.days == 14)
        #expect(recent.log.map(\.day) == [scenario.today - 3, scenario.today - 1, scenario.today])
        #expect(!String(decoding: snapshot.canonicalJSON, as: UTF8.self).contains("migraine"), "40 days ago is outside the last 14")
        #expect(recent.log[1].symptoms == [SharedSymptom(id: "bloating"), SharedSymptom(id: "headache", severity: 2)])
        let short = try ShareSnapshot.make(from: SharingFixture.day(scenario), request: try ShareRequest(include: [.moods], recentDays: 1, name: nil),
                                           logs: SharingFixture.logs(before: scenario.today))
        #expect(short.recent?.log.map(\.day) == [scenario.today])
    }

    @Test func theCanonicalFormReadsBackToTheSameSnapshot() throws {
        for scenario in [SharingFixture.scenario(.cycle), SharingFixture.scenario(.ttc, offset: 3), SharingFixture.scenario(.pregnancy),
                         SharingFixture.scenario(.cycle, offset: 35)] {
            for include in [Set<ShareInclusion>(), [.symptoms, .moods]] {
                let snapshot = try SharingFixture.snapshot(scenario, include: include)
                let bytes = snapshot.canonicalJSON
                let read = try ShareSnapshot(canonicalJSON: bytes)
                #expect(read == snapshot, "\(scenario)")
                #expect(read.canonicalJSON == bytes)
            }
        }
    }

    @Test func theCanonicalFormIsCompactWithSortedKeys() throws {
        let text = String(decoding: try SharingFixture.snapshot().canonicalJSON, as: UTF8.self)
        #expect(text.hasPrefix("{\"created\":\""))
        #expect(!text.contains("\n") && !text.contains(": "))
        #expect(text.contains("\"format\":1") && text.contains("\"name\":\"Sam\""))
    }

    @Test func aNewerSnapshotFormatIsRefusedByName() throws {
        var text = String(decoding: try SharingFixture.snapshot().canonicalJSON, as: UTF8.self)
        text = text.replacingOccurrences(of: "\"format\":1", with: "\"format\":2")
        #expect(throws: ShareError.unsupportedSnapshot(found: 2)) { try ShareSnapshot(canonicalJSON: Array(text.utf8)) }
    }

    @Test func aSnapshotThatDoesNotHoldTogetherIsDamaged() throws {
        let good = String(decoding: try SharingFixture.snapshot().canonicalJSON, as: UTF8.self)
        for broken in [good.replacingOccurrences(of: "\"mode\":\"cycle\"", with: "\"mode\":\"pregnancy\""),
                       good.replacingOccurrences(of: "\"name\":\"Sam\"", with: "\"name\":\"S\\u001b[2J\""),
                       good.replacingOccurrences(of: "\"phase\":\"", with: "\"phase\":\"x"), "[]", "not json"] {
            do {
                _ = try ShareSnapshot(canonicalJSON: Array(broken.utf8))
                Issue.record("read: \(broken)")
            } catch {
                #expect(error.isDamaged, "\(error)")
            }
        }
    }

    @Test func requestsOutOfRangeAreRefused() {
        #expect(throws: ShareRequest.Problem.days(0)) { try ShareRequest(days: 0, name: nil) }
        #expect(throws: ShareRequest.Problem.days(366)) { try ShareRequest(days: 366, name: nil) }
        #expect(throws: ShareRequest.Problem.recentDays(91)) { try ShareRequest(recentDays: 91, name: nil) }
        #expect(throws: ShareRequest.Problem.self) { try ShareRequest(name: "  ") }
        #expect(throws: ShareRequest.Problem.self) { try ShareRequest(name: String(repeating: "a", count: 41)) }
        #expect(throws: ShareRequest.Problem.self) { try ShareRequest(name: "Sam\u{1B}") }
    }

    @Test func theSnapshotSaysWhatItHoldsAndWhatItLeavesOut() throws {
        let plain = try SharingFixture.snapshot()
        #expect(plain.contents == ["the phase and cycle day", "the next periods' windows"])
        #expect(plain.leftOut == ["symptoms", "moods"])
        let full = try SharingFixture.snapshot(SharingFixture.scenario(.ttc, offset: 3), include: [.symptoms, .moods])
        #expect(full.contents == ["the phase and cycle day", "the next periods' windows", "the fertile windows",
                                  "symptoms of the last 14 days", "moods of the last 14 days"])
        #expect(full.leftOut.isEmpty)
    }
}
