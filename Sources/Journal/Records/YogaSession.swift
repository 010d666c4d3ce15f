import CycleCore
import JSON

/// A yoga session: the day, how long, which routine, and the poses done.
public struct YogaSession: StoredRecord {
    /// The day of the session.
    public var day: Day
    /// How long, in minutes (1–600).
    public var minutes: Int
    /// The routine followed (a name or id).
    public var routine: String
    /// The poses done, in order.
    public var poses: [String]

    public init(day: Day, minutes: Int, routine: String, poses: [String] = []) {
        self.day = day
        self.minutes = minutes
        self.routine = routine
        self.poses = poses
    }

    public static let kind = RecordKind.yoga
    public static let storage = RecordStorage(table: "yoga_sessions", backupKey: "yoga", noun: "yoga session")
    public static let fields = [Field("day", "day", .day), Field("routine", "routine", .text),
                                Field("minutes", "minutes", .int), Field("poses", "poses", .list)]
    public static let keyFields = ["day", "routine"]

    public var fieldValues: [JSONValue] { [.string(day.iso), .string(routine), .int(minutes), .array(poses.map(JSONValue.string))] }

    public init?(reading r: FieldReader) {
        let day = r.day("day"), routine = r.string("routine"), minutes = r.int("minutes"), poses = r.strings("poses")
        guard let day, let routine, let minutes else { return nil }
        self.init(day: day, minutes: minutes, routine: routine, poses: poses)
    }

    public func problems(today: Day) -> [RecordProblem] {
        var found = [Rules.notAfter(day, today: today, field: "day"), Rules.inRange(minutes, 1...600, field: "minutes", unit: "minutes"),
                     Rules.text(routine, field: "routine", max: 100, required: true)].compactMap { $0 }
        for (index, pose) in poses.enumerated() {
            if let problem = Rules.text(pose, field: "poses[\(index)]", max: 100, required: true) { found.append(problem) }
        }
        if poses.count > 100 { found.append(RecordProblem("poses", "more than 100 poses in one session")) }
        return found
    }

    public var summary: String {
        "yoga \(minutes) min on \(day.iso) · \(routine)" + (poses.isEmpty ? "" : " · \(poses.count) pose\(poses.count == 1 ? "" : "s")")
    }
}
