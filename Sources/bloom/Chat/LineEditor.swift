import Foundation
import Glances
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small line editor for the chat on a terminal: arrows, history, Home/End, Delete,
/// Ctrl-A/E/U/W/K/L, Ctrl-D on an empty line to leave, Ctrl-C to clear the line (twice on an
/// empty line to leave). The terminal is in raw mode only while a line is being read.
final class LineEditor {
    /// What reading a line produced.
    enum Input: Equatable {
        case line(String)
        /// Ctrl-D on an empty line, or the input ended.
        case endOfInput
        /// Ctrl-C on an empty line.
        case interrupt
    }

    private var history: [String] = []
    /// The terminal's settings before the first line was read, given back by `restoreTerminal()`.
    private var terminalAsFound: termios?

    /// Gives the terminal back as the chat found it (call when the chat ends).
    func restoreTerminal() {
        guard var settings = terminalAsFound else { return }
        tcsetattr(0, TCSADRAIN, &settings)
    }
    private let maxHistory = 200

    /// Reads one line after showing `prompt` (which may contain ANSI styling; `promptWidth`
    /// is its visible width).
    func readLine(prompt: String, promptWidth: Int) -> Input {
        guard let raw = RawMode.enable() else { return .endOfInput }
        if terminalAsFound == nil {
            terminalAsFound = raw.original
            TerminalRestorer.install(raw.original)
        }
        defer { raw.quietBetweenLines() }
        var buffer: [Character] = []
        var cursor = 0
        var historyIndex = history.count
        var draft: [Character] = []
        var decoder = UTF8Decoder()

        // The row of the line's first row the cursor is on, for the next redraw to go back to.
        var cursorRow = 0
        // Whether the last redraw left the cursor at the start of a fresh row (the line filled
        // its last row exactly).
        var atRowStart = false

        /// Draws the prompt and the line in place: back to the line's first row, clear to the
        /// end of the screen, write it, and put the cursor at `cursor`. A line longer than the
        /// terminal takes several rows and is redrawn over them, never below them.
        func redraw() {
            let layout = LineLayout(promptWidth: promptWidth, buffer: buffer, cursor: cursor,
                                    columns: TerminalOutput.terminalColumns(1) ?? 80)
            var output = cursorRow > 0 ? "\u{1B}[\(cursorRow)A" : ""
            output += "\r\u{1B}[J" + prompt + String(buffer)
            // At the very end of a row the terminal waits to wrap: go to the next row now.
            if layout.endsAtRowEdge { output += "\r\n" }
            let up = layout.endRow - layout.cursorRow
            if up > 0 { output += "\u{1B}[\(up)A" }
            output += "\r"
            if layout.cursorColumn > 0 { output += "\u{1B}[\(layout.cursorColumn)C" }
            cursorRow = layout.cursorRow
            atRowStart = layout.endsAtRowEdge && cursor == buffer.count
            write(output)
        }
        /// Moves the cursor after the line's end, so what follows starts below the whole line.
        func finish(_ ending: String) {
            cursor = buffer.count
            redraw()
            write(atRowStart && ending == "\r\n" ? "" : ending)
        }

        redraw()
        while true {
            guard let byte = readByte() else { finish("\r\n"); return .endOfInput }
            switch byte {
            case 0x0D, 0x0A:  // Enter
                finish("\r\n")
                let line = String(buffer)
                if !line.trimmingCharacters(in: .whitespaces).isEmpty, history.last != line {
                    history.append(line)
                    if history.count > maxHistory { history.removeFirst() }
                }
                return .line(line)
            case 0x04:  // Ctrl-D
                if buffer.isEmpty { write("\r\n"); return .endOfInput }
                if cursor < buffer.count { buffer.remove(at: cursor) }
            case 0x03:  // Ctrl-C
                if buffer.isEmpty { finish("^C\r\n"); return .interrupt }
                finish("^C\r\n")
                buffer.removeAll(); cursor = 0
                cursorRow = 0
            case 0x01: cursor = 0  // Ctrl-A
            case 0x05: cursor = buffer.count  // Ctrl-E
            case 0x15: buffer.removeFirst(cursor); cursor = 0  // Ctrl-U
            case 0x0B: buffer.removeLast(buffer.count - cursor)  // Ctrl-K
            case 0x0C: write("\u{1B}[H\u{1B}[2J"); cursorRow = 0  // Ctrl-L
            case 0x17:  // Ctrl-W: delete the word before the cursor
                var start = cursor
                while start > 0 && buffer[start - 1] == " " { start -= 1 }
                while start > 0 && buffer[start - 1] != " " { start -= 1 }
                buffer.removeSubrange(start..<cursor)
                cursor = start
            case 0x7F, 0x08:  // Backspace
                if cursor > 0 { buffer.remove(at: cursor - 1); cursor -= 1 }
            case 0x1B:  // Escape sequences
                switch readEscape() {
                case .left: cursor = max(0, cursor - 1)
                case .right: cursor = min(buffer.count, cursor + 1)
                case .home: cursor = 0
                case .end: cursor = buffer.count
                case .delete: if cursor < buffer.count { buffer.remove(at: cursor) }
                case .up:
                    if historyIndex > 0 {
                        if historyIndex == history.count { draft = buffer }
                        historyIndex -= 1
                        buffer = Array(history[historyIndex]); cursor = buffer.count
                    }
                case .down:
                    if historyIndex < history.count {
                        historyIndex += 1
                        buffer = historyIndex == history.count ? draft : Array(history[historyIndex])
                        cursor = buffer.count
                    }
                case .wordLeft:
                    while cursor > 0 && buffer[cursor - 1] == " " { cursor -= 1 }
                    while cursor > 0 && buffer[cursor - 1] != " " { cursor -= 1 }
                case .wordRight:
                    while cursor < buffer.count && buffer[cursor] == " " { cursor += 1 }
                    while cursor < buffer.count && buffer[cursor] != " " { cursor += 1 }
                case .unknown: break
                }
            default:
                if byte < 0x20 { break }
                if let character = decoder.feed(byte) {
                    buffer.insert(character, at: cursor)
                    cursor += 1
                }
            }
            redraw()
        }
    }

    /// Where the prompt and a line land on a terminal `columns` wide: the row the text ends on
    /// and the row and column of the cursor, counted from the prompt's row.
    struct LineLayout: Equatable {
        /// The row the written text leaves the cursor on (after the move to a new row when the
        /// text fills its last row exactly).
        let endRow: Int
        /// Whether the text fills its last row exactly, so the terminal has not moved on yet.
        let endsAtRowEdge: Bool
        let cursorRow: Int
        let cursorColumn: Int

        init(promptWidth: Int, buffer: [Character], cursor: Int, columns: Int) {
            let width = max(1, columns)
            let total = promptWidth + buffer.reduce(0) { $0 + TextWrap.columns(String($1)) }
            let before = promptWidth + buffer.prefix(cursor).reduce(0) { $0 + TextWrap.columns(String($1)) }
            endsAtRowEdge = total > 0 && total % width == 0
            endRow = total / width
            cursorRow = before / width
            cursorColumn = before % width
        }
    }

    enum EscapeKey { case left, right, up, down, home, end, delete, wordLeft, wordRight, unknown }

    /// Reads the rest of an escape sequence (CSI or SS3).
    private func readEscape() -> EscapeKey {
        guard let first = readByte(timeoutMilliseconds: 50) else { return .unknown }
        if first == 0x62 { return .wordLeft }   // Alt-b
        if first == 0x66 { return .wordRight }  // Alt-f
        guard first == 0x5B || first == 0x4F else { return .unknown }
        var parameters: [UInt8] = []
        while let byte = readByte(timeoutMilliseconds: 50) {
            if (0x40...0x7E).contains(byte) {
                switch (byte, parameters) {
                case (0x41, _): return .up
                case (0x42, _): return .down
                case (0x43, let p): return p.contains(0x35) ? .wordRight : .right
                case (0x44, let p): return p.contains(0x35) ? .wordLeft : .left
                case (0x48, _): return .home
                case (0x46, _): return .end
                case (0x7E, [0x31]), (0x7E, [0x37]): return .home
                case (0x7E, [0x34]), (0x7E, [0x38]): return .end
                case (0x7E, [0x33]): return .delete
                default: return .unknown
                }
            }
            parameters.append(byte)
            if parameters.count > 8 { return .unknown }
        }
        return .unknown
    }

    private func readByte(timeoutMilliseconds: Int32 = -1) -> UInt8? {
        if timeoutMilliseconds >= 0 {
            var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, timeoutMilliseconds) > 0 else { return nil }
        }
        var byte: UInt8 = 0
        while true {
            let count = read(0, &byte, 1)
            if count == 1 { return byte }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }

    private func write(_ text: String) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { buffer in
            #if canImport(Glibc)
            Glibc.write(1, buffer.baseAddress, buffer.count)
            #else
            Darwin.write(1, buffer.baseAddress, buffer.count)
            #endif
        }
    }
}

/// Decodes UTF-8 one byte at a time.
struct UTF8Decoder {
    private var pending: [UInt8] = []

    mutating func feed(_ byte: UInt8) -> Character? {
        pending.append(byte)
        let expected: Int
        switch pending[0] {
        case 0x00...0x7F: expected = 1
        case 0xC0...0xDF: expected = 2
        case 0xE0...0xEF: expected = 3
        case 0xF0...0xF7: expected = 4
        default: pending.removeAll(); return nil
        }
        guard pending.count == expected else { return nil }
        defer { pending.removeAll() }
        return String(decoding: pending, as: UTF8.self).first
    }
}

/// The terminal in raw mode (no echo, no line buffering) while a line is read.
struct RawMode {
    /// The settings raw mode was turned on from.
    let original: termios

    static func enable() -> RawMode? {
        var original = termios()
        guard tcgetattr(0, &original) == 0 else { return nil }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        // TCSADRAIN, not TCSAFLUSH: a line typed while the last reply was printing is kept and
        // read next, never thrown away.
        guard tcsetattr(0, TCSADRAIN, &raw) == 0 else { return nil }
        return RawMode(original: original)
    }

    /// Leaves raw mode for the settings raw mode was turned on from, without echo and with
    /// Ctrl-D as a plain key, while a reply prints: what the person types meanwhile does not
    /// scroll into the reply, and reaches the next line whole, Ctrl-D included (with the end-of-
    /// file key on, the terminal would keep a Ctrl-D typed then as an empty end of input, which
    /// raw mode reads as a NUL, and the chat would not end).
    func quietBetweenLines() {
        var quiet = original
        quiet.c_lflag &= ~tcflag_t(ECHO)
        #if canImport(Darwin)
        let disabled: UInt8 = 0xFF  // _POSIX_VDISABLE
        #else
        let disabled: UInt8 = 0
        #endif
        withUnsafeMutableBytes(of: &quiet.c_cc) { bytes in bytes[Int(VEOF)] = disabled }
        tcsetattr(0, TCSADRAIN, &quiet)
    }
}

/// Gives the terminal back as the chat found it when a signal ends Bloom (Ctrl-C while a reply
/// prints, a hang-up, `kill`): between lines echo is off, and a shell that does not reset the
/// terminal itself would otherwise be left typing blind.
enum TerminalRestorer {
    /// The settings to give back; written once, before the handlers are installed.
    nonisolated(unsafe) private static var settings = termios()

    static func install(_ original: termios) {
        settings = original
        let endingSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
        // Delivered even when the parent started Bloom with them blocked (a blocked Ctrl-C
        // would never end the chat).
        var set = sigset_t()
        sigemptyset(&set)
        for signalNumber in endingSignals { sigaddset(&set, signalNumber) }
        sigprocmask(SIG_UNBLOCK, &set, nil)
        for signalNumber in endingSignals {
            signal(signalNumber) { number in
                // Only async-signal-safe calls: set the terminal back, then end as the signal would.
                tcsetattr(0, TCSANOW, &TerminalRestorer.settings)
                signal(number, SIG_DFL)
                raise(number)
            }
        }
    }
}
