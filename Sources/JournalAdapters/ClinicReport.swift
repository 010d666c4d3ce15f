import Content
import CycleCore
import DayModel
import Foundation
import Glances
import Journal
import NextSteps
import Reports

/// A report to take to the clinic, read from the journal and written to a private file: what
/// `bloom report` and the chat ("make a report for my GP appointment") share.
///
/// Only the chosen profile is read: a report never holds another profile's data.
package enum ClinicReport {
    /// What to write: the report asked for and where.
    package struct Request: Sendable, Hashable {
        package var report: ReportRequest
        /// The file to write, `.pdf` or `.html` (its extension chooses the format); nil for
        /// `defaultFileName(today:)` in the current folder.
        package var path: String?

        package init(report: ReportRequest = ReportRequest(), path: String? = nil) {
            self.report = report
            self.path = path
        }
    }

    /// What was written, for the command's line and the chat's answer.
    package struct Written: Sendable {
        /// The file, as an absolute URL.
        package let url: URL
        package let format: ReportFormat
        package let kind: ReportKind
        package let reader: ReportReader
        package let span: ReportSpan
        /// The file's size in bytes.
        package let size: Int
    }

    /// "bloom-report-2026-11-25.pdf".
    package static func defaultFileName(today: Day) -> String { "bloom-report-\(today.iso).pdf" }

    /// Reads the chosen profile through `access`, makes the report `request` asks for, renders
    /// it in the format the file's extension names and writes it with mode 0600, atomically
    /// (`PrivateFile.write`): a file is there whole or not at all.
    /// - Returns: where it was written and what it holds.
    /// - Throws: `JournalFailure`: usage for a file that is not `.pdf` or `.html`, a span that
    ///   runs backwards or past today, an unknown profile; data for periods that contradict each
    ///   other; I/O for a store that cannot be read, a file that cannot be written or a PDF
    ///   without the cairo library.
    package static func write(_ request: Request, access: JournalAccess, today: Day) throws -> Written {
        let reading = try JournalFailure.classifying { try access.journalForReading() }
        return try write(request, store: reading?.store, profile: reading?.profile, knowledge: { try access.knowledge() }, today: today,
                         wording: access.stepWordingForFiles)
    }

    /// `write(_:access:today:)` over a store already open (the command opens it read-only);
    /// nil store and profile on a fresh home give a report that says nothing was logged.
    /// `wording` writes the commands the report names (`JournalAccess.stepWordingForFiles`).
    package static func write(_ request: Request, store: JournalStore?, profile: Profile?, knowledge: () throws -> Knowledge,
                             today: Day, wording: StepWording) throws -> Written {
        let path = request.path ?? defaultFileName(today: today)
        guard let format = ReportFormat(path: path) else {
            throw JournalFailure(.usage, ReportRequestError.unknownFormat(path: path).description)
        }
        let model = try self.model(request.report, store: store, profile: profile, knowledge: knowledge, today: today)
        let bytes = try render(ReportDocument(model, paper: request.report.paper, wording: wording), format: format, created: today)
        do {
            try PrivateFile.write(bytes: bytes, to: path)
        } catch {
            throw JournalFailure(.io, explaining: error)
        }
        return Written(url: URL(fileURLWithPath: path).standardizedFileURL, format: format, kind: model.kind, reader: model.reader,
                       span: model.span, size: bytes.count)
    }

    /// The report of `profile` in `store` (nil for a fresh home) as `request` asks, on `today`.
    /// - Throws: `JournalFailure` (see `write`).
    package static func model(_ request: ReportRequest, store: JournalStore?, profile: Profile?, knowledge: () throws -> Knowledge,
                             today: Day) throws -> ReportModel {
        let inputs: ReportInputs
        if let store, let profile {
            inputs = try JournalFailure.classifying { try self.inputs(from: store, profile: profile, knowledge: knowledge, today: today) }
        } else {
            inputs = ReportInputs(day: try PersonDay.checked(.empty(profileName: Profile.defaultName), today: today))
        }
        do {
            return try ReportModel(inputs, request: request)
        } catch {
            throw JournalFailure(.usage, explaining: error)
        }
    }

    /// The file's bytes: the HTML page as UTF-8, or the PDF.
    /// - Parameter created: the report's day, the PDF's creation date (so it is reproducible).
    package static func render(_ document: ReportDocument, format: ReportFormat, created: Day) throws -> [UInt8] {
        switch format {
        case .html:
            return Array(HTMLReport.render(document).utf8)
        case .pdf:
            do {
                return try PDFReport.render(document, created: "\(created.iso)T00:00:00")
            } catch {
                throw JournalFailure(.io, explaining: error)
            }
        }
    }

    /// Everything a report reads of `profile`, and of no other profile: the day model's inputs
    /// (read as every command reads them) and the logs only the report needs.
    package static func inputs(from store: JournalStore, profile: Profile, knowledge: () throws -> Knowledge, today: Day) throws -> ReportInputs {
        let day = try PersonDay.checked(try DayInputs.read(from: store, profile: profile), today: today)
        let days = try store.records(DailyLog.self, of: profile).map { log in
            ReportDayLog(day: log.day, flow: log.flow.flatMap { ReportFlow(word: $0.rawValue) }, cramps: log.cramps,
                         symptoms: Dictionary(uniqueKeysWithValues: log.symptoms.map { ($0.key.rawValue, $0.value) }))
        }
        let supplements = try store.records(LifestyleEntry.self, of: profile).filter { !$0.supplements.isEmpty }
            .map { ReportSupplementEntry(day: $0.at.day, names: $0.supplements) }
        var inputs = ReportInputs(
            day: day,
            units: profile.units == .imperial ? .imperial : .metric,
            days: days,
            ovulationTests: try store.records(OvulationTest.self, of: profile).map { LHTest(at: $0.at.moment, result: $0.result) },
            pregnancyTests: try store.records(PregnancyTest.self, of: profile).map {
                ReportPregnancyTest(day: $0.at.day, positive: $0.result == .positive, faint: $0.faint)
            },
            supplements: supplements,
            weights: try store.records(WeightEntry.self, of: profile).map { WeightByTrimester.Entry(day: $0.day, kilograms: $0.kilograms) },
            kickCounts: try store.records(KickSession.self, of: profile).map {
                KickCount(start: $0.start.moment, end: $0.end?.moment, kicks: $0.kicks.map(\.moment))
            },
            contractions: try store.records(Contraction.self, of: profile).map { TimedContraction(start: $0.start.moment, end: $0.end?.moment) },
            appointments: try store.records(Appointment.self, of: profile).map {
                ReportAppointment(title: $0.title, at: $0.at.moment, place: $0.place, done: $0.done)
            }
        )
        if let pregnancy = try store.currentPregnancy(of: profile), day.pregnancy?.lmp == pregnancy.lmp {
            inputs.pregnancyDatedBy = pregnancy.datedBy == .due ? "the due date" : "the last period"
            if let week = day.gestationalAge?.currentWeek {
                let ticks = try store.records(ChecklistTick.self, of: profile).filter { $0.lmp == pregnancy.lmp }
                let items = try knowledge().week(week)?.checklist ?? []
                let ticked = Set(ticks.filter { $0.week == week }.map(\.item))
                inputs.checklist = ReportChecklist(week: week, items: items.enumerated().map { index, text in
                    ReportChecklist.Item(text: text, done: ticked.contains(index + 1))
                }, tickedInAllWeeks: ticks.count)
            }
        }
        return inputs
    }
}
