import Foundation
import Testing
@testable import bloom

/// `bloom log` kinds are subcommands: each declares its options, which must be options the
/// command knows, and `bloom log KIND --help` shows only that kind's usage and options.
@Suite struct LogKindTests {
    @Test func everyOptionAKindTakesIsADeclaredOption() {
        let declared = Set(LogCommand.options.map(\.name))
        for kind in LogCommand.kinds {
            for name in kind.optionNames {
                #expect(declared.contains(name), "bloom log \(kind.names[0]) takes \(name), which no OptionSpec declares")
            }
        }
    }

    @Test func kindNamesAreOneKindEach() {
        let names = LogCommand.kinds.flatMap(\.names)
        #expect(Set(names).count == names.count)
        #expect(LogCommand.kind(named: "BBT")?.names.first == "temp")
    }

    @Test func helpForAKindShowsItsUsageAndOnlyItsOptions() throws {
        let run = try BloomProcess.run(["log", "temp", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("bloom log temp VALUE [DATE]"))
        #expect(run.stdout.contains("--excluded REASON"))
        #expect(run.stdout.contains("--at TIME"))
        #expect(!run.stdout.contains("--lmp"))
        #expect(!run.stdout.contains("--caffeine"))
        let whole = try BloomProcess.run(["log", "--help"])
        #expect(whole.stdout.contains("--lmp") && whole.stdout.contains("bloom log temp"))
    }

    @Test func anOptionAnotherKindTakesIsRefused() throws {
        let run = try BloomProcess.run(["log", "water", "250", "--lmp", "2026-10-01"], environment: ["BLOOM_HOME": try BloomProcess.temporaryHome()])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--lmp does not apply to 'bloom log water'"))
    }
}
