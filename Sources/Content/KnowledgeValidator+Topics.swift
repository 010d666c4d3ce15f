import JSON
import Foundation

extension KnowledgeValidator {
    /// The most words a topic answer may have (the schema aims for 120).
    package static let topicAnswerWordLimit = 130
    /// The fewest words a topic answer may have.
    package static let topicAnswerWordMinimum = 25
    /// How many ways of asking each topic must list.
    package static let topicQuestionCount = 5...12

    /// Phrases a topic must never say, on top of the guardrails: guesses at a cause and
    /// "safe" timing for sex.
    static let topicForbiddenPhrases = [
        "it's probably", "it is probably", "you probably have", "this is probably", "safe time",
        "safe window", "nothing to worry", "don't worry", "do not worry", "you definitely",
    ]

    /// The keys a topic object may have.
    static let topicKeys: Set<String> = ["id", "title", "questions", "answer", "personal", "getHelp", "related", "modes", "sources"]

    /// Checks every topic file: ids unique across files, 5–12 questions, answer length, sources,
    /// related ids that exist, the get-help level, modes, and that every answer, title and
    /// get-help line passes the output filter.
    static func checkTopics(_ parts: KnowledgeParts, filter: OutputFilter?, into report: inout ProblemReport) {
        var firstFile: [String: String] = [:]
        for (path, document) in parts.topicFiles {
            for topic in document.topics where firstFile[topic.id] == nil { firstFile[topic.id] = path }
        }
        for (path, document) in parts.topicFiles {
            func add(_ at: String, _ message: String) { report.problems.append(KnowledgeProblem(file: path, path: at, message: message)) }
            let area = TopicLibrary.area(ofPath: path)
            if document.area != area { add("area", "is '\(document.area)' but the file is \(area).json; they must match") }
            if document.topics.isEmpty { add("topics", "is empty; add at least one topic") }
            var seen: [String: Int] = [:]
            for (index, topic) in document.topics.enumerated() {
                let at = "topics[\(index)]"
                if !isKebabCase(topic.id) { add("\(at).id", "'\(topic.id)' is not lower-case kebab-case (e.g. 'when-to-test')") }
                if let earlier = seen[topic.id] {
                    add("\(at).id", "duplicate id '\(topic.id)' (also topics[\(earlier)])")
                } else {
                    seen[topic.id] = index
                    if let other = firstFile[topic.id], other != path { add("\(at).id", "duplicate id '\(topic.id)' (also in \(other))") }
                }
                checkTopic(topic, at: at, ids: firstFile, filter: filter, add: add)
            }
        }
        checkTopicKeys(parts, into: &report)
        if let words = parts.topicWords {
            for (phrase, replacement) in words.synonyms.sorted(by: { $0.key < $1.key }) {
                if phrase.trimmingCharacters(in: .whitespaces).isEmpty || replacement.trimmingCharacters(in: .whitespaces).isEmpty {
                    report.problems.append(KnowledgeProblem(file: TopicLibrary.wordsPath, path: "synonyms", message: "'\(phrase)' → '\(replacement)': both sides need words"))
                }
            }
        }
    }

    private static func checkTopic(_ topic: Topic, at: String, ids: [String: String], filter: OutputFilter?, add: (String, String) -> Void) {
        if topic.title.trimmingCharacters(in: .whitespaces).isEmpty { add("\(at).title", "is empty text") }
        if !topicQuestionCount.contains(topic.questions.count) {
            add("\(at).questions", "has \(topic.questions.count) questions; list 5 to 12 ways people ask it")
        }
        var distinct = Set<String>()
        for (index, question) in topic.questions.enumerated() {
            let folded = SearchText.folded(question)
            if folded.isEmpty { add("\(at).questions[\(index)]", "is empty text") }
            if !distinct.insert(folded).inserted { add("\(at).questions[\(index)]", "repeats an earlier question") }
        }
        let words = topic.answer.split { $0.isWhitespace }.count
        if words > topicAnswerWordLimit { add("\(at).answer", "has \(words) words; at most \(topicAnswerWordLimit) (aim for 120)") }
        if words < topicAnswerWordMinimum { add("\(at).answer", "has \(words) words; at least \(topicAnswerWordMinimum)") }
        if topic.sources.isEmpty || topic.sources.count > 3 {
            add("\(at).sources", "has \(topic.sources.count) sources; give 1 to 3 as 'ORG: document title'")
        }
        for (index, source) in topic.sources.enumerated() where source.split(separator: " ").count < 2 {
            add("\(at).sources[\(index)]", "'\(source)' should name the organisation and the document, e.g. 'NHS: Heavy periods'")
        }
        if topic.related.isEmpty || topic.related.count > 4 { add("\(at).related", "has \(topic.related.count) ids; give 1 to 4") }
        for (index, id) in topic.related.enumerated() {
            if id == topic.id { add("\(at).related[\(index)]", "names the topic itself") }
            else if ids[id] == nil { add("\(at).related[\(index)]", "no topic has the id '\(id)'") }
        }
        if topic.modes.isEmpty { add("\(at).modes", "is empty; give any of cycle, ttc, pregnancy") }
        if let help = topic.getHelp {
            if help.level == .selfCare { add("\(at).getHelp.level", "'self-care' is not a place to get help; use pharmacist, appointment, gp-today, urgent or ambulance") }
            if help.when.trimmingCharacters(in: .whitespaces).isEmpty { add("\(at).getHelp.when", "is empty text") }
        }
        var texts = [("title", topic.title), ("answer", topic.answer)]
        if let help = topic.getHelp { texts.append(("getHelp.when", help.when)) }
        for (index, source) in topic.sources.enumerated() { texts.append(("sources[\(index)]", source)) }
        for (field, text) in texts {
            if let hit = filter?.check(text) {
                add("\(at).\(field)", "says \"\(hit.matched)\", which the guardrails forbid (\(hit.category.rawValue)); reword it")
            }
            let folded = text.lowercased().replacingOccurrences(of: "’", with: "'")
            for phrase in topicForbiddenPhrases where folded.contains(phrase) {
                add("\(at).\(field)", "says \"\(phrase)\", which a topic must never say; reword it")
            }
        }
    }

    /// A misspelt optional key ("gethelp") would be silently ignored: report unknown keys.
    private static func checkTopicKeys(_ parts: KnowledgeParts, into report: inout ProblemReport) {
        for (path, _) in parts.topicFiles {
            guard let data = parts.topicData[path],
                  case let .object(root)? = try? JSONValue(parsing: String(decoding: data, as: UTF8.self)) else { continue }
            for key in root.keys.sorted() where !["version", "area", "topics"].contains(key) {
                report.problems.append(KnowledgeProblem(file: path, path: key, message: "unknown key '\(key)'"))
            }
            guard case let .array(items)? = root["topics"] else { continue }
            for (index, item) in items.enumerated() {
                guard case let .object(object) = item else { continue }
                for key in object.keys.sorted() where !topicKeys.contains(key) {
                    report.problems.append(KnowledgeProblem(file: path, path: "topics[\(index)].\(key)", message: "unknown key '\(key)'"))
                }
                if case let .object(help)? = object["getHelp"] {
                    for key in help.keys.sorted() where key != "level" && key != "when" {
                        report.problems.append(KnowledgeProblem(file: path, path: "topics[\(index)].getHelp.\(key)", message: "unknown key '\(key)'"))
                    }
                }
            }
        }
    }
}
