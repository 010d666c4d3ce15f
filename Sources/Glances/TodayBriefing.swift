import Content
import CycleCore
import DayModel
import JSON
import NextSteps

/// The `bloom today` briefing, built from a snapshot and the bundled knowledge.
package struct TodayBriefing {
    /// What Bloom knows about the person today.
    package let snapshot: PersonDay
    /// The stored profile's name for `--json` (nil on a fresh home with nothing stored).
    package let storedProfile: String?
    package let picks: DailyPicks

    /// - Parameters:
    ///   - day: the person's day.
    ///   - storedProfile: the stored profile's name, nil when nothing is stored.
    ///   - knowledge: where today's picks come from.
    package init(day: PersonDay, storedProfile: String?, knowledge: Knowledge) {
        self.snapshot = day
        self.storedProfile = storedProfile
        picks = day.picks(from: knowledge)
    }

    /// The period-end question due today, if any.
    package var endQuestion: Int? { snapshot.periodEndQuestion }

    /// Whether there is nothing to say where the person is (nothing logged for the mode).
    package var needsFirstLog: Bool { snapshot.needsFirstLog }

    /// The fertile status in trying-to-conceive mode: "high", "peak", "low".
    package var fertility: String? { snapshot.fertility?.level.rawValue }

    /// The briefing for people; `style` colours headings when the terminal allows it, `wording`
    /// writes the steps.
    package func text(style: Style = .plain, wording: StepWording) -> String {
        let today = snapshot.today
        var lines = [style("\(today.longText) · profile \(snapshot.profileName)", .bold)]
        lines += whereYouAre(wording)
        if needsFirstLog { lines.append(firstLogHint(wording)) }
        if let endQuestion { lines.append(wording(DaySentences.periodEndQuestion(endQuestion))) }
        lines.append("")
        lines.append(style("Today's picks", .bold))
        if let tip = picks.nutrition { lines.append("  Eat        \(tip.title): \(tip.text)") }
        if let care = picks.selfCare { lines.append("  Self-care  \(care.title): \(care.text)") }
        if let movement = picks.movement { lines.append("  Move       \(movement.text)") }
        if let affirmation = picks.affirmation { lines.append("  Affirm     “\(affirmation.text)”") }
        lines.append(style(snapshot.mode == .pregnancy
                           ? "General information, not medical advice: ask your midwife or doctor about anything that worries you."
                           : "Dates are estimates from your own history, not contraception.", .dim))
        return lines.joined(separator: "\n") + "\n"
    }

    private func firstLogHint(_ wording: StepWording) -> String {
        switch snapshot.mode {
        case .pregnancy:
            "Nothing to date yet: log your pregnancy first with '\(wording(.logPregnancy(.dueDate, .blankWithFormat)))'"
                + " (or '\(wording(.logPregnancy(.lastPeriod, .blankWithFormat)))')."
        case .cycle, .ttc:
            "Nothing logged yet: log the first day of your last period with '\(wording(.logPeriodStart(.blankWithFormat)))'."
        }
    }

    private func whereYouAre(_ wording: StepWording) -> [String] {
        let today = snapshot.today
        if snapshot.mode == .pregnancy {
            guard let age = snapshot.gestationalAge, let pregnancy = snapshot.pregnancy else { return [] }
            let due = pregnancy.dueDate
            let name = pregnancy.babyName.map { " · baby \($0)" } ?? ""
            // Past 42 weeks no pregnancy is still going: the birth has most likely happened.
            if age.isPastAnyPregnancy {
                return [DaySentences.dueDateLongPast(due, today: today, startingASentence: true) + name,
                        "Congratulations! Switch to cycle mode when you're ready ('\(wording(.switchToCycleMode))'), or correct the due date ('\(wording(.logPregnancy(.dueDate, .blankWithFormat)))')."]
            }
            return ["Week \(age.currentWeek) (\(age)) · \(ordinal(age.trimester)) trimester\(name)",
                    "Due date (estimate): \(due.shortText) \(due.year), \(due.relativeText(from: today))"]
        }
        guard let status = snapshot.status else { return [] }
        let prediction = status.prediction
        var lines = ["Cycle day \(status.cycleDay) · \(status.phase.name) phase"]
        if status.isLate {
            lines.append(DaySentences.late(status) + ".")
        } else {
            lines.append("Next period (estimate): \(prediction.nextStart.shortText), \(prediction.nextStart.relativeText(from: today))"
                         + " · likely \(prediction.earliest.shortText) to \(prediction.latest.shortText)")
        }
        if let fertility {
            let window = "fertile window \(prediction.fertileStart.shortText) to \(prediction.fertileEnd.shortText)"
            let ovulation = "ovulation around \(prediction.ovulation.shortText)"
            lines.append("Fertility today: \(fertility) · \(window) · \(ovulation)")
        }
        return lines
    }

    private func ordinal(_ trimester: Trimester) -> String {
        switch trimester {
        case .first: "first"
        case .second: "second"
        case .third: "third"
        }
    }

    /// The briefing for scripts, with stable keys.
    package var json: JSONValue {
        let status = snapshot.status
        let prediction = status?.prediction
        let age = snapshot.gestationalAge
        var pairs: [(String, JSONValue)] = [("today", .day(snapshot.today)), ("profile", .text(storedProfile)),
                                       ("mode", .string(snapshot.mode.rawValue))]
        pairs.append(("cycleDay", status.map { JSONValue.int($0.cycleDay) } ?? .null))
        pairs.append(("phase", .text(status?.phase.rawValue)))
        pairs.append(("nextPeriod", .day(prediction?.nextStart)))
        pairs.append(("nextPeriodEarliest", .day(prediction?.earliest)))
        pairs.append(("nextPeriodLatest", .day(prediction?.latest)))
        pairs.append(("daysUntilNextPeriod", status.map { JSONValue.int($0.daysUntilNextPeriod) } ?? .null))
        pairs.append(("daysLate", .int(status?.daysLate ?? 0)))
        pairs.append(("fertility", .text(fertility)))
        pairs.append(("pregnancyWeek", age.map { JSONValue.int($0.currentWeek) } ?? .null))
        pairs.append(("gestationalAge", .text(age?.description)))
        pairs.append(("trimester", age.map { JSONValue.int($0.trimester.rawValue) } ?? .null))
        pairs.append(("dueDate", .day(age == nil ? nil : snapshot.pregnancy?.dueDate)))
        pairs.append(("periodEndPrompt", endQuestion.map { JSONValue.int($0) } ?? .null))
        pairs.append(("needsFirstLog", .bool(needsFirstLog)))
        pairs.append(("picks", picksJSON))
        return .orderedObject(pairs)
    }

    private var picksJSON: JSONValue {
        func item(_ id: String?, _ title: String?, _ text: String?) -> JSONValue {
            guard let id, let text else { return .null }
            var pairs: [(String, JSONValue)] = [("id", .string(id))]
            if let title { pairs.append(("title", .string(title))) }
            pairs.append(("text", .string(text)))
            return .orderedObject(pairs)
        }
        return .orderedObject([
            ("nutrition", item(picks.nutrition?.id, picks.nutrition?.title, picks.nutrition?.text)),
            ("selfCare", item(picks.selfCare?.id, picks.selfCare?.title, picks.selfCare?.text)),
            ("movement", item(picks.movement?.id, nil, picks.movement?.text)),
            ("affirmation", item(picks.affirmation?.id, nil, picks.affirmation?.text)),
        ])
    }
}
