import Assistant
import CycleCore
import Foundation
import JournalAdapters
import JSON
import Language

/// `bloom ask "MESSAGE"`: one turn with the assistant.
enum AskCommand: BloomCommand {
    static let name = "ask"
    static let summary = "Ask Bloom one question (or log something) and print the answer"
    static let usage = """
        bloom ask "MESSAGE" [--json] [--today YYYY-MM-DD] [--home DIR] [--profile NAME]

        A question Bloom asks back ("… Just say yes or no.") waits ten minutes for the next
        'bloom ask' of the same profile, so 'bloom ask yes' answers it.

        Examples:
          bloom ask "when is my next period?"
          bloom ask "my period started yesterday" --json
          bloom ask "midwife appt on dec 3 at 2:30pm"   then   bloom ask yes
        """
    static let options: [OptionSpec] = [.flag("--json", "print one JSON object: intent, confidence, entities, reply, guard, actions")]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let message = arguments.positionals.joined(separator: " ")
        guard !message.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw CLIError.usage("say something, e.g. bloom ask \"when is my next period?\"")
        }
        if let problem = TextNormalizer.messageTooLong(message) { throw CLIError.data(problem) }
        let assistant = try context.assistant(for: .oneQuestion)
        let store = try context.assistantStore()
        // Views asked for ("show my calendar") fit the terminal; plain when piped or --json.
        let display = ViewDisplay(width: ContentPage.columns(of: context.out), styled: context.out.colorEnabled && !context.wantsJSON)
        // A question Bloom asked in the previous `bloom ask` ("… Just say yes or no.") waits
        // for this one (OneQuestionTurn keeps it in the store for ten minutes).
        let turn = OneQuestionTurn.respond(to: message, assistant: assistant, store: store, today: try context.today(),
                                           now: try context.now(), display: display)
        let reply = turn.reply
        if let failure = store.failure { throw CLIError.from(failure) }
        if let failure = reply.storeFailure { throw failure.isDataError ? CLIError.data(failure.message) : CLIError.io(failure.message) }
        if context.wantsJSON {
            context.out.line(ReplyJSON.object(reply).rendered())
            return
        }
        context.out.line(reply.text)
        if turn.questionKept == false {
            // Nothing is stored yet (or it cannot be written): the question cannot wait for the
            // next `bloom ask`, so say how to answer it in one line.
            context.out.line(context.out.styled("To answer it from the command line: printf '%s\\n' \(CommandContext.shellWord(message)) "
                + "\(CommandContext.shellWord("YOUR ANSWER")) | bloom chat\(context.carriedOptions())", .dim))
        }
    }
}
