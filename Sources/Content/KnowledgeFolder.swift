import Foundation

/// A Knowledge folder on disk read whole: what the tools that compile Knowledge/ (the intent
/// trainer, the knowledge compiler, the topic indexer) and `--knowledge DIR` start from.
public enum KnowledgeFolder {
    /// Every UTF-8 text file under `folder`, keyed by its path relative to the folder (the keys
    /// the build-time embedder uses, e.g. `assistant/intents.json`); hidden files are left out.
    /// - Returns: nil when the folder cannot be listed.
    public static func files(under folder: URL) -> [String: String]? {
        let root = folder.standardizedFileURL
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return nil }
        var files: [String: String] = [:]
        for case let url as URL in walker where !url.lastPathComponent.hasPrefix(".") {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                  let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))] = text
        }
        return files
    }
}
