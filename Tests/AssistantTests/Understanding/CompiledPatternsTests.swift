@testable import Assistant
import Content
import CycleCore
import Testing

/// The compiled patterns (`Knowledge/assistant/patterns.txt`) are what the compiler makes from
/// today's files, each equal to the pattern parsed from its text, and the assistant uses them
/// only for the files they were compiled from. Recompile with `swift run KnowledgeCompiler`
/// when a test here fails.
@Suite struct CompiledPatternsTests {
    static let files = EmbeddedFiles.all

    @Test func theCheckedInPatternsAreWhatTheCompilerMakesFromTodaysFiles() throws {
        let fresh = try Assistant.compiledPatterns(knowledge: try Knowledge(files: Self.files), files: Self.files)
        let checkedIn = try #require(Self.files[CompiledPatterns.path], "run `swift run KnowledgeCompiler`")
        #expect(checkedIn == fresh, "\(CompiledPatterns.path) is stale: run `swift run KnowledgeCompiler` and commit it")
    }

    @Test func everyCompiledPatternEqualsThePatternParsedFromItsText() throws {
        let text = try #require(Self.files[CompiledPatterns.path])
        #expect(CompiledPatterns.sources(of: text) == CompiledPatterns.fingerprint(of: Self.files))
        let compiled = try CompiledPatterns(serialized: text).patterns
        #expect(compiled.count > 1_000)
        // Every pattern text of the intents, guards and triage rules is there (and the triage
        // contexts' patterns, and a text two intents share twice, in reading order).
        #expect(Set(try AssistantFixture.patternTexts()).isSubset(of: Set(compiled.map(\.description))))
        for pattern in compiled {
            let parsed = try Pattern(pattern.description)
            #expect(pattern == parsed, "\(pattern.description)")
            #expect(pattern.requiredWords == parsed.requiredWords && pattern.requiredEntities == parsed.requiredEntities, "\(pattern.description)")
            #expect(pattern.wordLimit == parsed.wordLimit, "\(pattern.description)")
            #expect(pattern.elements.map(Self.ids) == parsed.elements.map(Self.ids), "\(pattern.description)")
        }
    }

    /// An element's word ids (each word has one id per process, however it was read).
    private static func ids(_ element: Pattern.Element) -> [Int32] {
        switch element {
        case .words(let set), .optional(let set): set.ids
        case .gap(let limit): [-Int32(limit)]
        case .entity: []
        }
    }

    @Test func theBuiltInAssistantReadsEveryPatternFromTheCompiledFile() throws {
        let compiled = try Assistant.compiledPatterns(files: Self.files)
        #expect(!compiled.isEmpty)
        var elements = Pattern.ElementCache()
        elements.compiled = compiled
        elements.recorded = []
        _ = try Assistant(knowledge: try Knowledge(files: Self.files), files: Self.files, checkingCapabilities: false, elements: &elements)
        let recorded = try #require(elements.recorded)
        #expect(recorded.count == compiled.count)
        // The very objects of the file, not patterns parsed again.
        #expect(zip(recorded, compiled).allSatisfy { $0.isSameObject(as: $1) })
    }

    @Test func patternsReadBackFromTheirTextAreTheSame() throws {
        var cache = Pattern.ElementCache()
        let patterns = try ["^ when ** next period|periods $", "[my] period * {day}", "had|have cramp|cramps", "^ hi|hello"].map {
            try Pattern($0, cache: &cache)
        }
        let text = CompiledPatterns(sources: 0xabc, patterns: patterns).serialized()
        let read = try CompiledPatterns(serialized: text)
        #expect(read.sources == 0xabc)
        #expect(read.patterns == patterns)
        #expect(read.patterns.map(\.anchoredStart) == [true, false, false, true])
        #expect(read.patterns.map(\.anchoredEnd) == [true, false, false, false])
        #expect(read.serialized() == text)
    }

    @Test func patternsCompiledFromOtherFilesAreNotUsed() throws {
        var files = Self.files
        let intents = try #require(files["assistant/intents.json"])
        let first = try #require(intents.range(of: "\"patterns\": ["))
        let edited = intents.replacingCharacters(in: first, with: "\"patterns\": [\"zorblat\", ")
        files["assistant/intents.json"] = edited
        #expect(CompiledPatterns.fingerprint(of: files) != CompiledPatterns.fingerprint(of: Self.files))
        #expect(try Assistant.compiledPatterns(files: files).isEmpty)
        // The assistant parses the edited files' patterns instead, new one included.
        let assistant = try Assistant(knowledge: try Knowledge(files: files), files: files)
        #expect(assistant.classifier.rules.first?.patterns.first?.description == "zorblat")
    }

    @Test func aPatternWhoseTextDiffersIsParsedNotTaken() throws {
        var cache = Pattern.ElementCache()
        cache.compiled = [try Pattern("period|periods late")]
        let pattern = try Pattern("period|periods early", cache: &cache)
        #expect(pattern == (try Pattern("period|periods early")))
        #expect(try Pattern("period|periods late", cache: &cache).isSameObject(as: cache.compiled[0]))
    }

    @Test(arguments: [
        ("# another header\nsources 1\n", 1),
        ("\(CompiledPatterns.header)\nsources zz\n", 2),
        ("\(CompiledPatterns.header)\nsources 1\nwords 2\na\n", 4),
        ("\(CompiledPatterns.header)\nsources 1\nwords 1\na\nelements 1\nx 0\npatterns 0\n", 6),
        ("\(CompiledPatterns.header)\nsources 1\nwords 1\na\nelements 1\nw 3\npatterns 0\n", 6),
        ("\(CompiledPatterns.header)\nsources 1\nwords 1\na\nelements 1\nw 0\npatterns 1\n-\t5\ta\n", 8),
        ("\(CompiledPatterns.header)\nsources 1\nwords 1\na\nelements 1\nw 0\npatterns 1\n?\t0\ta\n", 8),
        ("\(CompiledPatterns.header)\nsources 1\nwords 1\na\nelements 1\ng 3\npatterns 1\n-\t0\t*\n", 8),
        ("\(CompiledPatterns.header)\nsources 1\nwords 1\na\nelements 1\nw 0\npatterns 1\n-\t0\ta\nextra\n", 9),
    ])
    func aDamagedFileIsRefusedNamingItsLine(text: String, line: Int) throws {
        let refusal = try #require(Self.refusal(of: text), "a damaged file was read")
        #expect(refusal.contains(CompiledPatterns.path), "\(refusal)")
        #expect(refusal.contains("line \(line):"), "\(refusal)")
    }

    /// Why reading `text` as the compiled patterns failed, or nil when it was read.
    static func refusal(of text: String) -> String? {
        do {
            _ = try CompiledPatterns(serialized: text)
            return nil
        } catch {
            return error.description
        }
    }

    /// An element that lists a word twice, by the same line of the word list or by two lines of
    /// the same word: refused, as a parsed pattern never holds a word twice.
    @Test(arguments: [
        ("\(CompiledPatterns.header)\nsources 1\nwords 1\na\nelements 1\nw 0 0\npatterns 0\n", 6),
        ("\(CompiledPatterns.header)\nsources 1\nwords 3\nb\nc\nb\nelements 1\no 1 0 2\npatterns 0\n", 8),
    ])
    func anElementListingAWordTwiceIsRefused(text: String, line: Int) throws {
        let refusal = try #require(Self.refusal(of: text), "a word listed twice was read")
        #expect(refusal.contains("line \(line): a word is listed twice"), "\(refusal)")
    }
}
