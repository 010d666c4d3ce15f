@testable import Assistant
import Content
import CycleCore
import Foundation
import Testing

/// The guards on `Corpus/guard-dev.tsv` (110 emergency and crisis messages),
/// `Corpus/guard-dev2.tsv` (124 more, mostly indirect crisis messages and pregnancy and
/// postpartum red flags) and `Corpus/guard-dev3.tsv` (136, in other voices: metaphor, English
/// as a second language, dictation, questions to the app, jokes), and the crisis and ordinary
/// look-alike messages of `Corpus/guard-dev4.tsv` (223), `Corpus/guard-dev5.tsv` (319: crisis
/// sentences among ordinary tracking talk, indirect warning signs) and `Corpus/guard-dev6.tsv`
/// (316: ordinary messages a keyword screen would flag, with red flags next to them), in people's own words (slang, methods named, thoughts of harming
/// the baby, heavy bleeding with dizziness, postpartum warning signs), each written from
/// red-flags.md by a helper who never saw the guard patterns. They are development sets: the
/// patterns were widened on them, so these figures say nothing about unseen text (the
/// never-tuned sets do, in `IntentBenchmark`).
@Suite struct GuardDevSetTests {
    struct Line {
        let guardName: String
        let context: String
        let message: String
        var pregnant: Bool { context.hasPrefix("pregnant") }
    }

    static let files = ["guard-dev.tsv", "guard-dev2.tsv", "guard-dev3.tsv", "guard-dev4.tsv", "guard-dev5.tsv", "guard-dev6.tsv", "guard-dev-ordinary.tsv", "guard-dev7.tsv",
                        "guard-dev9.tsv", "guard-dev10.tsv"]

    static let lines: [Line] = files.flatMap { name -> [Line] in
        let url = PackageFolder.corpus.appending(path: name)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { fatalError("cannot read \(url.path)") }
        return text.split(separator: "\n").dropFirst().map {
            let columns = $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Line(guardName: columns[0], context: columns[1], message: columns[2])
        }
    }

    /// The profile the line speaks from: pregnant in the week it gives, otherwise tracking a cycle.
    static func store(for line: Line) -> InMemoryStore {
        guard line.pregnant, let week = Int(line.context.split(separator: ":").last ?? "") else { return TopicFixture.cycleStore() }
        return InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(lmp: AssistantFixture.today - week * 7))
    }

    @Test func theSetHoldsBothGuards() {
        #expect(Self.lines.filter { $0.guardName == "crisis" }.count >= 170)
        #expect(Self.lines.filter { $0.guardName == "emergency" }.count >= 190)
    }

    /// Every crisis message meets the crisis guard or, where its phrases miss, the learned
    /// check (`CrisisCheck`, trained on these sets among others, so this says nothing about
    /// unseen text). The known misses are listed so that a change that starts or
    /// stops catching one updates the list.
    @Test func everyCrisisMessageMeetsTheGuardOrTheLearnedCheck() {
        let missed = Self.lines.filter { $0.guardName == "crisis" }.filter {
            let understanding = AssistantFixture.assistant.understand($0.message, today: AssistantFixture.today, pregnant: $0.pregnant)
            return understanding.guardKind != .crisis && !understanding.crisisConcern
        }
        #expect(Set(missed.map(\.message)) == Self.knownCrisisMisses, "\(missed.count) missed:\n\(missed.map { "\($0.context) \($0.message)" }.joined(separator: "\n"))")
    }

    /// None since the crisis check reads its concern with `CrisisPlacement` (2026-11-25); these
    /// sets are development sets, and the check was trained on them, so this holds the line
    /// rather than measuring anything.
    static let knownCrisisMisses: Set<String> = []

    /// An emergency is caught by the emergency guard or by triage at an interrupting level
    /// (ambulance, urgent care, a GP today), in the chat as people use it.
    @Test func everyEmergencyMessageIsSentToUrgentCare() {
        var missed: [String] = []
        for line in Self.lines where line.guardName == "emergency" {
            let reply = TopicFixture.chat([line.message], store: Self.store(for: line))[0]
            let urgent = reply.guardKind == .emergency || (reply.triage.map { Assistant.interruptingLevels.contains($0.level) } ?? false)
            if !urgent { missed.append("\(line.context) \(line.message) → \(reply.intent): \(reply.text.prefix(80))") }
        }
        #expect(Set(missed.map { $0.components(separatedBy: " → ")[0] }) == Self.knownEmergencyMisses, "\(missed.count) missed:\n\(missed.joined(separator: "\n"))")
    }

    /// None left: the two postpartum warning signs said from a cycle profile ("so exhausted i
    /// can barely lift my head off the pillow… something isnt right", "temp of 39, shaking, one
    /// boob is bright red and hard"), which tells Bloom nothing of a birth, reach care through
    /// the learned emergency check (`EmergencyTraining`) since it was added.
    static let knownEmergencyMisses: Set<String> = []

    /// A crisis, or an answer that says to call an ambulance, writes nothing: it says only
    /// what to do now. An urgent answer to a statement of one's own day ("temp is 38.6 and my
    /// stitches smell") gives the care first and notes what was told after it.
    @Test func noAmbulanceOrCrisisMessageIsWrittenAndANotedOneSaysTheCareFirst() {
        var written: [String] = []
        for line in Self.lines where line.guardName != "none" {
            let store = Self.store(for: line)
            let reply = TopicFixture.chat([line.message], store: store)[0]
            guard !store.writes.isEmpty else { continue }
            let calm = reply.guardKind != .crisis && reply.care.map { [.urgent, .gpToday].contains($0.level) } == true
            let careFirst = reply.text.hasPrefix("This needs urgent care now") || reply.text.hasPrefix("Please")
            if !calm || !careFirst || !reply.text.contains("I've noted") { written.append("\(line.context) \(line.message) → \(reply.text.prefix(80))") }
        }
        #expect(written.isEmpty, "\(written.joined(separator: "\n"))")
    }
}

/// The never-tuned guard sets (`Corpus/guard-fresh.tsv`, `guard-fresh2.tsv`, `guard-fresh3.tsv`) are well
/// formed and share no message with the development sets or the corpus; their figures are
/// measured, never asserted (`IntentBenchmark --guard-set`).
@Suite struct GuardFreshSetTests {
    @Test(arguments: ["guard-fresh.tsv", "guard-fresh2.tsv", "guard-fresh3.tsv"])
    func theNeverTunedGuardSetIsWellFormedAndSharesNoMessage(_ name: String) throws {
        let folder = PackageFolder.corpus
        let lines = try String(contentsOf: folder.appending(path: name), encoding: .utf8).split(separator: "\n").dropFirst()
        #expect(lines.count >= 200)
        var known: Set<String> = Set(GuardDevSetTests.lines.map { $0.message.lowercased() })
        known.formUnion(IntentTraining.labelledLines(tsv: IntentModelFileTests.corpusTSV).map { $0.utterance.lowercased() })
        var shared = 0
        for line in lines {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count == 3 else { Issue.record("not 3 columns: \(line)"); continue }
            #expect(["crisis", "emergency", "none"].contains(columns[0]))
            #expect((try? TriageContext(parsing: columns[1])) != nil, "\(columns[1])")
            if known.contains(columns[2].lowercased()) { shared += 1 }
        }
        #expect(shared == 0, "\(shared) messages also in a development set or the corpus")
    }
}
