import CycleCore
import Journal

/// Reads drip's CSV export: a header row, then one row a day. Columns read (drip writes them
/// as `group.field`; a bare group name means its `.value`): date, temperature(.value,
/// .exclude, .time), bleeding(.value 0 spotting … 3 heavy, .exclude), mucus(.feeling,
/// .texture, .value), cervix (kept out: Bloom has no cervix record), sex(.partner, .condom),
/// pain(.cramps, .headache, …), mood(.happy, …), note(.value).
enum DripParser {
    static let required = ["date", "temperature.value", "bleeding.value"]

    static func parse(_ text: String, into emitter: ImportEmitter) throws {
        var rows = CSVReader(text)
        guard let header = rows.next() else { throw ImportError.missingColumns(file: emitter.fileName, missing: required, found: []) }
        let names = header.fields.map { name -> String in
            let trimmed = name.trimmedSpaces.lowercased()
            return trimmed.contains(".") ? trimmed : (trimmed == "date" ? trimmed : trimmed + ".value")
        }
        let missing = required.filter { !names.contains($0) }
        if !missing.isEmpty {
            throw ImportError.missingColumns(file: emitter.fileName, missing: missing.map { $0.hasSuffix(".value") ? String($0.dropLast(6)) : $0 },
                                             found: header.fields)
        }
        var column: [String: Int] = [:]
        for (index, name) in names.enumerated() where column[name] == nil { column[name] = index }
        while let row = rows.next() {
            if row.fields.allSatisfy({ $0.isEmpty }) { continue }
            func field(_ name: String) -> String? {
                guard let index = column[name], index < row.fields.count else { return nil }
                let value = row.fields[index].trimmedSpaces
                return value.isEmpty ? nil : value
            }
            func flag(_ name: String) -> Bool { field(name).map { ["true", "1", "yes"].contains($0.lowercased()) } ?? false }
            let record = "the row of \(field("date") ?? "an unknown date")"
            guard let dateText = field("date"), let date = LooseDate.parse(dateText) else {
                throw ImportError.badRecord(file: emitter.fileName, line: row.line, record: "this row", detail: "its date '\(field("date") ?? "")' is not a date like 2024-01-31")
            }
            let day = date.day
            try emitter.check(day, line: row.line, record: record)
            if let value = field("temperature.value") {
                guard let number = Double(value), Units.celsiusRange.contains(number > 50 ? (number - 32) * 5 / 9 : number) else {
                    throw ImportError.badRecord(file: emitter.fileName, line: row.line, record: record, detail: "the temperature '\(value)' is not a body temperature")
                }
                let celsius = number > 50 ? (number - 32) * 5 / 9 : number
                emitter.addTemperature(TemperatureReading(day: day, time: field("temperature.time").flatMap { TimeOfDay(text: $0) },
                                                          celsius: (celsius * 100).rounded() / 100,
                                                          exclusion: flag("temperature.exclude") ? .other : nil))
            }
            if let value = field("bleeding.value") {
                let levels: [String: Flow] = ["0": .spotting, "1": .light, "2": .medium, "3": .heavy]
                guard let level = levels[value] else {
                    throw ImportError.badRecord(file: emitter.fileName, line: row.line, record: record, detail: "the bleeding value '\(value)' is not 0 to 3")
                }
                if !flag("bleeding.exclude") { emitter.addFlow(FlowMark(level: level), on: day) }
            }
            var log = DailyLog(day: day)
            log.discharge = mucus(texture: field("mucus.texture"), feeling: field("mucus.feeling"))
            if flag("sex.partner") { log.sex = flag("sex.condom") ? .protected : .unprotected }
            let pains: [String: Symptom] = ["pain.cramps": .cramps, "pain.ovulationpain": .ovulationPain, "pain.headache": .headache,
                                            "pain.backache": .backPain, "pain.nausea": .nausea, "pain.tenderbreasts": .breastTenderness,
                                            "pain.migraine": .migraine]
            for (name, symptom) in pains where flag(name) { log.symptoms[symptom] = .some(nil) }
            let moods: [String: Mood] = ["mood.happy": .happy, "mood.sad": .sad, "mood.stressed": .stressed, "mood.balanced": .calm,
                                         "mood.anxious": .anxious, "mood.energetic": .energetic, "mood.fatigue": .tired, "mood.angry": .angry]
            for (name, mood) in moods where flag(name) { log.moods.insert(mood) }
            log.note = field("note.value").map { String($0.prefix(2000)) }
            if ["cervix.opening", "cervix.firmness", "cervix.position"].contains(where: { field($0) != nil }) {
                emitter.skip("drip cervix observations (Bloom has no cervix record)")
            }
            if !log.isEmpty { emitter.addDay(log) }
        }
        try emitter.finish()
    }

    /// drip's mucus texture (0 nothing, 1 creamy, 2 egg white) and feeling (0 dry, 1 nothing, 2 wet, 3 slippery).
    static func mucus(texture: String?, feeling: String?) -> Discharge? {
        switch (texture, feeling) {
        case ("2", _): .eggWhite
        case ("1", _): .creamy
        case (_, "3"), (_, "2"): .watery
        case (_, "0"): .dry
        default: nil
        }
    }
}

/// Rows of a CSV text: comma-separated, fields in double quotes may hold commas, quotes ("") and line breaks.
struct CSVReader {
    struct Row {
        var fields: [String]
        /// The line the row starts on (from 1).
        var line: Int
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1

    init(_ text: String) {
        bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    mutating func next() -> Row? {
        guard index < bytes.count else { return nil }
        let startLine = line
        var fields: [String] = []
        var field: [UInt8] = []
        var quoted = false
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if quoted {
                if byte == 0x22 {
                    if index < bytes.count, bytes[index] == 0x22 { field.append(0x22); index += 1 } else { quoted = false }
                } else {
                    if byte == 0x0A { line += 1 }
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case 0x22: quoted = true
            case 0x2C: fields.append(String(decoding: field, as: UTF8.self)); field.removeAll()
            case 0x0D: continue
            case 0x0A:
                line += 1
                fields.append(String(decoding: field, as: UTF8.self))
                return Row(fields: fields, line: startLine)
            default: field.append(byte)
            }
        }
        fields.append(String(decoding: field, as: UTF8.self))
        return Row(fields: fields, line: startLine)
    }
}

extension String {
    /// Without spaces and tabs at either end.
    var trimmedSpaces: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
