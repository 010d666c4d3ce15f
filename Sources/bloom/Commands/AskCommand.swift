import Assistant
import CycleCore
import Language
import Foundation
import JournalAdapters

/// `bloom ask "MESSAGE"`: one turn with the assistant.
enum AskCommand: BloomCommand {
    static let name = "ask"
    static let summary = "Ask Bloom one question (or log something) and print the answer"
    static let usage = """
        bloom ask "MESSAGE" [--json] [--today YYYY-MM-DD] [--home DIR] [--profile NAME]

        Examples:
          bloom ask "when is my next period?"
          bloom ask "my period started yesterday" --json
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
        var conversation = Conversation()
        // Views asked for ("show my calendar") fit the terminal; plain when piped or --json.
        conversation.display = ViewDisplay(width: ContentPage.columns(of: context.out), styled: context.out.colorEnabled && !context.wantsJSON)
        let reply = assistant.respond(to: message, in: &conversation, store: store, today: try context.today())
        if let failure = store.failure { throw CLIError.from(failure) }
        if let failure = reply.storeFailure { throw failure.isDataError ? CLIError.data(failure.message) : CLIError.io(failure.message) }
        if context.wantsJSON {
            context.out.line(ReplyJSON.object(reply).rendered())
        } else {
            context.out.line(reply.text)
        }
    }
}
