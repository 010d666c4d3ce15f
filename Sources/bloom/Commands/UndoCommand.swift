import Journal
import JSON

/// `bloom undo`: takes back the last thing logged in the chosen profile.
enum UndoCommand: BloomCommand {
    static let name = "undo"
    static let summary = "Take back the last thing logged"
    static let usage = """
        bloom undo [--profile NAME] [--json]

        A new record is removed; a record that logging changed (a day logged again, a period's
        end) goes back to how it was. What one chat message logged is taken back together. Each
        profile keeps its last \(JournalStore.undoDepth) actions.

        Example:
          bloom log water 250 && bloom undo
        """
    static let options: [OptionSpec] = [.flag("--json", "print what was undone as JSON")]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        if let extra = arguments.positionals.first { throw CLIError.usage("unexpected '\(extra)': bloom undo") }
        try journalErrors {
            guard let (store, profile) = try context.journalForReading() else {
                throw CLIError.failure("nothing to undo: nothing has been logged yet")
            }
            if let batch = try store.lastUndoableIsImport(for: profile) {
                try store.undoImport(batch)
                let added = batch.tally.totals.added
                if context.wantsJSON {
                    context.out.line(JSONValue.orderedObject([
                        ("profile", .string(profile.name)), ("kind", .string("import")),
                        ("summary", .string("import of \(batch.fileName)")), ("removed", .bool(true)),
                    ]).rendered())
                } else {
                    context.out.line("Undid the import of \(batch.fileName) (\(batch.sourceName)): removed \(added) record\(added == 1 ? "" : "s") · profile \(profile.name)")
                }
                return
            }
            if try store.lastUndoableIsManualWellbeing(for: profile) != nil, let undone = try store.undoManualWellbeing(for: profile) {
                if context.wantsJSON {
                    context.out.line(JSONValue.orderedObject([
                        ("profile", .string(profile.name)), ("kind", .string("wellbeing")),
                        ("summary", .string(undone.summary)), ("removed", .bool(undone.removed)),
                    ]).rendered())
                } else {
                    context.out.line("Undid \(undone.summary) (\(undone.removed ? "removed" : "restored to how it was before")) · profile \(profile.name)")
                }
                return
            }
            guard let undone = try store.undoLast(for: profile) else {
                throw CLIError.failure("nothing to undo in the profile \(profile.name)")
            }
            func fields(_ result: UndoResult) -> [(String, JSONValue)] {
                [("kind", .string(result.kind.rawValue)), ("summary", .string(result.summary)), ("removed", .bool(result.removed)),
                 ("restored", result.restored.map { .string($0) } ?? .null)]
            }
            if context.wantsJSON {
                // The record undone last; `together` lists the others one action wrote with it.
                context.out.line(JSONValue.orderedObject([("profile", .string(profile.name))] + fields(undone) + [
                    ("together", .array(undone.together.map { .orderedObject(fields($0)) })),
                ]).rendered())
            } else {
                for result in undone.together + [undone] {
                    let how = result.removed ? "removed" : "restored to how it was before: \(result.restored ?? "")"
                    context.out.line("Undid \(result.summary) (\(how)) · profile \(profile.name)")
                }
            }
        }
    }
}
