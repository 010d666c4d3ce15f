import Content
import Foundation
import Testing

@Suite struct EmbeddedFilesTests {
    /// The package root, found from this source file's location.
    static let knowledgeFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Knowledge")

    @Test func embeddedCopyEqualsTheKnowledgeFolder() throws {
        var onDisk: [String: String] = [:]
        let root = Self.knowledgeFolder.standardizedFileURL.path
        let walker = FileManager.default.enumerator(at: Self.knowledgeFolder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = walker?.nextObject() as? URL {
            guard !url.lastPathComponent.hasPrefix("."),
                  (try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.count + 1))
            onDisk[relative] = try String(contentsOf: url, encoding: .utf8)
        }
        #expect(!onDisk.isEmpty)
        #expect(Set(EmbeddedFiles.all.keys) == Set(onDisk.keys))
        for (path, text) in onDisk {
            #expect(EmbeddedFiles.all[path] == text, "embedded \(path) differs from the folder: rebuild")
        }
    }
}
