import Foundation
import Testing

/// Conventions every command keeps: help with an example, a version, suggestions for typos.
@Suite struct ConventionsTests {
    /// The command names `bloom --help` lists.
    static let commands: [String] = {
        let run = try? BloomProcess.run(["--help"])
        let lines = run?.stdout.split(separator: "\n") ?? []
        guard let start = lines.firstIndex(where: { $0.hasPrefix("COMMANDS") }) else { return [] }
        return lines[(start + 1)...].prefix { $0.hasPrefix("  ") }.compactMap { $0.split(separator: " ").first.map(String.init) }
    }()

    @Test func everyCommandIsListed() {
        #expect(Self.commands.count >= 25)
        for name in ["chat", "ask", "predict", "log", "today", "calendar", "chart", "kicks", "week"] {
            #expect(Self.commands.contains(name), "\(name) missing from bloom --help")
        }
    }

    @Test func everyCommandHasHelpWithAnExample() throws {
        for name in Self.commands {
            let run = try BloomProcess.run([name, "--help"])
            #expect(run.status == 0, "\(name) --help exited \(run.status)")
            #expect(run.stdout.contains("USAGE"), "\(name) --help has no usage")
            #expect(run.stdout.lowercased().contains("example"), "\(name) --help has no example")
        }
    }

    @Test func versionPrintsAVersion() throws {
        let run = try BloomProcess.run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("bloom "))
    }

    @Test func typosSuggestTheClosestCommandAndOption() throws {
        let command = try BloomProcess.run(["calender"])
        #expect(command.status == 64)
        #expect(command.stderr.contains("did you mean 'bloom calendar'"))
        let option = try BloomProcess.run(["calendar", "--months", "2", "--sundy"])
        #expect(option.status == 64)
        #expect(option.stderr.contains("did you mean '--sunday'"))
    }

    @Test func noColourWhenPiped() throws {
        let run = try BloomProcess.run(["week", "20"], environment: ["NO_COLOR": ""])
        #expect(!run.stdout.contains("\u{1B}["))
    }

    /// Issue 49, item 4: SwiftPM refuses a dependency whose manifest sets unsafe flags, and
    /// Bloom publishes CycleCore as a library, so the manifest sets none (static linking is a
    /// build option); the release script passes the start-up flags on the command line.
    @Test func theManifestSetsNoUnsafeFlagsAndTheReleaseScriptPassesThem() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let manifest = try String(contentsOf: root.appending(path: "Package.swift"), encoding: .utf8)
        let code = manifest.split(separator: "\n").map { line in line.range(of: "//").map { line[..<$0.lowerBound] } ?? line }
        #expect(!code.contains { $0.contains("unsafeFlags") }, "Package.swift sets unsafe flags")
        let script = try String(contentsOf: root.appending(path: "scripts/build-release.sh"), encoding: .utf8)
        #expect(script.contains("--static-swift-stdlib"))
        #expect(script.contains("-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors"))
    }
}
