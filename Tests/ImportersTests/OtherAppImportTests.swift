import CycleCore
@testable import Importers
@testable import Journal
import Testing

@Suite struct OtherAppImportTests {
    func periods(_ chunk: ImportChunk) -> [String] { chunk.periods.map { "\($0.start.iso)…\($0.end.iso)" } }

    @Test(arguments: [("measurements.json", ImportFormat.clueMeasurements), ("backup.cluedata", .clueBackup),
                      ("flo.json", .flo), ("drip.csv", .drip)])
    func eachFormatIsRecognisedByContent(name: String, format: ImportFormat) throws {
        let renamed = Fixtures.temporaryFile(Fixtures.bytes(name), suffix: ".dat")
        #expect(try ImportFormat.detect(path: renamed) == format)
    }

    @Test func clueMeasurementsGivePeriodsTestsAndSymptomsAndSpottingAloneStartsNoPeriod() throws {
        let (chunk, skipped) = try Fixtures.read(Fixtures.path("measurements.json"))
        #expect(periods(chunk) == ["2026-08-02…2026-08-05", "2026-08-30…2026-08-31"])
        #expect(chunk.ovulationTests.map(\.test.result) == [.peak])
        #expect(chunk.temperatures.map(\.reading.celsius) == [36.4])
        let day18 = try #require(chunk.days.first { $0.log.day.iso == "2026-08-18" }?.log)
        #expect(Set(day18.symptoms.keys) == [.cramps, .headache] && day18.moods == [.happy])
        #expect(chunk.days.first { $0.log.day.iso == "2026-08-15" }?.log.flow == .spotting)
        #expect(skipped["Clue 'energy' entries"] == 1)
    }

    @Test func theOlderClueBackupGivesPeriodsAndDays() throws {
        let chunk = try Fixtures.read(Fixtures.path("backup.cluedata")).chunk
        #expect(periods(chunk) == ["2025-05-01…2025-05-03", "2025-05-29…2025-05-30"])
        #expect(chunk.days.first { $0.log.day.iso == "2025-05-30" }?.log.sex == .unprotected)
    }

    @Test func floCyclesBecomePeriodsAndPointEventsTestsAndSymptoms() throws {
        let (chunk, skipped) = try Fixtures.read(Fixtures.path("flo.json"))
        #expect(periods(chunk) == ["2026-06-01…2026-06-05", "2026-06-30…2026-07-03"])
        #expect(chunk.ovulationTests.map(\.test.result) == [.negative, .peak])
        #expect(Set(try #require(chunk.days.first { $0.log.day.iso == "2026-06-02" }).log.symptoms.keys) == [.cramps, .bloating])
        #expect(skipped["Flo 'pills' events"] == 1)
    }

    @Test func dripRowsGiveFlowTemperaturesWithExclusionsMucusSexPainAndNotes() throws {
        let (chunk, skipped) = try Fixtures.read(Fixtures.path("drip.csv"))
        #expect(periods(chunk) == ["2026-07-01…2026-07-03"])
        #expect(skipped["drip cervix observations (Bloom has no cervix record)"] == 1)
        #expect(chunk.temperatures.map { $0.reading.exclusion } == [nil, .other, nil, nil])
        let days = Dictionary(uniqueKeysWithValues: chunk.days.map { ($0.log.day.iso, $0.log) })
        #expect(days["2026-07-02"]?.note == "heavy morning, then lighter" && days["2026-07-01"]?.symptoms.keys.first == .cramps)
        #expect(days["2026-07-14"]?.discharge == .eggWhite && days["2026-07-14"]?.sex == .unprotected && days["2026-07-14"]?.moods == [.happy])
        #expect(days["2026-07-16"]?.sex == .protected && days["2026-07-16"]?.moods == [.sad])
    }

    @Test func periodsAreRebuiltFromConsecutiveBleedingAndTheAppsCycleStartWins() {
        let start = Day(year: 2026, month: 1, day: 1)!
        let marks: [Day: FlowMark] = [
            start: FlowMark(level: .spotting), start + 1: FlowMark(level: .medium), start + 2: FlowMark(level: .light),
            start + 3: FlowMark(level: .spotting), start + 4: FlowMark(level: .light, cycleStart: true),
            start + 10: FlowMark(level: .spotting), start + 20: FlowMark(level: nil), start + 22: FlowMark(level: .heavy),
        ]
        let rebuilt = PeriodRebuilder.periods(from: marks).map { ($0.start.days(to: $0.end), start.days(to: $0.start)) }
        #expect(rebuilt.map(\.1) == [1, 4, 20, 22])
        #expect(rebuilt.map(\.0) == [2, 0, 0, 0])
    }
}
