import CycleCore
import Journal
import JSON

/// Reads the JSON from a Flo data request: periods from its cycles
/// (`period_start_date` / `period_end_date`), and from its point events (`date`, `category`,
/// `subcategory`) ovulation tests, symptoms, moods, discharge, sex and flow. Built from public
/// descriptions of the data-request file; unknown categories are counted as skipped.
enum FloParser {
    static func parse(_ json: JSONValue, into emitter: ImportEmitter) throws {
        let data = json["operationalData"] ?? json
        for (index, cycle) in (data["cycles"]?.arrayValue ?? []).enumerated() {
            let record = "cycle \(index + 1)"
            guard let startText = cycle["period_start_date"]?.stringValue ?? cycle["start_date"]?.stringValue,
                  let start = LooseDate.parse(startText)?.day else {
                throw ImportError.badRecord(file: emitter.fileName, line: nil, record: record, detail: "it has no period_start_date like 2024-01-31")
            }
            try emitter.check(start, line: nil, record: record)
            let end = (cycle["period_end_date"]?.stringValue ?? cycle["end_date"]?.stringValue).flatMap { LooseDate.parse($0)?.day } ?? start
            try emitter.check(end, line: nil, record: record)
            guard end >= start, start.days(to: end) < 60 else {
                throw ImportError.badRecord(file: emitter.fileName, line: nil, record: record, detail: "its period ends \(end.iso), before or long after it starts \(start.iso)")
            }
            var day = start
            while day <= end {
                emitter.addFlow(FlowMark(level: nil, cycleStart: day == start), on: day)
                day += 1
            }
        }
        let events = data["point_events_manual_v2"]?.arrayValue ?? data["point_events"]?.arrayValue ?? data["events"]?.arrayValue ?? []
        for (index, event) in events.enumerated() {
            let record = "point event \(index + 1)"
            guard let dateText = event["date"]?.stringValue ?? event["event_date"]?.stringValue, let date = LooseDate.parse(dateText) else {
                throw ImportError.badRecord(file: emitter.fileName, line: nil, record: record, detail: "it has no date like 2024-01-31")
            }
            try emitter.check(date.day, line: nil, record: record)
            let category = LooseDate.key(event["category"]?.stringValue ?? event["type"]?.stringValue ?? "")
            let option = LooseDate.key(event["subcategory"]?.stringValue ?? event["value"]?.stringValue ?? "")
            switch category {
            case "ovulationtest":
                switch option {
                case "positive", "peak": emitter.addTest(.peak, at: LocalTimestamp(day: date.day, time: date.time ?? TimeOfDay(seconds: 0)!))
                case "high": emitter.addTest(.high, at: LocalTimestamp(day: date.day, time: date.time ?? TimeOfDay(seconds: 0)!))
                case "negative": emitter.addTest(.negative, at: LocalTimestamp(day: date.day, time: date.time ?? TimeOfDay(seconds: 0)!))
                default: emitter.skip("Flo ovulation tests of an unknown result")
                }
            case "symptom", "symptoms":
                if let symptom = SharedVocabulary.symptoms[option] { emitter.addDay(DailyLog(day: date.day, symptoms: [symptom: nil])) }
                else { emitter.skip("Flo symptom '\(option)'") }
            case "mood", "moods":
                if let mood = SharedVocabulary.moods[option] { emitter.addDay(DailyLog(day: date.day, moods: [mood])) }
                else { emitter.skip("Flo mood '\(option)'") }
            case "fluid", "vaginaldischarge", "discharge":
                if let discharge = SharedVocabulary.discharge[option] { emitter.addDay(DailyLog(day: date.day, discharge: discharge)) }
                else { emitter.skip("Flo discharge '\(option)'") }
            case "sex":
                switch option {
                case "protected": emitter.addDay(DailyLog(day: date.day, sex: .protected))
                case "unprotected": emitter.addDay(DailyLog(day: date.day, sex: .unprotected))
                default: emitter.skip("Flo sex entries without protection recorded")
                }
            case "menstrualflow", "period", "flow":
                if let level = SharedVocabulary.flow[option] { emitter.addFlow(FlowMark(level: level), on: date.day) }
                else { emitter.skip("Flo flow '\(option)'") }
            default:
                emitter.skip("Flo '\(category)' events")
            }
        }
        try emitter.finish()
    }
}
