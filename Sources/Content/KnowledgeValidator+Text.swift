import BloomBase
import Foundation
import JSON

extension KnowledgeValidator {
    /// Checks every string of every file as written: none empty, none tripping the guardrails,
    /// and no key the models do not know (a misspelt optional key would be silently ignored).
    static func checkRawFiles(_ parts: KnowledgeParts, filter: OutputFilter?, into report: inout ProblemReport) {
        let encoder = JSONEncoder()
        for file in KnowledgeFile.allCases where file != .guardrails {
            // A file that is not JSON at all is reported by the loader.
            guard let data = parts.data[file], (try? JSONDocument(Array(data))) != nil else { continue }
            let raw: JSONValue
            do { raw = try JSONValue(parsing: String(decoding: data, as: UTF8.self)) } catch {
                report.add(file, "", "\(error) (a key written twice is ambiguous: keep one)")
                continue
            }
            checkStrings(raw, path: "", file: file, filter: filter, into: &report)
            // The model re-encoded says which keys it knows (Foundation's encoder is only a
            // tool here: what it writes is read back with Bloom's own reader).
            if let document = parts.document(file),
               let encoded = try? encoder.encode(document),
               let known = try? JSONValue(parsing: String(decoding: encoded, as: UTF8.self)) {
                var names = Set<String>()
                collectKeys(known, into: &names)
                checkKeys(raw, known: known, names: names, path: "", file: file, into: &report)
            }
        }
    }

    private static func checkStrings(_ value: JSONValue, path: String, file: KnowledgeFile, filter: OutputFilter?, into report: inout ProblemReport) {
        switch value {
        case let .string(text):
            if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                report.add(file, path, "is empty text")
            } else if let hit = filter?.check(text) {
                report.add(file, path, "says \"\(hit.matched)\", which the guardrails forbid (\(hit.category.rawValue)); reword it")
            }
        case let .array(array):
            for (index, element) in array.enumerated() {
                checkStrings(element, path: "\(path)[\(index)]", file: file, filter: filter, into: &report)
            }
        case let .object(object):
            for key in object.keys.sorted() {
                checkStrings(object[key]!, path: join(path, key), file: file, filter: filter, into: &report)
            }
        default:
            break
        }
    }

    /// Reports keys of `raw` that the re-encoded model `known` does not have. `names` holds
    /// every key the file's models write anywhere, for "did you mean" suggestions.
    private static func checkKeys(_ raw: JSONValue, known: JSONValue, names: Set<String>, path: String, file: KnowledgeFile, into report: inout ProblemReport) {
        switch (raw, known) {
        case let (.object(raw), .object(known)):
            for key in raw.keys.sorted() {
                if let knownValue = known[key] {
                    checkKeys(raw[key]!, known: knownValue, names: names, path: join(path, key), file: file, into: &report)
                } else if raw[key] != .null {
                    var message = "unknown key '\(key)'"
                    let candidates = names.filter { raw[$0] == nil }.sorted()
                    if let near = candidates.min(by: { distance(key, $0) < distance(key, $1) }), distance(key, near) <= max(2, key.count / 3) {
                        message += "; did you mean '\(near)'?"
                    }
                    report.add(file, join(path, key), message)
                }
            }
        case let (.array(raw), .array(known)):
            for (index, (rawElement, knownElement)) in zip(raw, known).enumerated() {
                checkKeys(rawElement, known: knownElement, names: names, path: "\(path)[\(index)]", file: file, into: &report)
            }
        default:
            break
        }
    }

    private static func collectKeys(_ value: JSONValue, into names: inout Set<String>) {
        switch value {
        case let .object(object):
            for (key, child) in object {
                names.insert(key)
                collectKeys(child, into: &names)
            }
        case let .array(array):
            for child in array { collectKeys(child, into: &names) }
        default:
            break
        }
    }

    /// Edits (adjacent swaps counting one) between two keys, by Unicode scalar.
    private static func distance(_ a: String, _ b: String) -> Int {
        EditDistance.between(Array(a.unicodeScalars), Array(b.unicodeScalars), counting: .withAdjacentSwaps) ?? .max
    }

    private static func join(_ path: String, _ key: String) -> String {
        let plain = key.first.map { $0.isLetter || $0 == "_" } ?? false
        return plain ? (path.isEmpty ? key : "\(path).\(key)") : "\(path)[\"\(key)\"]"
    }
}
