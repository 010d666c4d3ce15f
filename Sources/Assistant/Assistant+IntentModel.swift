import Content
import JSON
import IntentModel
import Language

extension Assistant {
    /// Reads the files the message analyser is built from and builds it: the normaliser's
    /// vocabulary is every word of the lexicons, intents, guards, `words.json` and the
    /// out-of-scope requests, so none of them is "corrected" into another.
    /// - Throws: `AssistantDataError` naming the file that is wrong.
    static func makeAnalyzer(knowledge: Knowledge, files: [String: String]) throws
        -> (analyzer: MessageAnalyzer, intents: AssistantData.IntentsFile, guards: AssistantData.GuardsFile) {
        var triage: TriageFile?
        return try makeAnalyzer(knowledge: knowledge, files: files, triage: &triage)
    }

    /// `makeAnalyzer`, also handing back the decoded triage rules (so they are decoded once).
    /// - Parameter compiled: whether the tables of `AnalyzerTables.path` may be used when
    ///   they were compiled from these very files (false builds everything from the files).
    static func makeAnalyzer(knowledge: Knowledge, files: [String: String], triage: inout TriageFile?, compiled: Bool = true) throws
        -> (analyzer: MessageAnalyzer, intents: AssistantData.IntentsFile, guards: AssistantData.GuardsFile) {
        let intents = try AssistantData.read(AssistantData.IntentsFile.self, file: "assistant/intents.json", from: files)
        let guardsFile = try AssistantData.read(AssistantData.GuardsFile.self, file: "assistant/guards.json", from: files)
        let triageFile = try AssistantData.read(TriageFile.self, file: "triage/rules.json", from: files)
        triage = triageFile
        if compiled, let text = files[AnalyzerTables.path], let sources = AnalyzerTables.sources(of: text),
           sources == AnalyzerTables.fingerprint(of: files) {
            var analyzer = MessageAnalyzer(tables: try AnalyzerTables(serialized: text), laySpellings: intents.laySpellings ?? [:])
            analyzer.otherSenses = try OtherSenses(files: files)
            return (analyzer, intents, guardsFile)
        }
        let words = try AssistantData.read(AssistantData.WordsFile.self, file: "assistant/words.json", from: files)
        // The crisis check's short words are read only as typed: a typo is never "corrected"
        // into an alarm ("owed" into the overdose slang "oded", "sling" into "shing").
        let crisisWords = try CrisisCheck.words(files: files)
        let exactOnly = Set(crisisWords.filter { $0.count <= 5 })
        let readerWords = try AssistantData.read(AssistantData.ReaderFile.self, file: ReaderWords.path, from: files)
        let outOfScopeWords = IntentTraining.outOfScopeRequests(files: files).flatMap(MessageAnalyzer.words(in:))
        // The topic library's and triage rules' words are known too, so spelling correction
        // never turns them into other words.
        let libraryWords = Assistant.libraryWords(knowledge.topics, triage: triageFile)
        let otherSenses = try OtherSenses(files: files)
        let ownWords = words.words + readerWords.allWords + outOfScopeWords + libraryWords + crisisWords
            + otherSenses.senses.flatMap { Array($0.words) + Array($0.cues) }
        // Everyday words ("lime", "soda", "sometime") are read as typed, and no typo becomes
        // one of them; a word that is also Bloom's own stays a correction's target.
        let everyday = try Set(AssistantData.read(AssistantData.WordsFile.self, file: Assistant.everydayWordsPath, from: files).words)
            .subtracting(ownWords)
        var analyzer = MessageAnalyzer(
            knowledge: knowledge, intents: intents, guards: guardsFile,
            knownWords: ownWords + everyday.sorted(),
            laySpellings: intents.laySpellings ?? [:], exactOnly: exactOnly.union(everyday)
        )
        analyzer.otherSenses = otherSenses
        return (analyzer, intents, guardsFile)
    }

    /// The everyday words the spelling corrector reads only as typed, relative to the Knowledge folder.
    package static let everydayWordsPath = "assistant/everyday-words.json"

    /// Where the message analyser's compiled tables are, relative to the Knowledge folder.
    package static var analyzerTablesPath: String { AnalyzerTables.path }

    /// The text of `AnalyzerTables.path` for these files: the message analyser's tables,
    /// built from the files, for `swift run KnowledgeCompiler` to write.
    /// - Parameters:
    ///   - knowledge: the content decoded from `files`.
    ///   - files: every Knowledge file, by path relative to the Knowledge folder.
    /// - Throws: `AssistantDataError` naming the file that is wrong.
    package static func compiledAnalyzerTables(knowledge: Knowledge, files: [String: String]) throws(AssistantDataError) -> String {
        do {
            var triage: TriageFile?
            let analyzer = try makeAnalyzer(knowledge: knowledge, files: files, triage: &triage, compiled: false).analyzer
            return analyzer.tables(sources: AnalyzerTables.fingerprint(of: files)).serialized()
        } catch let error as AssistantDataError {
            throw error
        } catch {
            throw AssistantDataError(file: "assistant", problem: "\(error)")
        }
    }

    /// Where the compiled patterns are, relative to the Knowledge folder.
    package static var compiledPatternsPath: String { CompiledPatterns.path }

    /// The patterns of `CompiledPatterns.path` when they were compiled from these very files
    /// (none otherwise: the assistant then parses every pattern).
    /// - Throws: `AssistantDataError` naming the line of a damaged file.
    static func compiledPatterns(files: [String: String]) throws(AssistantDataError) -> [Pattern] {
        guard let text = files[CompiledPatterns.path], let sources = CompiledPatterns.sources(of: text),
              sources == CompiledPatterns.fingerprint(of: files) else { return [] }
        return try CompiledPatterns(serialized: text).patterns
    }

    /// The text of `CompiledPatterns.path` for these files: every pattern the assistant reads,
    /// in order, parsed from the files, for `swift run KnowledgeCompiler` to write.
    /// - Parameters:
    ///   - knowledge: the content decoded from `files`.
    ///   - files: every Knowledge file, by path relative to the Knowledge folder.
    /// - Throws: `AssistantDataError` naming the file that is wrong.
    package static func compiledPatterns(knowledge: Knowledge, files: [String: String]) throws(AssistantDataError) -> String {
        var elements = Pattern.ElementCache()
        elements.recorded = []
        _ = try Assistant(knowledge: knowledge, files: files, checkingCapabilities: false, elements: &elements)
        return CompiledPatterns(sources: CompiledPatterns.fingerprint(of: files), patterns: elements.recorded ?? []).serialized()
    }

    /// Each intent of `intents.json` with its parsed patterns, in file order.
    /// - Throws: `AssistantDataError` for an intent listed twice or a pattern that does not parse.
    static func intentRules(_ intents: AssistantData.IntentsFile) throws -> [IntentClassifier.Rule] {
        var cache = Pattern.ElementCache()
        return try intentRules(intents, cache: &cache)
    }

    /// `intentRules`, sharing the pattern elements read in `cache`.
    static func intentRules(_ intents: AssistantData.IntentsFile, cache: inout Pattern.ElementCache) throws -> [IntentClassifier.Rule] {
        var rules: [IntentClassifier.Rule] = []
        var seen: Set<String> = []
        for entry in intents.intents {
            guard seen.insert(entry.id).inserted else {
                throw AssistantDataError(file: "assistant/intents.json", problem: "intent \(entry.id) is listed twice")
            }
            let patterns = try AssistantData.patterns(entry.patterns, file: "assistant/intents.json", owner: entry.id, cache: &cache)
            rules.append(IntentClassifier.Rule(id: entry.id, patterns: patterns, examples: entry.examples))
        }
        return rules
    }

    /// A model written by `swift run IntentTrainer`, from `text`, the file at `path` under
    /// `Knowledge/` (nil when the file is missing), decoded and checked whole.
    /// - Parameter inPlace: when `text` is the embedded copy, read it in place instead
    ///   (`IntentModel(staticText:)`, checked by the tests).
    static func decodeModel(_ text: String?, path: String, inPlace: Bool = false) throws(AssistantDataError) -> IntentModel {
        guard let text else {
            throw AssistantDataError(file: path, problem: "missing: run `swift run IntentTrainer`")
        }
        do {
            if inPlace, let staticText = EmbeddedFiles.staticText(ofFile: path), text == EmbeddedFiles.all[path] {
                return try IntentModel(staticText: staticText)
            }
            return try IntentModel(serialized: text)
        } catch {
            throw AssistantDataError(file: path, problem: error.description)
        }
    }

    /// How each intent is named when Bloom offers two readings (`assistant/readings.json`).
    static func readingNames(files: [String: String]) throws(AssistantDataError) -> [String: String] {
        struct ReadingsFile: JSONReadable {
            let readings: [String: String]
            init(json: JSONNode) throws {
                _ = try json.required("version").int()
                readings = try json.required("readings").stringDictionary()
            }
        }
        do {
            return try AssistantData.read(ReadingsFile.self, file: "assistant/readings.json", from: files).readings
        } catch let error as AssistantDataError {
            throw error
        } catch {
            throw AssistantDataError(file: "assistant/readings.json", problem: "\(error)")
        }
    }
}
