import Foundation
import Testing

/// `bloom topic`: the library by area, a query's best topic and runner-up, and `knowledge check`
/// covering topics.
@Suite struct TopicCommandTests {
    @Test func withoutAQueryItListsTopicsByAreaWithCounts() throws {
        let run = try BloomProcess.run(["topic", "--json"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect((json["count"] as? Int ?? 0) >= 250)
        let areas = try #require(json["areas"] as? [[String: Any]])
        #expect(areas.contains { $0["area"] as? String == "ttc" && ($0["count"] as? Int ?? 0) > 0 })
    }

    @Test func aQueryShowsTheBestTopicWithHelpSourcesAndTheRunnerUp() throws {
        let run = try BloomProcess.run(["topic", "how long does it take to get pregnant"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("How long it usually takes to get pregnant"))
        #expect(run.stdout.contains("Get help"))
        #expect(run.stdout.contains("Source"))
        #expect(run.stdout.contains("Next best:") || run.stdout.contains("Also close:"))
        let json = try BloomProcess.run(["topic", "--json", "when shud we dtd when ttc"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["best"] as? [String: Any])?["id"] as? String == "when-to-have-sex-ttc")
        #expect(object["runnerUp"] is [String: Any])
    }

    @Test func theBuiltInCopyIncludingTopicsChecksClean() throws {
        let run = try BloomProcess.run(["knowledge", "check"])
        #expect(run.status == 0, "stdout: \(run.stdout)")
        #expect(run.stdout.contains("health topics"))
    }
}
