#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// The chat on a terminal, driven through a pseudo-terminal as a person types: the line
/// editor in raw mode, replies printed word by word, lines typed while a reply prints, Ctrl-D.
@Suite struct TerminalChatTests {
    /// A home with one period logged (so the chat skips onboarding), and the chat started in
    /// it on a pseudo-terminal.
    struct Chat {
        let home: String
        let terminal: PseudoTerminal
        let process: Process

        /// - Parameter onboarded: false starts on an empty home, so the chat asks its
        ///   onboarding questions first.
        init(onboarded: Bool = true) throws {
            home = try BloomProcess.temporaryHome()
            if onboarded {
                let logged = try BloomProcess.run(["log", "period", "start", "2026-11-05", "--home", home, "--today", "2026-11-22"])
                #expect(logged.status == 0, "\(logged.stderr)")
            }
            terminal = try PseudoTerminal()
            process = Process()
            process.executableURL = BloomProcess.executable
            process.arguments = ["--home", home, "--today", "2026-11-22"]
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
        }

        /// Waits for the first prompt.
        func ready() {
            terminal.waitFor("\n\ryou › ")
        }

        /// Types `keys` at the prompt and returns what was shown until the next prompt, reply
        /// included ("\r\n\ryou › " ends a reply; typing echoes only "\ryou › …").
        func send(_ keys: String, replies: Int = 1) -> String {
            let start = terminal.shown.count
            terminal.type(keys)
            var from = start
            for _ in 0..<replies {
                let shown = terminal.waitFor("bloom › ", after: from)
                guard let reply = shown.dropFirst(from).range(of: "bloom › ") else { return String(shown.dropFirst(start)) }
                from = shown.distance(from: shown.startIndex, to: reply.upperBound)
                terminal.waitFor("\n\ryou › ", after: from)
            }
            return String(terminal.shown.dropFirst(start))
        }

        /// Answers onboarding questions in order: waits for each question and the prompt after
        /// it, then types its answer.
        func answer(_ answers: [(question: String, answer: String)]) {
            for (question, answer) in answers {
                let from = terminal.shown.count
                let shown = terminal.waitFor(question, after: from)
                let asked = shown.dropFirst(from).range(of: question).map { shown.distance(from: shown.startIndex, to: $0.upperBound) } ?? from
                terminal.waitFor("you › ", after: asked)
                terminal.type(answer + "\r")
            }
        }

        /// Leaves with Ctrl-D on an empty line and waits for the chat to end (at most 20 s).
        func leave() -> Int32? {
            terminal.type("\u{4}")
            let deadline = Date().addingTimeInterval(20)
            while process.isRunning && Date() < deadline { usleep(20_000) }
            if process.isRunning { process.terminate(); return nil }
            return process.terminationStatus
        }

        /// The store's backup, to see what the chat wrote.
        func backup() throws -> String {
            try BloomProcess.run(["export", "--home", home]).stdout
        }
    }

    /// Issue 54 (small): Ctrl-D at the first onboarding question leaves Bloom (it used to skip
    /// the questions and open the chat), and nothing is written.
    @Test func ctrlDAtTheFirstOnboardingQuestionLeavesAndWritesNothing() throws {
        let chat = try Chat(onboarded: false)
        chat.terminal.waitFor("What should I call you?")
        chat.terminal.waitFor("you › ")
        #expect(chat.leave() == 0)
        let shown = chat.terminal.waitFor("Take care")
        #expect(shown.contains("Take care"), "\(shown)")
        #expect(!shown.contains("What are you using Bloom for"), "\(shown)")
        #expect(!shown.contains("Type a question"), "\(shown)")
        #expect(!FileManager.default.fileExists(atPath: chat.home + "/bloom.sqlite"))
    }

    @Test func aMessageTypedAtThePromptIsAnsweredAndCtrlDLeaves() throws {
        let chat = try Chat()
        chat.ready()
        let shown = chat.send("when is my next period\r")
        // The date `bloom predict` gives for this history (one period, on the 5th).
        #expect(shown.contains("bloom › I estimate your next period"), "\(shown)")
        #expect(shown.contains("4 December 2026"), "\(shown)")
        #expect(chat.leave() == 0)
        #expect(chat.terminal.waitFor("Take care").contains("Take care"))
    }

    @Test func linesAndCtrlDTypedWhileAReplyIsStillPrintingAreKeptAndNotEchoedIntoIt() throws {
        let chat = try Chat()
        chat.ready()
        // The second line and the Ctrl-D are typed as soon as the first reply starts, so they
        // arrive while it is printed word by word, between two reads of the line editor.
        let start = chat.terminal.shown.count
        chat.terminal.type("what phase am i in\r")
        chat.terminal.waitFor("bloom › ", after: start)
        chat.terminal.type("had a coffee\r\u{4}")
        let shown = String(chat.terminal.waitFor("caffeine 1", after: start).dropFirst(start))
        #expect(shown.contains("lifestyle today at"), "\(shown)")
        #expect(shown.contains("caffeine 1"), "\(shown)")
        // Nothing typed ahead shows inside the first reply: the next prompt redraws it instead.
        let afterFirst = shown.components(separatedBy: "bloom › ").dropFirst().first ?? ""
        let firstReply = afterFirst.components(separatedBy: "you › ").first ?? ""
        #expect(firstReply.contains("luteal phase"), "\(firstReply)")
        #expect(!firstReply.contains("coffee"), "\(firstReply)")
        let deadline = Date().addingTimeInterval(20)
        while chat.process.isRunning && Date() < deadline { usleep(20_000) }
        #expect(!chat.process.isRunning, "the Ctrl-D typed ahead did not end the chat")
        if chat.process.isRunning { chat.process.terminate() }
        #expect(chat.terminal.waitFor("Take care").contains("Take care"))
        #expect(try chat.backup().contains("\"caffeine\": 1"))
    }

    @Test func aSignalWhileAReplyPrintsGivesTheTerminalBackWithEcho() throws {
        let chat = try Chat()
        chat.ready()
        chat.terminal.type("is brown discharge before my period normal\r")
        chat.terminal.waitFor("bloom › ")
        // Echo is off while the reply prints; a signal must not leave it off.
        kill(chat.process.processIdentifier, SIGTERM)
        let deadline = Date().addingTimeInterval(20)
        while chat.process.isRunning && Date() < deadline { usleep(20_000) }
        #expect(!chat.process.isRunning)
        var settings = termios()
        #expect(tcgetattr(chat.terminal.follower.fileDescriptor, &settings) == 0)
        #expect(settings.c_lflag & tcflag_t(ECHO) != 0, "the terminal was left without echo")
        #expect(settings.c_lflag & tcflag_t(ICANON) != 0, "the terminal was left in raw mode")
    }

    @Test func aQuestionAtThePromptWritesNothing() throws {
        let chat = try Chat()
        chat.ready()
        let before = try chat.backup()
        let shown = chat.send("what does a positive opk mean\r")
        #expect(shown.contains("bloom › "), "\(shown)")
        #expect(chat.leave() == 0)
        #expect(try chat.backup() == before)
    }

    /// An answer to "What should I call you?" that is a crisis gets the crisis answer, not
    /// "Just a name or nickname, please"; the questions stop and nothing is written.
    @Test func aCrisisTypedAsAnOnboardingAnswerIsAnsweredAndNothingIsWritten() throws {
        let chat = try Chat(onboarded: false)
        chat.terminal.waitFor("What should I call you?")
        chat.terminal.waitFor("you › ")
        let before = try chat.backup()
        let start = chat.terminal.shown.count
        chat.terminal.type("i keep thinking my family would be happier if i just wasnt here\r")
        let shown = String(chat.terminal.waitFor("Type a question", after: start).dropFirst(start))
        #expect(shown.contains("Samaritans on 116 123"), "\(shown)")
        #expect(!shown.contains("Just a name"), "\(shown)")
        #expect(!shown.contains("What are you using Bloom for"), "\(shown)")
        #expect(chat.leave() == 0)
        #expect(try chat.backup() == before)
    }

    /// "How long is your cycle usually?" answered with a question: the questions end and the
    /// question is answered, never dropped; a crisis sentence in it gets the support line and
    /// only the period start said before it is written.
    @Test func aQuestionTypedAsAnOnboardingAnswerIsAnsweredAfterTheQuestions() throws {
        let chat = try Chat(onboarded: false)
        chat.answer([("What should I call you?", "Sam"), ("What are you using Bloom for", "tracking my cycle"),
                     ("When did your last period start?", "2026-11-03")])
        chat.terminal.waitFor("How long is your cycle usually")
        let start = chat.terminal.shown.count
        chat.terminal.type("Spotting since Tuesday. I've written letters to the kids just in case. Is spotting normal before a period?\r")
        let shown = String(chat.terminal.waitFor("Type a question", after: start).dropFirst(start))
        #expect(shown.contains("Samaritans on 116 123"), "\(shown)")
        #expect(shown.lowercased().contains("spotting"), "the question is answered: \(shown)")
        #expect(chat.leave() == 0)
        let backup = try chat.backup()
        #expect(backup.contains("2026-11-03") && !backup.contains("\"spotting\""), "\(backup)")
    }

    /// "What should I call you?" and "What are you using Bloom for?" answered with questions that
    /// mention a period and a pregnancy: neither is read as a purpose (the mode question is still
    /// asked, the mode stays cycle), and both questions are answered after the last question.
    @Test func questionsTypedForTheNameAndThePurposeAreAnsweredAfterwardsAndSetNoMode() throws {
        let chat = try Chat(onboarded: false)
        chat.answer([("What should I call you?", "is brown discharge before my period normal"),
                     ("What are you using Bloom for", "is discharge normal in pregnancy?"),
                     ("When did your last period start?", "2026-11-03")])
        chat.terminal.waitFor("How long is your cycle usually")
        let start = chat.terminal.shown.count
        chat.terminal.type("\r")
        let shown = String(chat.terminal.waitFor("Type a question", after: start).dropFirst(start))
        #expect(!shown.contains("Got it:"), "\(shown)")
        #expect(shown.contains("Brown blood"), "the first question is answered: \(shown)")
        #expect(shown.lowercased().contains("discharge") && shown.lowercased().contains("pregnan"), "the second is answered: \(shown)")
        #expect(chat.leave() == 0)
        let backup = try chat.backup()
        #expect(backup.contains("2026-11-03") && backup.contains("\"mode\": \"cycle\""), "\(backup)")
        #expect(!backup.contains("\"mode\": \"pregnancy\"") && !backup.contains("\"pregnancies\": [{"), "\(backup)")
    }
}
