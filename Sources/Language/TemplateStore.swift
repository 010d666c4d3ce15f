import Foundation

/// The groups of a `TemplateLibrary` by key: parsed when loaded, or read when loaded and
/// parsed the first time their key is asked for (then kept).
final class TemplateStore: @unchecked Sendable {
    // @unchecked: `parsed` is only read and written under `lock`; everything else is immutable.

    /// Each key's groups not parsed yet.
    private let sources: [String: [TemplateGroupSource]]
    /// Each key's parsed groups, or the error parsing them gave.
    private var parsed: [String: Result<[TemplateGroup], TemplateError>]
    private let lock = NSLock()
    /// The key of every group, in load order (a key once per group).
    let order: [String]
    let keys: Set<String>

    init(parsed groups: [String: [TemplateGroup]], order: [String]) {
        sources = [:]
        parsed = groups.mapValues { .success($0) }
        self.order = order
        keys = Set(groups.keys)
    }

    init(sources: [String: [TemplateGroupSource]], order: [String]) {
        self.sources = sources
        parsed = [:]
        self.order = order
        keys = Set(sources.keys)
    }

    /// The groups of `key` in load order; nil when no group has that key.
    /// - Throws: the `TemplateError` of the key's first broken variant.
    func groups(for key: String) throws(TemplateError) -> [TemplateGroup]? {
        lock.lock()
        defer { lock.unlock() }
        if let known = parsed[key] { return try known.get() }
        guard let pending = sources[key] else { return nil }
        let result = Result { () throws(TemplateError) in try pending.map { (source) throws(TemplateError) in try source.parsed() } }
        parsed[key] = result
        return try result.get()
    }

    /// Every variant of every group in load order, leaving out the keys that do not parse.
    func allTemplates() -> [Template] {
        var seen: [String: Int] = [:]
        var all: [Template] = []
        for key in order {
            let index = seen[key, default: 0]
            seen[key] = index + 1
            if let groups = (try? groups(for: key)) ?? nil, index < groups.count { all += groups[index].variants }
        }
        return all
    }
}
