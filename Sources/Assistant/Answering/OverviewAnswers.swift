import CycleCore
import Language
import DayModel

/// "Show everyone", "who's due next?": everyone on the device at a glance, from the same
/// overview `bloom overview` prints — dates, counts and modes only.
enum OverviewAnswers {
    static func answer(_ context: inout AnswerContext) -> AnswerOutput {
        guard let overview = try? context.store.overview(today: context.today), !overview.profiles.isEmpty else {
            return AnswerOutput(key: .overviewEmpty, rememberIntent: false)
        }
        let people: [TemplateValue] = overview.profiles.map { glance in
            .object(["name": .string(glance.name), "standing": .string(glance.standing)])
        }
        let coming: [TemplateValue] = overview.comingUp.map { event in
            .object(["day": .day(event.day), "text": .string(event.text)])
        }
        var values: [String: TemplateValue] = [
            "people": .list(people), "comingUp": .list(coming), "count": .int(overview.profiles.count),
            "horizon": .int(Overview.horizonDays),
        ]
        if let next = overview.nextDue, let status = next.day.status {
            values["next"] = .object([
                "name": .string(next.name), "day": .day(status.prediction.nextStart),
                "late": .bool(status.isLate), "daysLate": .int(status.daysLate),
            ])
        }
        return AnswerOutput(key: .overviewEveryone, values: values)
    }
}

extension OverviewAnswers: Capability {
    static let intents: [IntentID] = [.overviewEveryone]
    static let templateKeys: [TemplateKey] = [.overviewEveryone, .overviewEmpty]
}
