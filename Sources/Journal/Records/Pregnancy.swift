import CycleCore
import JSON

/// A pregnancy, dated by the last period (LMP) or by a due date, with the baby's name if chosen.
package struct Pregnancy: StoredRecord {
    /// The first day of the last menstrual period (derived from the due date when dated by it).
    package var lmp: Day
    /// Which date the person gave.
    package var datedBy: DatedBy
    /// The baby's name, if chosen.
    package var babyName: String?

    /// The date a pregnancy was dated from.
    package enum DatedBy: String, Vocabulary {
        case lmp, due
        package static let noun = "dating"
    }

    /// A pregnancy dated from the last period.
    package init(lmp: Day, babyName: String? = nil) {
        self.lmp = lmp
        self.datedBy = .lmp
        self.babyName = babyName
    }

    /// A pregnancy dated from its due date (LMP = due − 280 days).
    package init(dueDate: Day, babyName: String? = nil) {
        self.lmp = PregnancyDating(dueDate: dueDate).lmp
        self.datedBy = .due
        self.babyName = babyName
    }

    /// The estimated due date, LMP + 280 days.
    package var dueDate: Day { PregnancyDating(lmp: lmp).dueDate }

    package static let kind = RecordKind.pregnancy
    package static let storage = RecordStorage(table: "pregnancies", backupKey: "pregnancies", noun: "pregnancy")
    package static let fields = [Field("lmp", "lmp", .day), Field("dueDate", "due_date", .day),
                                Field("datedBy", "dated_by", .text), Field("babyName", "baby_name", .text)]
    package static let keyFields = ["lmp"]

    package var fieldValues: [JSONValue] { [.string(lmp.iso), .string(dueDate.iso), .string(datedBy.rawValue), .text(babyName)] }

    package init?(reading r: FieldReader) {
        let lmp = r.day("lmp", optional: true), due = r.day("dueDate", optional: true)
        let datedBy = r.choice("datedBy", DatedBy.self, optional: true), name = r.string("babyName", optional: true)
        if let lmp, let due, PregnancyDating(lmp: lmp).dueDate != due {
            r.note("dueDate", "\(due.iso) is not 280 days after the lmp \(lmp.iso) (that would be \(PregnancyDating(lmp: lmp).dueDate.iso)); give one of them")
            return nil
        }
        if let lmp {
            self.init(lmp: lmp, babyName: name)
            self.datedBy = datedBy ?? .lmp
        } else if let due {
            self.init(dueDate: due, babyName: name)
            self.datedBy = datedBy ?? .due
        } else {
            r.note("lmp", "is missing (give lmp or dueDate)")
            return nil
        }
    }

    /// The longest a pregnancy can have been under way: 44 weeks from the last period.
    package static let longestUnderWay = 44 * 7

    /// Why this cannot be a pregnancy under way on `today`, or nil when it can: the last
    /// period must be within the last 44 weeks and not after today. (A past pregnancy in a
    /// backup is history and is not held to this.)
    package func underWayProblem(today: Day) -> RecordProblem? {
        let field = datedBy == .due ? "dueDate" : "lmp"
        let given = datedBy == .due ? "the due date \(dueDate.iso)" : "the last period \(lmp.iso)"
        if lmp > today { return RecordProblem(field, "\(given) puts the pregnancy's start after today (\(today.iso))") }
        let days = lmp.days(to: today)
        guard days > Pregnancy.longestUnderWay else { return nil }
        return RecordProblem(field, "\(given) means \(days / 7) weeks of pregnancy by today; a pregnancy under way started within the last 44 weeks: check the date")
    }

    package func problems(today: Day) -> [RecordProblem] {
        [Rules.notAfter(lmp, today: today, field: "lmp"),
         Rules.text(babyName, field: "babyName", max: 60)].compactMap { $0 }
    }

    package var summary: String {
        "pregnancy due \(dueDate.iso) (last period \(lmp.iso))" + (babyName.map { " · baby \($0)" } ?? "")
    }
}
