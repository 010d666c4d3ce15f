import CycleCore
import JSON

/// A problem with one value in a backup file, at its path, e.g.
/// `profiles[0].periods[3].end: 2026-03-02 is before the start 2026-03-05`.
package struct BackupIssue: Sendable, Equatable, CustomStringConvertible {
    /// Where in the file, e.g. "profiles[0].periods[3].end".
    package let path: String
    /// What is wrong there.
    package let message: String

    package init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    package var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// Every problem found in a backup; nothing was written.
package struct BackupIssues: Error, Sendable, Equatable, CustomStringConvertible {
    /// Every problem, in file order.
    package let list: [BackupIssue]

    package init(list: [BackupIssue]) {
        self.list = list
    }

    package var description: String { list.map(\.description).joined(separator: "\n") }
}

extension Backup {
    /// Reads and checks a whole backup: its format and version, every profile's settings and
    /// every record against every rule (ranges, days after `today`, duplicate keys, overlapping
    /// periods), collecting all problems rather than stopping at the first.
    /// - Returns: the backup, or every problem found, each with its path.
    package static func decode(_ json: JSONValue, today: Day) -> Result<Backup, BackupIssues> {
        var issues: [BackupIssue] = []
        let root = FieldReader(json, allowedKeys: ["format", "version", "activeProfile", "profiles"])
        let format = root.string("format"), version = root.int("version")
        if root.problems.contains(where: { $0.field.isEmpty }) || format != Backup.format {
            let found = format.map { "its format is '\($0)'" } ?? "it has no \"format\": \"\(Backup.format)\""
            return .failure(BackupIssues(list: [BackupIssue(path: "format", message: "this is not a Bloom backup (\(found))")]))
        }
        if let version, version > Backup.version {
            return .failure(BackupIssues(list: [BackupIssue(
                path: "version", message: "version \(version) was written by a newer Bloom (this one reads version \(Backup.version)); update Bloom")]))
        }
        if let version, version < 1 { root.note("version", "\(version) is not a backup version") }
        let active = root.string("activeProfile", optional: true)
        var profiles: [BackupProfile] = []
        var firstIndexOfName: [String: Int] = [:]
        let kinds = RecordKind.allCases.filter { $0.firstBackupVersion <= version ?? Backup.version }
        let profileKeys = Profile.settingsKeys + kinds.map(\.backupKey)
        if root.value("profiles", optional: false) != nil {
            for (index, item) in root.list("profiles").enumerated() {
                let path = "profiles[\(index)]"
                let profile = decodeProfile(item, index: index, kinds: kinds, allowedKeys: profileKeys, today: today, issues: &issues)
                if case let .string(name)? = item["name"] {
                    if let first = firstIndexOfName[name.lowercased()] {
                        issues.append(BackupIssue(path: "\(path).name", message: "'\(name)' is already the name of profiles[\(first)]"))
                    } else {
                        firstIndexOfName[name.lowercased()] = index
                    }
                }
                if let profile { profiles.append(profile) }
            }
        }
        if let active, firstIndexOfName[active.lowercased()] == nil {
            root.note("activeProfile", "'\(active)' is not one of the backup's profiles")
        }
        issues = root.problems.map { BackupIssue(path: $0.field, message: $0.message) } + issues
        if !issues.isEmpty { return .failure(BackupIssues(list: issues)) }
        return .success(Backup(activeProfile: active, profiles: profiles))
    }

    /// Reads one profile's settings and its lists of `kinds` (those the file's version has).
    private static func decodeProfile(_ item: JSONValue, index: Int, kinds: [RecordKind], allowedKeys: [String], today: Day,
                                      issues: inout [BackupIssue]) -> BackupProfile? {
        let path = "profiles[\(index)]"
        let reader = FieldReader(item, allowedKeys: allowedKeys)
        let settings = Profile(reading: reader)
        var records: [RecordKind: [any StoredRecord]] = [:]
        for kind in kinds {
            let items = reader.list(kind.backupKey)
            records[kind] = decodeList(kind.recordType, items, path: "\(path).\(kind.backupKey)", today: today, issues: &issues)
        }
        for problem in reader.problems + (settings?.problems ?? []) {
            issues.append(BackupIssue(path: problem.field.isEmpty ? path : "\(path).\(problem.field)", message: problem.message))
        }
        guard let settings else { return nil }
        return BackupProfile(profile: settings, records: records, index: index)
    }

    /// Reads one list of records, noting each bad record, duplicate key and (for periods) overlap.
    private static func decodeList<R: StoredRecord>(_ type: R.Type, _ items: [JSONValue], path: String, today: Day,
                                                    issues: inout [BackupIssue]) -> [any StoredRecord] {
        var records: [(index: Int, record: R)] = []
        var firstIndexOfKey: [[JSONValue]: Int] = [:]
        for (index, item) in items.enumerated() {
            let itemPath = "\(path)[\(index)]"
            // Rules are checked even on a record with an unreadable field, so every problem
            // in it is reported at once.
            let (read, readProblems) = R.read(item)
            let reported = Set(readProblems.map(\.field))
            let problems = readProblems + (read?.validationProblems(today: today).filter { !reported.contains($0.field) } ?? [])
            issues += problems.map { BackupIssue(path: $0.field.isEmpty ? itemPath : "\(itemPath).\($0.field)", message: $0.message) }
            guard let record = read else {
                if problems.isEmpty { issues.append(BackupIssue(path: itemPath, message: "cannot be read")) }
                continue
            }
            if let first = firstIndexOfKey[record.naturalKey] {
                let field = R.keyFields.count == 1 ? ".\(R.keyFields[0])" : ""
                issues.append(BackupIssue(path: itemPath + field, message: "\(record.keyText) is already used by \(path.split(separator: ".").last!)[\(first)]"))
                continue
            }
            firstIndexOfKey[record.naturalKey] = index
            if problems.isEmpty { records.append((index, record)) }
        }
        if R.self == PeriodRecord.self {
            let periods = records.map { ($0.record as! PeriodRecord, Optional($0.index)) }
            for overlap in PeriodOverlap.find(in: periods) {
                issues.append(BackupIssue(path: "\(path)[\(overlap.later.tag!)].start",
                                          message: "overlaps the period \(overlap.earlier.record.start.iso) to \(overlap.earlier.record.end!.iso) (\(path.split(separator: ".").last!)[\(overlap.earlier.tag!)])"))
            }
        }
        return records.map(\.record)
    }
}

/// Finds periods that share days, in a list of periods tagged with where they came from.
enum PeriodOverlap {
    struct Pair {
        let earlier: (record: PeriodRecord, tag: Int?)
        let later: (record: PeriodRecord, tag: Int?)
    }

    /// Each pair of neighbouring periods (by start) where the earlier one ends on or after the
    /// later one's start. A period without an end covers only its start day.
    static func find(in periods: [(PeriodRecord, Int?)]) -> [Pair] {
        let sorted = periods.sorted { $0.0.start < $1.0.start }
        return zip(sorted, sorted.dropFirst()).compactMap { earlier, later in
            guard let end = earlier.0.end, end >= later.0.start else { return nil }
            return Pair(earlier: (earlier.0, earlier.1), later: (later.0, later.1))
        }
    }
}
