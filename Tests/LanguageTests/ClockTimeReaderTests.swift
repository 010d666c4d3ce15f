import Language
import Testing

@Suite struct ClockTimeReaderTests {
    @Test(arguments: [
        ("midwife on dec 3 at 10am", "10:00"), ("scan 3 dec 10:30", "10:30"), ("dentist at 3.30 pm", "15:30"),
        ("gp at 9 a.m. tomorrow", "09:00"), ("at noon on friday", "12:00"), ("12am feed", "00:00"), ("12pm", "12:00"),
        ("booked for 14:15", "14:15"), ("at 9.15", "09:15"), ("at 10", "10:00"), ("7 PM", "19:00"), ("at 23:00", "23:00"),
        ("scan at half 10", "10:30"), ("half past 9 on monday", "09:30"),
    ])
    func readsTimesPeopleWrite(text: String, expected: String) throws {
        let time = try #require(ClockTimeReader.first(in: text), "\(text)")
        #expect(time.text == expected, "\(text)")
    }

    @Test(arguments: ["temp 36.5 today", "3.12 was the day", "on 3/12", "2026-12-03", "3 coffees", "at 25", "at 10:75", "13pm", "week 12", ""])
    func numbersThatAreNotTimesAreNotRead(text: String) {
        #expect(ClockTimeReader.first(in: text) == nil, "\(text)")
    }

    @Test func anHourUpToSixWithoutAmOrPmIsTheAfternoonForDaytimeThings() throws {
        #expect(try #require(ClockTimeReader.first(in: "scan at 3", daytime: true)).text == "15:00")
        #expect(try #require(ClockTimeReader.first(in: "scan at 3")).text == "03:00")
        #expect(try #require(ClockTimeReader.first(in: "scan at 3am", daytime: true)).text == "03:00")
        #expect(try #require(ClockTimeReader.first(in: "scan at 9", daytime: true)).text == "09:00")
    }

    @Test func everyTimeIsReadOnceInOrder() {
        #expect(ClockTimeReader.all(in: "slept from 11pm to 6:30am").map(\.text) == ["23:00", "06:30"])
        #expect(ClockTimeReader.all(in: "bed at half past 10, up at 7 am").map(\.text) == ["10:30", "07:00"])
        #expect(ClockTimeReader.all(in: "3 coffees").isEmpty)
    }

    @Test func theRangeCoversTheTimeAndTheAtBeforeIt() throws {
        let text = "midwife on dec 3 at 10 am please"
        let time = try #require(ClockTimeReader.first(in: text))
        #expect(text[time.range] == "at 10 am")
    }
}
