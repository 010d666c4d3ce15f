@testable import bloom
import CycleCore
import Foundation
import NextSteps
import Testing
import Wellness

/// Libraries return values and typed reasons; only `bloom` words commands and flags. These tests
/// fail if a library writes a `bloom` command or one of its options again, if a step is worded
/// as something `bloom` does not take, or if a step reaches the person unworded.
@Suite struct NextStepWordingTests {
    /// Every case of `NextStep` (with sample values), so a new case is worded and checked here.
    static let everyStep: [NextStep] = [
        .chooseAnotherHome, .chooseAnotherOutput, .writeHTMLInstead, .chooseReportStart, .chooseReportEnd, .restoreBackup,
        .addProfile(name: "Anna Lee"), .addProfile(name: nil),
        .logPeriodStart(.today), .logPeriodStart(.blank), .logPeriodStart(.blankWithFormat),
        .logPeriodStart(.on(Day(year: 2026, month: 11, day: 5)!), newCycle: true), .logPeriodEnd(.blank),
        .logPregnancy(.lastPeriod, .blank), .logPregnancy(.dueDate, .blankWithFormat),
        .startKickCount, .endKickCount, .countKicks, .startContraction, .endContraction, .timeContractions, .seeChecklistWeek,
        .log(.weight(kilograms: 62.5)), .log(.bodyFat(percent: 27)), .log(.heartRateVariability(milliseconds: 45)),
        .log(.restingHeartRate(bpm: 58)), .log(.oxygenSaturation(percent: 97)), .log(.bloodPressure(systolic: 118, diastolic: 76)),
        .log(.glucose(millimolesPerLitre: 5.4)), .log(.temperature(celsius: 36.45, atMinute: 390)),
        .log(.sleep(bedtimeMinute: 1420, wakeMinute: 425)), .log(.workout(minutes: 40, effort: 7)),
        .logSymptomsAndMoods, .logMoodAndNote, .logAnything, .addAppointment, .giveAge, .giveMaximumHeartRate, .setConditions,
        .setStepGoal, .breathe, .morningRoutine, .importFile(nil, dryRun: true), .importFile("export.zip", dryRun: false),
        .undoImport, .undo, .shareWithSymptomsAndMoods, .seeHistory, .seeInsights, .seePrediction, .seeWeights,
    ] + [nil as NextStep.Vital?] .map { NextStep.seeVitals($0) } + NextStep.Vital.allCases.map { NextStep.seeVitals($0) }

    /// The option names `bloom` takes: every command's and the global ones.
    static let options: Set<String> = Set((CommandRegistry.all.flatMap { $0.options } + globalOptions).map(\.name))

    @Test(arguments: everyStep)
    func everyStepIsACommandOrOptionBloomTakes(step: NextStep) throws {
        switch step.written {
        case let .command(words, _):
            let name = try #require(words.split(separator: " ").first.map(String.init))
            let command = try #require(CommandRegistry.command(named: name), "\(step): no command '\(name)'")
            let takes = Set((command.options + globalOptions).map(\.name))
            for option in words.split(separator: " ").filter({ $0.hasPrefix("--") }).map(String.init) {
                #expect(takes.contains(option), "\(step): 'bloom \(name)' takes no \(option)")
            }
        case let .option(text):
            let given = text.split(separator: " ").filter { $0.hasPrefix("--") }.map(String.init)
            #expect(!given.isEmpty && given.allSatisfy(Self.options.contains), "\(step): \(text)")
        }
    }

    @Test func aStepCarriesTheHomeAndProfileItWasRunWith() {
        let wording = StepWording.commands(homeSuffix: " --home /h", homeAndProfileSuffix: " --home /h --profile sis")
        #expect(wording(.logPeriodEnd(.blank)) == "bloom log period end DATE --home /h --profile sis")
        #expect(wording(.addProfile(name: "Anna Lee")) == "bloom profile add \"Anna Lee\" --home /h")
        #expect(wording(.restoreBackup) == "bloom import FILE --home NEW_DIR")
        #expect(wording(.chooseAnotherHome) == "--home DIR or BLOOM_HOME")
        #expect(wording(.log(.temperature(celsius: 36.45, atMinute: 390))) == "bloom log temp 36.45 --at 06:30 --home /h --profile sis")
        #expect(wording(.log(.sleep(bedtimeMinute: 1420, wakeMinute: 425))) == "bloom log sleep 23:40-07:05 --home /h --profile sis")
        #expect(StepWording.plainCommands(.seeVitals(.restingHeartRate)) == "bloom vitals rhr")
        #expect(StepWording.plainCommands(.logPeriodStart(.on(Day(year: 2026, month: 11, day: 5)!), newCycle: true))
                == "bloom log period start 2026-11-05 --new-cycle")
    }

    @Test func everyVitalAStepNamesIsAVitalSign() {
        for vital in NextStep.Vital.allCases { #expect(VitalSign(vital: vital).stepVital == vital) }
    }

    /// The libraries' sources: every module but the executable, the assistant (whose words are
    /// content) and the build tools, which have command lines of their own.
    static func librarySources() throws -> [(path: String, text: String)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let sources = root.appending(path: "Sources")
        let skipped: Set<String> = ["bloom", "Assistant", "IntentTrainer", "KnowledgeCompiler", "TopicIndexer", "KnowledgeEmbedder"]
        var files: [(String, String)] = []
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path) where !skipped.contains(module) {
            let walker = FileManager.default.enumerator(atPath: sources.appending(path: module).path)
            while let relative = walker?.nextObject() as? String {
                guard relative.hasSuffix(".swift") else { continue }
                let path = "\(module)/\(relative)"
                files.append((path, try String(contentsOf: sources.appending(path: path), encoding: .utf8)))
            }
        }
        return files
    }

    @Test func noLibraryWritesABloomCommandOrOneOfItsOptions() throws {
        let commands = Set(CommandRegistry.all.map { $0.name })
        // The tools that compile Knowledge/ share their own small command line (`--root`, `--check`).
        let toolLines = ["Content/KnowledgeFolder.swift"]
        var found: [String] = []
        let sources = try Self.librarySources()
        #expect(sources.count > 100)
        for (path, text) in sources {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//") else { continue }  // doc comments may document a command
                let words = code.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "-" }).map(String.init)
                for (index, word) in words.enumerated() {
                    if word == "bloom", index + 1 < words.count, commands.contains(words[index + 1]),
                       code.contains("bloom \(words[index + 1])") {
                        found.append("\(path):\(number + 1): bloom \(words[index + 1])")
                    }
                    if word.hasPrefix("--"), Self.options.contains(word), !toolLines.contains(path) {
                        found.append("\(path):\(number + 1): \(word)")
                    }
                }
            }
        }
        #expect(found.isEmpty, "libraries name commands; only bloom words them:\n\(found.joined(separator: "\n"))")
    }

    @Test func commandsThatNameStepsPrintThemWorded() throws {
        let home = try JournalHome()
        var outputs: [String] = []
        for arguments in [["today"], ["calendar"], ["history"], ["chart"], ["weight"], ["logged"], ["remind"], ["vitals"], ["scores"],
                          ["fitness"], ["day"], ["appointments"], ["insights"], ["overview"], ["calendar", "--all"], ["log", "kicks", "kick"],
                          ["log", "period", "end"], ["history", "--profile", "nobody"], ["goal", "--deficit", "600"],
                          ["report", "--from", "2026-11-05", "--to", "2026-11-01"]] {
            let run = try home.run(arguments)
            outputs.append(run.stdout + run.stderr)
        }
        let all = outputs.joined(separator: "\n")
        #expect(!all.contains("⟨"), "a step reached the person unworded:\n\(all)")
        #expect(all.contains("'bloom log kicks start --home \(home.path)'"), "\(all)")
        #expect(all.contains("create it with 'bloom profile add nobody --home \(home.path)'"), "\(all)")
        #expect(all.contains("--from 2026-11-05 is after --to 2026-11-01"), "\(all)")
    }
}
