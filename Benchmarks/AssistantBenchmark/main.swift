// Assistant speed: how long Bloom takes to start (load Knowledge, parse the intents, guards and
// templates) and to answer each message of the labelled corpus.
//
//   swift run -c release AssistantBenchmark [--rounds N]
//
// Every message goes through the whole pipeline (normalise, entities, intent, guard, handler,
// template, output filter) against an in-memory store with six cycles of history.

import Assistant
import Content
import CycleCore
import Foundation

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

let arguments = CommandLine.arguments
let rounds = arguments.firstIndex(of: "--rounds").flatMap { Int(arguments[$0 + 1]) } ?? 5

let startLoad = now()
let knowledge = try Knowledge.load()
let loaded = now()
let assistant = try Assistant(knowledge: knowledge, files: EmbeddedFiles.all)
let built = now()

let corpusURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "Tests/AssistantTests/Corpus/utterances.tsv")
let messages = try String(contentsOf: corpusURL, encoding: .utf8).split(separator: "\n").dropFirst()
    .compactMap { $0.split(separator: "\t", omittingEmptySubsequences: false).last.map(String.init) }

/// A store in memory with six cycles of history; writes are counted, not kept.
final class BenchmarkStore: AssistantStore {
    let profileName = "bench"
    let mode = Mode.cycle
    let waterGoalMilliliters = 2000
    var writes = 0
    let records: [PeriodRecord] = {
        var start = Day(year: 2026, month: 5, day: 20)!
        var list: [PeriodRecord] = []
        for length in [28, 30, 27, 29, 28, 31] {
            list.append(PeriodRecord(start: start, end: start + 4))
            start = start + length
        }
        list.append(PeriodRecord(start: start))
        return list
    }()
    func periods() throws -> [PeriodRecord] { records }
    func pregnancy() throws -> PregnancyDating? { nil }
    func profileNames() throws -> [String] { ["bench"] }
    func water(on day: Day) throws -> Int { 750 }
    func symptoms(from start: Day, through end: Day) throws -> [Day: [String]] { [:] }
    func temperatures() throws -> [BasalTemperature] { [] }
    func ovulationTests() throws -> [LHTest] { [] }
    func kickSessions() throws -> [KickCount] { [] }
    func contractions() throws -> [TimedContraction] { [] }
    func apply(_ write: JournalWrite) throws -> String { writes += 1; return write.name }
    func undoLast() throws -> String? { nil }
}

print("start-up: Knowledge.load \(String(format: "%.1f", Double(loaded - startLoad) / 1e6)) ms, Assistant.init \(String(format: "%.1f", Double(built - loaded) / 1e6)) ms")
guard rounds > 0 else { exit(0) }

let store = BenchmarkStore()
let today = Day(year: 2026, month: 11, day: 22)!
var latencies: [Double] = []
latencies.reserveCapacity(messages.count * rounds)
var characters = 0
let started = now()
for _ in 0..<rounds {
    for message in messages {
        var conversation = Conversation()
        let begin = now()
        let reply = assistant.respond(to: message, in: &conversation, store: store, today: today)
        latencies.append(Double(now() - begin) / 1000)
        characters += reply.text.count
    }
}
let total = Double(now() - started) / 1e9
latencies.sort()
let sorted = latencies
func percentile(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] }

print("messages: \(latencies.count) (\(messages.count) corpus lines × \(rounds) rounds), \(store.writes) writes, \(characters) characters of replies")
print(String(format: "throughput: %.0f messages/s", Double(latencies.count) / total))
print(String(format: "latency per message: p50 %.0f µs, p90 %.0f µs, p99 %.0f µs, max %.0f µs", percentile(0.5), percentile(0.9), percentile(0.99), latencies.last ?? 0))
