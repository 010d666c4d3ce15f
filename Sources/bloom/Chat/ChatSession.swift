#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Assistant
import CycleCore
import Foundation
import Glances
import JournalAdapters
import Journal
import Language

/// The chat: a greeting with today's status, a short onboarding on an empty profile, then one
/// answer per message. On a terminal it uses the line editor and shows answers progressively;
/// with piped input it prints one plain answer per line and exits 0 at the end of input.
final class ChatSession {
    private let context: CommandContext
    private let assistant: Assistant
    private var store: JournalAssistantStore
    private let today: Day
    private var conversation = Conversation()
    /// Set when an onboarding answer was a crisis or an emergency, answered instead of the questions.
    private var onboardingGaveWayToAGuard = false
    /// Whether Ctrl-D was pressed at an onboarding question: the chat then ends, as Ctrl-D at
    /// the prompt ends it (Ctrl-C or Enter skip a question instead).
    private var leftDuringOnboarding = false
    /// Questions said instead of onboarding answers ("is spotting normal before a period?"):
    /// answered, in order, once the questions are over, never dropped.
    private var questionsLeftByOnboarding: [String] = []
    /// Set when the input ended (Ctrl-D) or was interrupted during an onboarding question.
    private var inputEnded = false
    private let interactive: Bool
    private let editor = LineEditor()

    init(context: CommandContext) throws {
        self.context = context
        self.assistant = try context.assistant()
        self.today = try context.today()
        self.store = try context.assistantStore()
        if let failure = store.failure { throw CLIError.from(failure) }
        self.interactive = isatty(0) == 1 && context.out.isTerminal
        // Views asked for ("show my calendar") fit the terminal; plain when piped.
        conversation.display = ViewDisplay(width: ContentPage.columns(of: context.out), styled: context.out.colorEnabled)
    }

    func run() throws {
        defer { if interactive { editor.restoreTerminal() } }
        if interactive {
            if try needsOnboarding() {
                try onboard()
                // Ctrl-D at a question leaves Bloom, as it does at the prompt.
                if leftDuringOnboarding {
                    context.out.line("Take care. Everything you logged stays on this device.")
                    return
                }
                // Onboarding may have created the store and the profile: read them afresh.
                store = try context.assistantStore()
            }
            if !onboardingGaveWayToAGuard { show(assistant.respond(to: "hello", in: &conversation, store: store, today: today)) }
            for question in questionsLeftByOnboarding { show(assistant.respond(to: question, in: &conversation, store: store, today: today)) }
            context.out.line(context.out.styled("Type a question, or /help. Ctrl-D or /quit to leave.", .dim))
        }
        var interrupts = 0
        while true {
            guard let line = readMessage() else { break }
            if line == "\u{3}" {
                interrupts += 1
                if interrupts >= 2 { break }
                context.out.line(context.out.styled("(Ctrl-C again, Ctrl-D or /quit to leave)", .dim))
                continue
            }
            interrupts = 0
            let message = line.trimmingCharacters(in: .whitespaces)
            if message.isEmpty { continue }
            if message.hasPrefix("/") {
                if try !slashCommand(message) { break }
                continue
            }
            // "quit" or "exit" on its own leaves, as /quit does (not a question about quitting smoking).
            if ChatSession.leaveWords.contains(message.lowercased()) { break }
            if let problem = TextNormalizer.messageTooLong(message) {
                context.err.line(problem.prefix(1).uppercased() + problem.dropFirst() + ".")
                continue
            }
            let reply = assistant.respond(to: message, in: &conversation, store: store, today: today)
            // A journal that cannot be read ends the chat with the journal's own error (exit 74),
            // as every command does: never an answer computed from nothing.
            if let failure = store.failure { throw CLIError.from(failure) }
            if let failure = reply.storeFailure { throw failure.isDataError ? CLIError.data(failure.message) : CLIError.io(failure.message) }
            show(reply)
            // A profile this message created is kept now (and said so), as the write was.
            context.settleCreatedProfile(succeeded: true)
        }
        if interactive { context.out.line("Take care. Everything you logged stays on this device.") }
    }

    /// The next message: a line from the editor on a terminal, else from standard input.
    /// Returns "\u{3}" for Ctrl-C on an empty line, nil at the end.
    private func readMessage() -> String? {
        guard interactive else { return Swift.readLine(strippingNewline: true) }
        let prompt = context.out.styled("you › ", .magenta)
        switch editor.readLine(prompt: prompt, promptWidth: 6) {
        case let .line(text): return text
        case .interrupt: return "\u{3}"
        case .endOfInput: return nil
        }
    }

    /// A reply's lines as the chat shows them on a terminal `width` columns wide: each line
    /// wrapped at word boundaries to fit beside the prompt, and every empty line (the gap
    /// between the answers to two questions) kept, so paragraphs never run together.
    static func displayLines(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
            TextWrap.wrap(String(paragraph), width: max(20, width - promptWidth), first: "", rest: "")
        }
    }

    /// Prints a reply: progressively on a terminal, plainly when piped.
    private func show(_ reply: Reply) {
        guard interactive else {
            context.out.line(reply.text)
            return
        }
        let style: TextStyle? = reply.guardKind == .emergency || reply.guardKind == .crisis ? .bold : nil
        context.out.write(context.out.styled("bloom › ", .cyan))
        if reply.intent.hasPrefix("show."), reply.text.contains("\n") {
            // A view (calendar, chart, history…) is shown whole, from the start of a line.
            context.out.line()
            context.out.line(reply.text)
            context.out.line()
            return
        }
        // Wrapped at word boundaries to the terminal's width, hanging under the prompt.
        let indent = String(repeating: " ", count: Self.promptWidth)
        let lines = Self.displayLines(reply.text, width: conversation.display.width)
        // Word by word, unless it is a safety answer or the person has already typed more: then
        // the rest at once, so nothing they type waits behind the animation.
        var paced = reply.guardKind == nil
        for (number, line) in lines.enumerated() {
            if number > 0 { context.out.write("\n" + indent) }
            let words = line.split(separator: " ", omittingEmptySubsequences: false)
            for (index, word) in words.enumerated() {
                let text = String(word) + (index < words.count - 1 ? " " : "")
                context.out.write(style.map { context.out.styled(text, $0) } ?? text)
                if paced, Self.inputIsWaiting() { paced = false }
                if paced { usleep(12_000) }
            }
        }
        context.out.line()
        context.out.line()
    }

    /// Whether the person has typed something not read yet (standard input is readable now).
    static func inputIsWaiting() -> Bool {
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLIN) != 0
    }

    /// The width of "bloom › ", under which a reply's further lines hang.
    static let promptWidth = 8

    /// Messages that leave the chat without the slash.
    static let leaveWords: Set<String> = ["quit", "exit", "quit.", "exit."]

    /// Handles /help, /mode, /profile, /quit. Returns false to leave the chat.
    private func slashCommand(_ line: String) throws -> Bool {
        let words = line.dropFirst().split(separator: " ").map(String.init)
        let command = words.first?.lowercased() ?? ""
        let argument = words.dropFirst().joined(separator: " ")
        switch command {
        case "quit", "exit", "q", "bye":
            return false
        case "help", "h", "?":
            show(assistant.respond(to: "help", in: &conversation, store: store, today: today))
            context.out.line("Chat commands: /mode [cycle|ttc|pregnancy], /profile [NAME], /quit")
        case "mode":
            if argument.isEmpty {
                context.out.line("Mode: \(store.mode.displayName) (change with /mode cycle, /mode ttc or /mode pregnancy)")
            } else if let mode = Mode(rawValue: argument.lowercased()) {
                context.out.line(try store.apply(.mode(mode)))
            } else {
                context.err.line("Modes are cycle, ttc and pregnancy.")
            }
        case "profile":
            if argument.isEmpty {
                let names = try store.profileNames()
                context.out.line("Profile: \(store.profileName)" + (names.count > 1 ? " (others: \(names.filter { $0 != store.profileName }.joined(separator: ", ")))" : ""))
            } else {
                do { context.out.line(try store.apply(.switchProfile(argument))) } catch { context.err.line("\(error)") }
            }
        default:
            let near = closestMatch(to: command, in: ["help", "mode", "profile", "quit"])
            context.err.line("Unknown command /\(command)" + (near.map { "; did you mean /\($0)?" } ?? "") + " (try /help)")
        }
        return true
    }

    // MARK: Onboarding

    /// Whether the profile in use has nothing logged yet (and none was named with `--profile`).
    private func needsOnboarding() throws -> Bool {
        try Onboarding.isNeeded(store) && context.profileOverride == nil
    }

    private func ask(_ question: String) -> String? {
        context.out.line(context.out.styled("bloom › ", .cyan) + question)
        switch editor.readLine(prompt: context.out.styled("you › ", .magenta), promptWidth: 6) {
        case let .line(text):
            // "What should I call you?" answered with a crisis or an emergency, or with words the
            // crisis check is concerned by: that is answered (nothing is written), and the
            // questions stop.
            let understanding = assistant.understand(text, today: today)
            if understanding.guardKind == .crisis || understanding.guardKind == .emergency || understanding.crisisConcern {
                show(assistant.respond(to: text, in: &conversation, store: store, today: today))
                onboardingGaveWayToAGuard = true
                return nil
            }
            return text.trimmingCharacters(in: .whitespaces)
        case .interrupt:
            inputEnded = true
            return nil
        case .endOfInput:
            inputEnded = true
            leftDuringOnboarding = true
            return nil
        }
    }

    /// Keeps `answer` for the chat when it asks something instead of answering (three words or
    /// more: "no idea?" answers the onboarding question, it asks the chat nothing).
    /// - Returns: whether it was kept.
    @discardableResult
    private func leaveForTheChatIfAsked(_ answer: String) -> Bool {
        guard answer.split(whereSeparator: { !$0.isLetter && $0 != "'" }).count >= 3 else { return false }
        let speech = assistant.understand(answer, today: today).speech
        guard speech.act == .question || speech.clauses.contains(where: { $0.act == .question }) else { return false }
        questionsLeftByOnboarding.append(answer)
        return true
    }

    /// Keeps `answer` for the chat when it tells something to log instead of a purpose ("we
    /// had sex last night" to "what are you using Bloom for?"): it names no mode and no period
    /// start, and the assistant reads a statement in it. The chat then answers it as any message.
    /// - Returns: whether it was kept.
    private func leaveForTheChatIfTold(_ answer: String) -> Bool {
        guard answer.split(whereSeparator: { !$0.isLetter && $0 != "'" }).count >= 3, ModeAnnouncement.mode(in: answer.lowercased()) == nil,
              Onboarding.lastPeriodStart(saidWithThePurpose: answer, today: today) == nil else { return false }
        guard assistant.understand(answer, today: today).speech.clauses.contains(where: { $0.act == .log }) else { return false }
        questionsLeftByOnboarding.append(answer)
        return true
    }

    /// A few questions: name, mode, and the last period's start (or the pregnancy's dates).
    /// Every answer can be skipped with Enter; nothing is guessed (`Onboarding` reads the answers).
    private func onboard() throws {
        context.out.line(context.out.styled("Welcome to Bloom.", .bold) + " Everything you tell me stays on this device. A few quick questions (press Enter to skip any):")
        guard let first = ask("What should I call you?") else { return }
        var nameAnswer = Onboarding.readName(first)
        // A question instead of a name ("is brown discharge before my period normal?") is kept
        // for the chat, names no one and states no purpose (asking about pregnancy is not being
        // pregnant): the next question is asked.
        if leaveForTheChatIfAsked(first) { nameAnswer = .skipped }
        if nameAnswer == .unclear {
            guard let again = ask("Just a name or nickname, please (or press Enter to skip).") else { return }
            nameAnswer = leaveForTheChatIfAsked(again) ? .skipped : Onboarding.readName(again)
        }
        let profileName: String
        var modeAnswer: String
        switch nameAnswer {
        case let .name(name):
            profileName = name
            modeAnswer = ask("What are you using Bloom for: tracking your cycle, trying to conceive, or pregnancy?") ?? ""
        case let .purpose(mode):
            // "trying to get pregnant" answers the next question, not this one.
            profileName = Profile.defaultName
            modeAnswer = first
            context.out.line("Got it: \(mode.displayName). (Your profile is called '\(profileName)'; \(context.hint("profile rename \(CommandContext.shellWord(profileName)) NAME", forProfile: false)) changes it.)")
        case .skipped, .unclear:
            profileName = Profile.defaultName
            modeAnswer = ask("What are you using Bloom for: tracking your cycle, trying to conceive, or pregnancy?") ?? ""
        }
        // Ctrl-D before the purpose was given leaves with nothing written.
        if leftDuringOnboarding { return }
        // A question instead of an answer ("is brown discharge normal in pregnancy?") is kept
        // for the chat and names no mode (the default, cycle, until the person sets one).
        if leaveForTheChatIfAsked(modeAnswer) || leaveForTheChatIfTold(modeAnswer) { modeAnswer = "" }
        let mode = Onboarding.mode(from: modeAnswer)
        let journal = try journalErrors { try context.journal(create: true)! }
        try journalErrors { try Onboarding.start(profileNamed: profileName, mode: mode, in: journal, today: today) }
        try askDates(mode: mode, modeAnswer: modeAnswer, profileName: profileName, journal: journal)
        // The goals and conditions come last, asked once (a skip is kept, so they are not asked
        // again); not after a crisis, the end of input, or a question left for the chat.
        if !onboardingGaveWayToAGuard, !inputEnded, questionsLeftByOnboarding.isEmpty,
           let profile = try journalErrors({ try journal.profile(named: profileName) }), Onboarding.needsGoals(profile) {
            try askGoalsAndConditions(profileName: profileName, journal: journal)
        }
        context.out.line()
    }

    /// The last period's start (and the usual cycle length), or the pregnancy's dates.
    private func askDates(mode: Mode, modeAnswer: String, profileName: String, journal: JournalStore) throws {
        let fresh = try context.assistantStore()
        if mode == .pregnancy {
            // A date said with the mode ("I'm pregnant, due 2027-06-01") is not asked for again.
            let said = Onboarding.day(in: modeAnswer, today: today).map { _ in modeAnswer }
            if let answer = said ?? ask("When did your last period start, or when is your due date? (e.g. 2026-05-01, or due 2027-02-06)"), !answer.isEmpty {
                guard let day = Onboarding.day(in: answer, today: today) else { context.out.line("I couldn't read that date; you can tell me later."); return }
                let logged = try journalErrors {
                    try Onboarding.record(Onboarding.pregnancy(from: day, today: today), forProfileNamed: profileName, in: journal, today: today)
                }
                context.out.line("Saved: \(logged.record.summary).")
            }
        } else if let answer = Onboarding.lastPeriodStart(saidWithThePurpose: modeAnswer, today: today).map({ _ in modeAnswer })
                    ?? ask("When did your last period start? (e.g. 2026-11-02, or 3 weeks ago)"), !answer.isEmpty {
            // A start said with the purpose ("my period started on the 2nd") is not asked for again.
            guard let day = Onboarding.lastPeriodStart(in: answer, today: today) else {
                context.out.line(Onboarding.tellsOnlyAnEnd(answer)
                    ? "That sounds like when it ended; predictions count from the day it started. You can tell me later (\"my period started on …\")."
                    : "I couldn't read that as a past date; you can tell me later (\"my period started on …\").")
                leaveForTheChatIfAsked(answer)
                return
            }
            context.out.line("Saved: " + (try journalErrors { try fresh.apply(.periodStart(day)) }) + ".")
            // A usual length said with the start ("…, cycles are about 30 days") is not asked for again.
            let said = Onboarding.typicalCycleLength(saidWith: answer)
            if let answer = said.map(String.init) ?? ask("How long is your cycle usually, in days, if you know?"), !answer.isEmpty {
                if let days = Onboarding.typicalCycleLength(in: answer) {
                    try journalErrors { try Onboarding.recordTypicalCycleLength(days, forProfileNamed: profileName, in: journal) }
                    context.out.line("Thanks, saved. Until you've logged three cycles, your estimates start from the \(days)-day cycle you gave; after that they follow the periods you log.")
                } else if answer.contains(where: \.isNumber) {
                    context.out.line("I can use a usual cycle of \(Profile.typicalCycleLengthRange.lowerBound) to \(Profile.typicalCycleLengthRange.upperBound) days, given as one number; you can tell me later (\"my cycle is usually 30 days\").")
                } else {
                    leaveForTheChatIfAsked(answer)
                }
            }
        }
    }

    /// "What would you most like help with?" and "Do you live with a condition…?": each read
    /// by `Onboarding`, stored in the profile (a skip as none, so it is not asked again).
    private func askGoalsAndConditions(profileName: String, journal: JournalStore) throws {
        guard let goalsAnswer = ask(Onboarding.goalsQuestion) else { return }
        if leaveForTheChatIfAsked(goalsAnswer) { return }
        switch Onboarding.goals(in: goalsAnswer) {
        case .none:
            try journalErrors { try Onboarding.record(goals: [], conditions: nil, forProfileNamed: profileName, in: journal) }
        case let .values(goals):
            try journalErrors { try Onboarding.record(goals: goals, conditions: nil, forProfileNamed: profileName, in: journal) }
            context.out.line("Saved your goals: \(goals.map(\.displayName).joined(separator: ", ")). Change them with 'bloom profile set --goals …'.")
        case .unclear:
            context.out.line("I didn't catch a goal there; you can set them later with 'bloom profile set --goals sleep,stress' (\(HealthGoal.names.joined(separator: ", "))).")
        }
        guard let conditionsAnswer = ask(Onboarding.conditionsQuestion) else { return }
        if leaveForTheChatIfAsked(conditionsAnswer) { return }
        switch Onboarding.conditions(in: conditionsAnswer) {
        case .none:
            try journalErrors { try Onboarding.record(goals: nil, conditions: [], forProfileNamed: profileName, in: journal) }
        case let .values(conditions):
            try journalErrors { try Onboarding.record(goals: nil, conditions: conditions, forProfileNamed: profileName, in: journal) }
            context.out.line(Onboarding.howConditionsAreUsed(conditions, wording: context.stepWording))
        case .unclear:
            context.out.line("I couldn't be sure which condition you meant, so I saved none; set it with 'bloom profile set --conditions pcos' (\(HealthCondition.names.joined(separator: ", "))).")
        }
    }
}

/// `bloom chat` (and `bloom` alone): talk to Bloom.
enum ChatCommand: BloomCommand {
    static let name = "chat"
    static let summary = "Talk to Bloom (also what 'bloom' alone does)"
    static let usage = """
        bloom chat [--today YYYY-MM-DD] [--home DIR] [--profile NAME]

        On a terminal: line editing, history, /help, /mode, /profile, /quit.
        Piped: one answer per line of input.

        Example:
          printf 'when is my next period?\\nthanks\\n' | bloom chat --today 2026-11-22
        """
    static let options: [OptionSpec] = []

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        try ChatSession(context: context).run()
    }
}
