@testable import Assistant
@testable import Language
import CycleCore
import Testing

/// The day scanner tries its matchers only at tokens a day expression can start with
/// (`DayScanner.canStart`); it finds exactly what trying every token found.
@Suite struct DayScanPrefilterTests {
    static let parser = DayExpressionParser()

    @Test func skippingTokensNoDayCanStartWithFindsTheSameDaysOnEveryCorpusLine() {
        var found = 0
        for line in AssistantFixture.corpus {
            let normalized = AssistantFixture.assistant.analyzer.normalizer.normalize(line.utterance).text
            for text in [line.utterance, normalized] {
                for preference in [DayPreference.past, .future] {
                    let quick = Self.parser.scan(text, today: AssistantFixture.today, preference: preference, limit: .max)
                    let every = Self.parser.scan(text, today: AssistantFixture.today, preference: preference, limit: .max, everyToken: true)
                    #expect(quick == every, "\(text)")
                    found += every.count
                }
            }
        }
        #expect(found > 1_000)
    }

    @Test(arguments: [
        "the 3rd", "on the twenty first", "a couple of days ago", "three weeks back", "in 2 days", "in a fortnight",
        "half a day ago", "a dozen days ago", "twenty one days ago", "the day before yesterday", "last week on mon",
        "this coming friday", "early march", "the end of may 2026", "3/4", "2026-03-03", "tue 3 mar", "third of may",
        "since sat", "past sunday", "mid june", "a few days ago", "several weeks ago", "some days back", "fri night",
    ])
    func everyKindOfStartIsStillRead(text: String) {
        let quick = Self.parser.scan(text, today: AssistantFixture.today, preference: .past, limit: .max)
        let every = Self.parser.scan(text, today: AssistantFixture.today, preference: .past, limit: .max, everyToken: true)
        #expect(quick == every)
        #expect(!every.isEmpty, "\(text) names no day")
    }
}

/// The pregnancy-week reader skips messages with no week word and no "20+3"
/// (`PregnancyWeekReader.mayName`); it finds exactly what reading every message found.
@Suite struct WeekReadPrefilterTests {
    @Test func skippingMessagesWithoutWeekWordsFindsTheSameWeeksOnEveryCorpusLine() {
        let reader = PregnancyWeekReader()
        var found = 0
        for line in AssistantFixture.corpus {
            let normalized = AssistantFixture.assistant.analyzer.normalizer.normalize(line.utterance).text
            for text in [line.utterance, normalized] {
                let quick = reader.weeks(in: text)
                let every = reader.weeks(in: text, excluding: [], readingAll: true)
                #expect(quick == every, "\(text)")
                found += every.count
            }
        }
        #expect(found > 50)
    }

    @Test(arguments: ["20+3", "week 20", "20 weeks pregnant", "20w3d", "twentieth week", "wk 12", "12 wks along"])
    func everyFormIsStillRead(text: String) {
        let reader = PregnancyWeekReader()
        #expect(reader.weeks(in: text) == reader.weeks(in: text, excluding: [], readingAll: true))
        #expect(!reader.weeks(in: text).isEmpty, "\(text)")
    }
}
