import CycleCore
import JSON

/// A yoga session: the day, how long, which routine, and the poses done.
package struct YogaSession: StoredRecord {
    /// The day of the session.
    package var day: Day
    /// How long, in minutes (1–600).
    package var minutes: Int
    /// The routine followed (a name or id).
    package var routine: String
    /// The poses done, in order.
    package var poses: [String]

    package init(day: Day, minutes: Int, routine: String, poses: [String] = []) {
        self.day = day
        self.minutes = minutes
        self.routine = routine
        self.poses = poses
    }

    package static let kind = RecordKind.yoga
    package static let storage = RecordStorage(table: "yoga_sessions", backupKey: "yoga", noun: "yoga session")
    package static let fields = [Field("day", "day", .day), Field("routine", "routine", .text),
                                Field("minutes", "minutes", .int), Field("poses", "poses", .list)]
    package static let keyFields = ["day", "routine"]

    package var fieldValues: [JSONValue] { [.string(day.iso), .string(routine), .int(minutes), .array(poses.map(JSONValue.string))] }

    package init?(reading r: FieldReader) {
        let day = r.day("day"), routine = r.string("routine"), minutes = r.int("minutes"), poses = r.strings("poses")
        guard let day, let routine, let minutes else { return nil }
        self.init(day: day, minutes: minutes, routine: routine, poses: poses)
    }

    package func problems(today: Day) -> [RecordProblem] {
        var found = [Rules.notAfter(day, today: today, field: "day"), Rules.inRange(minutes, 1...600, field: "minutes", unit: "minutes"),
                     Rules.text(routine, field: "routine", max: 100, required: true)].compactMap { $0 }
        for (index, pose) in poses.enumerated() {
            if let problem = Rules.text(pose, field: "poses[\(index)]", max: 100, required: true) { found.append(problem) }
        }
        if poses.count > 100 { found.append(RecordProblem("poses", "more than 100 poses in one session")) }
        return found
    }

    package var summary: String {
        "yoga \(minutes) min on \(day.iso) · \(routine)" + (poses.isEmpty ? "" : " · \(poses.count) pose\(poses.count == 1 ? "" : "s")")
    }
}
