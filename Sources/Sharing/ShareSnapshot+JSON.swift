import CycleCore
import JSON

extension ShareSnapshot {
    /// The snapshot in its one written form: compact JSON with every object's keys sorted (the
    /// project's writer), so the same snapshot is always the same bytes. A part not included is
    /// absent altogether: without symptoms there is no `symptoms` key, without moods no `moods`.
    package var canonicalJSON: [UInt8] { Array(jsonValue.rendered().utf8) }

    var jsonValue: JSONValue {
        var members: [String: JSONValue] = [
            "format": .int(format), "created": .string(created.iso), "expires": .string(expires.iso),
            "name": .text(name), "mode": .string(mode.rawValue),
            "included": .array(included.sorted().map { .string($0.rawValue) }),
        ]
        if let cycle {
            members["cycle"] = .object([
                "cycleDay": .int(cycle.cycleDay), "phase": .string(cycle.phase.rawValue), "daysLate": .int(cycle.daysLate),
                "phases": .array(cycle.phases.map { .object(["phase": .string($0.phase.rawValue), "from": .string($0.from.iso), "to": .string($0.to.iso)]) }),
                "periods": .array(cycle.periods.map { period in
                    var object: [String: JSONValue] = [
                        "start": .string(period.start.iso), "earliest": .string(period.earliest.iso),
                        "latest": .string(period.latest.iso), "end": .string(period.end.iso),
                    ]
                    if let fertile = period.fertile {
                        object["fertile"] = .object(["start": .string(fertile.start.iso), "end": .string(fertile.end.iso), "ovulation": .string(fertile.ovulation.iso)])
                    }
                    return .object(object)
                }),
            ])
        }
        if let pregnancy { members["pregnancy"] = .object(["dueDate": .string(pregnancy.dueDate.iso)]) }
        if let recent {
            members["recent"] = .object(["days": .int(recent.days), "log": .array(recent.log.map { day in
                var object: [String: JSONValue] = ["day": .string(day.day.iso)]
                if included.contains(.symptoms) {
                    object["symptoms"] = .array(day.symptoms.map { .object(["id": .string($0.id), "severity": .integer($0.severity)]) })
                }
                if included.contains(.moods) { object["moods"] = .array(day.moods.map(JSONValue.string)) }
                return .object(object)
            })])
        }
        return .object(members)
    }

    /// The snapshot written as `canonicalJSON`.
    /// - Throws: `ShareError.unsupportedSnapshot` for a newer format, `.damaged` for anything
    ///   else that is not a snapshot (a sealed file only holds one if it was made by Bloom).
    package init(canonicalJSON bytes: [UInt8]) throws(ShareError) {
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .damaged("its snapshot is not UTF-8 text") }
        let value: JSONValue
        do { value = try JSONValue(parsing: text) } catch { throw .damaged("its snapshot is not JSON (\(error))") }
        do {
            let reader = SnapshotReader(value)
            let format = try reader.int("format")
            guard format == ShareSnapshot.currentFormat else { throw ShareError.unsupportedSnapshot(found: format) }
            try self.init(reading: reader)
        } catch let error as ShareError {
            throw error
        } catch {
            throw .damaged("its snapshot does not read: \(error)")
        }
    }

    private init(reading reader: SnapshotReader) throws {
        let included = Set(try reader.array("included").map { item in
            guard case let .string(word) = item, let part = ShareInclusion(rawValue: word) else { throw SnapshotReader.Problem("unknown included part \(item)") }
            return part
        })
        let name = try reader.optionalString("name")
        if let name, let reason = ShareRequest.nameProblem(name) { throw SnapshotReader.Problem("the name \(reason)") }
        guard let mode = Mode(rawValue: try reader.string("mode")) else { throw SnapshotReader.Problem("unknown mode") }
        let created = try reader.day("created"), expires = try reader.day("expires")
        guard created < expires else { throw SnapshotReader.Problem("it expires before it was made") }
        self.init(created: created, expires: expires, name: name, mode: mode, included: included,
                  cycle: try reader.optional("cycle").map(Self.cycle), pregnancy: try reader.optional("pregnancy").map { SharedPregnancy(dueDate: try $0.day("dueDate")) },
                  recent: try reader.optional("recent").map { try Self.recent($0, included: included) })
        guard (cycle == nil) != (pregnancy == nil), (pregnancy != nil) == (mode == .pregnancy) else {
            throw SnapshotReader.Problem("its cycle and pregnancy parts do not fit its mode")
        }
    }

    private static func cycle(_ reader: SnapshotReader) throws -> SharedCycle {
        SharedCycle(
            cycleDay: try reader.int("cycleDay"), phase: try reader.phase("phase"), daysLate: try reader.int("daysLate"),
            phases: try reader.objects("phases").map { PhaseSpan(phase: try $0.phase("phase"), from: try $0.day("from"), to: try $0.day("to")) },
            periods: try reader.objects("periods").map { period in
                SharedPeriod(start: try period.day("start"), earliest: try period.day("earliest"), latest: try period.day("latest"),
                             end: try period.day("end"), fertile: try period.optional("fertile").map { fertile in
                                 FertileWindow(start: try fertile.day("start"), end: try fertile.day("end"), ovulation: try fertile.day("ovulation"))
                             })
            })
    }

    private static func recent(_ reader: SnapshotReader, included: Set<ShareInclusion>) throws -> SharedRecent {
        SharedRecent(days: try reader.int("days"), log: try reader.objects("log").map { day in
            SharedDay(
                day: try day.day("day"),
                symptoms: included.contains(.symptoms) ? try day.objects("symptoms").map { symptom in
                    SharedSymptom(id: try symptom.identifier("id"), severity: try symptom.optionalInt("severity"))
                } : [],
                moods: included.contains(.moods) ? try day.array("moods").map { mood in
                    guard case let .string(id) = mood, SnapshotReader.isIdentifier(id) else { throw SnapshotReader.Problem("a mood is not an id") }
                    return id
                } : [])
        })
    }
}

/// Reads the members of one JSON object of a snapshot, naming the key that does not read.
struct SnapshotReader {
    struct Problem: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    let members: [String: JSONValue]

    init(_ value: JSONValue) {
        if case let .object(members) = value { self.members = members } else { self.members = [:] }
    }

    func value(_ key: String) throws -> JSONValue {
        guard let value = members[key] else { throw Problem("'\(key)' is missing") }
        return value
    }

    func int(_ key: String) throws -> Int {
        guard case let .int(number) = try value(key) else { throw Problem("'\(key)' is not a whole number") }
        return number
    }

    func optionalInt(_ key: String) throws -> Int? {
        if case .null = try value(key) { return nil }
        return try int(key)
    }

    func string(_ key: String) throws -> String {
        guard case let .string(text) = try value(key) else { throw Problem("'\(key)' is not text") }
        return text
    }

    func optionalString(_ key: String) throws -> String? {
        if case .null = try value(key) { return nil }
        return try string(key)
    }

    func day(_ key: String) throws -> Day {
        do { return try Day(iso: try string(key)) } catch { throw Problem("'\(key)' is not a day (YYYY-MM-DD)") }
    }

    func phase(_ key: String) throws -> Phase {
        guard let phase = Phase(rawValue: try string(key)) else { throw Problem("'\(key)' is not a phase") }
        return phase
    }

    func identifier(_ key: String) throws -> String {
        let text = try string(key)
        guard Self.isIdentifier(text) else { throw Problem("'\(key)' is not an id") }
        return text
    }

    func array(_ key: String) throws -> [JSONValue] {
        guard case let .array(items) = try value(key) else { throw Problem("'\(key)' is not a list") }
        return items
    }

    func objects(_ key: String) throws -> [SnapshotReader] {
        try array(key).map { item in
            guard case .object = item else { throw Problem("'\(key)' holds something that is not an object") }
            return SnapshotReader(item)
        }
    }

    func optional(_ key: String) throws -> SnapshotReader? {
        guard let value = members[key] else { return nil }
        guard case .object = value else { throw Problem("'\(key)' is not an object") }
        return SnapshotReader(value)
    }

    /// Lower-case letters, digits and dashes, at most 40: what symptom and mood ids are.
    static func isIdentifier(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= 40 && text.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D }
    }
}
