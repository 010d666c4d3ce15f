import BloomTestSupport
import CycleCore
import DayModel
import Foundation
import Journal
import JournalAdapters
import Sharing
import Testing

/// Sharing over the journal: the owner's snapshot read from a temporary home and sealed into a
/// file (the entry the chat calls), and the partner's kept copy.
@Suite struct PartnerShareTests {
    static let today = Day(year: 2026, month: 11, day: 20)!
    static func code(_ text: String) -> ShareCode { try! ShareCode(typed: text) }

    /// A home with three periods and a day of symptoms and moods, in the default profile.
    static func home() throws -> TestJournalAccess {
        let access = TestJournalAccess(today: today)
        let (store, profile) = try access.journalForLogging()
        for start in [today - 75, today - 47, today - 19] { _ = try store.logPeriodStart(on: start, for: profile, today: today) }
        _ = try store.logDay(DailyLog(day: today - 2, moods: [.irritable], symptoms: [.headache: 2, .bloating: nil]), for: profile, today: today)
        return access
    }

    static func options(_ access: TestJournalAccess, file: String = "shared.bloomshare", include: Set<ShareInclusion> = [],
                        name: PartnerShare.Name = .profile) -> PartnerShare.Options {
        PartnerShare.Options(include: include, name: name, out: access.home.path + "/" + file, kdf: .minimum)
    }

    @Test func aShareIsWrittenPrivatelyAndOpensWithItsCode() throws {
        let access = try Self.home()
        let made = try PartnerShare.make(Self.options(access), access: access, today: Self.today, random: SeededRandomSource(seed: 1))
        #expect(made.file.path == access.home.path + "/shared.bloomshare")
        let permissions = try FileManager.default.attributesOfItem(atPath: made.file.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        #expect(made.code.count == 6)
        let opened = try ShareSnapshot.opening(try PartnerShare.readFile(made.file.path), code: Self.code(made.code), today: Self.today)
        #expect(opened == made.snapshot)
        // The same dates the day model gives the owner.
        let (store, profile) = try #require(try access.journalForReading())
        let day = try PersonDay(try DayInputs.read(from: store, profile: profile), today: Self.today)
        #expect(opened.cycle?.cycleDay == day.status?.cycleDay && opened.cycle?.periods.first?.start == day.prediction?.nextStart)
    }

    @Test func theSameDayAndSeedGiveTheSameFileAndCode() throws {
        let access = try Self.home()
        let first = try PartnerShare.make(Self.options(access, file: "a.bloomshare"), access: access, today: Self.today, random: SeededRandomSource(seed: 7))
        let second = try PartnerShare.make(Self.options(access, file: "b.bloomshare"), access: access, today: Self.today, random: SeededRandomSource(seed: 7))
        #expect(first.code == second.code)
        #expect(try Data(contentsOf: first.file) == Data(contentsOf: second.file))
        let other = try PartnerShare.make(Self.options(access, file: "c.bloomshare"), access: access, today: Self.today, random: SeededRandomSource(seed: 8))
        #expect(other.code != first.code)
    }

    @Test func symptomsAndMoodsAreReadFromTheJournalOnlyWhenIncluded() throws {
        let access = try Self.home()
        for include in [Set<ShareInclusion>(), [.symptoms], [.moods], [.symptoms, .moods]] {
            let made = try PartnerShare.make(Self.options(access, include: include), access: access, today: Self.today, random: SeededRandomSource(seed: 2))
            let plaintext = String(decoding: try ShareFile.open(try PartnerShare.readFile(made.file.path), code: Self.code(made.code)), as: UTF8.self)
            #expect(plaintext.contains("\"headache\"") == include.contains(.symptoms), "\(include)")
            #expect(plaintext.contains("\"bloating\"") == include.contains(.symptoms), "\(include)")
            #expect(plaintext.contains("\"irritable\"") == include.contains(.moods), "\(include)")
        }
    }

    @Test func theDefaultProfileNameIsNotShownButOthersAre() throws {
        let access = try Self.home()
        let made = try PartnerShare.make(Self.options(access), access: access, today: Self.today, random: SeededRandomSource(seed: 3))
        #expect(made.snapshot.name == nil, "\"me\" means nothing to a partner")
        let (store, _) = try access.journalForLogging()
        _ = try store.renameProfile(Profile.defaultName, to: "Robin")
        #expect(try PartnerShare.make(Self.options(access), access: access, today: Self.today, random: SeededRandomSource(seed: 3)).snapshot.name == "Robin")
        #expect(try PartnerShare.make(Self.options(access, name: .none), access: access, today: Self.today, random: SeededRandomSource(seed: 3)).snapshot.name == nil)
        #expect(try PartnerShare.make(Self.options(access, name: .custom("R")), access: access, today: Self.today, random: SeededRandomSource(seed: 3)).snapshot.name == "R")
    }

    @Test func nothingIsWrittenWhenThereIsNothingToShareOrTheOptionsAreWrong() throws {
        let empty = TestJournalAccess(today: Self.today)
        let options = Self.options(empty)
        #expect(throws: ShareError.nothingToShare(mode: .cycle)) {
            try PartnerShare.make(options, access: empty, today: Self.today, random: SeededRandomSource(seed: 4))
        }
        #expect(!empty.databaseExists, "reading never creates the journal")
        var tooLong = Self.options(try Self.home())
        tooLong.days = 400
        #expect(throws: ShareRequest.Problem.days(400)) {
            try PartnerShare.make(tooLong, access: empty, today: Self.today, random: SeededRandomSource(seed: 4))
        }
        #expect(!FileManager.default.fileExists(atPath: options.out!))
    }

    @Test func aFileThatCannotBeWrittenIsAnIOFailure() throws {
        let access = try Self.home()
        var options = Self.options(access)
        options.out = access.home.path + "/no/such/folder/x.bloomshare"
        do {
            _ = try PartnerShare.make(options, access: access, today: Self.today, random: SeededRandomSource(seed: 5))
            Issue.record("wrote into a missing folder")
        } catch let failure as JournalFailure {
            #expect(failure.kind == .io)
        }
    }

    @Test func readingAFileChecksItsHeaderFirst() throws {
        let access = try Self.home()
        let path = access.home.path + "/notes.txt"
        try "just notes".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: ShareError.notAShareFile) { try PartnerShare.readFile(path) }
        let big = access.home.path + "/big.bin"
        try Data(count: ShareFile.sizeLimit + 1).write(to: URL(fileURLWithPath: big))
        #expect(throws: ShareError.notAShareFile) { try PartnerShare.readFile(big) }
        do {
            _ = try PartnerShare.readFile(access.home.path + "/missing.bloomshare")
            Issue.record("read a missing file")
        } catch let failure as JournalFailure {
            #expect(failure.kind == .io)
        }
    }

    @Test func thePartnerKeepsTheLastSnapshotPrivatelyAndCanForgetIt() throws {
        let access = try Self.home()
        let partner = TemporaryHome("bloom-partner")
        #expect(try PartnerShare.kept(inHome: partner.path) == nil)
        let made = try PartnerShare.make(Self.options(access), access: access, today: Self.today, random: SeededRandomSource(seed: 6))
        try PartnerShare.keep(made.snapshot, inHome: partner.path)
        let path = PartnerShare.keptPath(inHome: partner.path)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
        #expect(try FileManager.default.attributesOfItem(atPath: partner.path + "/partner")[.posixPermissions] as? Int == 0o700)
        #expect(try PartnerShare.kept(inHome: partner.path) == made.snapshot)
        #expect(try PartnerShare.forget(inHome: partner.path))
        #expect(try PartnerShare.kept(inHome: partner.path) == nil)
        #expect(try !PartnerShare.forget(inHome: partner.path))
    }

    @Test func aDamagedKeptCopyIsReportedAsDamaged() throws {
        let partner = TemporaryHome("bloom-partner")
        try PrivateFile.makeFolder(partner.path + "/partner")
        try PrivateFile.write("{\"format\":1}", to: PartnerShare.keptPath(inHome: partner.path))
        do {
            _ = try PartnerShare.kept(inHome: partner.path)
            Issue.record("read a damaged copy")
        } catch let error as ShareError {
            guard case .damaged = error else { Issue.record("\(error)"); return }
        }
    }
}
