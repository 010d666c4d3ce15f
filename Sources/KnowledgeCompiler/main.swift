// Compiles what the assistant would otherwise build at every start-up and writes it into
// Knowledge/, where the EmbedKnowledge plugin embeds it with the rest:
// Knowledge/assistant/analyzer-tables.txt (the spelling corrector's known words and the
// phrase index, normalised and stemmed).
//
//   swift run KnowledgeCompiler [--root PACKAGE_DIR] [--check]
//
// Run it after changing the lexicons, the content names, intents, guards, words, out-of-scope
// requests, triage rules or topics. With --check it writes nothing and exits 1 when the
// checked-in tables differ from fresh ones. A stale file is never used (its fingerprint no
// longer matches the files), only slower: the assistant then builds the tables at start-up.

import Assistant
import Content
import Foundation

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("KnowledgeCompiler: \(message)\n".utf8))
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
let path = Assistant.analyzerTablesPath
let output = knowledgeFolder.appending(path: path)
do {
    let knowledge = try Knowledge(files: files)
    let text = try Assistant.compiledAnalyzerTables(knowledge: knowledge, files: files)
    if check {
        if files[path] != text { fail("\(output.path) is stale: run `swift run KnowledgeCompiler`", code: 1) }
        print("\(path) is up to date")
    } else {
        try text.write(to: output, atomically: true, encoding: .utf8)
        print("wrote \(output.path) (\(text.utf8.count / 1024) KB)")
    }
} catch let error as KnowledgeLoadError {
    fail(error.description, code: 65)
} catch let error as AssistantDataError {
    fail(error.description, code: 65)
} catch {
    fail("\(error)", code: 74)
}
