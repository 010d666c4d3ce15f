import Content
import CycleCore
import Foundation
import Testing

/// One rule broken in an otherwise valid fixture, and the one problem it must produce.
struct BrokenKnowledge: Sendable, CustomTestStringConvertible {
    let rule: String
    let expected: String
    let breakIt: @Sendable (inout KnowledgeFixture) -> Void

    init(_ rule: String, _ expected: String, _ breakIt: @escaping @Sendable (inout KnowledgeFixture) -> Void) {
        self.rule = rule
        self.expected = expected
        self.breakIt = breakIt
    }

    var testDescription: String { rule }
}

@Suite struct KnowledgeValidatorTests {
    static let knowledgeFolder = EmbeddedFilesTests.knowledgeFolder

    @Test func theFixtureItselfIsValid() throws {
        #expect(try KnowledgeFixture.valid().problems() == [])
    }

    @Test func theRealKnowledgeFolderIsValid() {
        let problems = KnowledgeValidator.validate(folder: Self.knowledgeFolder)
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.map(\.description).joined(separator: "\n"))")
    }

    @Test func theEmbeddedCopyIsValid() {
        #expect(KnowledgeValidator.validate(files: EmbeddedFiles.all).map(\.description) == [])
    }

    static let cases: [BrokenKnowledge] = [
        // Schema: loading names the file and the JSON path.
        BrokenKnowledge("hold is breaths or seconds", "yoga/poses.json: poses[3].hold: expected breaths or seconds") {
            $0[.poses]["poses"][3]["hold"] = ["minutes": 2]
        },
        BrokenKnowledge("hold is not both", "yoga/poses.json: poses[3].hold: expected breaths or seconds, not both") {
            $0[.poses]["poses"][3]["hold"] = ["breaths": 2, "seconds": 10]
        },
        BrokenKnowledge("hold is above zero", "yoga/poses.json: poses[3].hold.seconds: expected a whole number above 0") {
            $0[.poses]["poses"][3]["hold"] = ["seconds": 0]
        },
        BrokenKnowledge("a missing file", "breathing.json: file is missing") { $0.remove(.breathing) },
        BrokenKnowledge("a required key", "yoga/poses.json: poses[0].steps: is missing (required)") {
            $0[.poses]["poses"][0].remove("steps")
        },
        BrokenKnowledge("a value's type", "yoga/poses.json: poses[2].name: expected text, found a number") {
            $0[.poses]["poses"][2]["name"] = 5
        },
        BrokenKnowledge("a null where text belongs", "nutrition/tips.json: tips[4].title: expected text, found null") {
            $0[.nutritionTips]["tips"][4]["title"] = nil
        },
        BrokenKnowledge("a pose category", "yoga/poses.json: poses[0].category: expected one of standing, seated, kneeling, supine, prone, restorative, balance, hip-opener, twist, backbend, inversion, breathing, found 'sitting'") {
            $0[.poses]["poses"][0]["category"] = "sitting"
        },
        BrokenKnowledge("a phase word", "yoga/poses.json: poses[6].phases[0]: expected one of menstrual, follicular, ovulation, luteal, found 'lutea'") {
            $0[.poses]["poses"][6]["phases"] = ["lutea"]
        },
        BrokenKnowledge("a trimester number", "nutrition/tips.json: tips[0].trimesters[0]: expected one of 1, 2, 3, found '4'") {
            $0[.nutritionTips]["tips"][0]["trimesters"] = [4]
        },
        BrokenKnowledge("the file version", "lexicons/moods.json: version: expected 1, found 2") {
            $0[.moods]["version"] = 2
        },
        BrokenKnowledge("an unknown key", "yoga/poses.json: poses[0].pregnacyNote: unknown key 'pregnacyNote'; did you mean 'pregnancyNote'?") {
            $0[.poses]["poses"][0]["pregnacyNote"] = "Go gently."
        },
        BrokenKnowledge("a guardrail pattern", "guardrails.json: output.dose.patterns[0]: not a valid regular expression") {
            $0[.guardrails]["output"]["dose"]["patterns"] = ["take (\\d+"]
        },
        // Ids.
        BrokenKnowledge("ids are unique", "yoga/poses.json: poses[4].id: duplicate id 'pose-3' (also poses[3])") {
            $0[.poses]["poses"][4]["id"] = "pose-3"
        },
        BrokenKnowledge("ids are kebab-case", "affirmations.json: affirmations[9].id: 'A_010' is not lower-case kebab-case (e.g. 'childs-pose')") {
            $0[.affirmations]["affirmations"][9]["id"] = "A_010"
        },
        // Poses.
        BrokenKnowledge("an inversion is avoided in every trimester", "yoga/poses.json: poses[7].pregnancy: a pose with 'inversion' must be 'avoid' in every trimester (trimester 1 is 'safe', trimester 2 is 'safe', trimester 3 is 'safe')") {
            $0[.poses]["poses"][7]["features"] = ["inversion"]
        },
        BrokenKnowledge("a hot pose is avoided in every trimester", "yoga/poses.json: poses[5].pregnancy: a pose with 'hot' must be 'avoid' in every trimester (trimester 1 is 'safe')") {
            $0[.poses]["poses"][5]["features"] = ["hot"]
        },
        BrokenKnowledge("a supine pose is avoided from trimester 2", "yoga/poses.json: poses[1].pregnancy: a pose with 'supine' must be 'avoid' from trimester 2 (trimester 2 is 'modify', trimester 3 is 'modify')") {
            $0[.poses]["poses"][1]["features"] = ["supine"]
        },
        BrokenKnowledge("modify needs a note", "yoga/poses.json: poses[1].pregnancyNote: required because a trimester is 'modify'") {
            $0[.poses]["poses"][1].remove("pregnancyNote")
        },
        BrokenKnowledge("a pose fits a phase", "yoga/poses.json: poses[8].phases: is empty; add at least one") {
            $0[.poses]["poses"][8]["phases"] = []
        },
        BrokenKnowledge("pose tags", "yoga/poses.json: poses[2].tags[0]: unknown tag 'joy'; expected one of balance, cramps, digestion, energy, fatigue, headache, hips, lower-back, pelvic-floor, posture, sleep, stress") {
            $0[.poses]["poses"][2]["tags"] = ["joy"]
        },
        BrokenKnowledge("at least 40 poses", "yoga/poses.json: poses: has 39 poses, at least 40 needed") {
            $0[.poses]["poses"].elements.removeLast()
        },
        // Routines.
        BrokenKnowledge("routine poses exist", "yoga/routines.json: routines[0].steps[1].pose: no pose 'flying-pose' in yoga/poses.json") {
            $0[.routines]["routines"][0]["steps"][1]["pose"] = "flying-pose"
        },
        BrokenKnowledge("prenatal routines use safe poses", "yoga/routines.json: routines[4].steps[0].pose: 'pose-5' is 'avoid' in trimester 2; a prenatal routine may use only 'safe' or 'modify' poses") {
            $0[.routines]["routines"][4]["steps"][0]["pose"] = "pose-5"
        },
        BrokenKnowledge("prenatal routines name their trimester", "yoga/routines.json: routines[3].trimester: 'prenatal-first-trimester' must be for trimester 1") {
            $0[.routines]["routines"][3]["trimester"] = 2
        },
        BrokenKnowledge("the required routines exist", "yoga/routines.json: routines: missing the required routine 'pelvic-floor'") {
            $0[.routines]["routines"].elements.removeAll { $0["id"] == "pelvic-floor" }
        },
        // Nutrition.
        BrokenKnowledge("tips name known nutrients", "nutrition/tips.json: tips[7].nutrients[1]: no nutrient 'unobtainium' in nutrition/nutrients.json") {
            $0[.nutritionTips]["tips"][7]["nutrients"] = ["iron", "unobtainium"]
        },
        BrokenKnowledge("pregnancy tips carry the pregnancy mode", "nutrition/tips.json: tips[1].modes: must include 'pregnancy' because trimesters is not empty") {
            $0[.nutritionTips]["tips"][1]["modes"] = ["cycle"]
        },
        BrokenKnowledge("at least 60 tips", "nutrition/tips.json: tips: has 59 tips, at least 60 needed") {
            $0[.nutritionTips]["tips"].elements.removeLast()
        },
        BrokenKnowledge("the required nutrients exist", "nutrition/nutrients.json: nutrients: missing the required nutrient 'choline'") {
            $0[.nutrients]["nutrients"].elements.removeAll { $0["id"] == "choline" }
        },
        BrokenKnowledge("intakes are above zero", "nutrition/nutrients.json: nutrients[2].pregnancy: expected an intake above 0 mg") {
            $0[.nutrients]["nutrients"][2]["pregnancy"] = 0
        },
        BrokenKnowledge("a caffeine limit", "nutrition/avoid.json: caffeine.limitMgPerDay: expected a limit above 0 mg") {
            $0[.avoid]["caffeine"]["limitMgPerDay"] = 0
        },
        // Weeks.
        BrokenKnowledge("every week is present", "pregnancy/weeks.json: weeks: missing week 17") {
            $0[.weeks]["weeks"].elements.removeAll { $0["week"] == 17 }
        },
        BrokenKnowledge("no week twice", "pregnancy/weeks.json: weeks[42].week: week 12 appears twice (also weeks[11])") {
            $0[.weeks]["weeks"].elements.append(KnowledgeFixture.week(12))
        },
        BrokenKnowledge("length never decreases from week 8", "pregnancy/weeks.json: weeks[20].lengthCm: 1.5 cm in week 21 is less than 20 cm in week 20") {
            $0[.weeks]["weeks"][20]["lengthCm"] = 1.5
        },
        BrokenKnowledge("weight never decreases from week 8", "pregnancy/weeks.json: weeks[9].weightG: 5 g in week 10 is less than 90 g in week 9") {
            $0[.weeks]["weeks"][9]["weightG"] = 5
        },
        BrokenKnowledge("weeks 1–3 have no size", "pregnancy/weeks.json: weeks[1].lengthCm: must be null in weeks 1–3") {
            $0[.weeks]["weeks"][1]["lengthCm"] = 0.1
        },
        BrokenKnowledge("a week's trimester", "pregnancy/weeks.json: weeks[13].trimester: week 14 is in trimester 2, found 1") {
            $0[.weeks]["weeks"][13]["trimester"] = 1
        },
        // Breathing, lexicons, other files.
        BrokenKnowledge("the required breathing patterns", "breathing.json: patterns: missing the required pattern '4-7-8' (as an id or an alias)") {
            $0[.breathing]["patterns"].elements.removeAll { $0["id"] == "4-7-8" }
        },
        BrokenKnowledge("breath phases last", "breathing.json: patterns[2].pattern[1].seconds: expected more than 0 seconds") {
            $0[.breathing]["patterns"][2]["pattern"][1]["seconds"] = 0
        },
        BrokenKnowledge("exactly 12 moods", "lexicons/moods.json: entries: has 13 moods, exactly 12 needed") {
            $0[.moods]["entries"].elements.append(["id": "giddy", "name": "giddy", "synonyms": [], "category": "mood"])
        },
        BrokenKnowledge("the four flows", "lexicons/flow.json: entries: expected exactly the flows heavy, light, medium, spotting, found spotting, light, medium, torrential") {
            $0[.flow]["entries"][3]["id"] = "torrential"
        },
        BrokenKnowledge("food nutrients exist", "lexicons/foods.json: entries[1].id: nutrient 'unobtainium' is not in nutrition/nutrients.json") {
            $0[.foods]["entries"][1]["id"] = "unobtainium"
        },
        BrokenKnowledge("a lexicon word names one entry", "lexicons/symptoms.json: entries[4].synonyms[0]: 'Symptom 3' also names 'symptom-3'; a word may belong to one entry only") {
            $0[.symptoms]["entries"][4]["synonyms"] = ["Symptom 3"]
        },
        BrokenKnowledge("affirmation themes", "affirmations.json: affirmations[3].themes[0]: unknown theme 'luck'; expected one of birth, body, calm, change, connection, energy, gratitude, hope, patience, rest, self-worth, strength") {
            $0[.affirmations]["affirmations"][3]["themes"] = ["luck"]
        },
        BrokenKnowledge("conception tips are for ttc", "conception.json: items[2].modes: a conception tip must include 'ttc'") {
            $0[.conception]["items"][2]["modes"] = ["cycle"]
        },
        // Coverage.
        BrokenKnowledge("every phase has poses", "yoga/poses.json: poses: no pose for the ovulation phase") {
            $0.editAll(.poses, "poses") { _, pose in if pose["phases"] == ["ovulation"] { pose["phases"] = ["luteal"] } }
        },
        BrokenKnowledge("every phase has nutrition tips", "nutrition/tips.json: tips: no nutrition tip for the follicular phase") {
            $0.editAll(.nutritionTips, "tips") { _, tip in if tip["phases"] == ["follicular"] { tip["phases"] = ["luteal"] } }
        },
        BrokenKnowledge("every phase has affirmations", "affirmations.json: affirmations: no affirmation for the luteal phase") {
            $0.editAll(.affirmations, "affirmations") { index, item in item["phases"] = [.string(KnowledgeFixture.phases[index % 3])] }
        },
        BrokenKnowledge("every phase has self-care", "selfcare.json: items: no self-care idea for the menstrual phase") {
            $0.editAll(.selfCare, "items") { _, item in if item["phases"] == ["menstrual"] { item["phases"] = ["luteal"] } }
        },
        BrokenKnowledge("every phase has conception tips", "conception.json: items: no conception tip for the luteal phase") {
            $0.editAll(.conception, "items") { _, item in if item["phases"] == ["luteal"] { item["phases"] = ["ovulation"] } }
        },
        BrokenKnowledge("every phase has partner tips", "partner.json: items: no partner tip for the ovulation phase") {
            $0.editAll(.partner, "items") { _, item in if item["phases"] == ["ovulation"] { item["phases"] = ["luteal"] } }
        },
        BrokenKnowledge("every trimester has nutrition tips", "nutrition/tips.json: tips: no nutrition tip for trimester 3") {
            $0[.nutritionTips]["tips"][2]["trimesters"] = [2]
        },
        BrokenKnowledge("every trimester has partner tips", "partner.json: items: no partner tip for trimester 2") {
            $0[.partner]["items"][32]["trimesters"] = [1]
        },
        // Text.
        BrokenKnowledge("no empty text", "affirmations.json: affirmations[5].text: is empty text") {
            $0[.affirmations]["affirmations"][5]["text"] = "  "
        },
        BrokenKnowledge("no reassurance", "selfcare.json: items[2].text: says \"don't worry\", which the guardrails forbid (reassurance); reword it") {
            $0[.selfCare]["items"][2]["text"] = "Don’t worry if you skip a day."
        },
        BrokenKnowledge("no doses", "nutrition/tips.json: tips[9].text: says \"take 400 mg\", which the guardrails forbid (dose); reword it") {
            $0[.nutritionTips]["tips"][9]["text"] = "Take 400 mg with breakfast."
        },
        BrokenKnowledge("no safe days", "conception.json: items[0].title: says \"safe days\", which the guardrails forbid (safeDay); reword it") {
            $0[.conception]["items"][0]["title"] = "Safe days do not exist"
        },
        BrokenKnowledge("no diagnoses", "pregnancy/weeks.json: weeks[30].tips[0]: says \"you're pregnant\", which the guardrails forbid (diagnosis); reword it") {
            $0[.weeks]["weeks"][30]["tips"] = ["Now you're pregnant, rest more."]
        },
    ]

    @Test(arguments: cases)
    func eachRuleFailsOnItsOwnFixture(_ broken: BrokenKnowledge) throws {
        var fixture = KnowledgeFixture.valid()
        broken.breakIt(&fixture)
        #expect(try fixture.problems() == [broken.expected])
    }

    @Test(arguments: [
        (KnowledgeFile.affirmations, "affirmations", "affirmations.json: affirmations: has 149 affirmations, at least 150 needed", 149),
        (.selfCare, "items", "selfcare.json: items: has 39 ideas, at least 40 needed", 39),
        (.conception, "items", "conception.json: items: has 24 tips, at least 25 needed", 24),
        (.partner, "items", "partner.json: items: has 29 tips, at least 30 needed", 29),
        (.symptoms, "entries", "lexicons/symptoms.json: entries: has 24 symptoms, at least 25 needed", 24),
        (.routines, "routines", "yoga/routines.json: routines: has 7 routines, at least 8 needed", 7),
    ])
    func filesNeedTheirMinimumCount(file: KnowledgeFile, list: String, expected: String, keep: Int) throws {
        var fixture = KnowledgeFixture.valid()
        let items = fixture[file][list].elements
        fixture[file][list].elements = file == .routines
            ? items.filter { KnowledgeValidator.requiredRoutineIDs.prefix(7).contains($0["id"].stringValue) }
            : Array(items.suffix(keep))
        #expect(try fixture.problems().contains(expected))
    }

    @Test func malformedJSONNamesTheFile() throws {
        var fixture = KnowledgeFixture.valid()
        fixture.rawTexts[KnowledgeFile.affirmations.path] = "{ \"version\": 1, \"affirmations\": [ } "
        let problems = try fixture.problems()
        #expect(problems.count == 1)
        #expect(problems == ["affirmations.json: not valid JSON: line 1, column 35: expected a value, found '}'"])
    }

    @Test func aKeyWrittenTwiceIsReportedWithItsPlace() throws {
        var fixture = KnowledgeFixture.valid()
        let text = try String(contentsOf: EmbeddedFilesTests.knowledgeFolder.appending(path: KnowledgeFile.affirmations.path), encoding: .utf8)
        // The second "text" of the first affirmation would silently replace the first.
        fixture.rawTexts[KnowledgeFile.affirmations.path] = text.replacingOccurrences(of: "\"id\": \"a001\",", with: "\"id\": \"a001\", \"text\": \"Rest.\",")
        #expect(try fixture.problems().contains { $0.hasPrefix("affirmations.json") && $0.contains("the key \"text\" appears twice") })
    }

    @Test func everyBrokenFileIsReportedNotJustTheFirst() throws {
        var fixture = KnowledgeFixture.valid()
        fixture[.poses]["poses"][3]["hold"] = ["minutes": 2]
        fixture[.moods]["version"] = 2
        fixture.remove(.partner)
        #expect(try fixture.problems() == [
            "yoga/poses.json: poses[3].hold: expected breaths or seconds",
            "partner.json: file is missing",
            "lexicons/moods.json: version: expected 1, found 2",
        ])
    }

    @Test func aMissingFolderIsAnIOProblem() {
        let problems = KnowledgeValidator.validate(folder: URL(fileURLWithPath: "/nonexistent/bloom-knowledge"))
        #expect(problems.map(\.description) == ["/nonexistent/bloom-knowledge: no such folder"])
        #expect(problems.first?.kind == .io)
    }

    @Test func filesOtherEnginesOwnAreIgnored() throws {
        var fixture = KnowledgeFixture.valid()
        fixture.rawTexts["assistant/intents.json"] = "{\"version\": 1, \"anything\": [1, 2]}"
        fixture[.guardrails]["input"] = ["emergency": ["phrases": ["help"]]]
        #expect(try fixture.problems() == [])
    }
}

extension FixtureJSON {
    var stringValue: String {
        if case let .string(value) = self { return value }
        return ""
    }
}
