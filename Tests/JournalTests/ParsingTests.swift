import CycleCore
@testable import Journal
import Testing

@Suite struct ParsingTests {
    let today = TestStore.today

    @Test(arguments: [
        ("2026-11-01", -9), ("today", 0), ("Today", 0), ("yesterday", -1), ("3 days ago", -3), ("1 day ago", -1), ("0 days ago", 0),
    ])
    func dayPhrasesNameTheirDay(text: String, offset: Int) throws {
        #expect(try DayPhrase.parse(text, today: today) == today + offset)
    }

    @Test(arguments: ["tomorrow", "2026-11-11", "in 2 days"])
    func futureDaysAreRefusedWithASentence(text: String) {
        #expect {
            try DayPhrase.parse(text, today: today)
        } throws: { error in
            guard let error = error as? DayPhrase.ParseError else { return false }
            return error.isFuture && error.description.contains("after today (2026-11-10)")
        }
    }

    @Test(arguments: ["2026-13-01", "3 weeks ago", "three days ago", "last tuesday", "", "2026-02-30"])
    func unreadablePhrasesSayWhatIsAccepted(text: String) {
        #expect {
            try DayPhrase.parse(text, today: today)
        } throws: { error in
            guard let error = error as? DayPhrase.ParseError else { return false }
            return !error.isFuture && error.description.contains("'\(text)'")
        }
    }

    @Test func appointmentsMayBeInTheFuture() throws {
        #expect(try DayPhrase.parse("in 3 days", today: today, allowFuture: true) == today + 3)
        #expect(try DayPhrase.moment("2026-12-01 09:30", on: today, today: today, allowFuture: true).iso == "2026-12-01T09:30:00")
    }

    @Test(arguments: [("06:30", "2026-11-10T06:30:00"), ("6:05:09", "2026-11-10T06:05:09"), ("2026-11-09T23:59", "2026-11-09T23:59:00"),
                      ("2026-11-09 07:00:01", "2026-11-09T07:00:01")])
    func momentsReadTimesAndFullTimestamps(text: String, iso: String) throws {
        #expect(try DayPhrase.moment(text, on: today, today: today).iso == iso)
    }

    @Test(arguments: ["25:00", "12:60", "noon", "12", "2026-11-10T10"])
    func badTimesAreRefused(text: String) {
        #expect(throws: DayPhrase.ParseError.self) { try DayPhrase.moment(text, on: today, today: today) }
    }

    @Test(arguments: [("36.6", 36.6), ("36.6C", 36.6), ("36,6 °C", 36.6), ("97.9F", 36.61), ("97.9 °f", 36.61), ("98.6", 37.0)])
    func temperaturesAreReadInEitherUnit(text: String, celsius: Double) throws {
        #expect(try Units.celsius(from: text) == celsius)
    }

    @Test(arguments: ["33", "44C", "110F", "warm", "nan"])
    func temperaturesOutsideTheBodysRangeAreRefused(text: String) {
        #expect(throws: JournalError.self) { try Units.celsius(from: text) }
    }

    @Test func weightsFollowTheProfilesUnitsUnlessGiven() throws {
        #expect(try Units.kilograms(from: "62.5", system: .metric) == 62.5)
        #expect(try Units.kilograms(from: "138", system: .imperial) == 62.596)
        #expect(try Units.kilograms(from: "138 lb", system: .metric) == 62.596)
        #expect(try Units.kilograms(from: "62kg", system: .imperial) == 62)
        #expect(Units.weightText(62.596, system: .imperial) == "138 lb")
        #expect(throws: JournalError.self) { try Units.kilograms(from: "301", system: .metric) }
        #expect(throws: JournalError.self) { try Units.kilograms(from: "heavy", system: .metric) }
    }

    @Test func vocabulariesForgiveCaseAndSpacesAndListTheChoices() throws {
        #expect(try Discharge.named("Egg White") == .eggWhite)
        #expect(try Symptom.named("breast_tenderness") == .breastTenderness)
        #expect(Mood.allCases.count == 12)
        #expect(Symptom.allCases.count >= 20)
        #expect { try Flow.named("torrential") } throws: { "\($0)".contains("spotting, light, medium, heavy") }
    }
}
