import Foundation

/// One woman's cycles from the Marquette FedCycleData file, in order.
struct Woman {
    let id: String
    /// `LengthofCycle` of each cycle.
    var cycleLengths: [Int] = []
    /// `LengthofMenses` of each cycle's period (nil where blank).
    var periodLengths: [Int?] = []
    /// `EstimatedDayofOvulation` of each cycle (nil where blank).
    var ovulationDays: [Int?] = []
}

/// Reads FedCycleData071012.csv (UTF-8 with BOM, CRLF, blank cells as a single space).
enum FedCycleData {
    static func load(_ url: URL) throws -> [Woman] {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw BenchmarkError("cannot read \(url.path): this benchmark needs FedCycleData071012.csv, the cycle records of the Marquette University natural-family-planning study (R. J. Fehring, published in Marquette's e-Publications data archive). The file is kept outside the repository: by default it is read from shared/data/ in the folder that holds the package, or pass its path as the first argument.")
        }
        var lines = text.split(whereSeparator: \.isNewline).map(String.init)
        guard !lines.isEmpty else { throw BenchmarkError("\(url.path) is empty") }
        let header = lines.removeFirst().replacingOccurrences(of: "\u{FEFF}", with: "").split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        func column(_ name: String) throws -> Int {
            guard let index = header.firstIndex(of: name) else { throw BenchmarkError("no column \(name)") }
            return index
        }
        let client = try column("ClientID"), number = try column("CycleNumber"), length = try column("LengthofCycle")
        let menses = try column("LengthofMenses"), ovulation = try column("EstimatedDayofOvulation")
        var women: [Woman] = []
        var lastNumber = 0
        for line in lines {
            let cells = line.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count > max(client, length, menses, ovulation), let cycleLength = Int(cells[length]) else { continue }
            let id = cells[client]
            let cycleNumber = Int(cells[number]) ?? 0
            if women.last?.id != id {
                women.append(Woman(id: id))
            } else if cycleNumber != lastNumber + 1 {
                throw BenchmarkError("\(id): cycle numbers are not contiguous at \(cycleNumber)")
            }
            lastNumber = cycleNumber
            women[women.count - 1].cycleLengths.append(cycleLength)
            women[women.count - 1].periodLengths.append(Int(cells[menses]))
            women[women.count - 1].ovulationDays.append(Int(cells[ovulation]))
        }
        return women
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
