import Content
import Testing

@Suite struct ContentSearchTests {
    struct Item: Sendable, Equatable {
        let id: String
        let name: String
        var aliases: [String] = []
        var tags: [String] = []
        var text: [String] = []
    }

    static let items = [
        Item(id: "childs-pose", name: "Child's Pose", aliases: ["child pose", "balasana"], tags: ["cramps"]),
        Item(id: "extended-child", name: "Extended Child's Pose"),
        Item(id: "pigeon", name: "Pigeon", tags: ["hips"], text: ["Opens the outer hips after long days of sitting."]),
        Item(id: "downward-dog", name: "Downward-Facing Dog", aliases: ["downward dog", "down dog"]),
        Item(id: "cat-cow", name: "Cat-Cow"),
        Item(id: "magnesium", name: "Magnesium"),
        Item(id: "folate", name: "Folate", aliases: ["folic acid"]),
        Item(id: "epinards", name: "Épinards sautés"),
        Item(id: "berries", name: "Strawberries"),
        Item(id: "paschimottanasana", name: "Paschimottanasana"),
    ]

    static let index = SearchIndex(items, name: \.name, aliases: \.aliases, keywords: \.tags, text: \.text)

    @Test(arguments: [
        ("child pose", "childs-pose"), ("childs pose", "childs-pose"), ("Child’s Pose!", "childs-pose"),
        ("CHILD'S POSES", "childs-pose"), ("balasana", "childs-pose"), ("pigeon", "pigeon"),
        ("downward dog", "downward-dog"), ("downward-facing dog", "downward-dog"), ("cat cow", "cat-cow"),
        ("folic acid", "folate"), ("epinard saute", "epinards"), ("strawberry", "berries"),
    ])
    func caseAccentsPunctuationPluralsAndAliasesStillFind(query: String, id: String) {
        #expect(Self.index.search(query).best?.id == id)
    }

    @Test(arguments: [
        ("magnesum", "magnesium"),     // 8 letters: a deletion
        ("magnesuim", "magnesium"),    // 9 letters: a swap
        ("mangesim", "magnesium"),     // 8 letters: two typos
        ("pigon", "pigeon"),           // 5 letters: one typo
        ("foalte", "folate"),          // 6 letters: a swap counts once
        ("paschimotanasana", "paschimottanasana"),
    ])
    func oneOrTwoTyposStillFind(query: String, id: String) {
        let result = Self.index.search(query)
        #expect(result.best?.id == id)
        #expect((result.matches.first?.typos ?? 0) > 0)
    }

    @Test(arguments: ["cat", "cow", "dog"])
    func wordsOfThreeLettersMustBeExact(query: String) {
        #expect(Self.index.search(query).best != nil)
        #expect(Self.index.search(String(query.dropLast()) + "x").best == nil)
    }

    @Test func typoToleranceGrowsWithWordLength() {
        #expect(SearchText.typoTolerance(forLength: 3) == 0)
        #expect(SearchText.typoTolerance(forLength: 4) == 1)
        #expect(SearchText.typoTolerance(forLength: 7) == 1)
        #expect(SearchText.typoTolerance(forLength: 8) == 2)
        #expect(Self.index.search("pgn").best == nil)
        #expect(Self.index.search("piegonn").best?.id == nil)  // 7 letters, two typos: too many
    }

    @Test func exactMatchesComeFirstAndHideTypoMatches() {
        let result = Self.index.search("child pose")
        #expect(result.items.map(\.id) == ["childs-pose", "extended-child"])
        #expect(result.matches.allSatisfy { $0.typos == 0 })
    }

    @Test func keywordsAndTextFindItemsAfterNames() {
        #expect(Self.index.search("hips").best?.id == "pigeon")
        #expect(Self.index.search("sitting").best?.id == "pigeon")
        #expect(Self.index.search("sittin").best == nil, "text words match exactly, never as typos")
    }

    @Test func noMatchSuggestsTheThreeClosestNames() {
        let result = Self.index.search("pidgeot pse")
        #expect(result.matches.isEmpty)
        #expect(result.suggestions.count == 3)
        #expect(result.suggestions.first == "Pigeon")
        #expect(Self.index.search("").suggestions.isEmpty)
    }

    @Test func foldingKeepsLettersAndDigitsOnly() {
        #expect(SearchText.folded("Child’s  Pose—(Bālāsana) ½") == "childs pose balasana")
        #expect(SearchText.words("Berries, poses & glasses; hummus; Straße") == ["berry", "pose", "glass", "hummus", "strasse"])
        #expect(SearchText.singular("cramps") == "cramp")
        #expect(SearchText.singular("bus") == "bus")
        #expect(SearchText.singular("peaches") == "peach")
    }
}

/// The brief's examples against the real, embedded content.
@Suite struct RealContentSearchTests {
    static let knowledge = try! Knowledge.load()
    static let search = ContentSearch(knowledge)

    @Test(arguments: [("child pose", "childs-pose"), ("childs pose", "childs-pose"), ("pigeon", "pigeon"),
                      ("downward dog", "downward-dog"), ("Chlid's pose", "childs-pose")])
    func posesAreFoundHoweverTheyAreTyped(query: String, id: String) {
        #expect(Self.search.poses.search(query).best?.id == id)
    }

    @Test func nutrientsAreFoundByTypoAndSynonym() {
        #expect(Self.search.nutrients.search("magnesum").best?.id == "magnesium")
        #expect(Self.search.nutrients.search("folic acid").best?.id == "folate")
    }

    @Test func foodsToAvoidAreFoundByExample() {
        let item = Self.search.avoidItems.search("brie").best
        #expect(item?.examples.contains("brie") == true)
    }

    @Test func breathingPatternsAreFoundByAlias() {
        #expect(Self.search.breathingPatterns.search("4-7-8").best != nil)
        #expect(Self.search.breathingPatterns.search("square breathing").best?.id == "box")
    }

    @Test func anUnknownPoseGetsThreeSuggestions() {
        let result = Self.search.poses.search("xyzzy")
        #expect(result.matches.isEmpty)
        #expect(result.suggestions.count == 3)
    }
}
