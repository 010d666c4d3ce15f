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
package struct TemplateLibrary: Sendable {
    /// The groups of each key, in load order, parsed now or on first use.
    private let store: TemplateStore

    /// Every variant of every group, in load order (files as given, then top to bottom).
    /// A library parsed on first use parses every group for this and leaves out broken ones.
    package var allTemplates: [Template] { store.allTemplates() }

    /// Parses template files.
    /// - Parameter files: each file's name (used in errors, e.g. "assistant/templates/cycle.tmpl")
    ///   and text. Groups of the same key may be spread over several files.
    /// - Throws: `TemplateError` naming the file and line of the first broken template.
    package init(files: [(name: String, text: String)]) throws(TemplateError) {
        var groups: [String: [TemplateGroup]] = [:]
        var order: [String] = []
        for file in files {
            for group in try TemplateFileParser.groups(in: file.text, file: file.name) {
                groups[group.key, default: []].append(group)
                order.append(group.key)
            }
        }
        store = TemplateStore(parsed: groups, order: order)
    }

    /// Reads template files now but parses each key's variants only when the key is first
    /// rendered (start-up then costs a fraction; most answers use a few keys).
    /// - Parameter files: as for `init(files:)`.
    /// - Throws: `TemplateError` for a problem in a file's structure (a key, a `when:` line,
    ///   an empty variant, text outside a group). A variant whose tags are broken is reported
    ///   when its key is rendered, and by `checkAll()`.
    package init(parsingOnFirstUse files: [(name: String, text: String)]) throws(TemplateError) {
        var sources: [String: [TemplateGroupSource]] = [:]
        var order: [String] = []
        for file in files {
            for source in try TemplateFileParser.sources(in: file.text, file: file.name) {
                sources[source.key, default: []].append(source)
                order.append(source.key)
            }
        }
        store = TemplateStore(sources: sources, order: order)
    }

    /// Every key that has at least one group.
    package var keys: Set<String> { store.keys }

    /// Parses every group not parsed yet.
    /// - Throws: the `TemplateError` of the first broken variant, in load order.
    package func checkAll() throws(TemplateError) {
        for key in store.order { _ = try store.groups(for: key) }
    }

    /// The variants a render of `key` chooses from: those of the matching groups with the most
    /// `when:` conditions (a group without `when:` matches anything and has none), in load order.
    /// - Parameters:
    ///   - key: the template key, e.g. "cycle.next_period".
    ///   - attributes: the situation, e.g. `["mode": "cycle", "phase": "luteal"]`.
    /// - Returns: the candidates; empty when the key is unknown or no group matches.
    package func variants(for key: String, attributes: [String: String] = [:]) -> [Template] {
        let best = specificity(of: key, attributes: attributes)
        return (((try? store.groups(for: key)) ?? nil) ?? [])
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
    package func render(
        _ key: String,
        attributes: [String: String] = [:],
        values: [String: TemplateValue],
        seed: UInt64 = 0
    ) throws(TemplateError) -> String {
        guard let candidates = try store.groups(for: key) else { throw TemplateError(.unknownKey(key)) }
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
        for group in ((try? store.groups(for: key)) ?? nil) ?? [] where group.conditions.count > best && group.matches(attributes) {
            best = group.conditions.count
        }
        return best
    }
}
