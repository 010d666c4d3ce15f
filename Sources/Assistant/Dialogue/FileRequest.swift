import CycleCore

/// A file made for the person when asked in chat: the clinic report ("make a report for my GP
/// appointment") or a share for a partner ("share my cycle with my partner"). The store makes
/// it with the same code as `bloom report` and `bloom share`, so the chat's file is the
/// command's file. Making a file is a request: no record is written.
package enum FileRequest: Sendable, Equatable {
    /// Who a clinic report is for.
    package enum Reader: String, Sendable, CaseIterable {
        case gp, fertility, midwife
    }

    /// The clinic report, for `reader` (nil: a midwife in a pregnancy, a GP otherwise).
    case clinicReport(Reader?)
    /// A snapshot sealed for a partner, opened with a code said aloud.
    case partnerShare

    /// The command that makes the same file, for a store that cannot make files.
    package var command: String {
        switch self {
        case let .clinicReport(reader): "bloom report" + (reader.map { " --for \($0.rawValue)" } ?? "")
        case .partnerShare: "bloom share"
        }
    }
}

/// A file made: where it is, the code that opens it (a share's, shown only now), and what it
/// holds in plain lines ("the cycle report, 2026-05-12 to 2026-11-25, for a GP").
package struct MadeFile: Sendable, Equatable {
    /// The file's full path.
    package var path: String
    /// A share's code; nil for a report.
    package var code: String?
    /// What the file holds, one line each.
    package var contents: [String]

    package init(path: String, code: String? = nil, contents: [String]) {
        self.path = path
        self.code = code
        self.contents = contents
    }
}

/// A file that could not be made, with the reason in the person's words ("nothing is logged to
/// share yet: log a period first"), which the chat shows instead of a file.
package struct FileRefusal: Error, Sendable, Equatable {
    package var reason: String

    package init(_ reason: String) { self.reason = reason }
}
