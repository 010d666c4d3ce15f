@testable import Assistant
import Content
import CycleCore
import Testing

/// The message analyser's compiled tables (`Knowledge/assistant/analyzer-tables.txt`) are
/// what the compiler makes from today's files, and an analyser read from them reads every
/// message as the analyser built from the files does. Recompile with
/// `swift run KnowledgeCompiler` when a test here fails.
@Suite struct AnalyzerTablesTests {
    static let files = EmbeddedFiles.all

    /// The analyser built from the files, as if there were no compiled tables.
    static let built: MessageAnalyzer = {
        var triage: TriageFile?
        return try! Assistant.makeAnalyzer(knowledge: try! Knowledge(files: files), files: files, triage: &triage, compiled: false).analyzer
    }()

    @Test func theCheckedInTablesAreWhatTheCompilerMakesFromTodaysFiles() throws {
        let fresh = try Assistant.compiledAnalyzerTables(knowledge: try Knowledge(files: Self.files), files: Self.files)
        let checkedIn = try #require(Self.files[AnalyzerTables.path], "run `swift run KnowledgeCompiler`")
        #expect(checkedIn == fresh, "\(AnalyzerTables.path) is stale: run `swift run KnowledgeCompiler` and commit it")
    }

    @Test func theAssistantReadsTheCompiledTablesForTheBuiltInCopy() throws {
        let text = try #require(Self.files[AnalyzerTables.path])
        #expect(AnalyzerTables.sources(of: text) == AnalyzerTables.fingerprint(of: Self.files))
        let tables = try AnalyzerTables(serialized: text)
        #expect(tables == Self.built.tables(sources: tables.sources))
        let used = AssistantFixture.assistant.analyzer
        #expect(used.tables(sources: tables.sources) == tables)
    }

    @Test func tablesReadBackFromTheirTextAreTheSame() throws {
        let tables = Self.built.tables(sources: 0x1234_abcd)
        let read = try AnalyzerTables(serialized: tables.serialized())
        #expect(read == tables)
        #expect(read.serialized() == tables.serialized())
    }

    @Test func anAnalyzerFromTheTablesReadsEveryTextAsTheBuiltOneDoes() throws {
        let intents = try AssistantData.decode(AssistantData.IntentsFile.self, file: "assistant/intents.json", from: Self.files)
        var compiled = MessageAnalyzer(tables: try AnalyzerTables(serialized: try #require(Self.files[AnalyzerTables.path])),
                                       laySpellings: intents.laySpellings ?? [:])
        compiled.otherSenses = try OtherSenses(files: Self.files)
        let today = Day(year: 2026, month: 11, day: 22)!
        for text in StartupShortcutTests.texts {
            let a = compiled.analyze(text, today: today, profiles: ["anna"])
            let b = Self.built.analyze(text, today: today, profiles: ["anna"])
            #expect(a.normalized == b.normalized, "\(text)")
            #expect(a.entities == b.entities, "\(text)")
        }
    }

    @Test func tablesCompiledFromOtherFilesAreNotUsed() throws {
        // A new symptom synonym: the checked-in tables do not know it, so the assistant must
        // build its analyser from the files instead of using them.
        var files = Self.files
        let symptoms = try #require(files["lexicons/symptoms.json"])
        let edited = symptoms.replacingOccurrences(of: "\"synonyms\": [", with: "\"synonyms\": [\"zorblat ache\", ", options: [], range: nil)
        try #require(edited != symptoms)
        files["lexicons/symptoms.json"] = edited
        #expect(AnalyzerTables.fingerprint(of: files) != AnalyzerTables.fingerprint(of: Self.files))
        let assistant = try Assistant(knowledge: try Knowledge(files: files), files: files)
        let message = assistant.understand("bad zorblat ache today", today: Day(year: 2026, month: 11, day: 22)!).message
        #expect(message.first(.symptom) != nil)
        #expect(AssistantFixture.assistant.understand("bad zorblat ache today", today: Day(year: 2026, month: 11, day: 22)!).message.first(.symptom) == nil)
    }

    @Test func phrasesAreGroupedByFirstTokenAndEachLineKeepsItsOwnKind() throws {
        // Two lines of one group, then a group of another kind, then the first kind again:
        // the reader reuses a group's first token and the previous kind only when the bytes match.
        let text = "# tables\nsources 12\nwords 1\nword\nexact-only 1\nod\nphrases 4\n"
            + "symptom\tcramps\tbad cramp\nsymptom\tcramps\tbad\nmood\tsad\tblue mood\nsymptom\tblues\tblue\n"
        let tables = try AnalyzerTables(serialized: text)
        let expected = PhraseIndex(byFirstToken: [
            "bad": [PhraseIndex.Entry(kind: .symptom, id: "cramps", tokens: ["bad", "cramp"]),
                    PhraseIndex.Entry(kind: .symptom, id: "cramps", tokens: ["bad"])],
            "blue": [PhraseIndex.Entry(kind: .mood, id: "sad", tokens: ["blue", "mood"]),
                     PhraseIndex.Entry(kind: .symptom, id: "blues", tokens: ["blue"])],
        ])
        #expect(tables.phrases == expected)
        #expect(tables.knownWords == ["word"])
        #expect(tables.exactOnly == ["od"])
        #expect(throws: AssistantDataError.self) {
            try AnalyzerTables(serialized: "# tables\nsources 12\nwords 0\nexact-only 0\nphrases 2\nsymptom\ta\tb\nsymptom\ta\tb\tc\n")
        }
        #expect(throws: AssistantDataError.self) {
            try AnalyzerTables(serialized: "# tables\nsources 12\nwords 0\nexact-only 0\nphrases 2\nsymptom\ta\tb\nsymptomx\ta\tb\n")
        }
    }

    @Test func unreadableTablesNameTheFileAndLine() {
        #expect(throws: AssistantDataError.self) { try AnalyzerTables(serialized: "# tables\nsources zz\n") }
        do {
            _ = try AnalyzerTables(serialized: "# tables\nsources 12\nwords 1\nword\nexact-only 0\nphrases 1\nsymptom\n")
            Issue.record("a phrase without an id and tokens was read")
        } catch {
            #expect(error.description.contains(AnalyzerTables.path))
            #expect(error.description.contains("line 7"))
        }
    }
}
