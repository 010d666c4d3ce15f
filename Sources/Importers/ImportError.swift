/// Why a file could not be imported. Nothing was written to the journal.
package enum ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file cannot be opened or read.
    case unreadable(file: String, reason: String)
    /// The content is none of the formats Bloom reads.
    case unknownFormat(file: String)
    /// A ZIP archive whose end is missing or whose entries point past its end.
    case truncatedArchive(file: String, detail: String)
    /// A ZIP entry that would expand past a safe size or ratio.
    case zipBomb(file: String, entry: String, detail: String)
    /// A ZIP feature Bloom does not read (encryption, an unknown compression method, a damaged stream).
    case badArchive(file: String, detail: String)
    /// XML that is not well formed.
    case malformedXML(file: String, line: Int, detail: String)
    /// JSON that cannot be read.
    case malformedJSON(file: String, detail: String)
    /// A CSV file without the columns its format needs.
    case missingColumns(file: String, missing: [String], found: [String])
    /// One record is unusable (a date in the future or before 1900, a value that is not a number, …).
    case badRecord(file: String, line: Int?, record: String, detail: String)

    package var description: String {
        switch self {
        case let .unreadable(file, reason):
            "cannot read \(file): \(reason); check the path and that you can read the file"
        case let .unknownFormat(file):
            "\(file) is not a format Bloom imports; use an Apple Health export (export.zip or export.xml), a Clue export "
                + "(measurements.json or .cluedata), a Flo data-request JSON, a drip CSV export or a Bloom backup"
        case let .truncatedArchive(file, detail):
            "\(file) is a truncated ZIP archive (\(detail)); export it again or copy it again completely, then retry"
        case let .zipBomb(file, entry, detail):
            "\(file) was refused: its entry \(entry) \(detail); this is not what a health export looks like, so nothing was read"
        case let .badArchive(file, detail):
            "\(file) cannot be read as a ZIP archive (\(detail)); export it again, or unzip it and import export.xml"
        case let .malformedXML(file, line, detail):
            "\(file), line \(line): the XML is not well formed (\(detail)); export it again from the app"
        case let .malformedJSON(file, detail):
            "\(file) is not valid JSON (\(detail)); export it again from the app"
        case let .missingColumns(file, missing, found):
            "\(file) lacks the column\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) (found: \(found.joined(separator: ", "))); "
                + "export it again from drip with all columns"
        case let .badRecord(file, line, record, detail):
            "\(file)\(line.map { ", line \($0)" } ?? ""): \(record): \(detail); correct it in the app and export again"
        }
    }
}
