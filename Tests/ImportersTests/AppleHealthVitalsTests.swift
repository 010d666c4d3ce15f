import CycleCore
@testable import Importers
@testable import Journal
import Testing

/// The vital signs of an Apple Health export: body fat, VO2 max, exercise minutes, blood
/// pressure (each reading a correlation, listed again at the top level as real exports do) and
/// blood glucose in both of Apple's units with its meal time.
@Suite struct AppleHealthVitalsTests {
    let file = Fixtures.path("vitals-export.xml")

    func samples(_ kind: SampleKind) throws -> [WellbeingSample] {
        try Fixtures.read(file).chunk.samples.filter { $0.kind == kind }
    }

    @Test func bodyFatVO2MaxAndExerciseMinutesAreReadInBloomsUnits() throws {
        #expect(try samples(.bodyFatPercentage).map(\.value) == [27.1])
        #expect(try samples(.vo2Max).map(\.value) == [38.4])
        let exercise = try samples(.exerciseMinutes)
        #expect(exercise.map(\.value) == [1, 1] && exercise.allSatisfy { $0.span.day == Day("2026-10-02")! })
    }

    @Test func eachBloodPressureIsKeptOnceWhetherListedInItsCorrelationOrAtTheTopLevelOrBoth() throws {
        // 2 October: listed at the top level and again inside its correlation; 3 October: only in
        // its correlation, diastolic first.
        let systolic = try samples(.bloodPressureSystolic), diastolic = try samples(.bloodPressureDiastolic)
        #expect(systolic.map(\.value) == [118, 142])
        #expect(diastolic.map(\.value) == [76, 91])
        #expect(zip(systolic, diastolic).allSatisfy { $0.span.start == $1.span.start && $0.source == $1.source })
    }

    @Test func glucoseInMilligramsPerDecilitreOrApplesMillimoleUnitIsStoredInMillimolesWithItsMealTime() throws {
        let glucose = try samples(.bloodGlucose)
        // 97 mg/dL ÷ 18.016 = 5.384 mmol/L; Apple's "mmol<180.1558800000541>/L" is mmol/L already.
        #expect(glucose.count == 3)
        #expect(abs(glucose[0].value - 97 / 18.016) < 1e-9 && abs(glucose[0].value - 5.384) < 0.001)
        #expect(glucose[1].value == 6.8 && glucose[2].value == 5.9)
        #expect(glucose.map(\.mealTiming) == [.beforeMeal, .afterMeal, nil])
    }

    @Test func anImportKeepsTheReadingsOnceAndReadsTheMealTimeBack() throws {
        let (store, profile) = try Fixtures.store()
        let first = try Fixtures.importFile(file, into: store, profile: profile)
        #expect(first.tally.kinds["bloodPressureSystolic"]?.added == 2 && first.tally.kinds["bloodPressureSystolic"]?.alreadyThere == 0)
        let again = try Fixtures.importFile(file, into: store, profile: profile)
        #expect(again.tally.totals.added == 0)
        let stored = try store.samples(.bloodGlucose, from: Day("2026-10-01")!, through: Day("2026-10-03")!, of: profile)
        #expect(stored.map(\.mealTiming) == [.beforeMeal, .afterMeal, nil])
        #expect(try store.samples(.heartRate, from: Day("2026-10-02")!, through: Day("2026-10-02")!, of: profile).count == 1,
                "heart rate is kept as one aggregate per minute, never reading by reading")
    }

    @Test func aGlucoseInAnUnknownUnitIsSkippedNotGuessed() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <HealthData locale="en_GB">
             <Record type="HKQuantityTypeIdentifierBloodGlucose" sourceName="Meter" unit="g/L" startDate="2026-10-02 07:10:00 +0100" endDate="2026-10-02 07:10:00 +0100" value="0.97"/>
            </HealthData>
            """
        let (chunk, skipped) = try Fixtures.read(Fixtures.temporaryFile(Array(xml.utf8), suffix: ".xml"))
        #expect(chunk.samples.isEmpty)
        #expect(skipped["bloodGlucose without a readable value or unit"] == 1)
    }
}
