@testable import bloom
import Foundation
import Testing

/// Issue 54, item 10: a hint carries the options that chose whose data it is, so running it as
/// shown changes the same profile in the same folder.
@Suite struct CommandHintTests {
    @Test func thePregnancyHintNamesTheProfileItWasLoggedFor() throws {
        let home = try JournalHome()
        try home.ok("profile", "add", "me")
        try home.ok("profile", "add", "sis")
        let logged = try home.ok("log", "pregnancy", "--due", "2027-03-01", "--profile", "sis")
        #expect(logged.contains("'bloom profile set --mode pregnancy --home \(home.path) --profile sis'"), "\(logged)")
        // Run as shown, it changes sis, not the active profile.
        try home.ok("profile", "set", "--mode", "pregnancy", "--profile", "sis")
        let list = try home.ok("profile", "list")
        let me = try #require(list.split(separator: "\n").first { $0.contains("me") && !$0.contains("sis") })
        #expect(!me.contains("pregnancy"), "\(list)")
        #expect(list.split(separator: "\n").contains { $0.contains("sis") && $0.contains("pregnancy") }, "\(list)")
    }

    @Test func aHintWithoutOptionsIsThePlainCommand() throws {
        let home = BloomProcess.temporaryHome
        let path = try home() + "/bloom"
        let run = try BloomProcess.run(["log", "pregnancy", "--due", "2027-03-01", "--today", "2026-11-10"], environment: ["BLOOM_HOME": path])
        #expect(run.stdout.contains("'bloom profile set --mode pregnancy'"), "\(run.stdout)")
    }

    @Test func viewsWriteTheirHintsWithTheProfileAndHome() throws {
        let home = try JournalHome()
        try home.ok("profile", "add", "me")
        try home.ok("profile", "add", "Anna Lee")
        let suffix = " --home \(home.path) --profile \"Anna Lee\"'"
        for (command, words) in [(["today"], "log period start YYYY-MM-DD"), (["history"], "log period start DATE"),
                                 (["calendar"], "log period start YYYY-MM-DD"), (["chart"], "log temp 36.45 --at 06:30"),
                                 (["weight"], "log weight 64.2")] {
            let run = try home.run(command + ["--profile", "Anna Lee"])
            let output = run.stdout
            #expect(run.status == 0, "\(command): \(run.stderr)")
            #expect(output.contains("'bloom \(words)\(suffix)"), "\(command): \(output)")
        }
    }

    @Test(arguments: [("sis", "sis"), ("Anna Lee", "\"Anna Lee\""), ("/tmp/a b", "\"/tmp/a b\""), ("x$y", "\"x\\$y\""), ("Zoë", "Zoë")])
    func wordsAreQuotedForAShellOnlyWhenNeeded(word: String, shell: String) {
        #expect(CommandContext.shellWord(word) == shell)
    }
}
