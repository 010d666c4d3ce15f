// Measures how long Bloom takes to decode all of its bundled Knowledge, to check a rendered
// answer against the guardrails, and to run a forgiving search.
// Usage: swift run -c release ContentBenchmark [ITERATIONS]

import BenchmarkSupport
import Content
import Foundation

let iterations = CommandLine.arguments.count > 1 ? max(1, Int(CommandLine.arguments[1]) ?? 50) : 50

/// Runs `body` `count` times and returns the median CPU time of this thread in milliseconds.
///
/// CPU time, not wall time: other processes on a busy machine do not inflate it.
func medianMilliseconds(_ count: Int, _ body: () throws -> Void) rethrows -> Double {
    var samples: [Double] = []
    samples.reserveCapacity(count)
    for _ in 0..<count {
        let start = threadCPUNanoseconds()
        try body()
        samples.append(Double(threadCPUNanoseconds() - start) / 1_000_000)
    }
    samples.sort()
    return samples[samples.count / 2]
}

func format(_ value: Double, _ places: Int = 3) -> String { String(format: "%.\(places)f", value) }

let files = EmbeddedFiles.all
let bytes = KnowledgeFile.allCases.reduce(0) { $0 + (files[$1.path]?.utf8.count ?? 0) }
let knowledge: Knowledge
do {
    knowledge = try Knowledge(files: files)
} catch {
    print("ContentBenchmark: the embedded Knowledge does not load:\n\(error)")
    exit(65)
}

let load = try medianMilliseconds(iterations) { _ = try Knowledge(files: files) }
print("Knowledge load (all \(KnowledgeFile.allCases.count) files, \(bytes / 1024) KiB): median \(format(load)) ms CPU over \(iterations) runs")

let answer = """
    Cycle day 17 · luteal phase. Your next period is estimated for Mon 23 Nov, in 6 days. \
    Gentle movement can help with cramps: try Child's Pose for 8 breaths, then Supported Bridge. \
    Magnesium-rich foods such as pumpkin seeds, almonds and spinach fit this phase well. \
    If pain is severe or unusual for you, talk to a doctor or pharmacist about what suits you.
    """
let filter = knowledge.outputFilter
let checks = 2_000
let clean = medianMilliseconds(iterations) { for _ in 0..<checks { _ = filter.check(answer) } } / Double(checks) * 1000
let tripped = medianMilliseconds(iterations) { for _ in 0..<checks { _ = filter.check(answer + " Don't worry, take 400 mg ibuprofen.") } } / Double(checks) * 1000
print("OutputFilter.check (\(answer.utf8.count)-byte answer): median \(format(clean, 2)) µs clean, \(format(tripped, 2)) µs when tripped")

let search = ContentSearch(knowledge)
let queries = ["child pose", "childs pose", "pigeon", "downward dog", "warior", "xyzzy"]
let searchTime = medianMilliseconds(iterations) { for query in queries { _ = search.poses.search(query) } } / Double(queries.count)
let indexTime = medianMilliseconds(iterations) { _ = ContentSearch(knowledge) }
print("ContentSearch: building every index \(format(indexTime)) ms; a pose search \(format(searchTime)) ms")
