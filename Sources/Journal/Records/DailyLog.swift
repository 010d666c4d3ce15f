import CycleCore
import JSON

/// Everything logged about one day (one record a day; logging the day again merges into it).
package struct DailyLog: StoredRecord {
    /// The day this log is about.
    package var day: Day
    /// How heavy the bleeding was, if any.
    package var flow: Flow?
    /// The moods felt.
    package var moods: Set<Mood>
    /// Symptoms with an optional severity from 1 (mild) to 3 (severe).
    package var symptoms: [Symptom: Int?]
    /// The cervical discharge seen.
    package var discharge: Discharge?
    /// Cramp intensity from 0 (none) to 10 (worst).
    package var cramps: Int?
    /// How the skin was.
    package var skin: SkinCondition?
    /// Sexual activity, if any.
    package var sex: SexualActivity?
    /// Body temperature in °C (basal temperature has its own records).
    package var temperatureC: Double?
    /// Free text about the day.
    package var note: String?

    package init(day: Day, flow: Flow? = nil, moods: Set<Mood> = [], symptoms: [Symptom: Int?] = [:],
                discharge: Discharge? = nil, cramps: Int? = nil, skin: SkinCondition? = nil,
                sex: SexualActivity? = nil, temperatureC: Double? = nil, note: String? = nil) {
        self.day = day
        self.flow = flow
        self.moods = moods
        self.symptoms = symptoms
        self.discharge = discharge
        self.cramps = cramps
        self.skin = skin
        self.sex = sex
        self.temperatureC = temperatureC
        self.note = note
    }

    /// This day with `newer` logged on top: moods and symptoms are added (a symptom's newer
    /// severity wins), a new note is added below the earlier one, and every other value
    /// `newer` sets replaces this one's.
    package func merging(_ newer: DailyLog) -> DailyLog {
        var merged = self
        merged.flow = newer.flow ?? flow
        merged.moods.formUnion(newer.moods)
        for (symptom, severity) in newer.symptoms {
            if let severity {
                merged.symptoms[symptom] = .some(severity)
            } else if merged.symptoms[symptom] == nil {
                merged.symptoms[symptom] = .some(nil)
            }
        }
        merged.discharge = newer.discharge ?? discharge
        merged.cramps = newer.cramps ?? cramps
        merged.skin = newer.skin ?? skin
        merged.sex = newer.sex ?? sex
        merged.temperatureC = newer.temperatureC ?? temperatureC
        merged.note = Rules.joined(note, newer.note)
        return merged
    }

    /// Whether nothing at all is logged.
    package var isEmpty: Bool {
        flow == nil && moods.isEmpty && symptoms.isEmpty && discharge == nil && cramps == nil && skin == nil
            && sex == nil && temperatureC == nil && note == nil
    }

    package static let kind = RecordKind.day
    package static let storage = RecordStorage(table: "daily_logs", backupKey: "days", noun: "day log")
    package static let fields = [
        Field("day", "day", .day), Field("flow", "flow", .text), Field("moods", "moods", .list),
        Field("symptoms", "symptoms", .list), Field("discharge", "discharge", .text),
        Field("cramps", "cramps", .int), Field("skin", "skin", .text), Field("sex", "sex", .text),
        Field("temperatureC", "temperature_c", .double), Field("note", "note", .text),
    ]
    package static let keyFields = ["day"]

    package var fieldValues: [JSONValue] {
        [
            .string(day.iso), .text(flow?.rawValue), .array(moods.sorted().map { .string($0.rawValue) }),
            .array(symptoms.keys.sorted().map { .object(["name": .string($0.rawValue), "severity": .integer(symptoms[$0] ?? nil)]) }),
            .text(discharge?.rawValue), .integer(cramps), .text(skin?.rawValue), .text(sex?.rawValue),
            .number(temperatureC), .text(note),
        ]
    }

    package init?(reading r: FieldReader) {
        let day = r.day("day")
        let moods = r.strings("moods").enumerated().compactMap { index, name -> Mood? in
            guard let mood = Mood(rawValue: name) else { r.note("moods[\(index)]", Mood.unknownMessage(name)); return nil }
            return mood
        }
        let symptoms = r.objects("symptoms", allowedKeys: ["name", "severity"]) { item in
            (item.choice("name", Symptom.self), item.int("severity", optional: true))
        }
        var table: [Symptom: Int?] = [:]
        for (symptom, severity) in symptoms {
            guard let symptom else { continue }
            if table[symptom] != nil { r.note("symptoms", "\(symptom.rawValue) is listed twice") }
            table[symptom] = .some(severity)
        }
        let flow = r.choice("flow", Flow.self, optional: true)
        let discharge = r.choice("discharge", Discharge.self, optional: true)
        let cramps = r.int("cramps", optional: true)
        let skin = r.choice("skin", SkinCondition.self, optional: true)
        let sex = r.choice("sex", SexualActivity.self, optional: true)
        let temperature = r.double("temperatureC", optional: true)
        let note = r.string("note", optional: true)
        guard let day else { return nil }
        self.init(day: day, flow: flow, moods: Set(moods), symptoms: table, discharge: discharge, cramps: cramps,
                  skin: skin, sex: sex, temperatureC: temperature, note: note)
    }

    package func problems(today: Day) -> [RecordProblem] {
        var found = [Rules.notAfter(day, today: today, field: "day"),
                     Rules.inRange(cramps, 0...10, field: "cramps"),
                     Rules.inRange(temperatureC, Units.celsiusRange, field: "temperatureC", unit: "°C"),
                     Rules.text(note, field: "note", max: 2000, multiline: true)].compactMap { $0 }
        for (index, symptom) in symptoms.keys.sorted().enumerated() {
            if let problem = Rules.inRange(symptoms[symptom] ?? nil, 1...3, field: "symptoms[\(index)].severity") {
                found.append(RecordProblem(problem.field, "\(symptom.rawValue): severity \(problem.message) (1 mild, 3 severe)"))
            }
        }
        if isEmpty { found.append(RecordProblem("", "logs nothing for \(day.iso)")) }
        return found
    }

    package var summary: String { "\(day.iso): " + details }

    /// What the day log holds, without its day: "flow light · symptoms cramps, back-pain".
    package var details: String { describe(spoken: false) }

    /// `details` as a person reads it, ids said as words: "symptoms cramps, back pain ·
    /// discharge egg white" (what `bloom logged` shows).
    package var spokenDetails: String { describe(spoken: true) }

    private func describe(spoken: Bool) -> String {
        func name(_ id: String) -> String { spoken ? id.replacingOccurrences(of: "-", with: " ") : id }
        var parts: [String] = []
        if let flow { parts.append("flow \(flow.rawValue)") }
        if !moods.isEmpty { parts.append("mood \(moods.sorted().map(\.rawValue).joined(separator: ", "))") }
        if !symptoms.isEmpty {
            let names = symptoms.keys.sorted().map { symptom in
                (symptoms[symptom] ?? nil).map { "\(name(symptom.rawValue)) (\($0)/3)" } ?? name(symptom.rawValue)
            }
            parts.append("symptoms \(names.joined(separator: ", "))")
        }
        if let discharge { parts.append("discharge \(name(discharge.rawValue))") }
        if let cramps { parts.append("cramps \(cramps)/10") }
        if let skin { parts.append("skin \(skin.rawValue)") }
        if let sex { parts.append("sex \(sex.rawValue)") }
        if let temperatureC { parts.append("temperature \(decimalText(temperatureC)) °C") }
        if let note { parts.append("note “\(Rules.oneLine(note))”") }
        return parts.isEmpty ? "nothing" : parts.joined(separator: " · ")
    }
}
