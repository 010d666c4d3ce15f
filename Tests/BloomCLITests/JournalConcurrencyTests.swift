import Foundation
import Testing

@Suite struct JournalConcurrencyTests {
    /// Starts `bloom` with `arguments` without waiting for it.
    static func start(_ arguments: [String], home: JournalHome) throws -> (Process, Pipe, Pipe) {
        let process = Process()
        process.executableURL = BloomProcess.executable
        process.arguments = arguments + ["--home", home.path, "--today", home.today]
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        return (process, out, err)
    }

    @Test func twoBloomsMergingIntoTheSameDayAtOnceLoseNothing() throws {
        let home = try JournalHome()
        try home.ok("log", "period", "start", "2026-11-01")
        // One writer logs the twelve moods, the other twenty symptoms, one at a time, into the
        // same day record at the same moment: every write reads, merges and writes that row.
        let moods = ["happy", "calm", "energetic", "confident", "sensitive", "sad", "anxious", "irritable", "angry", "tired", "stressed", "loving"]
        let symptoms = ["cramps", "headache", "migraine", "bloating", "breast-tenderness", "back-pain", "pelvic-pain", "ovulation-pain",
                        "joint-pain", "acne", "fatigue", "nausea", "vomiting", "dizziness", "insomnia", "cravings", "constipation",
                        "diarrhoea", "hot-flushes", "night-sweats"]
        let outcomes = Outcomes()
        // Two writers race, each running its invocations one after another.
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            let commands = writer == 0 ? moods.map { ["log", "mood", $0, "2026-11-09"] } : symptoms.map { ["log", "symptom", $0, "2026-11-09"] }
            for command in commands {
                do {
                    let (process, _, err) = try Self.start(command, home: home)
                    let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                    process.waitUntilExit()
                    outcomes.add(status: process.terminationStatus, message: message)
                } catch {
                    outcomes.add(status: -1, message: "\(error)")
                }
            }
        }
        let failures = outcomes.failures
        // The only acceptable failure is a clear "busy, try again"; with a 5 s busy timeout,
        // short writes simply wait their turn.
        for failure in failures { #expect(failure.status == 74 && failure.message.contains("is busy"), "\(failure.message)") }
        let busy = failures.count
        #expect(busy == 0, "with a 5 s busy timeout, short writes should simply wait their turn")
        let day = try home.ok("export")
        for word in moods + symptoms { #expect(day.contains("\"\(word)\""), "lost \(word)") }
    }
}

/// What the racing writers saw, collected from both threads.
private final class Outcomes: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [(status: Int32, message: String)] = []

    func add(status: Int32, message: String) {
        lock.lock()
        defer { lock.unlock() }
        list.append((status, message))
    }

    var failures: [(status: Int32, message: String)] {
        lock.lock()
        defer { lock.unlock() }
        return list.filter { $0.status != 0 }
    }
}
