import Assistant
import CycleCore
import DayModel
import Glances
import Journal
import NextSteps

extension JournalAssistantStore {
    /// The view asked for in chat, rendered by the same `Glances` renderers the commands call,
    /// so "show my calendar" shows what `bloom calendar` shows for the same day. Read only:
    /// unlike `bloom remind`, showing reminders here does not note the period-end question.
    package func view(_ request: ViewRequest, width: Int, styled: Bool) throws -> String? {
        if let failure { throw failure }
        do {
            return try classifying { try render(request, width: width, style: Style(colour: styled)) }
        } catch {
            noteFailure(error)
            throw error
        }
    }

    private func render(_ request: ViewRequest, width: Int, style: Style) throws -> String {
        let today = request.today
        let stored = openedStore
        let wording = context.stepWording
        let day = try PersonDay.checked(try dayInputs(), today: today)
        switch request.kind {
        case .calendar:
            return CalendarView(from: request.month ?? today, count: 1).text(day, style: style, wording: wording, width: width)
        case .insights:
            guard let (store, profile) = stored else { return InsightsView(day: day, storedProfile: nil).text(wording: wording) }
            return try InsightsView.read(from: store, profile: profile, day: day).text(wording: wording)
        case .history:
            let history = try stored.map { try $0.store.periodHistory(of: $0.profile, asOf: today) } ?? .empty
            return HistoryView(history: history, profileName: stored?.profile.name, today: today).text(wording: wording)
        case .reminders:
            let now = LocalTimestamp(day: today, time: try context.now().time)
            let inputs = try stored.map {
                try RemindersView.inputs(from: $0.store, profile: $0.profile, today: today, now: now, daysAhead: 2)
            } ?? ReminderInputs(now: now.moment)
            return RemindersView(day: day, storedProfile: stored?.profile.name, inputs: inputs).text(wording: wording)
        case .chart:
            let (readings, start) = try stored.map { try ChartRendering.readings(from: $0.store, profile: $0.profile, today: today) } ?? ([], nil)
            return ChartRendering.text(ThermalShiftDetector.analyze(readings), cycleStart: start, width: width, wording: wording)
        case .kicks:
            guard let (store, profile) = stored,
                  let summary = try KickRendering.summary(from: store, profile: profile, today: today, now: context.timerNow, less: false) else {
                return "No kick-count session yet: start one with '\(wording(.countKicks))'.\n"
            }
            return KickRendering.text(summary)
        case .contractions:
            guard let (store, profile) = stored else { return ContractionRendering.text(ContractionSummary([], now: try context.timerNow().moment, week: nil), wording: wording) }
            return ContractionRendering.text(try ContractionRendering.summary(from: store, profile: profile, today: today, now: nil,
                                                                              clock: context.timerNow), wording: wording)
        case .checklist:
            guard let (store, profile) = stored, let pregnancy = try store.currentPregnancy(of: profile) else {
                return "No pregnancy is recorded: record one with '\(wording(.logPregnancy(.lastPeriod, .blankWithFormat)))', or see any week with '\(wording(.seeChecklistWeek))'.\n"
            }
            guard let week = (try? PregnancyDating(lmp: pregnancy.lmp).age(on: today))?.currentWeek,
                  ChecklistTick.weekRange.contains(week) else {
                return "Today is outside weeks 1 to 42 of the recorded pregnancy: see a week with '\(wording(.seeChecklistWeek))'.\n"
            }
            guard let content = try context.knowledge().week(week) else { return "Week \(week) has no checklist.\n" }
            let ticked = try ChecklistView.ticked(in: store, profile: profile, pregnancy: pregnancy, week: week)
            return ChecklistView(week: content, ticked: ticked).text
        case .appointments:
            return AppointmentsView(try stored.map { try $0.store.records(Appointment.self, of: $0.profile) } ?? []).text(wording: wording)
        case .logged:
            let days = request.days ?? today...today
            guard let (store, profile) = stored else { return LoggedView(first: days.lowerBound, last: days.upperBound, profileName: nil, entries: []).text(wording: wording) }
            return try LoggedView.read(from: store, profile: profile, first: days.lowerBound, last: days.upperBound).text(wording: wording)
        case .vitals:
            // One sign asked about: its card in words, then where its chart is.
            if let sign = request.vital, let card = try vitalCard(sign, today: today) {
                return (card.explanation(wording) + ["The chart and recent readings: \(wording(.seeVitals(sign.stepVital)))"]).joined(separator: "\n")
            }
            return try vitalsText(nil, today: today, styled: style.colour)
        case .fitness:
            let days = request.days.map { $0.lowerBound.days(to: $0.upperBound) + 1 } ?? 7
            return try fitnessText(today: today, days: days, styled: style.colour)
        case .day:
            return try dayInFullText(request.days?.lowerBound ?? today, styled: style.colour)
        }
    }
}
