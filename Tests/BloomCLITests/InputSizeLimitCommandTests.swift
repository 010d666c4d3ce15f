import Foundation
import Testing

/// The CSV a command reads from standard input or a file is capped as a backup is.
@Suite struct CSVInputSizeLimitCommandTests {
    @Test func anEndlessHistoryOrChartStreamIsRefusedWithExit65() throws {
        let home = try JournalHome()
        for arguments in [["predict", "--history", "/dev/zero"], ["chart", "--temps", "/dev/zero"]] {
            let result = try home.run(arguments)
            #expect(result.status == 65, "\(arguments)")
            #expect(result.stderr.contains("larger than 8 MiB"), "\(arguments)")
        }
        #expect(try endlessInput(to: "predict --history -", home: home) == 65)
    }
}

/// The exit status of `bloom COMMAND --home HOME` reading `yes` (an endless pipe) on standard input.
func endlessInput(to command: String, home: JournalHome) throws -> Int32 {
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = ["-c", "yes | \"$0\" \(command) --home \"$1\" 2>/dev/null", BloomProcess.executable.path, home.path]
    try shell.run()
    shell.waitUntilExit()
    return shell.terminationStatus
}

/// Issue 16, item 8: an endless or huge backup fails with a data error.
@Suite struct ImportSizeLimitCommandTests {
    @Test func anEndlessFileOrStreamIsRefusedWithExit65() throws {
        let home = try JournalHome()
        let zero = try home.run(["import", "/dev/zero"])
        #expect(zero.status == 65)
        #expect(zero.stderr.contains("larger than 64 MiB"))
        #expect(try endlessInput(to: "import -", home: home) == 65)
        #expect(!FileManager.default.fileExists(atPath: home.database))
    }
}

/// Issue 16, item 9: an over-long message is refused with a clear message.
@Suite struct LongMessageCommandTests {
    @Test func askRefusesAMessageOverTheCapWithExit65() throws {
        let home = try JournalHome()
        let result = try home.run(["ask", String(repeating: "a", count: 5000)])
        #expect(result.status == 65)
        #expect(result.stderr.contains("at most 4000"))
    }
}
