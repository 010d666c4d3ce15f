import CCairo
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NextSteps

/// Why a PDF could not be made.
package enum PDFReportError: ExplainedError, Sendable, Equatable, CustomStringConvertible {
    /// The cairo library could not be loaded (it is not installed, or too old).
    case cairoUnavailable(String)
    /// cairo reported a failure while drawing or writing.
    case cairoFailed(String)

    /// The message with its step as a typed value (see `explanation`).
    package var description: String { explanation.description }

    /// What went wrong and what to do.
    package var explanation: StepText {
        switch self {
        case let .cairoUnavailable(reason):
            "writing a PDF needs the cairo library (apt install libcairo2, or brew install cairo), which could not be loaded (\(reason)); write HTML instead with \(NextStep.writeHTMLInstead)"
        case let .cairoFailed(reason):
            "cairo could not make the PDF: \(reason)"
        }
    }
}

/// The system's cairo, loaded on first use (see `Sources/CCairo/shim.h` for why it is not linked).
final class Cairo: @unchecked Sendable {
    /// cairo's functions; read-only once loaded.
    let api: BloomCairo

    private init(api: BloomCairo) { self.api = api }

    /// The library, loaded once per process, or why it could not be.
    static let shared: Result<Cairo, PDFReportError> = load()

    /// Where cairo's shared library is looked for, in order.
    static var libraryPaths: [String] {
        #if os(macOS)
        ["libcairo.2.dylib", "/opt/homebrew/lib/libcairo.2.dylib", "/usr/local/lib/libcairo.2.dylib", "/opt/local/lib/libcairo.2.dylib"]
        #else
        ["libcairo.so.2", "libcairo.so"]
        #endif
    }

    private static func load() -> Result<Cairo, PDFReportError> {
        var api = BloomCairo()
        let copies = libraryPaths.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let problem: String? = copies.map { UnsafePointer<CChar>($0) }.withUnsafeBufferPointer { paths in
            bloom_cairo_load(&api, paths.baseAddress, Int32(paths.count)).map { String(cString: $0) }
        }
        if let problem { return .failure(.cairoUnavailable(problem)) }
        return .success(Cairo(api: api))
    }

    /// cairo's version, e.g. "1.16.0".
    var version: String { api.version_string().map { String(cString: $0) } ?? "unknown" }
}
