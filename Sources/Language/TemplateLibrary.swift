import CycleCore

/// Every answer template, loaded once from `.tmpl` files, chosen by key and attributes.
///
/// ```swift
/// let library = try TemplateLibrary(files: [("cycle.tmpl", text)])
/// let answer = try library.render(
///     "cycle.next_period",
///     attributes: ["mode": "cycle"],
///     values: ["today": .day(today), "next": .day(next), "irregular": false],
///     seed: TemplateLibrary.seed(key: "cycle.next_period", day: today)
/// )
/// ```
public struct TemplateLibrary: Sendable {
    /// The groups of each key, in load order.
    private let groups: [String: [TemplateGroup]]

    /// Every variant of every group, in load order (files as given, then top to bottom).
    public let allTemplates: [Template]

    /// Parses template files.
    /// - Parameter files: each file's name (used in errors, e.g. "assistant/templates/cycle.tmpl")
    ///   and text. Groups of the same key may be spread over several files.
    /// - Throws: `TemplateError` naming the file and line of the first broken template.
    public init(files: [(name: String, text: String)]) throws(TemplateError) {
        var groups: [String: [TemplateGroup]] = [:]
        var all: [Template] = []
        for file in files {
            for group in try TemplateFileParser.groups(in: file.text, file: file.name) {
                groups[group.key, default: []].append(group)
                all += group.variants
            }
        }
        self.groups = groups
        self.allTemplates = all
    }

    /// Every key that has at least one group.
    public var keys: Set<String> { Set(groups.keys) }

    /// The variants a render of `key` chooses from: those of the matching groups with the most
    /// `when:` conditions (a group without `when:` matches anything and has none), in load order.
    /// - Parameters:
    ///   - key: the template key, e.g. "cycle.next_period".
    ///   - attributes: the situation, e.g. `["mode": "cycle", "phase": "luteal"]`.
    /// - Returns: the candidates; empty when the key is unknown or no group matches.
    public func variants(for key: String, attributes: [String: String] = [:]) -> [Template] {
        let best = specificity(of: key, attributes: attributes)
        return (groups[key] ?? [])
            .filter { $0.conditions.count == best && $0.matches(attributes) }
            .flatMap(\.variants)
    }

    /// Renders one variant of `key`: among `variants(for:attributes:)`, the one at
    /// `seed % count`.
    /// - Parameters:
    ///   - key: the template key.
    ///   - attributes: the situation the groups' `when:` lines are matched against.
    ///   - values: the values the tags read.
    ///   - seed: chooses the variant; use `seed(key:day:salt:)` to vary answers by day.
    /// - Returns: the text to show.
    /// - Throws: `unknownKey`, `noMatchingGroup`, or the variant's render error.
    public func render(
        _ key: String,
        attributes: [String: String] = [:],
        values: [String: TemplateValue],
        seed: UInt64 = 0
    ) throws(TemplateError) -> String {
        guard let candidates = groups[key] else { throw TemplateError(.unknownKey(key)) }
        var best = -1
        var count = 0
        for group in candidates where group.conditions.count >= best && group.matches(attributes) {
            if group.conditions.count > best {
                best = group.conditions.count
                count = 0
            }
            count += group.variants.count
        }
        guard count > 0 else { throw TemplateError(.noMatchingGroup(attributes: attributes), key: key) }
        var index = Int(seed % UInt64(count))
        for group in candidates where group.conditions.count == best && group.matches(attributes) {
            if index < group.variants.count { return try group.variants[index].render(values) }
            index -= group.variants.count
        }
        preconditionFailure("the chosen index lies within the counted variants")
    }

    /// The most `when:` conditions among the groups of `key` that match, or -1 when none does.
    private func specificity(of key: String, attributes: [String: String]) -> Int {
        var best = -1
        for group in groups[key] ?? [] where group.conditions.count > best && group.matches(attributes) {
            best = group.conditions.count
        }
        return best
    }
}
