#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Journal
import Testing

/// Kills `bloom` writers with SIGKILL at random moments, again and again, and checks that the
/// store is never broken and that every write Bloom acknowledged (exit 0) is there.
///
/// Even iterations log one water entry (a small transaction); odd ones import a backup of a new
/// profile with `recordsPerImport` records (one large transaction), which must appear whole or
/// not at all. `BLOOM_KILL_LOOP_ITERATIONS` sets the number of iterations (default 200);
/// scripts/kill-loop.sh runs the same check from the shell for longer.
@Suite struct JournalKillLoopTests {
    static let recordsPerImport = 300

    @Test func killedWritersNeverBreakTheStoreOrLoseAnAcknowledgedWrite() throws {
        let iterations = Int(ProcessInfo.processInfo.environment["BLOOM_KILL_LOOP_ITERATIONS"] ?? "") ?? 200
        let home = try JournalHome()
        try home.ok("log", "period", "start", "2026-11-01")
        var random = SplitMix64(seed: 2026_11_10)
        var acknowledgedWater: [String] = []
        var acknowledgedImports: [String] = []
        var killedMidRun = 0, finishedFirst = 0, integrityFailures = 0
        for iteration in 0..<iterations {
            let arguments: [String]
            if iteration % 2 == 0 {
                arguments = ["log", "water", "10", "--at", Self.moment(iteration)]
            } else {
                let file = home.path + "/../import-\(iteration).json"
                try Self.backup(profile: "bulk-\(iteration)").write(toFile: file, atomically: true, encoding: .utf8)
                arguments = ["import", file]
            }
            let process = Process()
            process.executableURL = BloomProcess.executable
            process.arguments = arguments + ["--home", home.path, "--today", home.today]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // A write takes ~40 ms (a log) or ~65 ms (an import) from start to exit in a debug
            // build, so a kill within 0–70 ms or 0–130 ms lands before, during or after it.
            usleep(UInt32(random.next() % (iteration % 2 == 0 ? 70_000 : 130_000)))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if process.terminationReason == .exit {
                finishedFirst += 1
                if process.terminationStatus == 0 {
                    if iteration % 2 == 0 { acknowledgedWater.append(Self.moment(iteration)) } else { acknowledgedImports.append("bulk-\(iteration)") }
                }
            } else {
                killedMidRun += 1
            }
            // The next Bloom to open the store recovers it; it must be sound every time.
            if let store = try JournalStore.open(folder: home.path, create: false), try !store.integrityProblems().isEmpty {
                integrityFailures += 1
            }
        }

        let store = try #require(try JournalStore.open(folder: home.path, create: false))
        #expect(try store.integrityProblems().isEmpty)
        let me = try #require(try store.profile(named: "me"))
        let stored = Set(try store.records(WaterIntake.self, of: me).map(\.at.iso))
        let lostWater = acknowledgedWater.filter { !stored.contains($0.replacingOccurrences(of: " ", with: "T")) }
        var partialImports: [String] = []
        var importsPresent = 0
        for profile in try store.profiles() where profile.name.hasPrefix("bulk-") {
            importsPresent += 1
            let count = try store.records(WaterIntake.self, of: profile).count
            if count != Self.recordsPerImport { partialImports.append("\(profile.name): \(count)") }
        }
        let lostImports = try acknowledgedImports.filter { try store.profile(named: $0) == nil }
        print("""
            kill loop: \(iterations) iterations, \(killedMidRun) killed while running, \(finishedFirst) finished before the kill; \
            acknowledged writes verified: \(acknowledgedWater.count) water + \(acknowledgedImports.count) imports \
            (\(acknowledgedImports.count * Self.recordsPerImport) records); imports present: \(importsPresent), partial: \(partialImports.count); \
            lost: \(lostWater.count + lostImports.count); integrity failures: \(integrityFailures)
            """)
        #expect(integrityFailures == 0)
        #expect(lostWater.isEmpty, "acknowledged but missing: \(lostWater)")
        #expect(lostImports.isEmpty, "acknowledged but missing: \(lostImports)")
        #expect(partialImports.isEmpty, "half-written imports: \(partialImports)")
        #expect(killedMidRun > iterations / 4, "too few kills landed while Bloom was running to mean anything")
    }

    /// A distinct moment for each iteration ("2026-11-10 HH:MM:SS").
    static func moment(_ iteration: Int) -> String {
        let seconds = iteration % 86_400
        return "2026-11-10 " + [seconds / 3600, seconds / 60 % 60, seconds % 60].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
    }

    /// A backup holding one profile with `recordsPerImport` water entries.
    static func backup(profile: String) -> String {
        let water = (0..<recordsPerImport).map { index in
            #"{"at": "2026-11-0\#(1 + index / 100)T\#(10 + index % 100 / 60):\#(index % 60 < 10 ? "0" : "")\#(index % 60):00", "ml": 100}"#
        }
        return """
            {"format": "bloom-backup", "version": 1, "activeProfile": null, "profiles": [{"name": "\(profile)", "color": "rose",
             "mode": "cycle", "units": "metric", "waterGoalMl": 2000, "created": "2026-11-01", "water": [\(water.joined(separator: ", "))]}]}
            """
    }
}

/// A small, seeded random number generator, so a failing run can be repeated.
private struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
