@testable import Assistant
import Content
import Foundation
import Testing

/// The intent ids code names (`IntentID.cycleNextPeriod`) are generated from
/// `Knowledge/assistant/intents.json`: the checked-in file is what the generator makes from
/// today's intents, so an intent removed from the file stops compiling wherever code names it.
@Suite struct IntentIDGeneratorTests {
    @Test func theCheckedInIdsAreWhatTheGeneratorMakesFromTodaysIntents() throws {
        let root = PackageFolder.root
        let checkedIn = try String(contentsOf: root.appending(path: IntentIDGenerator.sourcePath), encoding: .utf8)
        #expect(checkedIn == (try IntentIDGenerator.source(files: EmbeddedFiles.all)),
                "\(IntentIDGenerator.sourcePath) is stale: run `swift run KnowledgeCompiler` and commit it")
    }

    @Test func everyListedIdIsAnIntentTheClassifierKnows() {
        let known = Set(AssistantFixture.assistant.intentNames)
        #expect(IntentID.listed.count == known.count)
        #expect(IntentID.listed.allSatisfy { known.contains($0.rawValue) })
    }

    @Test(arguments: [("cycle.next_period", "cycleNextPeriod"), ("log.ovulation_test", "logOvulationTest"), ("chat.set_reminder", "chatSetReminder")])
    func idsAreNamedInLowerCamelCase(id: String, name: String) {
        #expect(IntentIDGenerator.memberName(id) == name)
    }
}
