import CycleCore
import Language
import Testing

/// Every way people write a month, with the day before or after it, as an ordinal, with or
/// without a year and with the punctuation they type. Today is Sunday 22 November 2026.
@Suite struct DayMonthFormsTests {
    let parser = DayExpressionParser()

    /// Month words as people type them, and the month they mean.
    static let monthForms: [(String, Int)] = [
        ("jan", 1), ("jan.", 1), ("january", 1), ("Jan", 1), ("feb", 2), ("febr", 2), ("febuary", 2), ("february", 2),
        ("mar", 3), ("march", 3), ("apr", 4), ("apr.", 4), ("april", 4), ("may", 5), ("jun", 6), ("june", 6),
        ("jul", 7), ("july", 7), ("aug", 8), ("aug.", 8), ("august", 8), ("sep", 9), ("sept", 9), ("sept.", 9),
        ("Sept.", 9), ("september", 9), ("oct", 10), ("oct.", 10), ("october", 10), ("nov", 11), ("nov.", 11),
        ("november", 11), ("dec", 12), ("dec.", 12), ("december", 12),
    ]

    /// The 12th of `month` last seen on or before 22 November 2026.
    static func twelfth(of month: Int, year: Int? = nil) -> Day {
        Day(year: year ?? (month <= 11 ? 2026 : 2025), month: month, day: 12)!
    }

    @Test(arguments: monthForms)
    func everyMonthFormReadsWithTheDayBeforeOrAfter(form: String, month: Int) throws {
        let writings = [
            "\(form) 12", "\(form) 12th", "\(form) the 12th", "\(form) twelfth", "12 \(form)", "12th \(form)",
            "12th of \(form)", "the 12th of \(form)", "the twelfth of \(form)",
        ]
        for writing in writings {
            // "may twelfth" is not a date ("I may …"): the everyday-word months need a number.
            if ["may", "mar", "march"].contains(form.lowercased()), writing == "\(form) twelfth" { continue }
            let message = "my period started \(writing), I think"
            let found = try #require(parser.firstDay(in: message, today: sunday), "\(message)")
            #expect(found.day == Self.twelfth(of: month), "\(message)")
            #expect(found.kind == .calendarDate)
        }
    }

    @Test(arguments: monthForms)
    func everyMonthFormReadsWithAYearAndTrailingPunctuation(form: String, month: Int) {
        for writing in ["\(form) 12, 2025.", "\(form) 12th 2025,", "12 \(form) 2025.", "the 12th of \(form), 2025", "\(form) 12."] {
            let year = writing.contains("2025") ? 2025 : nil
            #expect(parser.firstDay(in: "it started \(writing)", today: sunday)?.day == Self.twelfth(of: month, year: year), "\(writing)")
        }
    }

    @Test(arguments: [
        ("oct 1st", "2026-10-01"), ("2nd oct", "2026-10-02"), ("oct 3rd", "2026-10-03"), ("4th of oct", "2026-10-04"),
        ("oct 21st", "2026-10-21"), ("22nd october", "2026-10-22"), ("oct 31st", "2026-10-31"),
        ("the 14th of oct", "2026-10-14"), ("the fourteenth of october", "2026-10-14"), ("oct the fourteenth", "2026-10-14"),
        ("october twenty-second", "2026-10-22"), ("the thirty first of october", "2026-10-31"), ("sept the 12th", "2026-09-12"),
        ("12th of sept", "2026-09-12"), ("12 sept", "2026-09-12"), ("Sept 12", "2026-09-12"), ("september 12th", "2026-09-12"),
    ])
    func ordinalsReadWithAnyMonthForm(writing: String, expected: String) {
        #expect(parser.firstDay(in: "it ended \(writing)", today: sunday)?.day == day(expected), "\(writing)")
    }

    @Test(arguments: ["i may go out", "we march on", "mar the surface", "may the force be with you", "may twelfth be a good day"])
    func monthsThatAreEverydayWordsStillNeedADayNumber(message: String) {
        #expect(parser.firstDay(in: message, today: sunday) == nil, "\(message)")
    }

    @Test func sept12ReadsAfterSpellingCorrection() throws {
        // "sept" is one letter from "sent" and "set": the corrector must leave it to the day reader.
        let normalizer = TextNormalizer(vocabulary: ["sent", "set", "step", "feb", "fever", "period", "started", "wads"])
        let normalized = normalizer.normalize("My period started Sept. 12, febr 3 too, and weds")
        #expect(normalized.tokens == ["my", "period", "started", "sept", "12", "febr", "3", "too", "and", "weds"])
        let found = parser.allDays(in: normalized.text, today: sunday)
        #expect(found.map(\.day) == [day("2026-09-12"), day("2026-02-03"), day("2026-11-18")])
    }

    @Test func typosOfOtherWordsAreStillCorrected() {
        let normalizer = TextNormalizer(vocabulary: ["sent", "period", "started"])
        #expect(normalizer.normalize("perod startd").tokens == ["period", "started"])
    }
}
