import Language
import Testing

/// How long ago a birth was, in words written for this suite: counted from a birth by a word
/// of birth, or given as a baby's age; spans that count from anything else are left alone.
@Suite struct TimeSinceBirthReaderTests {
    func read(_ text: String) -> TimeSinceBirth? {
        TimeSinceBirthReader.read(text.split(separator: " ").map(String.init))
    }

    @Test(arguments: [
        ("6 weeks pp and still bleeding", 6), ("eleven days postpartum", 1), ("she is 16 days old", 2),
        ("3 months after the birth", 12), ("5 months after my second", 20), ("2 months post partum", 8),
        ("about 4 months since having her", 16), ("a year after my youngest", 52),
    ])
    func readsACountFromABirth(text: String, weeks: Int) throws {
        let found = try #require(read(text), "\(text)")
        #expect(found.weeks == weeks, "\(text)")
        #expect(found.saysBirth, "\(text)")
    }

    @Test func aBabysAgeWithoutAWordOfBirthIsMarkedSo() throws {
        let young = try #require(read("baby is 9 weeks and sleeping badly"))
        #expect(young.weeks == 9 && !young.saysBirth && !young.isLongerThanAnyPregnancy)
        let toddler = try #require(read("my son is a year old"))
        #expect(toddler.weeks == 52 && toddler.saysBirth)
        let older = try #require(read("he is nearly 11 months now"))
        #expect(older.weeks == 44 && older.isLongerThanAnyPregnancy)
    }

    @Test func theLongestAgeIsTheTimeSinceTheBirthNow() throws {
        let found = try #require(read("my period came back when he was 6 months and he is 11 months now"))
        #expect(found.weeks == 44)
    }

    @Test(arguments: [
        "2 weeks after having sex", "3 days after my second scan", "i am 20 weeks pregnant", "6 weeks after my period",
        "bleeding for 2 weeks", "my sister is due in 3 weeks", "i am a 22 year old female", "my wife is 24 years old",
        "she is 47 years old now", "sore for 2 weeks after the abortion of twins",
        "my daughter 47 years old has been diagnosed",
    ])
    func spansFromAnythingElseAreLeftAlone(text: String) {
        #expect(read(text) == nil, "\(text)")
    }
}
