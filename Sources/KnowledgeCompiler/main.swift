// Compiles what the assistant would otherwise build at every start-up and writes it into
// Knowledge/, where the EmbedKnowledge plugin embeds it with the rest:
// Knowledge/assistant/analyzer-tables.txt (the spelling corrector's known words and the
// phrase index, normalised and stemmed) and Knowledge/assistant/patterns.txt (every phrase
// pattern of the intents, guards and triage rules, split and stemmed), and as Swift the intent
// ids into Sources/Assistant/Answering/IntentID+Generated.swift and the template keys into
// Sources/Assistant/Answering/TemplateKey+Generated.swift.
//
//   swift run KnowledgeCompiler [--root PACKAGE_DIR] [--check]
//
// Run it after changing the lexicons, the content names, intents, guards, words, out-of-scope
// requests, triage rules, topics or the keys of the templates. With --check it writes nothing
// and exits 1 when the checked-in files differ from fresh ones. A stale table is never used
// (its fingerprint no longer matches the files), only slower: the assistant then builds the
// tables at start-up.

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
    // The intent ids and template keys as Swift (`IntentID.cycleNextPeriod`, `TemplateKey.logDone`),
    // beside the sources, not in Knowledge/.
    let generated = [
        (IntentIDGenerator.sourcePath, try IntentIDGenerator.source(files: files)),
        (TemplateKeyGenerator.sourcePath, try TemplateKeyGenerator.source(files: files)),
    ]
    for (path, source) in generated {
        let generatedFile = root.appending(path: path)
        if check {
            if (try? String(contentsOf: generatedFile, encoding: .utf8)) != source {
                tool.fail("\(generatedFile.path) is stale: run `swift run KnowledgeCompiler`", code: 1)
            }
            print("\(path) is up to date")
        } else {
            try source.write(to: generatedFile, atomically: true, encoding: .utf8)
            print("wrote \(generatedFile.path)")
        }
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
