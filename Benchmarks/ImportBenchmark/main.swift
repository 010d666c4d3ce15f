// Import speed and memory: how fast Bloom reads an Apple Health export, and imports it into a
// fresh journal, with the peak memory (VmHWM) of each and the journal's size on disk.
//
//   python3 Benchmarks/scripts/generate_health_export.py --size-mb 1024 --out /tmp/export.xml
//   swift run -c release ImportBenchmark /tmp/export.xml [--parse-only | --import-only]
//
// --import-only skips the parse-only pass, the second import and the undo (for profiling the
// write path alone).
//
// The file may be export.xml or export.zip. MB/s counts the XML's (uncompressed) bytes.

import CycleCore
import BenchmarkSupport
import Foundation
import Importers
import Journal


// CPU seconds (`cpuSeconds()`, from BenchmarkSupport): on a machine shared with other work,
// MB per CPU second says what the code costs, MB per wall second what this run got.

/// Peak resident memory of this process in MiB, from /proc/self/status (Linux).
func peakMiB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kb = Double(line.split(separator: " ").dropFirst().first ?? "") else { return .nan }
    return kb / 1024
}

/// Resets the peak so the next phase is measured on its own (Linux ≥ 4.0).
func resetPeak() { try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8) }

func folderSize(_ folder: String) -> Int64 {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return files.reduce(0) { sum, name in
        sum + ((try? FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.size] as? Int64) ?? 0)
    }
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    print("usage: ImportBenchmark FILE [--parse-only | --import-only]")
    exit(64)
}
let path = arguments[1]
let today = Day(year: 2026, month: 11, day: 22)!
let format = try ImportFormat.detect(path: path)
guard format == .appleHealthXML || format == .appleHealthZip else {
    print("\(path) is \(format.displayName); the benchmark reads Apple Health exports")
    exit(65)
}
var xmlBytes: Int64 = 0
if format == .appleHealthZip {
    let archive = try ZipArchive(path: path)
    xmlBytes = archive.entry(named: "export.xml")!.uncompressedSize
} else {
    xmlBytes = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int64) ?? 0
}
let megabytes = Double(xmlBytes) / 1_048_576
print("file: \(path) (\(format.displayName)), \(String(format: "%.1f", megabytes)) MB of XML")

let importOnly = arguments.contains("--import-only")
let importer = Importer(path: path, format: format, today: today)
var start = now()
var cpu = cpuSeconds()
var seconds = 0.0
var cpuUsed = 0.0
if !importOnly {
    // Parse only: every record read, converted and handed on in chunks, nothing stored.
    resetPeak()
    var records = 0
    _ = try importer.read { chunk in records += chunk.count }
    seconds = Double(now() - start) / 1e9
    cpuUsed = cpuSeconds() - cpu
    print(String(format: "parse only:      %6.2f s wall %7.1f MB/s · %6.2f s CPU %7.1f MB/s · %9d rows out · peak %6.1f MiB",
                 seconds, megabytes / seconds, cpuUsed, megabytes / cpuUsed, records, peakMiB()))
}

if !arguments.contains("--parse-only") {
    let folder = NSTemporaryDirectory() + "bloom-import-benchmark-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let store = try JournalStore.open(folder: folder)!
    let profile = try store.profileForLogging(today: today).profile
    resetPeak()
    start = now()
    cpu = cpuSeconds()
    let outcome = try importer.run(into: store, profile: profile, dryRun: false, started: "2026-11-22T12:00:00",
                                   finished: { "2026-11-22T12:01:00" })
    seconds = Double(now() - start) / 1e9
    cpuUsed = cpuSeconds() - cpu
    let peak = peakMiB()
    let counts = try store.wellbeingCounts(of: profile)
    print(String(format: "parse + import:  %6.2f s wall %7.1f MB/s · %6.2f s CPU %7.1f MB/s · %9d rows added · peak %6.1f MiB",
                 seconds, megabytes / seconds, cpuUsed, megabytes / cpuUsed, outcome.tally.totals.added, peak))
    let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
    print("  load average (1, 5, 15 min): \(load) on \(ProcessInfo.processInfo.activeProcessorCount) cores")
    print("  samples \(counts.samples), sleep segments \(counts.sleep), workouts \(counts.workouts), periods \(outcome.tally.kinds["periods"]?.added ?? 0)")
    if importOnly { try? FileManager.default.removeItem(atPath: folder); exit(0) }
    // Second run: everything is already there.
    start = now()
    cpu = cpuSeconds()
    let again = try importer.run(into: store, profile: profile, dryRun: false, started: "2026-11-22T12:02:00",
                                 finished: { "2026-11-22T12:03:00" })
    seconds = Double(now() - start) / 1e9
    cpuUsed = cpuSeconds() - cpu
    print(String(format: "import again:    %6.2f s wall %7.1f MB/s · %6.2f s CPU %7.1f MB/s · %d added, %d already there",
                 seconds, megabytes / seconds, cpuUsed, megabytes / cpuUsed, again.tally.totals.added, again.tally.totals.alreadyThere))
    _ = try store.integrityProblems()
    print(String(format: "journal on disk: %.1f MiB (bloom.sqlite and its WAL)", Double(folderSize(folder)) / 1_048_576))
    start = now()
    cpu = cpuSeconds()
    let undone = try store.undoLastImport(of: profile)
    seconds = Double(now() - start) / 1e9
    cpuUsed = cpuSeconds() - cpu
    let left = try store.wellbeingCounts(of: profile)
    print(String(format: "undo the import: %6.2f s wall · %6.2f s CPU · batch %@ · %d samples left",
                 seconds, cpuUsed, undone == nil ? "none" : "removed", left.samples))
}
