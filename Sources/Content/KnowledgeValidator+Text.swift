import Foundation

extension KnowledgeValidator {
    /// Checks every string of every file as written: none empty, none tripping the guardrails,
    /// and no key the models do not know (a misspelt optional key would be silently ignored).
    static func checkRawFiles(_ parts: KnowledgeParts, filter: OutputFilter?, into report: inout ProblemReport) {
        let encoder = JSONEncoder()
        for file in KnowledgeFile.allCases where file != .guardrails {
            guard let data = parts.data[file], let raw = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { continue }
            checkStrings(raw, path: "", file: file, filter: filter, into: &report)
            if let document = parts.document(file),
               let encoded = try? encoder.encode(document),
               let known = try? JSONSerialization.jsonObject(with: encoded, options: [.fragmentsAllowed]) {
                var names = Set<String>()
                collectKeys(known, into: &names)
                checkKeys(raw, known: known, names: names, path: "", file: file, into: &report)
            }
        }
    }

    private static func checkStrings(_ value: Any, path: String, file: KnowledgeFile, filter: OutputFilter?, into report: inout ProblemReport) {
        switch value {
        case let text as String:
            if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                report.add(file, path, "is empty text")
            } else if let hit = filter?.check(text) {
                report.add(file, path, "says \"\(hit.matched)\", which the guardrails forbid (\(hit.category.rawValue)); reword it")
            }
        case let array as [Any]:
            for (index, element) in array.enumerated() {
                checkStrings(element, path: "\(path)[\(index)]", file: file, filter: filter, into: &report)
            }
        case let object as [String: Any]:
            for key in object.keys.sorted() {
                checkStrings(object[key]!, path: join(path, key), file: file, filter: filter, into: &report)
            }
        default:
            break
        }
    }

    /// Reports keys of `raw` that the re-encoded model `known` does not have. `names` holds
    /// every key the file's models write anywhere, for "did you mean" suggestions.
    private static func checkKeys(_ raw: Any, known: Any, names: Set<String>, path: String, file: KnowledgeFile, into report: inout ProblemReport) {
        switch (raw, known) {
        case let (raw as [String: Any], known as [String: Any]):
            for key in raw.keys.sorted() {
                if let knownValue = known[key] {
                    checkKeys(raw[key]!, known: knownValue, names: names, path: join(path, key), file: file, into: &report)
                } else if !(raw[key] is NSNull) {
                    var message = "unknown key '\(key)'"
                    let candidates = names.filter { raw[$0] == nil }.sorted()
                    if let near = candidates.min(by: { EditDistance.between(key, $0) < EditDistance.between(key, $1) }),
                       EditDistance.between(key, near) <= max(2, key.count / 3) {
                        message += "; did you mean '\(near)'?"
                    }
                    report.add(file, join(path, key), message)
                }
            }
        case let (raw as [Any], known as [Any]):
            for (index, (rawElement, knownElement)) in zip(raw, known).enumerated() {
                checkKeys(rawElement, known: knownElement, names: names, path: "\(path)[\(index)]", file: file, into: &report)
            }
        default:
            break
        }
    }

    private static func collectKeys(_ value: Any, into names: inout Set<String>) {
        if let object = value as? [String: Any] {
            for (key, child) in object {
                names.insert(key)
                collectKeys(child, into: &names)
            }
        } else if let array = value as? [Any] {
            for child in array { collectKeys(child, into: &names) }
        }
    }

    private static func join(_ path: String, _ key: String) -> String {
        let plain = key.first.map { $0.isLetter || $0 == "_" } ?? false
        return plain ? (path.isEmpty ? key : "\(path).\(key)") : "\(path)[\"\(key)\"]"
    }
}
