import Journal

/// The formats `bloom import` reads, recognised by content, not by name.
package enum ImportFormat: String, Sendable, CaseIterable {
    /// Apple Health's `export.zip`.
    case appleHealthZip = "apple-health-zip"
    /// Apple Health's `export.xml`.
    case appleHealthXML = "apple-health-xml"
    /// Clue's `measurements.json` export.
    case clueMeasurements = "clue-measurements"
    /// Clue's older backup (`.cluedata`).
    case clueBackup = "clue-backup"
    /// Flo's data-request JSON.
    case flo
    /// drip's CSV export.
    case drip
    /// Bloom's own JSON backup.
    case bloomBackup = "bloom-backup"

    /// The source name stored with each imported record.
    package var source: String {
        switch self {
        case .appleHealthZip, .appleHealthXML: "apple-health"
        case .clueMeasurements, .clueBackup: "clue"
        case .flo: "flo"
        case .drip: "drip"
        case .bloomBackup: "bloom"
        }
    }

    /// The format in words.
    package var displayName: String {
        switch self {
        case .appleHealthZip: "Apple Health export (ZIP)"
        case .appleHealthXML: "Apple Health export (XML)"
        case .clueMeasurements: "Clue export (measurements.json)"
        case .clueBackup: "Clue backup (.cluedata)"
        case .flo: "Flo data request (JSON)"
        case .drip: "drip export (CSV)"
        case .bloomBackup: "Bloom backup"
        }
    }

    /// Recognises the file at `path` from its first bytes (and, for JSON, its top-level keys).
    /// - Throws: `ImportError.unreadable` or `.unknownFormat`.
    package static func detect(path: String) throws(ImportError) -> ImportFormat {
        let file = try FileByteSource(path: path)
        let head = try file.read(at: 0, count: Int(min(file.fileSize, 256 << 10)))
        if ZipArchive.looksLikeZip(head) {
            let archive = try ZipArchive(path: path)
            if archive.entry(named: "export.xml") != nil { return .appleHealthZip }
            throw .unknownFormat(file: path)
        }
        var start = 0
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        while start < head.count, [0x20, 0x0A, 0x0D, 0x09].contains(head[start]) { start += 1 }
        guard start < head.count else { throw .unknownFormat(file: path) }
        if head[start] == 0x3C {
            if contains(head, "<HealthData") { return .appleHealthXML }
            throw .unknownFormat(file: path)
        }
        if head[start] == 0x7B || head[start] == 0x5B {
            // Small JSON files: the top-level keys tell them apart.
            if contains(head, "\"bloom-backup\"") { return .bloomBackup }
            if contains(head, "\"operationalData\"") || contains(head, "\"point_events") || contains(head, "\"cycles\"") { return .flo }
            if contains(head, "\"measurements\"") || (head[start] == 0x5B && contains(head, "\"type\"") && contains(head, "\"date\"")) {
                return .clueMeasurements
            }
            if contains(head, "\"clue") || contains(head, "\"data\"") && contains(head, "\"day\"") { return .clueBackup }
            throw .unknownFormat(file: path)
        }
        let firstLine = head[start...].prefix { $0 != 0x0A }
        let header = String(decoding: firstLine, as: UTF8.self).lowercased()
        if header.contains("date"), header.contains("bleeding") || header.contains("temperature") { return .drip }
        throw .unknownFormat(file: path)
    }

    static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard needle.count <= bytes.count else { return false }
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}
