/// A small model of a terminal's screen, enough to see what the chat's output leaves on it:
/// printable characters with automatic wrap at the right edge, CR, LF, cursor up and right
/// (`ESC [ n A`, `ESC [ n C`), erase to the end of the screen and of the line (`ESC [ J`,
/// `ESC [ K`), home and clear (`ESC [ H`, `ESC [ 2 J`); colours are ignored.
struct ScreenModel {
    let columns: Int
    let rows: Int
    private(set) var lines: [[Character]]
    private var x = 0, y = 0
    private var pendingWrap = false

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        lines = Array(repeating: [], count: rows)
    }

    /// The screen's rows as text, trailing spaces removed.
    var text: [String] {
        lines.map { String($0).replacingOccurrences(of: "\u{0}", with: " ") }.map { line in
            var line = Substring(line)
            while line.last == " " { line = line.dropLast() }
            return String(line)
        }
    }

    /// The cursor's column and row.
    var cursor: (x: Int, y: Int) { (x, y) }

    mutating func feed(_ output: String) {
        var characters = Array(output)[...]
        while let character = characters.popFirst() {
            switch character {
            case "\r", "\r\n":
                x = 0; pendingWrap = false
                if character == "\r\n" { lineFeed() }
            case "\n": lineFeed(); pendingWrap = false
            case "\u{1B}":
                guard characters.first == "[" else { continue }
                characters.removeFirst()
                var parameter = ""
                while let next = characters.first, next.isNumber || next == ";" { parameter.append(next); characters.removeFirst() }
                guard let final = characters.popFirst() else { return }
                let count = Int(parameter) ?? 1
                switch final {
                case "A": y = max(0, y - count); pendingWrap = false
                case "C": x = min(columns - 1, x + count); pendingWrap = false
                case "D": x = max(0, x - count); pendingWrap = false
                case "J":
                    if parameter == "2" { lines = Array(repeating: [], count: rows) } else {
                        lines[y] = Array(lines[y].prefix(x))
                        for row in (y + 1)..<rows { lines[row] = [] }
                    }
                case "K": lines[y] = Array(lines[y].prefix(x))
                case "H": x = 0; y = 0; pendingWrap = false
                default: break
                }
            default:
                guard !(character.asciiValue.map { $0 < 0x20 } ?? false) else { continue }
                if pendingWrap { x = 0; lineFeed(); pendingWrap = false }
                while lines[y].count <= x { lines[y].append(" ") }
                lines[y][x] = character
                if x == columns - 1 { pendingWrap = true } else { x += 1 }
            }
        }
    }

    private mutating func lineFeed() {
        if y == rows - 1 {
            lines.removeFirst()
            lines.append([])
        } else {
            y += 1
        }
    }
}
