import CycleCore

extension Template {
    /// The variant's text with its tags filled in from `values`.
    ///
    /// Line breaks at the very start and end of the result are removed, so a conditional last
    /// line leaves no trailing line break behind.
    /// - Parameter values: the values the tags read; `today` (a day) is needed by `|relative`.
    /// - Returns: the text to show.
    /// - Throws: `TemplateError` naming this variant's key, file and the tag's line and column
    ///   when a value is missing, null where it must be shown, or of the wrong kind for a filter.
    package func render(_ values: [String: TemplateValue]) throws(TemplateError) -> String {
        var renderer = TemplateRenderer(values: values)
        var output = ""
        output.reserveCapacity(text.utf8.count + 64)
        do {
            try renderer.render(nodes, into: &output)
        } catch {
            throw error.error(file: file, key: key, at: nil)
        }
        return TemplateRenderer.trimmingLineBreaks(output)
    }
}

/// Walks a parsed template with a set of values.
struct TemplateRenderer {
    /// The value bound by an enclosing `{{#each}}` or `{{#with}}`, and the loop position.
    private struct Frame {
        var value: TemplateValue
        var index: Int
        var count: Int
    }

    let values: [String: TemplateValue]
    private var frames: [Frame] = []

    init(values: [String: TemplateValue]) {
        self.values = values
    }

    mutating func render(_ nodes: [TemplateNode], into output: inout String) throws(TemplateProblem) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .output(let expression):
                try write(expression, into: &output)
            case .conditional(let branches, let otherwise):
                var taken = false
                for branch in branches {
                    if try test(branch.condition) {
                        try render(branch.body, into: &output)
                        taken = true
                        break
                    }
                }
                if !taken { try render(otherwise, into: &output) }
            case .each(let source, let slot, let body, let empty):
                switch try evaluate(source, missingIsNull: false) {
                case .list(let items) where !items.isEmpty:
                    assert(frames.count == slot, "each binds the next slot")
                    frames.append(Frame(value: .null, index: 0, count: items.count))
                    for (index, item) in items.enumerated() {
                        frames[slot] = Frame(value: item, index: index, count: items.count)
                        try render(body, into: &output)
                    }
                    frames.removeLast()
                case .list, .null:
                    try render(empty, into: &output)
                case let other:
                    throw TemplateProblem(.notAList(path: source.path.text, found: other.kindName), at: source.location)
                }
            case .with(let source, let slot, let body, let otherwise):
                let value = try evaluate(source, missingIsNull: true)
                if case .null = value {
                    try render(otherwise, into: &output)
                } else {
                    assert(frames.count == slot, "with binds the next slot")
                    frames.append(Frame(value: value, index: 0, count: 1))
                    try render(body, into: &output)
                    frames.removeLast()
                }
            }
        }
    }

    /// Appends the text of a `{{…}}` tag.
    private func write(_ expression: TemplateExpression, into output: inout String) throws(TemplateProblem) {
        let value = try evaluate(expression, missingIsNull: false)
        switch value {
        case .string(let text): output += text
        case .int(let number): output += String(number)
        case .double(let number): output += TemplateValue.text(of: number)
        case .day(let day): output += day.shortText
        case .null:
            throw TemplateProblem(.nullValue(path: expression.path.text), at: expression.location)
        case .bool, .list, .object:
            throw TemplateProblem(.notPrintable(path: expression.path.text, found: value.kindName), at: expression.location)
        }
    }

    /// The value of a path after its filters.
    /// - Parameter missingIsNull: whether a missing value (with no filter to feed) counts as
    ///   null, as in conditions, rather than an error.
    private func evaluate(_ expression: TemplateExpression, missingIsNull: Bool) throws(TemplateProblem) -> TemplateValue {
        var value = lookup(expression.path)
        let filters = expression.filters
        var index = 0
        while index < filters.count {
            let filter = filters[index]
            index += 1
            if case .fallback(let text) = filter {
                if value == nil || value == .null { value = .string(text) }
                continue
            }
            guard let present = value, present != .null else {
                // A later `default` stands in for the missing value and what would come of it.
                if let fallback = filters[index...].firstIndex(where: { if case .fallback = $0 { true } else { false } }) {
                    index = fallback
                    continue
                }
                let path = expression.path.text
                throw TemplateProblem(value == nil ? .missingValue(path: path) : .nullValue(path: path), at: expression.location)
            }
            do {
                value = try filter.apply(to: present, path: expression.path.text, values: values)
            } catch {
                throw TemplateProblem(error.kind, at: expression.location)
            }
        }
        if let value { return value }
        if missingIsNull { return .null }
        throw TemplateProblem(.missingValue(path: expression.path.text), at: expression.location)
    }

    /// The value at a path, or nil when it is missing.
    private func lookup(_ path: TemplatePath) -> TemplateValue? {
        var value: TemplateValue
        switch path.base {
        case .root(let name):
            guard let root = values[name] else { return nil }
            value = root
        case .local(let slot):
            value = frames[slot].value
        case .loop(let variable, let slot):
            let frame = frames[slot]
            switch variable {
            case .index: return .int(frame.index)
            case .number: return .int(frame.index + 1)
            case .first: return .bool(frame.index == 0)
            case .last: return .bool(frame.index == frame.count - 1)
            }
        }
        for member in path.members {
            switch (member, value) {
            case (.name(let name), .object(let object)):
                guard let next = object[name] else { return nil }
                value = next
            case (.index(let position), .list(let items)):
                guard items.indices.contains(position) else { return nil }
                value = items[position]
            default:
                return nil
            }
        }
        return value
    }

    /// Whether a condition holds.
    private func test(_ condition: TemplateCondition) throws(TemplateProblem) -> Bool {
        switch condition {
        case .truthy(let operand):
            return try value(of: operand).isTruthy
        case .not(let inner):
            return try !test(inner)
        case .compare(let left, let comparison, let right, let location):
            return try Self.compare(try value(of: left), comparison, try value(of: right), at: location)
        case .all(let parts):
            for part in parts {
                if try !test(part) { return false }
            }
            return true
        case .any(let parts):
            for part in parts {
                if try test(part) { return true }
            }
            return false
        }
    }

    private func value(of operand: TemplateOperand) throws(TemplateProblem) -> TemplateValue {
        switch operand {
        case .literal(let value): return value
        case .expression(let expression): return try evaluate(expression, missingIsNull: true)
        }
    }

    /// `left comparison right`: numbers compare by value (2 == 2.0), days by date, text
    /// alphabetically; `==` and `!=` work between any values, the orderings only within a kind.
    static func compare(_ left: TemplateValue, _ comparison: TemplateComparison, _ right: TemplateValue, at location: TemplateLocation) throws(TemplateProblem) -> Bool {
        let order: Int
        switch (left, right) {
        case (.int(let a), .int(let b)): order = a < b ? -1 : a == b ? 0 : 1
        case (.day(let a), .day(let b)): order = a < b ? -1 : a == b ? 0 : 1
        case (.string(let a), .string(let b)): order = a < b ? -1 : a == b ? 0 : 1
        default:
            if let a = left.number, let b = right.number {
                order = a < b ? -1 : a == b ? 0 : 1
            } else if comparison == .equal || comparison == .notEqual {
                return (left == right) == (comparison == .equal)
            } else {
                throw TemplateProblem(.notComparable(left: left.kindName, operator: comparison.rawValue, right: right.kindName), at: location)
            }
        }
        switch comparison {
        case .equal: return order == 0
        case .notEqual: return order != 0
        case .less: return order < 0
        case .lessOrEqual: return order <= 0
        case .greater: return order > 0
        case .greaterOrEqual: return order >= 0
        }
    }

    /// The text without line breaks at its start and end.
    static func trimmingLineBreaks(_ text: String) -> String {
        let bytes = text.utf8
        let newline = UInt8(ascii: "\n")
        guard bytes.first == newline || bytes.last == newline else { return text }
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, bytes[start] == newline { start = bytes.index(after: start) }
        while end > start, bytes[bytes.index(before: end)] == newline { end = bytes.index(before: end) }
        return String(text[start..<end])
    }
}
