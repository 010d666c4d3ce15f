import Foundation

/// poppler-utils (`pdftotext`, `pdftoppm`, `pdffonts`, `pdfinfo`), for tests that read a PDF
/// as it renders: its text, where each word lies, its pixels and its fonts.
package enum Poppler {
    /// The tools the tests run.
    package static let tools = ["pdftotext", "pdftoppm", "pdffonts", "pdfinfo"]

    /// Whether every tool is installed (CI installs poppler-utils; tests skip without it).
    package static var isAvailable: Bool { tools.allSatisfy { path(of: $0) != nil } }

    /// Why the PDF tests are skipped, for the skip message.
    package static let missingMessage = "pdftotext, pdftoppm, pdffonts and pdfinfo (poppler-utils) are not installed: apt install poppler-utils"

    /// `tool` on the PATH, if there.
    package static func path(of tool: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `tool` and returns what it printed.
    package static func run(_ tool: String, _ arguments: [String]) throws -> Data {
        guard let executable = path(of: tool) else { throw Failure(message: "\(tool) is not installed") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(message: "\(tool) \(arguments.joined(separator: " ")) exited \(process.terminationStatus): \(String(decoding: errors, as: UTF8.self))")
        }
        return data
    }

    /// The text of the PDF at `path`, each page's text in reading order.
    package static func text(_ path: String) throws -> String {
        String(decoding: try run("pdftotext", ["-enc", "UTF-8", path, "-"]), as: UTF8.self)
    }

    /// The text as laid out (`pdftotext -layout`: a table's row or a label and its value on one
    /// line), with every run of white space made one space, for looking for phrases.
    package static func flatText(_ path: String) throws -> String {
        String(decoding: try run("pdftotext", ["-layout", "-enc", "UTF-8", path, "-"]), as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\u{0C}" || $0 == "\t" }).joined(separator: " ")
    }

    /// Each page's size and words with their boxes (`pdftotext -bbox`), in points from the top left.
    package static func words(_ path: String) throws -> [TextPage] {
        let xhtml = String(decoding: try run("pdftotext", ["-bbox", "-enc", "UTF-8", path, "-"]), as: UTF8.self)
        var pages: [TextPage] = []
        for chunk in xhtml.components(separatedBy: "<page ").dropFirst() {
            let head = String(chunk.prefix { $0 != ">" })
            var page = TextPage(width: number("width", in: head), height: number("height", in: head), words: [])
            for wordChunk in chunk.components(separatedBy: "<word ").dropFirst() {
                guard let close = wordChunk.range(of: ">"), let end = wordChunk.range(of: "</word>") else { continue }
                let attributes = String(wordChunk[..<close.lowerBound])
                page.words.append(Word(text: String(wordChunk[close.upperBound..<end.lowerBound]),
                                       xMin: number("xMin", in: attributes), yMin: number("yMin", in: attributes),
                                       xMax: number("xMax", in: attributes), yMax: number("yMax", in: attributes)))
            }
            pages.append(page)
        }
        return pages
    }

    /// Each page rendered at `resolution` dots per inch (`pdftoppm -r`), as RGB pixels.
    package static func pixmaps(_ path: String, resolution: Int) throws -> [Pixmap] {
        let folder = FileManager.default.temporaryDirectory.appending(path: "bloom-ppm-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try run("pdftoppm", ["-r", String(resolution), path, folder.appending(path: "page").path])
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".ppm") }.sorted()
        return try files.map { try Pixmap(ppm: Data(contentsOf: folder.appending(path: $0))) }
    }

    /// The fonts of the PDF: name and whether it is embedded (`pdffonts`).
    package static func fonts(_ path: String) throws -> [(name: String, embedded: Bool)] {
        let lines = String(decoding: try run("pdffonts", [path]), as: UTF8.self).split(separator: "\n").dropFirst(2)
        return lines.map { line in
            let fields = line.split(separator: " ")
            // name type… encoding emb sub uni object ID: "emb" is the fifth field from the end.
            return (String(fields.first ?? ""), fields.count >= 5 && fields[fields.count - 5] == "yes")
        }
    }

    /// `pdfinfo`'s "Page size:" line, e.g. "595.28 x 841.89 pts (A4)".
    package static func pageSize(_ path: String) throws -> String {
        let info = String(decoding: try run("pdfinfo", [path]), as: UTF8.self)
        let line = info.split(separator: "\n").first { $0.hasPrefix("Page size:") } ?? ""
        return line.dropFirst("Page size:".count).trimmingCharacters(in: .whitespaces)
    }

    private static func number(_ name: String, in text: String) -> Double {
        guard let start = text.range(of: name + "=\"") else { return .nan }
        return Double(text[start.upperBound...].prefix { $0 != "\"" }) ?? .nan
    }

    /// A page of `pdftotext -bbox`.
    package struct TextPage: Sendable {
        package let width: Double
        package let height: Double
        package var words: [Word]
    }

    /// A word and its box, in points from the top left.
    package struct Word: Sendable {
        package let text: String
        package let xMin: Double
        package let yMin: Double
        package let xMax: Double
        package let yMax: Double
    }

    package struct Failure: Error, CustomStringConvertible {
        package let message: String
        package var description: String { message }
    }
}

/// An RGB image read from a binary PPM (P6) file, as `pdftoppm` writes them.
package struct Pixmap: Sendable {
    package let width: Int
    package let height: Int
    /// Three bytes a pixel, row by row.
    package let bytes: [UInt8]

    package init(ppm data: Data) throws {
        let all = [UInt8](data)
        var index = 0
        func token() -> String {
            while index < all.count {
                if all[index] == UInt8(ascii: "#") {
                    while index < all.count, all[index] != 10 { index += 1 }
                } else if [9, 10, 13, 32].contains(all[index]) {
                    index += 1
                } else {
                    break
                }
            }
            let start = index
            while index < all.count, ![9, 10, 13, 32].contains(all[index]) { index += 1 }
            return String(decoding: all[start..<index], as: UTF8.self)
        }
        guard token() == "P6", let width = Int(token()), let height = Int(token()), token() == "255" else {
            throw Poppler.Failure(message: "not a binary PPM with 8-bit channels")
        }
        index += 1  // the one white-space byte before the pixels
        guard all.count - index >= width * height * 3 else { throw Poppler.Failure(message: "the PPM is cut short") }
        self.width = width
        self.height = height
        bytes = Array(all[index..<(index + width * height * 3)])
    }

    /// The red, green and blue of the pixel at `x`, `y`.
    package func pixel(_ x: Int, _ y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let offset = (y * width + x) * 3
        return (bytes[offset], bytes[offset + 1], bytes[offset + 2])
    }

    /// How many pixels in the rectangle are coloured (not white, black or grey: their channels
    /// differ by more than `spread`), i.e. drawn in a chart's colours rather than its grid.
    package func colouredPixels(x: Int, y: Int, width: Int, height: Int, spread: Int = 48) -> Int {
        var count = 0
        for row in max(0, y)..<min(self.height, y + height) {
            for column in max(0, x)..<min(self.width, x + width) {
                let (r, g, b) = pixel(column, row)
                if Int(max(r, g, b)) - Int(min(r, g, b)) > spread { count += 1 }
            }
        }
        return count
    }
}
