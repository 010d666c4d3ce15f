import CycleCore
@testable import Importers
@testable import Journal
import Testing

@Suite struct AppleHealthImportTests {
    func day(_ text: String) -> Day { Day(text)! }

    @Test func theExportIsRecognisedByItsContentNotItsName() throws {
        let renamed = Fixtures.temporaryFile(Fixtures.bytes("export.xml"), suffix: ".txt")
        #expect(try ImportFormat.detect(path: renamed) == .appleHealthXML)
        let zipped = Fixtures.temporaryFile(ZipWriter.archive([("apple_health_export/export.xml", Fixtures.bytes("export.xml"))]), suffix: ".bin")
        #expect(try ImportFormat.detect(path: zipped) == .appleHealthZip)
    }

    @Test func heartRateIsKeptPerMinuteWithItsMeanMinimumMaximumAndCount() throws {
        let samples = try Fixtures.read(Fixtures.path("export.xml")).chunk.samples.filter { $0.kind == .heartRate }
        #expect(samples.count == 2)
        let first = try #require(samples.first)
        #expect(first.value == 65 && first.minimum == 60 && first.maximum == 70 && first.count == 2)
        #expect(first.span.utcOffset == 3600 && first.span.day == day("2026-10-01"))
        #expect(first.span.start == Int64(day("2026-10-01").ordinal) * 86_400 + 6 * 3600)
    }

    @Test func wellbeingRecordsAreConvertedToBloomsUnitsOnTheirOwnLocalDay() throws {
        let samples = try Fixtures.read(Fixtures.path("export.xml")).chunk.samples
        func one(_ kind: SampleKind) throws -> WellbeingSample { try #require(samples.first { $0.kind == kind }) }
        let hrv = try one(.heartRateVariabilitySDNN)
        #expect(hrv.value == 48.5 && hrv.beatsPerMinute == [61, 63])
        // 23:30 at UTC-7 is the next morning in UTC, but the person's day is 1 October.
        #expect(hrv.span.day == day("2026-10-01") && hrv.span.utcOffset == -25_200)
        #expect(abs(try one(.bodyMass).value - 60.01) < 0.01)
        #expect(abs(try one(.oxygenSaturation).value - 97) < 0.001)
        #expect(abs(try one(.dietaryEnergy).value - 500) < 0.01)
        #expect(try one(.mindfulSession).value == 5)
        #expect(try one(.stepCount).value == 812 && one(.restingHeartRate).value == 54)
    }

    @Test func sleepStagesAndWorkoutStatisticsAreRead() throws {
        let chunk = try Fixtures.read(Fixtures.path("export.xml")).chunk
        #expect(chunk.sleep.map(\.stage) == [.inBed, .deep, .rem])
        #expect(chunk.sleep.allSatisfy { $0.span.day == day("2026-10-02") })
        let running = try #require(chunk.workouts.first { $0.activity == "running" })
        #expect(running.durationSeconds == 1800 && running.averageHeartRate == 148 && running.maximumHeartRate == 172)
        #expect(running.energyKcal == 310 && running.distanceMeters == 5200)
        let yoga = try #require(chunk.workouts.first { $0.activity == "yoga" })
        #expect(yoga.durationSeconds == 1800 && yoga.energyKcal == 90)
    }

    @Test func reproductiveRecordsMapToTheJournalsOwnRecords() throws {
        let (chunk, skipped) = try Fixtures.read(Fixtures.path("export.xml"))
        // Old and new flow names; the cycle-start marker; spotting on the 17th starts nothing.
        #expect(chunk.periods.map { "\($0.start.iso)…\($0.end.iso)" } == ["2026-09-03…2026-09-05", "2026-10-01…2026-10-02"])
        let flows = Dictionary(uniqueKeysWithValues: chunk.days.map { ($0.log.day.iso, $0.log) })
        #expect(flows["2026-09-03"]?.flow == .heavy && flows["2026-09-05"]?.flow == .light && flows["2026-09-17"]?.flow == .spotting)
        #expect(flows["2026-10-01"] == nil, "bleeding of unspecified amount is a period day without a made-up level")
        #expect(flows["2026-09-15"]?.discharge == .eggWhite && flows["2026-09-15"]?.sex == .unprotected)
        #expect(chunk.temperatures.map(\.reading.celsius) == [36.5, 36.75])
        let tests = chunk.ovulationTests.map { "\($0.test.at.day.iso) \($0.test.result.rawValue)" }
        #expect(tests == ["2026-09-14 high", "2026-09-16 peak", "2026-09-17 peak"])
        #expect(skipped["indeterminate ovulation test"] == 1 && skipped["sexual activity with no protection recorded"] == 1)
    }

    @Test func aZippedExportGivesTheSameRecordsAsItsXML() throws {
        let zipped = Fixtures.temporaryFile(ZipWriter.archive([("apple_health_export/export.xml", Fixtures.bytes("export.xml"))]))
        let fromZip = try Fixtures.read(zipped).chunk, fromXML = try Fixtures.read(Fixtures.path("export.xml")).chunk
        #expect(fromZip.samples == fromXML.samples && fromZip.periods == fromXML.periods && fromZip.count == fromXML.count)
    }
}
