import Content
import CycleCore
import Foundation

/// A small Knowledge folder, valid against every rule, built in code. Each validator test
/// breaks one thing in it and checks that exactly that problem is reported.
struct KnowledgeFixture {
    /// Each file's JSON by path; a missing entry is a missing file.
    var files: [String: FixtureJSON]
    /// Files written as raw text instead of JSON (e.g. malformed JSON).
    var rawTexts: [String: String] = [:]

    /// The JSON of `file` (read and edit in place).
    subscript(file: KnowledgeFile) -> FixtureJSON {
        get { files[file.path] ?? .null }
        set { files[file.path] = newValue }
    }

    /// Removes `file`, as if it were never written.
    mutating func remove(_ file: KnowledgeFile) { files[file.path] = nil }

    /// Edits every element of the list `key` of `file`.
    mutating func editAll(_ file: KnowledgeFile, _ key: String, _ edit: (Int, inout FixtureJSON) -> Void) {
        var list = self[file][key].elements
        for index in list.indices { edit(index, &list[index]) }
        self[file][key].elements = list
    }

    /// Every file's text, by path.
    var texts: [String: String] {
        var texts = files.mapValues(\.text)
        for (path, text) in rawTexts { texts[path] = text }
        return texts
    }

    /// Writes the fixture into a new temporary folder and returns it.
    func write() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "bloom-knowledge-\(UUID().uuidString)")
        for (path, text) in texts {
            let url = folder.appending(path: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// Writes the fixture, validates the folder, removes it and returns the problem lines.
    func problems() throws -> [String] {
        let folder = try write()
        defer { try? FileManager.default.removeItem(at: folder) }
        return KnowledgeValidator.validate(folder: folder).map(\.description)
    }

    static let phases = Phase.allCases.map(\.rawValue)

    /// A fixture that passes every rule.
    static func valid() -> KnowledgeFixture {
        var files: [String: FixtureJSON] = [:]
        files[KnowledgeFile.poses.path] = ["version": 1, "poses": .array((0..<40).map(pose))]
        files[KnowledgeFile.routines.path] = ["version": 1, "routines": .array(routines())]
        files[KnowledgeFile.nutritionTips.path] = ["version": 1, "tips": .array((0..<60).map(tip))]
        let nutrientIDs = KnowledgeValidator.requiredNutrientIDs + ["vitamin-c"]
        files[KnowledgeFile.nutrients.path] = ["version": 1, "nutrients": .array(nutrientIDs.map(nutrient))]
        files[KnowledgeFile.avoid.path] = [
            "version": 1,
            "items": [["id": "soft-cheese", "food": "Soft mould-ripened cheese", "examples": ["brie", "camembert"],
                       "reason": "It can carry Listeria.", "advice": "Choose hard cheese, or cook it until steaming.",
                       "source": "CDC Listeria prevention"]],
            "caffeine": ["limitMgPerDay": 200, "text": "Keep caffeine under 200 mg a day.",
                         "examples": [["drink": "mug of instant coffee", "mg": 100]], "source": "NHS"],
        ]
        files[KnowledgeFile.affirmations.path] = ["version": 1, "affirmations": .array((0..<150).map { index in
            ["id": .string(String(format: "a%03d", index + 1)), "text": .string("I meet day \(index + 1) as it comes."),
             "phases": [], "modes": [], "themes": ["calm"]]
        })]
        files[KnowledgeFile.weeks.path] = ["version": 1, "table": "Test chart.", "weeks": .array((1...42).map(week))]
        let breathing = ["box", "4-7-8", "coherent", "physiological-sigh", "extended-exhale"]
        files[KnowledgeFile.breathing.path] = ["version": 1, "patterns": .array(breathing.map(pattern))]
        files[KnowledgeFile.selfCare.path] = ["version": 1, "items": .array((0..<41).map { careItem("selfcare", $0) })]
        files[KnowledgeFile.conception.path] = ["version": 1, "items": .array((0..<26).map { index in
            var item = careItem("conception", index)
            item["modes"] = ["ttc"]
            return item
        })]
        files[KnowledgeFile.partner.path] = ["version": 1, "items": .array((0..<34).map { index in
            var item = careItem("partner", index)
            if index >= 31 {
                item["phases"] = []
                item["trimesters"] = [.number(Double(index - 30))]
            }
            return item
        })]
        files[KnowledgeFile.symptoms.path] = lexicon((0..<26).map { "symptom-\($0)" }, category: "pain")
        files[KnowledgeFile.moods.path] = lexicon((0..<12).map { "mood-\($0)" }, category: "mood")
        files[KnowledgeFile.flow.path] = lexicon(["spotting", "light", "medium", "heavy"], category: "flow")
        files[KnowledgeFile.discharge.path] = lexicon(["creamy"], category: "discharge")
        files[KnowledgeFile.foods.path] = ["version": 1, "entries": [
            ["id": "lentils", "name": "lentils", "synonyms": ["dal"], "category": "food"],
            ["id": "iron", "name": "iron", "synonyms": ["fe"], "category": "nutrient"],
        ]]
        files[KnowledgeFile.guardrails.path] = [
            "version": 1, "about": "Test guardrails.",
            "output": [
                "diagnosis": ["why": "No diagnoses.", "phrases": ["you have pcos", "you're pregnant"], "patterns": []],
                "dose": ["why": "No doses.", "phrases": ["take ibuprofen"], "patterns": ["\\btake\\s+\\d+\\s*(mg|tablets?)\\b"]],
                "safeDay": ["why": "No safe days.", "phrases": ["safe day", "safe days"], "patterns": []],
                "reassurance": ["why": "No reassurance.", "phrases": ["nothing to worry about", "don't worry"], "patterns": []],
            ],
        ]
        return KnowledgeFixture(files: files)
    }

    /// Pose 0 is Child's Pose; pose 1 needs modifying from trimester 2; pose 5 is avoided
    /// from trimester 2; the rest are safe throughout. Phases rotate so each has ten poses.
    static func pose(_ index: Int) -> FixtureJSON {
        var pose: FixtureJSON = [
            "id": .string(index == 0 ? "childs-pose" : "pose-\(index)"),
            "name": .string(index == 0 ? "Child's Pose" : "Practice Pose \(index)"),
            "sanskrit": index == 0 ? "Balasana" : nil,
            "aliases": index == 0 ? ["child pose"] : [],
            "category": "seated", "difficulty": "beginner",
            "benefits": ["It helps you settle."], "steps": ["Sit comfortably.", "Breathe slowly."],
            "hold": ["breaths": 5], "cautions": [],
            "phases": [.string(phases[index % 4])],
            "pregnancy": ["1": "safe", "2": "safe", "3": "safe"],
            "features": [], "tags": ["stress"], "source": "yoga tradition",
        ]
        if index == 1 {
            pose["pregnancy"] = ["1": "safe", "2": "modify", "3": "modify"]
            pose["pregnancyNote"] = "Widen your knees to make room."
        }
        if index == 5 { pose["pregnancy"] = ["1": "safe", "2": "avoid", "3": "avoid"] }
        return pose
    }

    static func routines() -> [FixtureJSON] {
        (KnowledgeValidator.requiredRoutineIDs + ["extra-flow"]).map { id in
            let trimester = KnowledgeValidator.prenatalRoutineTrimesters[id].map { FixtureJSON.number(Double($0.rawValue)) } ?? .null
            let phase: FixtureJSON = id == "menstrual-relief" ? ["menstrual"] : id == "luteal-calm" ? ["luteal"] : []
            return [
                "id": .string(id), "name": .string("Routine \(id)"), "purpose": "To practise.",
                "phases": phase, "trimester": trimester, "tags": ["stress"],
                "steps": [
                    ["pose": "childs-pose", "hold": ["breaths": 6]],
                    ["pose": "pose-2", "hold": ["seconds": 30], "note": "Go slowly.", "bothSides": true],
                ],
                "source": "yoga tradition",
            ]
        }
    }

    /// Tips 0–2 are for trimesters 1–3; the rest rotate through the phases.
    static func tip(_ index: Int) -> FixtureJSON {
        let pregnancy = index < 3
        return [
            "id": .string("tip-\(index)"), "title": .string("Tip \(index)"), "text": "Eat some lentils with a squeeze of lemon.",
            "nutrients": ["iron", "vitamin-c"],
            "foods": [["food": "lentils, boiled", "amount": "½ cup", "provides": "3.3 mg iron"]],
            "phases": pregnancy ? [] : [.string(phases[index % 4])],
            "modes": pregnancy ? ["pregnancy"] : ["cycle"],
            "trimesters": pregnancy ? [.number(Double(index + 1))] : [],
            "source": "Dietary Guidelines for Americans 2020–2025",
        ]
    }

    static func nutrient(_ id: String) -> FixtureJSON {
        [
            "id": .string(id), "name": .string(id.capitalized), "synonyms": id == "folate" ? ["folic acid"] : [],
            "unit": "mg", "adult": 1, "pregnancy": 2, "lactation": 1.5, "why": "Your body needs it.",
            "foods": [["food": "lentils", "amount": "½ cup", "provides": "some"]], "source": "NIH ODS",
        ]
    }

    /// Weeks 1–3 have no size; from week 4 length and weight grow every week.
    static func week(_ number: Int) -> FixtureJSON {
        let early = number <= 3
        return [
            "week": .number(Double(number)), "trimester": .number(Double(Trimester(gestationalDays: number * 7).rawValue)),
            "lengthCm": early ? nil : .number(Double(number)),
            "lengthType": early ? "none" : number < 20 ? "crown-rump" : "crown-heel",
            "weightG": early ? nil : .number(Double(number * 10)),
            "size": "a piece of fruit", "development": ["Your baby grows."], "body": ["Your body changes."],
            "tips": ["Rest when you can."], "milestones": [], "checklist": [], "source": "Test chart",
        ]
    }

    static func pattern(_ id: String) -> FixtureJSON {
        [
            "id": .string(id), "name": .string("Pattern \(id)"), "aliases": [],
            "pattern": [["phase": "inhale", "seconds": 4], ["phase": "exhale", "seconds": 5.5]],
            "rounds": 4, "steps": ["Sit tall."], "helpsWith": ["stress"], "cautions": [],
            "pregnancy": "Breathe gently, without holding your breath.", "source": "Test source",
        ]
    }

    static func careItem(_ prefix: String, _ index: Int) -> FixtureJSON {
        [
            "id": .string("\(prefix)-\(index)"), "title": .string("Idea \(index)"), "text": "Go for a gentle walk outside.",
            "phases": [.string(phases[index % 4])], "trimesters": [], "modes": [], "source": "Test source",
        ]
    }

    static func lexicon(_ ids: [String], category: String) -> FixtureJSON {
        ["version": 1, "entries": .array(ids.map { id in
            ["id": .string(id), "name": .string(id.replacingOccurrences(of: "-", with: " ")), "synonyms": [], "category": .string(category)]
        })]
    }
}
