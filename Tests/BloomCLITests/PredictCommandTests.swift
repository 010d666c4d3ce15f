import Foundation
import Testing

@Suite struct PredictCommandTests {
    static let history = "start,end\n2026-08-01,2026-08-05\n2026-08-29,2026-09-02\n2026-09-27,2026-10-01\n2026-10-25,\n"

    @Test func jsonCarriesEveryDocumentedKey() throws {
        let run = try BloomProcess.run(["predict", "--history", "-", "--today", "2026-11-10", "--json"], stdin: Self.history)
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        for key in ["today", "method", "cycleDay", "phase", "nextStart", "earliest", "latest", "cycleLength",
                    "periodLength", "ovulation", "fertileStart", "fertileEnd", "irregular", "cv", "confidence",
                    "cyclesUsed", "daysLate"] {
            #expect(object[key] != nil, "missing \(key)")
        }
        #expect(object["today"] as? String == "2026-11-10")
        #expect(object["cycleDay"] as? Int == 17)
        #expect(object["cyclesUsed"] as? Int == 3)
    }

    @Test func bloomherMethodFallsBackTo28DaysWithTwoCycles() throws {
        let twoCycles = "start,end\n2026-08-01,2026-08-05\n2026-08-31,2026-09-04\n2026-09-30,\n"
        let run = try BloomProcess.run(["predict", "--history", "-", "--method", "bloomher", "--today", "2026-10-05", "--json"], stdin: twoCycles)
        #expect(run.status == 0)
        #expect(run.stdout.contains("\"nextStart\":\"2026-10-28\""))
        #expect(run.stdout.contains("\"confidence\":\"low\""))
    }

    @Test func emptyHistoryGivesNullCycleDayAndPhase() throws {
        let run = try BloomProcess.run(["predict", "--history", "-", "--today", "2026-11-10", "--json"], stdin: "start,end\n")
        #expect(run.status == 0)
        #expect(run.stdout.contains("\"cycleDay\":null"))
        #expect(run.stdout.contains("\"phase\":null"))
        #expect(run.stdout.contains("\"nextStart\":null"))
    }

    @Test(arguments: [
        ("start,end\n2026-08-01,2026-08-05\n2026-13-01,\n", "line 3:"),
        ("start,end\n2026-08-01,2026-07-30\n", "line 2: the period end (2026-07-30) is before its start (2026-08-01)"),
        ("start,end\n2026-08-01,2026-08-10\n2026-08-05,2026-08-07\n", "line 3: the period starting 2026-08-05 overlaps"),
        ("start,end\n2026-08-01,\n2026-08-01,\n", "line 3: a period already starts on 2026-08-01"),
        ("start,end\n2026-12-01,\n", "line 2: the period start 2026-12-01 is after today"),
        ("begin,finish\n", "line 1: expected the header"),
    ])
    func badHistoryNamesTheLineAndExits65(input: String, expected: String) throws {
        let run = try BloomProcess.run(["predict", "--history", "-", "--today", "2026-11-10"], stdin: input)
        #expect(run.status == 65)
        #expect(run.stderr.contains(expected), "stderr was: \(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func unknownMethodIsAUsageErrorWithASuggestion() throws {
        let run = try BloomProcess.run(["predict", "--history", "-", "--method", "last-3"], stdin: Self.history)
        #expect(run.status == 64)
        #expect(run.stderr.contains("did you mean 'last3'"))
    }

    @Test func missingFileIsAnIOError() throws {
        let run = try BloomProcess.run(["predict", "--history", "/nonexistent/periods.csv", "--today", "2026-11-10"])
        #expect(run.status == 74)
        #expect(run.stderr.contains("/nonexistent/periods.csv"))
    }

    @Test func bloomTodayEnvironmentVariableIsHonoured() throws {
        let run = try BloomProcess.run(["predict", "--history", "-", "--json"], stdin: Self.history, environment: ["BLOOM_TODAY": "2026-11-01"])
        #expect(run.stdout.contains("\"today\":\"2026-11-01\""))
        #expect(run.stdout.contains("\"cycleDay\":8"))
    }
}
