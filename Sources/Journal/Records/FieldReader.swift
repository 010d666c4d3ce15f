import CycleCore
import JSON

/// Reads the fields of one record from a JSON object, noting every problem instead of
/// stopping at the first, so an import can report all bad fields at once.
///
/// Getters return nil when a field is absent, null or wrong; a required field that is absent
/// or null is noted as missing.
package final class FieldReader {
    private let members: [String: JSONValue]
    /// The problems found so far, each naming its field.
    package private(set) var problems: [RecordProblem] = []

    /// Reads `value`, which must be an object whose keys are among `allowedKeys`.
    package init(_ value: JSONValue, allowedKeys: [String]) {
        guard case let .object(members) = value else {
            self.members = [:]
            problems.append(RecordProblem("", "expected an object, found \(value.kindName)"))
            return
        }
        self.members = members
        for key in members.keys.sorted() where !allowedKeys.contains(key) {
            problems.append(RecordProblem(key, "unknown field (fields: \(allowedKeys.joined(separator: ", ")))"))
        }
    }

    /// Notes a problem with `field`.
    package func note(_ field: String, _ message: String) {
        problems.append(RecordProblem(field, message))
    }

    /// The raw value of `key`, noting it as missing when required and absent.
    package func value(_ key: String, optional: Bool) -> JSONValue? {
        guard let value = members[key], value != .null else {
            if !optional { note(key, "is missing") }
            return nil
        }
        return value
    }

    /// A `YYYY-MM-DD` day.
    package func day(_ key: String, optional: Bool = false) -> Day? {
        guard let text = string(key, optional: optional) else { return nil }
        do { return try Day(iso: text) } catch {
            note(key, "'\(text)' is not a day (\((error as? DayParseError)?.reason ?? "unreadable"); use YYYY-MM-DD)")
            return nil
        }
    }

    /// A `YYYY-MM-DDTHH:MM:SS` moment.
    package func timestamp(_ key: String, optional: Bool = false) -> LocalTimestamp? {
        guard let text = string(key, optional: optional) else { return nil }
        guard let moment = LocalTimestamp(iso: text) else {
            note(key, "'\(text)' is not a moment (use YYYY-MM-DDTHH:MM:SS)")
            return nil
        }
        return moment
    }

    /// An `HH:MM` time.
    package func time(_ key: String, optional: Bool = false) -> TimeOfDay? {
        guard let text = string(key, optional: optional) else { return nil }
        guard let time = TimeOfDay(text: text) else {
            note(key, "'\(text)' is not a time (use HH:MM)")
            return nil
        }
        return time
    }

    /// Text.
    package func string(_ key: String, optional: Bool = false) -> String? {
        guard let value = value(key, optional: optional) else { return nil }
        guard case let .string(text) = value else {
            note(key, "expected text, found \(value.kindName)")
            return nil
        }
        return text
    }

    /// A whole number.
    package func int(_ key: String, optional: Bool = false) -> Int? {
        guard let value = value(key, optional: optional) else { return nil }
        guard case let .int(number) = value else {
            note(key, "expected a whole number, found \(value.rendered())")
            return nil
        }
        return number
    }

    /// A number.
    package func double(_ key: String, optional: Bool = false) -> Double? {
        guard let value = value(key, optional: optional) else { return nil }
        switch value {
        case let .int(number): return Double(number)
        case let .double(number): return number
        default:
            note(key, "expected a number, found \(value.kindName)")
            return nil
        }
    }

    /// true or false.
    package func bool(_ key: String, optional: Bool = false) -> Bool? {
        guard let value = value(key, optional: optional) else { return nil }
        guard case let .bool(flag) = value else {
            note(key, "expected true or false, found \(value.kindName)")
            return nil
        }
        return flag
    }

    /// A list (an absent or null list reads as empty).
    package func list(_ key: String) -> [JSONValue] {
        guard let value = value(key, optional: true) else { return [] }
        guard case let .array(items) = value else {
            note(key, "expected a list, found \(value.kindName)")
            return []
        }
        return items
    }

    /// A list of texts.
    package func strings(_ key: String) -> [String] {
        list(key).enumerated().compactMap { index, item in
            guard case let .string(text) = item else {
                note("\(key)[\(index)]", "expected text, found \(item.kindName)")
                return nil
            }
            return text
        }
    }

    /// A word from a fixed vocabulary.
    package func choice<V: Vocabulary>(_ key: String, _ type: V.Type, optional: Bool = false) -> V? {
        guard let text = string(key, optional: optional) else { return nil }
        guard let value = V(rawValue: text) else {
            note(key, V.unknownMessage(text))
            return nil
        }
        return value
    }
}

extension FieldReader {
    /// Reads each item of the list `key` as an object with `allowedKeys`, noting problems
    /// under `key[index].field`.
    package func objects<T>(_ key: String, allowedKeys: [String], _ read: (FieldReader) -> T?) -> [T] {
        list(key).enumerated().compactMap { index, item in
            let child = FieldReader(item, allowedKeys: allowedKeys)
            let value = read(child)
            for problem in child.problems {
                note(problem.field.isEmpty ? "\(key)[\(index)]" : "\(key)[\(index)].\(problem.field)", problem.message)
            }
            return child.problems.isEmpty ? value : nil
        }
    }
}
