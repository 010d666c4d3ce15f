import Language
import Testing

/// Blood pressure readings in words written for this suite; dates and other pairs are not.
@Suite struct BloodPressureReaderTests {
    func read(_ text: String) -> [BloodPressureReading] {
        BloodPressureReader.readings(text.split(separator: " ").map(String.init))
    }

    @Test func readsASlashedPairAndAPairSaidOver() {
        #expect(read("bp 165/110 on the home monitor") == [BloodPressureReading(systolic: 165, diastolic: 110)])
        #expect(read("blood pressure was 148 over 98 at the midwife") == [BloodPressureReading(systolic: 148, diastolic: 98)])
    }

    @Test(arguments: ["period started 3/11", "12/10 was my last one", "scored 120 over 80 points", "a 5/10 pain", "120/200"])
    func leavesDatesAndOtherPairsAlone(text: String) {
        #expect(read(text).isEmpty, "\(text)")
    }

    @Test func eitherNumberReachesAThreshold() {
        #expect(BloodPressureReading(systolic: 135, diastolic: 92).reaches(systolic: 140, diastolic: 90))
        #expect(!BloodPressureReading(systolic: 135, diastolic: 85).reaches(systolic: 140, diastolic: 90))
    }
}
