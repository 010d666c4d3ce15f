import Assistant
import CycleCore
import Foundation
import Journal
import NextSteps
import Reports
import Sharing

/// The files the chat makes when asked ("make a report for my GP appointment", "share my cycle
/// with my partner"): made by `ClinicReport` and `PartnerShare`, the very code `bloom report`
/// and `bloom share` run, with their defaults (the file in the current folder, mode 0600).
extension JournalAssistantStore {
    package func make(_ request: FileRequest, today: Day) throws -> MadeFile? {
        if let failure { throw failure }
        switch request {
        case let .clinicReport(reader): return try clinicReport(for: reader, today: today)
        case .partnerShare: return try partnerShare(today: today)
        }
    }

    /// The report as `bloom report [--for READER]` writes it: a PDF, or the HTML page when the
    /// PDF cannot be made (no cairo on this machine), saying so.
    private func clinicReport(for reader: FileRequest.Reader?, today: Day) throws -> MadeFile {
        var report = ReportRequest(reader: reader.flatMap { ReportReader(rawValue: $0.rawValue) },
                                   paper: PaperSize.preferred(environment: ProcessInfo.processInfo.environment))
        report.to = today
        let pdf = ClinicReport.defaultFileName(today: today)
        var note: String?
        let written: ClinicReport.Written
        do {
            written = try ClinicReport.write(ClinicReport.Request(report: report, path: pdf), access: context, today: today)
        } catch let failure as JournalFailure where failure.kind == .io {
            let html = String(pdf.dropLast(".pdf".count)) + ".html"
            do {
                written = try ClinicReport.write(ClinicReport.Request(report: report, path: html), access: context, today: today)
                note = "A PDF could not be made here (\(words(failure))), so this is the same report as a web page: open it in a browser and print it."
            } catch {
                throw FileRefusal(words(error))
            }
        } catch {
            throw FileRefusal(words(error))
        }
        let kind = written.kind == .pregnancy ? "pregnancy report" : "cycle report"
        var lines = ["The \(kind), \(written.span.from.longText) to \(written.span.to.longText), for \(written.reader.displayName) (\(written.format.rawValue.uppercased()))."]
        if let note { lines.append(note) }
        lines.append("Only you can read the file (mode 0600). Estimates in it are marked as estimates.")
        return MadeFile(path: written.url.path, contents: lines)
    }

    /// A share as `bloom share` makes it with its defaults: 30 days, no symptoms or moods.
    private func partnerShare(today: Day) throws -> MadeFile {
        let made: PartnerShare.Made
        do {
            made = try PartnerShare.make(PartnerShare.Options(), access: context, today: today, random: SystemRandomSource())
        } catch let error as ShareError {
            throw FileRefusal(error.description)
        } catch {
            throw FileRefusal(words(error))
        }
        let snapshot = made.snapshot
        var shared = "Shared: " + snapshot.contents.joined(separator: ", ")
        if !snapshot.leftOut.isEmpty { shared += ". Not shared: " + snapshot.leftOut.joined(separator: ", ") + " (add them with '\(context.stepWording(.shareWithSymptomsAndMoods))')" }
        return MadeFile(path: made.file.path, code: made.code, contents: [
            shared + ".",
            "Shown as: " + (snapshot.name ?? "no name (\"your partner\")") + " · valid until \((snapshot.expires - 1).longText).",
        ])
    }
}
