/// Imports from other apps: the latest import, where the periods came from, and how to import.
package protocol ImportReading {
    /// The latest import and where the periods came from; nil when the store cannot tell.
    func importSummary() throws -> ImportSummary?
    /// How to import from another app (`source` e.g. "apple-health", nil for every app), in the
    /// words the import command's guide uses; nil when the store cannot tell.
    func importGuide(for source: String?) -> String?
}

extension ImportReading {
    /// No imports in a store that cannot import.
    package func importSummary() throws -> ImportSummary? { nil }
    /// No import guide from a store that cannot import.
    package func importGuide(for source: String?) -> String? { nil }
}
