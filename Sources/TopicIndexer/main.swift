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

let tool = KnowledgeTool(name: "TopicIndexer")
let check = tool.check, root = tool.root, knowledgeFolder = tool.knowledgeFolder

let files = tool.readKnowledge()
let text: String
do {
    let knowledge = try Knowledge(files: files)
    text = try Assistant(knowledge: knowledge, files: files).topicIndexFromLibrary().serialized
} catch {
    tool.fail("\(error)", code: 65)
}
let output = knowledgeFolder.appending(path: TopicIndex.precomputedPath)
if check {
    let current = try? String(contentsOf: output, encoding: .utf8)
    if current != text { tool.fail("\(output.path) is stale: run `swift run TopicIndexer`", code: 1) }
    print("\(TopicIndex.precomputedPath) is up to date")
} else {
    do {
        try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: output, atomically: true, encoding: .utf8)
    } catch {
        tool.fail("cannot write \(output.path): \(error)", code: 74)
    }
    print("wrote \(TopicIndex.precomputedPath): \(text.utf8.count / 1024) KB")
}
