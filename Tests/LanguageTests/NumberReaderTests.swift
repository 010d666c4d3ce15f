import Language
import Testing

@Suite struct NumberReaderTests {
    let reader = NumberReader()

    @Test(arguments: [
        ("36.6", 36.6), ("0.5", 0.5), (".5", 0.5), ("7", 7), ("007", 7), ("1,000", 1000), ("12,345.6", 12345.6),
        ("1,000,000", 1_000_000), ("2,5 l", 2.5), ("36,6 °c", 36.6), ("zero", 0), ("one", 1), ("seven", 7),
        ("twelve", 12), ("nineteen", 19), ("twenty", 20), ("twenty one", 21), ("twenty-one", 21),
        ("forty two", 42), ("ninety nine", 99), ("ninety-nine", 99), ("a hundred", 100), ("one hundred", 100),
        ("a hundred and twenty", 120), ("two hundred and ten", 210), ("half", 0.5), ("a half", 0.5),
        ("a couple", 2), ("couple", 2), ("a dozen", 12), ("one and a half", 1.5), ("two and a half", 2.5),
        ("3 and a half", 3.5),
    ])
    func readsDigitsAndWords(text: String, value: Double) throws {
        let found = try #require(reader.firstNumber(in: text))
        #expect(found.value == value, "\(text)")
    }

    @Test func aCommaWithoutAUnitSeparatesTwoNumbers() {
        #expect(reader.numbers(in: "days 2,5").map(\.value) == [2, 5])
        #expect(reader.numbers(in: "I had 2, 5 and 7").map(\.value) == [2, 5, 7])
    }

    @Test func reportsTheWordsMatchedAndWhereTheyAre() throws {
        let message = "i felt twenty one kicks in one and a half hours"
        let found = reader.numbers(in: message)
        #expect(found.map(\.text) == ["twenty one", "one and a half"])
        #expect(found.map(\.value) == [21, 1.5])
        #expect(found.map { String(message[$0.range]) } == ["twenty one", "one and a half"])
    }

    @Test func wholeNumbersConvertToInt() throws {
        #expect(try #require(reader.firstNumber(in: "28 days")).wholeValue == 28)
        #expect(try #require(reader.firstNumber(in: "36.6")).wholeValue == nil)
        #expect(try #require(reader.firstNumber(in: "36.6")).isWhole == false)
    }

    @Test(arguments: [
        "3rd", "the third", "21st", "twenty first", "twenty-third", "3/3", "2026-03-03", "10:30", "20+3", "a few", "a lot", "a", "someone", "often",
        "3-4", "",
    ])
    func ordinalsDatesTimesAndVagueWordsAreNotNumbers(text: String) {
        #expect(reader.numbers(in: text).isEmpty, "\(text)")
    }

    @Test func numberWordsAreMatchedWhole() {
        #expect(reader.numbers(in: "someone tenderly often phoned").isEmpty)
        #expect(reader.numbers(in: "weighed in at ten").map(\.value) == [10])
    }
}
