#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import bloom
import Foundation
import Testing

/// Issue 49 item 5, issue 54 item 12: on a terminal, text wraps at the terminal's width
/// between words with hanging indents, and machine-readable output is left as it is.
@Suite struct TerminalWrapTests {
    /// What `bloom ARGUMENTS` shows on a terminal `columns` wide (line feeds only).
    static func onTerminal(_ arguments: [String], columns: UInt16) throws -> String {
        let terminal = try PseudoTerminal(columns: columns)
        let process = Process()
        process.executableURL = BloomProcess.executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["TERM"] = "xterm"
        environment.removeValue(forKey: "BLOOM_TODAY")
        environment.removeValue(forKey: "BLOOM_HOME")
        environment["BLOOM_TIME"] = "10:30"
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = terminal.follower
        process.standardError = terminal.follower
        try process.run()
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning && Date() < deadline { terminal.waitFor("\u{0}", seconds: 0.05) }
        terminal.waitFor("\u{0}", seconds: 0.2)
        return terminal.shown.replacingOccurrences(of: "\r", with: "")
    }

    /// A home with periods, a temperature chart, wellness logs; and one pregnant, with kicks
    /// and contractions.
    static let homes: (cycle: JournalHome, pregnant: JournalHome) = {
        let cycle = try! DailyFixture.regularHome(today: "2026-11-24")
        for back in 1...9 {
            try! cycle.ok("log", "rhr", String(56 + back % 3), "\(back) days ago")
            try! cycle.ok("log", "hrv", String(40 + back % 5), "\(back) days ago")
            try! cycle.ok("log", "sleep", "23:40-07:05", "\(back) days ago")
        }
        try! cycle.ok("log", "workout", "40", "--effort", "7")
        try! cycle.ok("log", "day", "--symptom", "cramps,headache", "--mood", "calm", "2026-10-25")
        let pregnant = try! JournalHome(today: "2026-11-24", time: "10:30")
        try! pregnant.ok("log", "pregnancy", "--due", "2027-04-10")
        try! pregnant.ok("profile", "set", "--mode", "pregnancy")
        try! pregnant.ok("log", "kicks", "--start", "09:00", "--end", "09:40", "--kicks", "09:01,09:05,09:12")
        for (start, end) in [("09:00", "09:01"), ("09:06", "09:07"), ("09:12", "09:13")] {
            try! pregnant.ok("log", "contraction", "--start", start, "--end", end)
        }
        return (cycle, pregnant)
    }()

    static let commands: [[String]] = [["today"], ["insights"], ["calendar"], ["predict"], ["scores"], ["history"],
                                       ["kicks", "summary"], ["contractions", "summary"], ["yoga", "--phase", "luteal"]]

    @Test(arguments: [UInt16(60), 100])
    func textFitsTheTerminalAndReadsAsWhenPiped(columns: UInt16) throws {
        for command in Self.commands {
            let home = ["kicks", "contractions"].contains(command[0]) ? Self.homes.pregnant : Self.homes.cycle
            let arguments = command + ["--home", home.path, "--today", home.today]
            let piped = try BloomProcess.run(arguments, environment: ["BLOOM_TIME": "10:30"])
            #expect(piped.status == 0, "\(command): \(piped.stderr)")
            let shown = try Self.onTerminal(arguments, columns: columns)
            for line in shown.split(separator: "\n") {
                #expect(line.count <= Int(columns), "\(command) at \(columns): \(line)")
            }
            // The same words in the same order: wrapping only moved line breaks.
            #expect(shown.split(whereSeparator: \.isWhitespace) == piped.stdout.split(whereSeparator: \.isWhitespace),
                    "\(command) at \(columns):\n\(shown)")
        }
    }

    @Test func machineReadableOutputReachesTheTerminalUnwrapped() throws {
        let home = Self.homes.cycle
        let common = ["--home", home.path, "--today", home.today]
        let json = try Self.onTerminal(["today", "--json"] + common, columns: 60)
        #expect(json.split(separator: "\n").count == 1 && json.count > 60)
        #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: Any])
        let ics = try Self.onTerminal(["ics"] + common, columns: 60)
        #expect(ics == (try BloomProcess.run(["ics"] + common)).stdout.replacingOccurrences(of: "\r", with: ""))
    }
}
