// Assistant speed: how long Bloom takes to start (load Knowledge, parse the intents, guards and
// templates) and to answer each message of the labelled corpus.
//
//   swift run -c release AssistantBenchmark [--rounds N] [--topics] [--topics-only] [--startup-compare] [--median-lines] [--lines FILE]
//
// With --topics it also measures the health-topic library: retrieval accuracy (top-1, top-3)
// on the held-out question sets `Tests/AssistantTests/Corpus/topic-questions-*.tsv`
// (`question<TAB>topic_id`), and the per-message latency of those questions through the
// whole pipeline (they exercise retrieval, which the corpus lines mostly do not).
// --topics-only skips the corpus lines (for profiling the topic questions alone).
// --median-lines prints the ten corpus lines whose fastest round is nearest the median (what a
// typical message costs); --lines FILE answers FILE's lines (one message a line) instead of the
// corpus, to profile a few.
//
// Every message goes through the whole pipeline (normalise, entities, intent, guard, handler,
// template, output filter) against an in-memory store with six cycles of history.

import Assistant
import Content
import CycleCore
import BenchmarkSupport
import Foundation


let arguments = CommandLine.arguments
let rounds = arguments.firstIndex(of: "--rounds").flatMap { Int(arguments[$0 + 1]) } ?? 5

let startLoad = now(), startLoadCPU = processCPUNanoseconds()
let knowledge = try Knowledge.load()
let loaded = now(), loadedCPU = processCPUNanoseconds()
let assistant = try Assistant(knowledge: knowledge, files: EmbeddedFiles.all)
let built = now(), builtCPU = processCPUNanoseconds()

let corpusURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "Tests/AssistantTests/Corpus/utterances.tsv")
// --lines FILE: these messages (one a line) instead of the corpus, e.g. to profile a few.
let messages = try arguments.firstIndex(of: "--lines").map { try String(contentsOfFile: arguments[$0 + 1], encoding: .utf8).split(separator: "\n").map(String.init) }
    ?? String(contentsOf: corpusURL, encoding: .utf8).split(separator: "\n").dropFirst()
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

if arguments.contains("--startup-compare") {
    // Start-up with and without the topic library, alternated so machine load hits both alike.
    let without = EmbeddedFiles.all.filter { !$0.key.hasPrefix("topics/") }
    let bare = try Knowledge(files: without)
    var full: [Double] = [], none: [Double] = [], index: [Double] = []
    for _ in 0..<7 {
        var t = now(); _ = try Assistant(knowledge: knowledge, files: EmbeddedFiles.all); full.append(Double(now() - t) / 1e6)
        t = now(); _ = try Assistant(knowledge: bare, files: without); none.append(Double(now() - t) / 1e6)
        let a = try Assistant(knowledge: knowledge, files: EmbeddedFiles.all)
        t = now(); _ = a.searchTopics("warm up", today: Day(year: 2026, month: 11, day: 22)!); index.append(Double(now() - t) / 1e6)
    }
    func median(_ v: [Double]) -> Double { v.sorted()[v.count / 2] }
    print(String(format: "Assistant.init median of 7: with the topic library %.1f ms, without %.1f ms; building the topic index on first use %.1f ms", median(full), median(none), median(index)))
    // The topic index read from its precomputed file and built from the library, in CPU time
    // (what the code costs, whatever else the shared machine is doing).
    var read: [Double] = [], rebuilt: [Double] = []
    let precomputed = EmbeddedFiles.all[TopicIndex.precomputedPath] ?? ""
    for _ in 0..<7 {
        var t = threadCPUNanoseconds(); _ = try? TopicIndex(library: knowledge.topics, serialized: precomputed); read.append(Double(threadCPUNanoseconds() - t) / 1e6)
        t = threadCPUNanoseconds(); _ = assistant.topicIndexFromLibrary(); rebuilt.append(Double(threadCPUNanoseconds() - t) / 1e6)
    }
    print(String(format: "topic index, CPU median of 7: read from %@ %.1f ms, built from the library %.1f ms", TopicIndex.precomputedPath, median(read), median(rebuilt)))
    exit(0)
}
print("library: \(knowledge.topics.topics.count) topics in \(knowledge.topics.byArea.count) areas")
print("start-up: Knowledge.load \(String(format: "%.1f", Double(loaded - startLoad) / 1e6)) ms, Assistant.init \(String(format: "%.1f", Double(built - loaded) / 1e6)) ms"
      + " (CPU of all threads \(String(format: "%.1f", Double(loadedCPU - startLoadCPU) / 1e6)) + \(String(format: "%.1f", Double(builtCPU - loadedCPU) / 1e6)) ms)")

let store = BenchmarkStore()
let today = Day(year: 2026, month: 11, day: 22)!
// The first answers pay for what start-up leaves to first use (Knowledge parts, the output
// filter, the topic library and its index): a cycle question, then a topic question.
var firsts: [String] = []
for question in ["when is my next period", "is brown discharge before my period normal?"] {
    var conversation = Conversation()
    let begin = now(), beginCPU = threadCPUNanoseconds()
    _ = assistant.respond(to: question, in: &conversation, store: store, today: today)
    firsts.append(String(format: "%.1f ms (CPU %.1f)", Double(now() - begin) / 1e6, Double(threadCPUNanoseconds() - beginCPU) / 1e6))
}
print("first answers: cycle question \(firsts[0]), then topic question \(firsts[1])")
guard rounds > 0 else { exit(0) }
var latencies: [Double] = []
latencies.reserveCapacity(messages.count * rounds)
// The thread's CPU time per message as well: on a shared, loaded machine the wall time of a
// message includes waiting for a core, its CPU time does not.
var cpuLatencies: [Double] = []
cpuLatencies.reserveCapacity(messages.count * rounds)
var characters = 0
// Each corpus line's fastest round, for --median-lines.
var fastestLine = [Double](repeating: .infinity, count: messages.count)
let started = now()
let corpusRounds = arguments.contains("--topics-only") ? 0 : rounds
for _ in 0..<corpusRounds {
    for (number, message) in messages.enumerated() {
        var conversation = Conversation()
        let begin = now(), beginCPU = threadCPUNanoseconds()
        let reply = assistant.respond(to: message, in: &conversation, store: store, today: today)
        latencies.append(Double(now() - begin) / 1000)
        let cpu = Double(threadCPUNanoseconds() - beginCPU) / 1000
        cpuLatencies.append(cpu)
        fastestLine[number] = min(fastestLine[number], cpu)
        characters += reply.text.count
    }
}
let total = Double(now() - started) / 1e9
latencies.sort()
cpuLatencies.sort()
let sorted = latencies
func percentile(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] }

if corpusRounds > 0 {
    print("messages: \(latencies.count) (\(messages.count) corpus lines × \(rounds) rounds), \(store.writes) writes, \(characters) characters of replies")
    print(String(format: "throughput: %.0f messages/s", Double(latencies.count) / total))
    print(String(format: "latency per message: p50 %.0f µs, p90 %.0f µs, p99 %.0f µs, max %.0f µs", percentile(0.5), percentile(0.9), percentile(0.99), latencies.last ?? 0))
    func cpuPercentile(_ p: Double) -> Double { cpuLatencies[min(cpuLatencies.count - 1, Int(Double(cpuLatencies.count) * p))] }
    print(String(format: "CPU per message: p50 %.0f µs, p90 %.0f µs, p99 %.0f µs", cpuPercentile(0.5), cpuPercentile(0.9), cpuPercentile(0.99)))
}

// --median-lines: the corpus lines whose fastest round is nearest the median, to see what a
// typical message costs and profile it.
if arguments.contains("--median-lines"), corpusRounds > 0 {
    let order = fastestLine.indices.sorted { fastestLine[$0] < fastestLine[$1] }
    for number in order[max(0, order.count / 2 - 5)..<min(order.count, order.count / 2 + 5)] {
        print(String(format: "  %6.0f µs  %@", fastestLine[number], messages[number]))
    }
}

guard arguments.contains("--topics") || arguments.contains("--topics-only") else { exit(0) }

let corpusFolder = corpusURL.deletingLastPathComponent()
let questionFiles = ((try? FileManager.default.contentsOfDirectory(atPath: corpusFolder.path)) ?? [])
    .filter { $0.hasPrefix("topic-questions") && $0.hasSuffix(".tsv") }.sorted()
var allQuestions: [String] = []
var overall = (top1: 0, top3: 0, total: 0)
var cycleProfile = (top1: 0, top3: 0)
for name in questionFiles {
    let lines = try String(contentsOf: corpusFolder.appending(path: name), encoding: .utf8).split(separator: "\n").dropFirst()
    var top1 = 0, top3 = 0, total = 0
    var unknown = 0
    for line in lines {
        let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard columns.count >= 2 else { continue }
        guard knowledge.topics.topic(id: columns[1]) != nil else { unknown += 1; continue }
        allQuestions.append(columns[0])
        let hits = assistant.searchTopics(columns[0], limit: 3, today: today).hits.map(\.topic.id)
        total += 1
        if hits.first == columns[1] { top1 += 1 }
        if hits.contains(columns[1]) { top3 += 1 }
        // As the chat searches for the benchmark store's profile (cycle tracking, not pregnant).
        let cycleHits = assistant.searchTopics(columns[0], limit: 3, mode: store.mode, today: today).hits.map(\.topic.id)
        if cycleHits.first == columns[1] { cycleProfile.top1 += 1 }
        if cycleHits.contains(columns[1]) { cycleProfile.top3 += 1 }
    }
    overall = (overall.top1 + top1, overall.top3 + top3, overall.total + total)
    print(String(format: "retrieval %@: %d questions, top-1 %.1f%%, top-3 %.1f%%%@", name, total,
                 100 * Double(top1) / Double(max(1, total)), 100 * Double(top3) / Double(max(1, total)),
                 unknown > 0 ? " (\(unknown) lines name a topic the library lacks)" : ""))
}
print(String(format: "retrieval overall: %d questions, top-1 %.1f%%, top-3 %.1f%%", overall.total,
             100 * Double(overall.top1) / Double(max(1, overall.total)), 100 * Double(overall.top3) / Double(max(1, overall.total))))
print(String(format: "retrieval overall with a cycle-tracking profile: top-1 %.1f%%, top-3 %.1f%%",
             100 * Double(cycleProfile.top1) / Double(max(1, overall.total)), 100 * Double(cycleProfile.top3) / Double(max(1, overall.total))))

var topicLatencies: [Double] = []
var topicCPU: [Double] = []
var fastest = [Double](repeating: .infinity, count: allQuestions.count)
for _ in 0..<rounds {
    for (number, question) in allQuestions.enumerated() {
        var conversation = Conversation()
        let begin = now(), cpu = threadCPUNanoseconds()
        _ = assistant.respond(to: question, in: &conversation, store: store, today: today)
        let elapsed = Double(now() - begin) / 1000
        topicLatencies.append(elapsed)
        topicCPU.append(Double(threadCPUNanoseconds() - cpu) / 1000)
        fastest[number] = min(fastest[number], elapsed)
    }
}
topicLatencies.sort()
if !topicLatencies.isEmpty {
    let p50 = topicLatencies[topicLatencies.count / 2], p90 = topicLatencies[topicLatencies.count * 9 / 10]
    print(String(format: "latency per topic question: p50 %.0f µs, p90 %.0f µs, max %.0f µs (%d messages)", p50, p90, topicLatencies.last ?? 0, topicLatencies.count))
    // CPU time per question: what the pipeline costs when the shared machine is busy.
    topicCPU.sort()
    print(String(format: "CPU time per topic question: p50 %.0f µs, p90 %.0f µs", topicCPU[topicCPU.count / 2], topicCPU[topicCPU.count * 9 / 10]))
}
// The slowest questions (their fastest round, so machine noise does not pick them).
for number in fastest.indices.sorted(by: { fastest[$0] > fastest[$1] }).prefix(arguments.contains("--slowest") ? 10 : 0) {
    print(String(format: "  %6.0f µs  %@", fastest[number], allQuestions[number]))
}
