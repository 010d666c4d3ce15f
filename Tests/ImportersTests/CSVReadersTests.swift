import CycleCore
import Importers
import Testing

/// Periods and temperatures read from CSV files, each bad line named by its number.
@Suite struct CSVReadersTests {
    static let today = Day(year: 2026, month: 11, day: 22)!

    @Test func aPeriodHistoryIsReadWithItsEndsAndNotes() throws {
        let history = try HistoryCSV.parse("\u{FEFF}start,end\n2026-09-01,2026-09-05,heavy\n\n2026-10-01,\n", today: Self.today)
        #expect(history.periods.map(\.start) == [Day(year: 2026, month: 9, day: 1)!, Day(year: 2026, month: 10, day: 1)!])
        #expect(history.periods[0].end == Day(year: 2026, month: 9, day: 5))
        #expect(history.periods[0].notes == "heavy")
        #expect(history.periods[1].end == nil)
    }

    @Test func windowsLineEndingsReadLikeUnixOnes() throws {
        // "\r\n" is one Character in Swift: splitting on "\n" alone would leave one long line.
        let history = try HistoryCSV.parse("start,end\r\n2026-09-01,2026-09-05\r\n2026-10-01,\r\n", today: Self.today)
        #expect(history.periods.map(\.start) == [Day(year: 2026, month: 9, day: 1)!, Day(year: 2026, month: 10, day: 1)!])
        let readings = try TemperatureCSV.readings("day,temp\r\n2026-11-01,36.4\r\n2026-11-02,36.6\r\n")
        #expect(readings.map(\.celsius) == [36.4, 36.6])
        let bad = #expect(throws: HistoryCSV.LineError.self) { try HistoryCSV.parse("start,end\r\n2026-09-05,2026-09-01\r\n", today: Self.today) }
        #expect(bad?.line == 2)
    }

    @Test func aPeriodFileNamesItsFirstBadLine() {
        #expect((#expect(throws: HistoryCSV.LineError.self) {
            try HistoryCSV.parse("2026-09-01,2026-09-05\n", today: Self.today)
        })?.description == "line 1: " + "expected the header 'start,end'")
        #expect((#expect(throws: HistoryCSV.LineError.self) {
            try HistoryCSV.parse("start,end\n2026-09-01,\n2026-09-01,2026-09-03\n", today: Self.today)
        })?.description == "line 3: " + "a period already starts on 2026-09-01 (line 2)")
        let backwards = #expect(throws: HistoryCSV.LineError.self) { try HistoryCSV.parse("start,end\n2026-09-05,2026-09-01\n", today: Self.today) }
        #expect(backwards?.line == 2)
    }

    @Test func temperaturesSkipAHeaderConvertFahrenheitAndReadExclusions() throws {
        let readings = try TemperatureCSV.readings("day,temp,excluded\n2026-11-01,36.4\n2026-11-02,97.7F,fever\n2026-11-03,36.5,no\n# a comment\n")
        #expect(readings.map(\.day) == [Day(year: 2026, month: 11, day: 1)!, Day(year: 2026, month: 11, day: 2)!, Day(year: 2026, month: 11, day: 3)!])
        #expect(abs(readings[1].celsius - 36.5) < 0.01)
        #expect(readings.map(\.excluded) == [false, true, false])
    }

    @Test func aTemperatureThatIsNoWakingBodyTemperatureOrATwiceReadDayIsALineError() {
        #expect(throws: TemperatureCSV.LineError.self) { try TemperatureCSV.readings("2026-11-01,30.1\n") }
        #expect((#expect(throws: TemperatureCSV.LineError.self) {
            try TemperatureCSV.readings("2026-11-01,36.4\n2026-11-01,36.5\n")
        })?.description == "line 2: " + "2026-11-01 already has a reading (line 1)")
        #expect((#expect(throws: TemperatureCSV.LineError.self) {
            try TemperatureCSV.readings("2026-11-01,36.4\nsoon,36.5\n")
        })?.description == "line 2: " + "'soon' is not a day (use YYYY-MM-DD)")
    }
}
