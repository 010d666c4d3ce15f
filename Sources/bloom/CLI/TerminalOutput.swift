#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A stream (stdout or stderr) that knows whether it may use colour.
final class TerminalOutput {
    private let fd: Int32
    /// Whether this stream is a terminal.
    let isTerminal: Bool
    /// Whether ANSI colour may be written: a terminal, no `NO_COLOR`, no `--no-color`.
    let colorEnabled: Bool

    init(fd: Int32, environment: [String: String], noColorFlag: Bool) {
        self.fd = fd
        self.isTerminal = isatty(fd) == 1
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        self.colorEnabled = isTerminal && !noColor && !noColorFlag && environment["TERM"] != "dumb"
    }

    /// Writes `text` and a newline.
    func line(_ text: String = "") {
        write(text + "\n")
    }

    /// Writes `text` as it is.
    func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written <= 0 { return }
            offset += written
        }
    }

    /// `text` wrapped in an ANSI style when colour is enabled, else `text` unchanged.
    func styled(_ text: String, _ style: TextStyle) -> String {
        colorEnabled ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}

/// ANSI SGR codes Bloom uses.
enum TextStyle: String {
    case bold = "1", dim = "2", red = "31", green = "32", yellow = "33", blue = "34", magenta = "35", cyan = "36"
    case inverse = "7"
}

private func systemWrite(_ fd: Int32, _ pointer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(fd, pointer, count)
    #else
    return Darwin.write(fd, pointer, count)
    #endif
}
