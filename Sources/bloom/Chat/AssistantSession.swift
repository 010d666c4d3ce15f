import Assistant
import Content
import CycleCore
import Foundation
import JournalAdapters
import JSON

extension CommandContext {
    /// The assistant built from the Knowledge in use (`--knowledge DIR` or the built-in copy).
    /// - Parameter use: what it is for (one question, or a chat), which shapes its start-up.
    /// - Throws: a data error naming the file (and line) when the assistant's data is broken.
    func assistant(for use: Assistant.Use = .conversation) throws -> Assistant {
        guard let folder = knowledgeOverride else {
            // The built-in copy: built once and kept for the process.
            do {
                return try Assistant.builtIn(for: use)
            } catch {
                throw CLIError.data(error.description)
            }
        }
        let knowledge = try knowledge()
        let files = try Self.readFiles(under: folder)
        do {
            return try Assistant(knowledge: knowledge, files: files)
        } catch {
            throw CLIError.data(error.description)
        }
    }

    /// Every text file under `folder`, keyed by its path relative to it.
    static func readFiles(under folder: String) throws -> [String: String] {
        guard let files = KnowledgeFolder.files(under: URL(fileURLWithPath: folder)) else {
            throw CLIError.io("cannot read the folder \(folder)")
        }
        return files
    }

    /// The store the assistant reads and writes: the chosen profile in the chosen home. Reads
    /// never create anything; the first write creates the home and a default profile.
    func assistantStore() throws -> JournalAssistantStore {
        JournalAssistantStore(context: self, today: try today())
    }
}

/// A reply as one JSON object for `bloom ask --json`.
enum ReplyJSON {
    static func object(_ reply: Reply) -> JSONValue {
        var entities: [(String, JSONValue)] = []
        var seen: Set<String> = []
        for span in reply.entities where seen.insert(span.kind.rawValue).inserted {
            entities.append((span.kind.rawValue, value(of: span)))
        }
        entities.append(("spans", .array(reply.entities.map { span in
            .orderedObject([
                ("kind", .string(span.kind.rawValue)), ("text", .string(span.text)),
                ("value", value(of: span)),
            ])
        })))
        return .orderedObject([
            ("intent", .string(reply.intent)),
            ("confidence", .rounded(reply.confidence, places: 2)),
            ("entities", .orderedObject(entities)),
            ("reply", .string(reply.text)),
            ("guard", reply.guardKind.map { .string($0.rawValue) } ?? .null),
            ("actions", .array(reply.actions.map { action in
                .orderedObject([("kind", .string(action.kind)), ("day", .day(action.day)), ("summary", .string(action.summary))])
            })),
            ("filtered", .bool(reply.filtered)),
            ("topic", reply.topic.map { .string($0) } ?? .null),
            ("route", reply.route.map { .string($0.route.rawValue) } ?? .null),
            ("routeRule", reply.route.map { .string($0.rule) } ?? .null),
            ("library", reply.libraryCandidate.map { .orderedObject([("best", .string($0.id)), ("coverage", .rounded($0.coverage, places: 2)), ("fits", .bool($0.fits))]) } ?? .null),
            ("acts", .array(reply.acts.map { .string($0.rawValue) })),
            // Crisis support given: the crisis reply ("reply"), the support line after the
            // answer ("check-in", from the learned check alone), or none.
            ("crisisSupport", reply.guardKind == .crisis ? .string("reply") : reply.crisisConcern ? .string("check-in") : .null),
            // Words of crisis read as not the person's own now: "someoneElse", "topic",
            // "accident" or "pastAndOver" (`CrisisPlacement`); null otherwise.
            ("crisisPlaced", reply.crisisPlacedElsewhere.map { .string($0.rawValue) } ?? .null),
            ("care", reply.care.map { .orderedObject([("level", .string($0.level.rawValue)), ("reason", .string($0.reason)), ("rule", .string($0.rule))]) } ?? .null),
            // The intent of each question answered, when the message asked several.
            ("parts", .array(reply.parts.map { .string($0) })),
        ])
    }

    static func value(of span: EntitySpan) -> JSONValue {
        if let day = span.day { return .day(day) }
        if let id = span.id { return .string(id) }
        if let value = span.value { return .rounded(value, places: 2) }
        return .string(span.text)
    }
}
