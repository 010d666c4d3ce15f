import Foundation

/// A Knowledge folder on disk read whole: what the tools that compile Knowledge/ (the intent
/// trainer, the knowledge compiler, the topic indexer) and `--knowledge DIR` start from.
package enum KnowledgeFolder {
    /// Every UTF-8 text file under `folder`, keyed by its path relative to the folder (the keys
    /// the build-time embedder uses, e.g. `assistant/intents.json`); hidden files are left out.
    /// - Returns: nil when the folder cannot be listed.
    package static func files(under folder: URL) -> [String: String]? {
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

/// The command line the tools that compile Knowledge/ share (`swift run IntentTrainer`,
/// `KnowledgeCompiler`, `TopicIndexer`): `[--root PACKAGE_DIR] [--check]`, the package's
/// Knowledge folder, and errors to stderr with the tool's name and an exit code.
package struct KnowledgeTool {
    /// The tool's name, put before every error.
    package let name: String
    /// The words after the tool's name.
    package let arguments: [String]
    /// `--check`: write nothing; exit 1 when the checked-in file is stale.
    package let check: Bool
    /// The package folder: `--root`, else the one this source file is in.
    package let root: URL

    package init(name: String, arguments: [String] = Array(CommandLine.arguments.dropFirst())) {
        self.name = name
        self.arguments = arguments
        check = arguments.contains("--check")
        var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        if let index = arguments.firstIndex(of: "--root") {
            root = index + 1 < arguments.count ? URL(fileURLWithPath: arguments[index + 1]) : root
        }
        self.root = root
        if let index = arguments.firstIndex(of: "--root"), index + 1 >= arguments.count { fail("--root needs a folder", code: 64) }
    }

    /// The package's Knowledge folder.
    package var knowledgeFolder: URL { root.appending(path: "Knowledge") }

    /// Every file under the Knowledge folder, keyed as the embedder keys them; exits 74 when
    /// the folder cannot be read.
    package func readKnowledge() -> [String: String] {
        guard let files = KnowledgeFolder.files(under: knowledgeFolder) else { fail("cannot read \(knowledgeFolder.path)", code: 74) }
        return files
    }

    /// Writes "NAME: message" to stderr and exits with `code`.
    package func fail(_ message: String, code: Int32) -> Never {
        FileHandle.standardError.write(Data("\(name): \(message)\n".utf8))
        exit(code)
    }
}
