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

    @Test func theFingerprintsComputedAtBuildTimeAreTheFilesFingerprints() {
        #expect(!EmbeddedFiles.all.isEmpty)
        for (path, text) in EmbeddedFiles.all {
            #expect(EmbeddedFiles.fingerprint(ofFile: path) == KnowledgeFingerprint.of(text), "\(path)")
        }
        #expect(EmbeddedFiles.fingerprint(ofFile: "no/such/file.json") == nil)
    }

    @Test func aFingerprintOfSeveralFilesChangesWithAnyOfThem() throws {
        let files = EmbeddedFiles.all
        let paths = ["lexicons/symptoms.json", "assistant/intents.json"]
        let same = KnowledgeFingerprint.of(paths: paths, in: files)
        var copy = files
        for (path, text) in files { copy[path] = String(decoding: Array(text.utf8), as: UTF8.self) }
        // The same texts, not the embedded strings themselves: computed, not looked up.
        #expect(KnowledgeFingerprint.of(paths: paths, in: copy) == same)
        copy["assistant/intents.json"] = try #require(files["assistant/intents.json"]) + " "
        #expect(KnowledgeFingerprint.of(paths: paths, in: copy) != same)
        #expect(KnowledgeFingerprint.of(paths: paths.reversed(), in: files) != same)
        #expect(KnowledgeFingerprint.of(paths: paths + ["missing.json"], in: files) != same)
    }
}
