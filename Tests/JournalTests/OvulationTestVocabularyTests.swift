import CycleCore
import Journal
import Testing

/// The journal stores ovulation tests as CycleCore's one result type: no second vocabulary and
/// no conversion that could drop a result.
@Suite struct OvulationTestVocabularyTests {
    @Test func theJournalsWordsAreTheCoresResultsInTheCoresOrder() {
        #expect(LHTestResult.names == LHTestResult.allCases.map(\.rawValue))
        #expect(LHTestResult.noun == "ovulation test result")
        #expect(LHTestResult.high < LHTestResult.peak)
    }

    @Test func everyResultIsReadFromItsWordAndAnUnknownWordListsTheChoices() throws {
        for result in LHTestResult.allCases {
            #expect(try LHTestResult.named(result.rawValue.uppercased()) == result)
        }
        #expect { try LHTestResult.named("positive") } throws: { "\($0)".contains("negative, low, high, peak") }
    }

    @Test func aStoredTestKeepsItsResultAsTheCoresValue() {
        let moment = LocalTimestamp(day: Day(year: 2026, month: 11, day: 1)!, time: TimeOfDay(hour: 8, minute: 0, second: 0)!)
        let test = OvulationTest(at: moment, result: .peak)
        let result: LHTestResult = test.result
        #expect(result.isPositive)
    }
}
