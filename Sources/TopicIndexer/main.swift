// Builds the topic index and writes Knowledge/topics-index/index.txt.
//
//   swift run TopicIndexer [--root PACKAGE_DIR] [--check]
//
// Reads Knowledge/ from the package folder, builds the topic index with the assistant's own
// normaliser (the slow part the assistant would otherwise do on its first topic question)
// and writes it. With --check it writes nothing and exits 1 when the checked-in file differs
// from a fresh one.

import Assistant
import Content
import Foundation

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("TopicIndexer: \(message)\n".utf8))
    exit(code)
}

let arguments = Array(CommandLine.arguments.dropFirst())
let check = arguments.contains("--check")
var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
if let index = arguments.firstIndex(of: "--root") {
    guard index + 1 < arguments.count else { fail("--root needs a folder", code: 64) }
    root = URL(fileURLWithPath: arguments[index + 1])
}
let knowledgeFolder = root.appending(path: "Knowledge")

/// Every file under Knowledge/, keyed by its path relative to it (as the embedder does).
func readKnowledge(_ folder: URL) -> [String: String] {
    guard let files = KnowledgeFolder.files(under: folder) else { fail("cannot read \(folder.path)", code: 74) }
    return files
}

let files = readKnowledge(knowledgeFolder)
let text: String
do {
    let knowledge = try Knowledge(files: files)
    text = try Assistant(knowledge: knowledge, files: files).topicIndexFromLibrary().serialized
} catch {
    fail("\(error)", code: 65)
}
let output = knowledgeFolder.appending(path: TopicIndex.precomputedPath)
if check {
    let current = try? String(contentsOf: output, encoding: .utf8)
    if current != text { fail("\(output.path) is stale: run `swift run TopicIndexer`", code: 1) }
    print("\(TopicIndex.precomputedPath) is up to date")
} else {
    do {
        try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: output, atomically: true, encoding: .utf8)
    } catch {
        fail("cannot write \(output.path): \(error)", code: 74)
    }
    print("wrote \(TopicIndex.precomputedPath): \(text.utf8.count / 1024) KB")
}
