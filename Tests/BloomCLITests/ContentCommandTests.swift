import Foundation
import Testing

/// End-to-end tests of the content commands through the built `bloom` binary.
@Suite struct ContentCommandTests {
    /// The repository's Knowledge folder.
    static let knowledgeFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Knowledge")

    @Test func weekTwentyShowsTheSizeTheBodyAndASource() throws {
        let run = try BloomProcess.run(["week", "20"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "Week 20 · trimester 2")
        #expect(lines.dropFirst().first?.hasPrefix("About the size of a banana: 25.6 cm (crown to heel), 300 g") == true, "\(lines.prefix(3))")
        for heading in ["Your baby", "Your body", "Tips"] { #expect(lines.contains(heading), "missing \(heading)") }
        #expect(run.stdout.contains("\nSource: "))
        #expect(lines.allSatisfy { $0.count <= 80 }, "a line is wider than 80 columns")
    }

    @Test func weekJSONCarriesTheWeek() throws {
        let run = try BloomProcess.run(["week", "8", "--json"])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["week"] as? Int == 8)
        #expect(object["trimester"] as? Int == 1)
        for key in ["lengthCm", "lengthType", "weightG", "size", "development", "body", "tips", "milestones", "checklist", "source"] {
            #expect(object[key] != nil, "missing \(key)")
        }
    }

    @Test func weekWithoutANumberShowsTheCurrentWeekOfTheRecordedPregnancy() throws {
        let home = try JournalHome(today: "2026-11-10")
        let missing = try home.run(["week"])
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("record one with 'bloom log pregnancy --lmp YYYY-MM-DD' or give a week number"))
        try home.ok("log", "pregnancy", "--lmp", "2026-07-01")
        #expect(try home.ok("week").hasPrefix("Week 19 · trimester 2"), "18 weeks and 6 days is week 19")
        let later = try BloomProcess.run(["week", "--home", home.path, "--today", "2026-11-11"])
        #expect(later.stdout.hasPrefix("Week 20 · trimester 2"))
        #expect(try home.ok("week", "8").hasPrefix("Week 8 ·"), "a number still wins")
    }

    @Test func weekWithoutANumberLongAfterTheDueDateSaysThePregnancyHasMostLikelyEnded() throws {
        let home = try JournalHome(today: "2026-11-25")
        try home.ok("log", "pregnancy", "--due", "2026-11-01")
        let run = try home.run(["week"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("was 24 days ago, past 42 weeks, so the pregnancy has most likely ended"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test(arguments: [["week"], ["week", "43"], ["week", "0"], ["week", "twenty"]])
    func weekNeedsANumberFrom1To42(arguments: [String]) throws {
        let run = try BloomProcess.run(arguments)
        #expect(run.status == 64)
        #expect(run.stderr.contains("1 to 42"), "stderr: \(run.stderr)")
    }

    @Test(arguments: ["childs pose", "child pose", "Child’s Pose", "chlds pose", "balasana"])
    func poseFindsChildsPoseHoweverItIsTyped(query: String) throws {
        let run = try BloomProcess.run(["pose"] + query.split(separator: " ").map(String.init))
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.hasPrefix("Child's Pose (Balasana)\n"), "\(run.stdout.prefix(80))")
        #expect(run.stdout.contains("How to do it\n  1. "))
        #expect(run.stdout.contains("Pregnancy: trimester 1 "))
        #expect(run.stdout.contains("Source: yoga tradition"))
    }

    @Test func anUnknownPoseSuggestsTheClosestNames() throws {
        let run = try BloomProcess.run(["pose", "xyzzy"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("No pose matches 'xyzzy'. Did you mean: "), "stderr: \(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func poseJSONHasStableKeys() throws {
        let run = try BloomProcess.run(["pose", "downward", "dog", "--json"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("{\"id\":"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect((object["name"] as? String)?.contains("Dog") == true)
        let pregnancy = try #require(object["pregnancy"] as? [String: String])
        #expect(Set(pregnancy.keys) == ["1", "2", "3"])
    }

    @Test func knowledgeCheckPassesOnTheBuiltInCopy() throws {
        let run = try BloomProcess.run(["knowledge", "check"])
        #expect(run.status == 0, "problems:\n\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasPrefix("the built-in copy: valid"))
    }

    @Test func knowledgeCheckPassesOnTheFolder() throws {
        let run = try BloomProcess.run(["knowledge", "check", Self.knowledgeFolder.path])
        #expect(run.status == 0, "problems:\n\(run.stdout)\(run.stderr)")
    }

    @Test func aBrokenKnowledgeFolderFailsEveryCommandWithFilePathAndMessage() throws {
        let folder = try Self.copyOfKnowledge()
        defer { try? FileManager.default.removeItem(at: folder) }
        let poses = folder.appending(path: "yoga/poses.json")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: poses)) as? [String: Any])
        var list = try #require(object["poses"] as? [[String: Any]])
        list[3]["hold"] = ["minutes": 2]
        object["poses"] = list
        try JSONSerialization.data(withJSONObject: object).write(to: poses)

        let expected = "yoga/poses.json: poses[3].hold: expected breaths or seconds"
        let pose = try BloomProcess.run(["pose", "childs", "pose", "--knowledge", folder.path])
        #expect(pose.status == 65)
        #expect(pose.stderr.contains(expected), "stderr: \(pose.stderr)")
        #expect(pose.stdout.isEmpty)

        let week = try BloomProcess.run(["week", "20", "--knowledge", folder.path])
        #expect(week.status == 65)

        let check = try BloomProcess.run(["knowledge", "check", folder.path])
        #expect(check.status == 65)
        #expect(check.stdout == expected + "\n")
        #expect(check.stderr.contains("1 problem in \(folder.path)"))
    }

    @Test func knowledgeCheckNamesADeclaredTemplateKeyWithoutATemplate() throws {
        let folder = try Self.copyOfKnowledge()
        defer { try? FileManager.default.removeItem(at: folder) }
        let overview = folder.appending(path: "assistant/templates/overview.tmpl")
        let text = try String(contentsOf: overview, encoding: .utf8)
        try text.replacingOccurrences(of: "== overview.empty", with: "== overview.nobody").write(to: overview, atomically: true, encoding: .utf8)
        let check = try BloomProcess.run(["knowledge", "check", folder.path])
        #expect(check.status == 65)
        #expect(check.stdout.contains("template key overview.empty (declared by OverviewAnswers) has no template"), "stdout: \(check.stdout)")
    }

    @Test func aMissingKnowledgeFolderIsAnIOError() throws {
        let run = try BloomProcess.run(["affirm", "--knowledge", "/nonexistent/knowledge"])
        #expect(run.status == 74)
        #expect(run.stderr.contains("/nonexistent/knowledge: no such folder"))
    }

    @Test func aValidKnowledgeFolderIsUsedInsteadOfTheBuiltInCopy() throws {
        let folder = try Self.copyOfKnowledge()
        defer { try? FileManager.default.removeItem(at: folder) }
        let affirmations = folder.appending(path: "affirmations.json")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: affirmations)) as? [String: Any])
        object["affirmations"] = [["id": "only", "text": "This came from the folder.", "phases": [], "modes": [], "themes": ["calm"]]]
        try JSONSerialization.data(withJSONObject: object).write(to: affirmations)
        let run = try BloomProcess.run(["affirm", "--today", "2026-03-01", "--knowledge", folder.path])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout == "This came from the folder.\n")
    }

    @Test func affirmIsTheSameAllDayAndChangesTheNextDay() throws {
        let first = try BloomProcess.run(["affirm", "--today", "2026-11-10"])
        let again = try BloomProcess.run(["affirm", "--today", "2026-11-10"])
        let nextDay = try BloomProcess.run(["affirm", "--today", "2026-11-11"])
        #expect(first.status == 0)
        #expect(!first.stdout.isEmpty)
        #expect(first.stdout == again.stdout)
        #expect(first.stdout != nextDay.stdout)
        let viaEnvironment = try BloomProcess.run(["affirm"], environment: ["BLOOM_TODAY": "2026-11-10"])
        #expect(viaEnvironment.stdout == first.stdout)
    }

    @Test func affirmForAPhaseFitsThatPhase() throws {
        let run = try BloomProcess.run(["affirm", "--phase", "luteal", "--today", "2026-05-05", "--json"])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let phases = try #require(object["phases"] as? [String])
        #expect(phases.isEmpty || phases.contains("luteal"))
        #expect(object["date"] as? String == "2026-05-05")
    }

    @Test func affirmFavoriteKeepsTodaysAffirmationOnceAndListsIt() throws {
        let home = try JournalHome()
        #expect(try home.ok("affirm", "--favorites") == "No favourite affirmations yet; keep today's with 'bloom affirm --favorite --home \(home.path)'.\n")
        let text = try home.ok("affirm").trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try home.ok("affirm", "--favorite") == "Saved to your favourites: “\(text)” · profile me\n")
        #expect(try home.ok("affirm", "--favorite") == "Already in your favourites: “\(text)” · profile me\n")
        #expect(try home.ok("affirm", "--favorites") == "• \(text) (Tue 10 Nov)\n")
        #expect(try home.ok("affirm", "--list-favorites", "--json").contains(#""favorites":[{"text":"#))
        #expect(try home.ok("export").components(separatedBy: text).count == 2, "saved once")
    }

    @Test(arguments: [
        (["yoga", "--phase", "lutea"], "did you mean 'luteal'"),
        (["yoga", "--trimester", "4"], "--trimester takes 1, 2 or 3"),
        (["nutrition", "--phase", "spring"], "--phase takes one of menstrual, follicular, ovulation, luteal"),
        (["breathe", "--rounds", "0"], "--rounds takes a whole number from 1 to 100"),
        (["affirm", "--mode", "pregnant"], "did you mean 'pregnancy'"),
        (["routine", "--play"], "--play needs a routine"),
        (["knowledge"], "bloom knowledge check"),
        (["pose"], "name a pose"),
    ])
    func badOptionsAreUsageErrorsThatSuggestValidValues(arguments: [String], expected: String) throws {
        let run = try BloomProcess.run(arguments)
        #expect(run.status == 64)
        #expect(run.stderr.contains(expected), "stderr: \(run.stderr)")
    }

    @Test func yogaForAPhaseAndTrimesterLeavesOutPosesToAvoid() throws {
        let run = try BloomProcess.run(["yoga", "--phase", "luteal", "--trimester", "2", "--json"])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let poses = try #require(object["poses"] as? [[String: Any]])
        #expect(!poses.isEmpty)
        for pose in poses {
            #expect((pose["phases"] as? [String])?.contains("luteal") == true)
            #expect((pose["pregnancy"] as? [String: String])?["2"] != "avoid")
        }
    }

    @Test func yogaTextListsPosesAndASource() throws {
        let run = try BloomProcess.run(["yoga", "cramps"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.hasPrefix("Yoga poses for 'cramps' ("))
        #expect(run.stdout.contains("Source: "))
    }

    @Test(arguments: [("magnesum", "Magnesium"), ("folic acid", "Folate"), ("brie", "brie")])
    func nutritionSearchForgivesTyposAndKnowsSynonyms(query: String, expected: String) throws {
        let run = try BloomProcess.run(["nutrition"] + query.split(separator: " ").map(String.init))
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains(expected))
        #expect(run.stdout.contains("Source: "))
    }

    @Test func avoidListsFoodsAndTheCaffeineLimit() throws {
        let run = try BloomProcess.run(["avoid", "--json"])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(((object["items"] as? [Any])?.count ?? 0) > 0)
        #expect((object["caffeine"] as? [String: Any])?["limitMgPerDay"] as? Int == 200)
    }

    @Test func routinePlayWhenPipedPrintsTheScheduleWithoutWaiting() throws {
        let started = Date()
        let run = try BloomProcess.run(["routine", "menstrual-relief", "--play"])
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.dropFirst().first?.hasPrefix(" 0:00  ") == true, "\(lines.prefix(3))")
        #expect(lines.contains { $0.hasSuffix("  done") })
    }

    @Test func routineTotalsCountBothSidesTwice() throws {
        let run = try BloomProcess.run(["routine", "menstrual", "relief", "--json"])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let steps = try #require(object["steps"] as? [[String: Any]])
        let sum = steps.reduce(0) { $0 + (($1["seconds"] as? Int) ?? 0) }
        #expect(object["totalSeconds"] as? Int == sum)
        for step in steps where step["bothSides"] as? Bool == true {
            let hold = try #require(step["hold"] as? [String: Int])
            let once = hold["seconds"] ?? (hold["breaths"] ?? 0) * 5
            #expect(step["seconds"] as? Int == once * 2)
        }
    }

    @Test func breatheWhenPipedPrintsTheScheduleWithoutWaiting() throws {
        let started = Date()
        let run = try BloomProcess.run(["breathe", "4-7-8", "--rounds", "2"])
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("2 rounds"))
        #expect(run.stdout.contains("round 2"))
        #expect(run.stdout.contains(" 0:38  done"), "4 + 7 + 8 seconds twice is 38 s:\n\(run.stdout)")
    }

    @Test func everyContentCommandHasHelpWithAnExample() throws {
        for command in ["yoga", "pose", "routine", "nutrition", "avoid", "affirm", "week", "breathe", "knowledge"] {
            let run = try BloomProcess.run([command, "--help"])
            #expect(run.status == 0)
            #expect(run.stdout.contains("bloom \(command)"), "\(command) help lacks usage")
            #expect(run.stdout.contains("Example"), "\(command) help lacks an example")
            #expect(run.stdout.contains("--json"), "\(command) help lacks --json")
        }
    }

    /// A copy of the repository's Knowledge folder in a new temporary folder.
    static func copyOfKnowledge() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "bloom-knowledge-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: knowledgeFolder, to: folder)
        return folder
    }
}
