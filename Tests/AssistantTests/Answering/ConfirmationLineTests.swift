@testable import Assistant
import CycleCore
import Testing

@Suite struct ConfirmationLineTests {
    @Test func severalAdditionsToOneDayLogAreListedOnceAsTheDayEndsUp() {
        let actions = [
            Reply.Action(kind: "symptom", day: nil, summary: "2026-11-22: symptoms cramps"),
            Reply.Action(kind: "symptom", day: nil, summary: "2026-11-22: symptoms cramps, headache"),
            Reply.Action(kind: "water", day: nil, summary: "water 750 ml at 2026-11-22 09:00"),
        ]
        #expect(SavedWrites.confirmed(actions) == ["2026-11-22: symptoms cramps, headache", "water 750 ml at 2026-11-22 09:00"])
    }

    @Test func drinksMergedIntoOneMinutesLifestyleEntryAreListedOnce() {
        let actions = [
            Reply.Action(kind: "lifestyle", day: nil, summary: "lifestyle at 2026-11-22 09:30: alcohol 1 · note “a glass of wine”"),
            Reply.Action(kind: "lifestyle", day: nil, summary: "lifestyle at 2026-11-22 09:30: caffeine 2 · alcohol 1 · note “a glass of wine / 2 coffees”"),
            Reply.Action(kind: "lifestyle", day: nil, summary: "lifestyle at 2026-11-22 09:31: caffeine 1"),
            Reply.Action(kind: "water", day: nil, summary: "water 250 ml at 2026-11-22 09:31"),
            Reply.Action(kind: "water", day: nil, summary: "water 250 ml at 2026-11-22 09:31 (added to the 250 ml logged then)"),
        ]
        #expect(SavedWrites.confirmed(actions) == [
            "lifestyle at 2026-11-22 09:30: caffeine 2 · alcohol 1 · note “a glass of wine / 2 coffees”",
            "lifestyle at 2026-11-22 09:31: caffeine 1",
            "water 250 ml at 2026-11-22 09:31",
            "water 250 ml at 2026-11-22 09:31 (added to the 250 ml logged then)",
        ])
    }

    @Test func differentDaysAndKindsAreAllListed() {
        let actions = [
            Reply.Action(kind: "symptom", day: nil, summary: "2026-11-21: symptoms cramps"),
            Reply.Action(kind: "symptom", day: nil, summary: "2026-11-22: symptoms headache"),
            Reply.Action(kind: "temperature", day: nil, summary: "temperature 36.4 °C on 2026-11-22"),
        ]
        #expect(SavedWrites.confirmed(actions).count == 3)
    }

    @Test func aTimestampIsSaidAsTodayOrTheDayWithMinutesOnly() {
        let today = Day(year: 2026, month: 11, day: 22)!
        #expect(SavedWrites.spoken("water 750 ml at 2026-11-22 09:00", today: today) == "water 750 ml today at 09:00")
        #expect(SavedWrites.spoken("ovulation test peak at 2026-11-22 23:52:27", today: today) == "ovulation test peak today at 23:52")
        #expect(SavedWrites.spoken("lifestyle at 2026-11-21 00:09:41: alcohol 1", today: today) == "lifestyle on Sat 21 Nov: alcohol 1")
        #expect(SavedWrites.spoken("water 250 ml at 2026-11-22 09:31 (added to the 250 ml logged then)", today: today)
            == "water 250 ml today at 09:31 (added to the 250 ml logged then)")
        #expect(SavedWrites.spoken("2026-11-22: symptoms cramps", today: today) == "symptoms cramps today")
    }

    /// Undoing a message's several entries takes back records joined by "; ": each is said
    /// on its own, so a later record's timestamp is never read as a symptom id and mangled
    /// ("at 2026 11 24 03:43:09").
    @Test func recordsTakenBackTogetherAreEachSaidAsTheirOwn() {
        let today = Day(year: 2026, month: 11, day: 24)!
        #expect(SavedWrites.spoken("2026-11-24: symptoms cramps, back-pain; water 750 ml at 2026-11-24 03:43:09", today: today)
            == "symptoms cramps, back pain today; water 750 ml today at 03:43")
    }

    /// An undo that put a day back as it was said the restored date as digits ("back to 2026 11
    /// 25: symptoms cramps today").
    @Test func aDayPutBackIsSaidAsADay() {
        let today = Day(year: 2026, month: 11, day: 25)!
        #expect(SavedWrites.spoken("2026-11-25: symptoms cramps, nausea, back to 2026-11-25: symptoms cramps", today: today)
            == "symptoms cramps, nausea today, back to symptoms cramps today")
    }

    @Test func anEarlierDaysClockIsLeftOutBecauseItIsWhenItWasSavedNotWhenItHappened() {
        let today = Day(year: 2026, month: 11, day: 22)!
        #expect(SavedWrites.spoken("water 500 ml at 2026-11-20 15:37", today: today) == "water 500 ml on Fri 20 Nov")
        #expect(SavedWrites.spoken("ovulation test positive at 2026-11-21 15:37:02", today: today) == "ovulation test positive on Sat 21 Nov")
    }

    @Test func aDayLogIsSaidWithItsDayAfterItAndItsIDsAsWords() {
        let today = Day(year: 2026, month: 11, day: 22)!
        #expect(SavedWrites.spoken("2026-11-21: symptoms back-pain, hot-flushes (2/3) · discharge egg-white", today: today)
            == "symptoms back pain, hot flushes (2/3) · discharge egg white on Sat 21 Nov")
        #expect(SavedWrites.spoken("2026-11-22: flow light · mood calm · note “a well-earned rest”", today: today)
            == "flow light · mood calm · note “a well-earned rest” today")
    }

    /// A second message about the same day confirms what it added, not the whole day again.
    @Test func aLaterAdditionToADayConfirmsOnlyWhatItAdded() {
        let day = AssistantFixture.today
        let summary = "2026-11-22: mood tired · symptoms headache"
        #expect(SavedWrites.onlyWhatWasWritten(summary, by: [.symptom("headache", severity: nil, day)]) == "2026-11-22: symptoms headache")
        #expect(SavedWrites.onlyWhatWasWritten(summary, by: [.mood("tired", day), .symptom("headache", severity: nil, day)]) == summary)
        #expect(SavedWrites.onlyWhatWasWritten(summary, by: [.periodStart(day)]) == summary)
        #expect(SavedWrites.onlyWhatWasWritten("water 750 ml at 2026-11-22 09:00", by: [.water(milliliters: 750, day)]) == "water 750 ml at 2026-11-22 09:00")
        // Only the writes on the summary's own day count, and a note keeps its own " · ".
        #expect(SavedWrites.onlyWhatWasWritten(summary, by: [.symptom("headache", severity: nil, day), .mood("calm", day - 1)]) == "2026-11-22: symptoms headache")
        let noted = "2026-11-22: mood tired · note “slept badly · woke at 4”"
        #expect(SavedWrites.onlyWhatWasWritten(noted, by: [.note("slept badly · woke at 4", day)]) == "2026-11-22: note “slept badly · woke at 4”")
        #expect(SavedWrites.onlyWhatWasWritten(noted, by: [.mood("tired", day)]) == "2026-11-22: mood tired")
    }
}
