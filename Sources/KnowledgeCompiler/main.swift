// Compiles what the assistant would otherwise build at every start-up and writes it into
// Knowledge/, where the EmbedKnowledge plugin embeds it with the rest:
// Knowledge/assistant/analyzer-tables.txt (the spelling corrector's known words and the
// phrase index, normalised and stemmed) and Knowledge/assistant/patterns.txt (every phrase
// pattern of the intents, guards and triage rules, split and stemmed), and the intent ids as
// Swift into Sources/Assistant/Answering/IntentID+Generated.swift.
//
//   swift run KnowledgeCompiler [--root PACKAGE_DIR] [--check]
//
// Run it after changing the lexicons, the content names, intents, guards, words, out-of-scope
// requests, triage rules or topics. With --check it writes nothing and exits 1 when the
// checked-in files differ from fresh ones. A stale file is never used (its fingerprint no
// longer matches the files), only slower: the assistant then builds the tables at start-up.

import Assistant
import Content
import Foundation

let tool = KnowledgeTool(name: "KnowledgeCompiler")
let check = tool.check, root = tool.root, knowledgeFolder = tool.knowledgeFolder

let files = tool.readKnowledge()
do {
    let knowledge = try Knowledge(files: files)
    let compiled = [
        (Assistant.analyzerTablesPath, try Assistant.compiledAnalyzerTables(knowledge: knowledge, files: files)),
        (Assistant.compiledPatternsPath, try Assistant.compiledPatterns(knowledge: knowledge, files: files)),
    ]
    // The intent ids as Swift (`IntentID.cycleNextPeriod`), beside the sources, not in Knowledge/.
    let generated = try IntentIDGenerator.source(files: files)
    let generatedFile = root.appending(path: IntentIDGenerator.sourcePath)
    if check {
        if (try? String(contentsOf: generatedFile, encoding: .utf8)) != generated {
            tool.fail("\(generatedFile.path) is stale: run `swift run KnowledgeCompiler`", code: 1)
        }
        print("\(IntentIDGenerator.sourcePath) is up to date")
    } else {
        try generated.write(to: generatedFile, atomically: true, encoding: .utf8)
        print("wrote \(generatedFile.path)")
    }
    for (path, text) in compiled {
        let output = knowledgeFolder.appending(path: path)
        if check {
            if files[path] != text { tool.fail("\(output.path) is stale: run `swift run KnowledgeCompiler`", code: 1) }
            print("\(path) is up to date")
        } else {
            try text.write(to: output, atomically: true, encoding: .utf8)
            print("wrote \(output.path) (\(text.utf8.count / 1024) KB)")
        }
    }
} catch let error as KnowledgeLoadError {
    tool.fail(error.description, code: 65)
} catch let error as AssistantDataError {
    tool.fail(error.description, code: 65)
} catch {
    tool.fail("\(error)", code: 74)
}
