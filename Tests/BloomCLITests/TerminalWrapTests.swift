#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import bloom
import Foundation
import Testing

/// Issue 49 item 5, issue 54 items 12 and 13: on a terminal, text wraps at the terminal's
/// width between words with hanging indents, machine-readable output is left as it is, and the
/// chat's line editor redraws a line longer than the terminal in place.
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
                // A word is never broken: a line is longer only when it is one word (the
                // temporary home's path a hint carries) too long for any line.
                let oneWord = line.split(separator: " ").count == 1
                #expect(line.count <= Int(columns) || oneWord, "\(command) at \(columns): \(line)")
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

    /// The chat's line editor on a terminal 60 columns wide: a line of 130 characters takes
    /// three rows and every keystroke redraws it over them (it used to print a new row per
    /// keystroke); editing in its middle puts the cursor where it belongs.
    @Test func aLineLongerThanTheTerminalIsRedrawnInPlace() throws {
        let home = try JournalHome(today: "2026-11-22")
        try home.ok("log", "period", "start", "2026-11-05")
        let terminal = try PseudoTerminal(columns: 60)
        let process = Process()
        process.executableURL = BloomProcess.executable
        process.arguments = ["--home", home.path, "--today", home.today]
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["TERM"] = "xterm"
        environment.removeValue(forKey: "BLOOM_TODAY")
        environment.removeValue(forKey: "BLOOM_HOME")
        process.environment = environment
        process.standardInput = terminal.follower
        process.standardOutput = terminal.follower
        process.standardError = terminal.follower
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        terminal.waitFor("\n\ryou › ")
        let start = terminal.shown.count
        let words = "when is my next period expected if my cycles are usually around thirty days long and I had some spotting last week"
        for character in words {
            terminal.type(String(character))
            usleep(2_000)
        }
        terminal.waitFor("last week", after: start)
        usleep(200_000)
        /// The screen now, and the row the prompt is on (it appears once).
        func screen() throws -> (ScreenModel, Int) {
            var screen = ScreenModel(columns: 60, rows: 40)
            screen.feed(terminal.waitFor("\u{0}", seconds: 0.3))
            let text = screen.text
            #expect(text.filter { $0.hasPrefix("you › ") }.count == 1, "\(text)")
            return (screen, try #require(text.lastIndex { $0.hasPrefix("you › ") }))
        }
        /// The prompt and `line` fill rows of 60 from `row`, nothing is below them, and the
        /// cursor is `position` columns after the prompt's start.
        func expectShown(_ line: String, cursorAt position: Int) throws {
            let (shown, row) = try screen()
            let typed = "you › " + line
            let rows = (typed.count + 59) / 60
            for index in 0..<rows {
                #expect(shown.text[row + index] == String(typed.dropFirst(60 * index).prefix(60)), "\(shown.text)")
            }
            #expect(shown.text[(row + rows)...].allSatisfy { $0.isEmpty }, "\(shown.text)")
            #expect(shown.cursor.y == row + position / 60 && shown.cursor.x == position % 60, "\(shown.cursor) from row \(row)")
        }
        // 119 characters with the prompt: two rows, the cursor at the end of the second.
        try expectShown(words, cursorAt: 6 + words.count)
        // One more fills the second row exactly: the cursor goes to the start of a third.
        terminal.type("!")
        usleep(300_000)
        try expectShown(words + "!", cursorAt: 6 + words.count + 1)
        // Back 70 characters and type there: redrawn in place, the cursor after the X.
        for _ in 0..<70 { terminal.type("\u{1B}[D") }
        terminal.type("X")
        usleep(300_000)
        let edited = String((words + "!").dropLast(70)) + "X" + String((words + "!").suffix(70))
        try expectShown(edited, cursorAt: 6 + words.count + 1 - 70 + 1)
        // Deleting back to one row clears the rows below.
        terminal.type("\u{5}" + String(repeating: "\u{7F}", count: 80))
        usleep(300_000)
        try expectShown(String(edited.dropLast(80)), cursorAt: 6 + edited.count - 80)
        terminal.type("\u{15}\u{0B}\u{4}")
    }
}
