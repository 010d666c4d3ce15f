@testable import bloom
import Foundation
import Testing

/// Issue 54, item 9: global options go before or after the command, and an unknown option
/// names the command it was given to.
@Suite struct GlobalOptionsCommandTests {
    static func isCommand(_ word: String) -> Bool { CommandRegistry.command(named: word) != nil }

    @Test(arguments: [
        (["--home", "/h", "predict"], "predict", ["--home", "/h"]),
        (["--today", "2026-11-10", "today", "--json"], "today", ["--today", "2026-11-10", "--json"]),
        (["--home=/h", "--no-color", "history"], "history", ["--home=/h", "--no-color"]),
        (["--bogus", "predict"], "predict", ["--bogus"]),
        (["--today", "2026-11-10"], "chat", ["--today", "2026-11-10"]),
        ([], "chat", []),
        (["predict", "--home", "/h"], "predict", ["--home", "/h"]),
        (["--profile", "predict", "today"], "today", ["--profile", "predict"]),
    ])
    func optionsBeforeTheCommandBecomeItsOwn(words: [String], name: String, arguments: [String]) throws {
        let split = try #require(ArgumentParser.commandFirst(words, isCommand: Self.isCommand))
        #expect(split.name == name)
        #expect(split.arguments == arguments)
    }

    @Test func anUnknownOptionBeforeAWordThatIsNoCommandIsNotGuessedAt() {
        #expect(ArgumentParser.commandFirst(["--bogus", "x", "predict"], isCommand: Self.isCommand) == nil)
    }

    @Test func optionsBeforeTheCommandRunItWhenPipedInsteadOfTheChat() throws {
        let home = try JournalHome()
        try home.ok("log", "period", "start", "2026-10-20")
        let run = try BloomProcess.run(["--home", home.path, "--today", home.today, "predict"], stdin: "")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Next period (estimate):"), "\(run.stdout)")
        let today = try BloomProcess.run(["--today", "2026-11-12", "--home", home.path, "today", "--json"], stdin: "")
        #expect(today.status == 0 && today.stdout.contains(#""today":"2026-11-12""#), "\(today.stdout) \(today.stderr)")
    }

    @Test func anUnknownOptionBeforeTheCommandBlamesThatCommand() throws {
        let home = try JournalHome()
        let run = try BloomProcess.run(["--bogus", "predict", "--home", home.path], stdin: "")
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("bloom predict: unknown option '--bogus'"), "\(run.stderr)")
        #expect(run.stderr.contains("bloom predict --help"), "\(run.stderr)")
        let nowhere = try BloomProcess.run(["--bogus", "x"], stdin: "")
        #expect(nowhere.status == 64 && nowhere.stderr.contains("unknown option '--bogus'"), "\(nowhere.stderr)")
    }
}
