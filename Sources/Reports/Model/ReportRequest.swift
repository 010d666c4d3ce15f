import CycleCore
import NextSteps

/// Who the report is for: it picks the report (cycle or pregnancy), the order of its sections
/// and which columns the cycle table shows.
package enum ReportReader: String, Sendable, CaseIterable {
    /// A family doctor: the cycle table, heaviness and pain first.
    case gp
    /// A fertility clinic: temperatures and ovulation tests first.
    case fertility
    /// A midwife: the pregnancy report.
    case midwife

    /// "your GP", as the header says who it was prepared for.
    package var displayName: String {
        switch self {
        case .gp: "a GP"
        case .fertility: "a fertility clinic"
        case .midwife: "a midwife"
        }
    }
}

/// The file format a report is written in, chosen by the file's extension.
package enum ReportFormat: String, Sendable, CaseIterable {
    case pdf, html

    /// The format a file named `path` should hold (`.pdf`, `.html` or `.htm`, any case), or nil.
    package init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "pdf": self = .pdf
        case "html", "htm": self = .html
        default: return nil
        }
    }
}

/// The paper a report is laid out for: A4 or US Letter.
package enum PaperSize: String, Sendable, CaseIterable {
    case a4, letter

    /// The page's width in PostScript points (1/72 inch).
    package var width: Double { self == .a4 ? 595.28 : 612 }
    /// The page's height in points.
    package var height: Double { self == .a4 ? 841.89 : 792 }
    /// The name CSS's `@page { size }` takes.
    package var cssName: String { self == .a4 ? "A4" : "letter" }

    /// Regions whose paper is US Letter (ISO 3166 codes); everywhere else uses A4.
    package static let letterRegions: Set<String> = ["US", "CA", "MX", "PH", "CL", "CO", "VE", "CR", "GT", "PR", "SV", "DO", "PA", "NI", "HN", "BZ"]

    /// The paper the locale in `environment` uses: Letter when `LC_ALL`, `LC_PAPER` or `LANG`
    /// (the first set, in that order) names a Letter region (`en_US.UTF-8`, `es_MX`), else A4.
    package static func preferred(environment: [String: String]) -> PaperSize {
        let locale = ["LC_ALL", "LC_PAPER", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let name = locale.split(separator: ".").first.map(String.init) ?? ""
        let parts = name.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard parts.count >= 2 else { return .a4 }
        return letterRegions.contains(parts[1].uppercased()) ? .letter : .a4
    }
}

/// The days a report covers, both ends included.
package struct ReportSpan: Sendable, Hashable {
    package let from: Day
    package let to: Day

    /// A span from `from` to `to`; `from` must not be after `to`.
    package init(from: Day, to: Day) {
        precondition(from <= to, "a span runs forwards")
        self.from = from
        self.to = to
    }

    /// Whether `day` lies in the span.
    package func contains(_ day: Day) -> Bool { day >= from && day <= to }

    /// How many days it covers.
    package var dayCount: Int { from.days(to: to) + 1 }
}

/// Why a report cannot be made as asked: each names the day to change (as a typed step).
package enum ReportRequestError: ExplainedError, Sendable, Equatable, CustomStringConvertible {
    case fromAfterTo(from: Day, to: Day)
    case toAfterToday(to: Day, today: Day)
    case fromAfterToday(from: Day, today: Day)
    case unknownFormat(path: String)

    /// The message with its steps as typed values (see `explanation`).
    package var description: String { explanation.description }

    /// What is wrong with the span or the file.
    package var explanation: StepText {
        switch self {
        case let .fromAfterTo(from, to): "\(NextStep.chooseReportStart) \(from.iso) is after \(NextStep.chooseReportEnd) \(to.iso); give the earlier day first"
        case let .toAfterToday(to, today): "\(NextStep.chooseReportEnd) \(to.iso) is after today (\(today.iso)); a report covers days that have happened"
        case let .fromAfterToday(from, today): "\(NextStep.chooseReportStart) \(from.iso) is after today (\(today.iso))"
        case let .unknownFormat(path): "cannot tell the format of '\(path)': name the file .pdf or .html"
        }
    }
}

/// What a person asked a report to be: span (nil ends take the defaults), reader, whether to
/// leave the name out, and the paper. The format follows the output file's extension.
package struct ReportRequest: Sendable, Hashable {
    /// The first day, or nil for the default (six cycles back, or the pregnancy's start).
    package var from: Day?
    /// The last day, or nil for today.
    package var to: Day?
    /// Who it is for, or nil to decide by the profile: a midwife in a pregnancy, a GP otherwise.
    package var reader: ReportReader?
    /// Leave the profile's name out of the report.
    package var anonymous: Bool
    /// The paper of the PDF and of the HTML's print layout.
    package var paper: PaperSize

    package init(from: Day? = nil, to: Day? = nil, reader: ReportReader? = nil, anonymous: Bool = false, paper: PaperSize = .a4) {
        self.from = from
        self.to = to
        self.reader = reader
        self.anonymous = anonymous
        self.paper = paper
    }
}
