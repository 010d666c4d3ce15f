import CycleCore
import DayModel
import JSON

/// What the owner asks to share: for how long, which optional parts, how far back the logs go
/// and under which name.
package struct ShareRequest: Sendable, Hashable {
    /// How many days the snapshot stays valid.
    package let days: Int
    /// The optional parts to include.
    package let include: Set<ShareInclusion>
    /// With symptoms or moods included, how many days back they go (today included).
    package let recentDays: Int
    /// The name the partner sees, or nil for none.
    package let name: String?

    /// Validity: 1 to 365 days, 30 unless asked.
    package static let validDays: ClosedRange<Int> = 1...365
    package static let defaultDays = 30
    /// How far back logs go: 1 to 90 days, 14 unless asked.
    package static let recentDayRange: ClosedRange<Int> = 1...90
    package static let defaultRecentDays = 14
    /// The longest name, in Unicode code points (a profile name's limit).
    package static let longestName = 40

    /// Why a request cannot be made.
    package enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
        case days(Int)
        case recentDays(Int)
        case name(String)

        package var description: String {
            switch self {
            case let .days(days):
                "a share is valid for \(ShareRequest.validDays.lowerBound) to \(ShareRequest.validDays.upperBound) days, not \(days)"
            case let .recentDays(days):
                "symptoms and moods can go back \(ShareRequest.recentDayRange.lowerBound) to \(ShareRequest.recentDayRange.upperBound) days, not \(days)"
            case let .name(reason): "the name to show \(reason)"
            }
        }
    }

    /// - Throws: `Problem` when a number is out of range or the name is empty, longer than
    ///   40 code points or holds a control character.
    package init(days: Int = defaultDays, include: Set<ShareInclusion> = [], recentDays: Int = defaultRecentDays,
                name: String?) throws(Problem) {
        guard Self.validDays.contains(days) else { throw .days(days) }
        guard Self.recentDayRange.contains(recentDays) else { throw .recentDays(recentDays) }
        if let name, let reason = Self.nameProblem(name) { throw .name(reason) }
        self.days = days
        self.include = include
        self.recentDays = recentDays
        self.name = name
    }

    /// Why `name` cannot be shown, or nil when it can.
    static func nameProblem(_ name: String) -> String? {
        if name.allSatisfy(\.isWhitespace) { return "is empty" }
        if name.unicodeScalars.contains(where: JSONValue.isControl) { return "holds a control character" }
        if name.unicodeScalars.count > longestName { return "is longer than \(longestName) characters" }
        return nil
    }
}

extension ShareSnapshot {
    /// The snapshot of `day` as `request` asks: built from the day model, so its phase and dates
    /// are those every other view of the same day shows.
    /// - Parameters:
    ///   - day: the owner's day model on the day of the share.
    ///   - logs: the owner's symptoms and moods by day (any days; only the last
    ///     `request.recentDays` days and only the included parts are kept).
    /// - Throws: `ShareError.nothingToShare` when nothing is logged for the mode yet.
    package static func make(from day: PersonDay, request: ShareRequest, logs: [SharedDay] = []) throws(ShareError) -> ShareSnapshot {
        let created = day.today
        let expires = created + request.days
        var cycle: SharedCycle?
        var pregnancy: SharedPregnancy?
        if day.mode == .pregnancy {
            guard let record = day.pregnancy, day.gestationalAge != nil else { throw .nothingToShare(mode: day.mode) }
            pregnancy = SharedPregnancy(dueDate: record.dueDate)
        } else {
            guard let status = day.status, let latest = day.history.latest else { throw .nothingToShare(mode: day.mode) }
            cycle = sharedCycle(status, latest: latest, mode: day.mode, expires: expires)
        }
        return ShareSnapshot(created: created, expires: expires, name: request.name, mode: day.mode,
                             included: request.include, cycle: cycle, pregnancy: pregnancy,
                             recent: recent(logs, request: request, today: created))
    }

    /// The cycle from `status`: the phases expected each day until the next period (through the
    /// same `CycleStatus` rule as today's), and the periods whose windows open before `expires`.
    static func sharedCycle(_ status: CycleStatus, latest: PeriodRecord, mode: Mode, expires: Day) -> SharedCycle {
        guard !status.isLate else {
            return SharedCycle(cycleDay: status.cycleDay, phase: status.phase, daysLate: status.daysLate, phases: [], periods: [])
        }
        let prediction = status.prediction
        var spans: [PhaseSpan] = []
        var day = status.today
        while day < expires && day < prediction.nextStart {
            let phase = CycleStatus(latest: latest, prediction: prediction, today: day).phase
            if let last = spans.last, last.phase == phase, last.to + 1 == day {
                spans[spans.count - 1].to = day
            } else {
                spans.append(PhaseSpan(phase: phase, from: day, to: day))
            }
            day += 1
        }
        let upcoming = prediction.upcoming(14, asOf: status.today)
        let periods = upcoming.enumerated().filter { index, period in index == 0 || period.earliest < expires }.map { _, period in
            SharedPeriod(start: period.start, earliest: period.earliest, latest: period.latest, end: period.end,
                         fertile: mode == .ttc && period.fertileEnd >= status.today
                             ? FertileWindow(start: period.fertileStart, end: period.fertileEnd, ovulation: period.ovulation) : nil)
        }
        return SharedCycle(cycleDay: status.cycleDay, phase: status.phase, daysLate: 0, phases: spans, periods: periods)
    }

    /// The included parts of the logs of the last `request.recentDays` days, oldest first;
    /// nil when nothing is included.
    static func recent(_ logs: [SharedDay], request: ShareRequest, today: Day) -> SharedRecent? {
        guard !request.include.isEmpty else { return nil }
        let first = today - (request.recentDays - 1)
        var byDay: [Day: SharedDay] = [:]
        for log in logs where log.day >= first && log.day <= today {
            var kept = byDay[log.day] ?? SharedDay(day: log.day)
            if request.include.contains(.symptoms) { kept.symptoms += log.symptoms }
            if request.include.contains(.moods) { kept.moods += log.moods }
            byDay[log.day] = kept
        }
        let days = byDay.values.map { day in
            var day = day
            var severities: [String: Int?] = [:]
            for symptom in day.symptoms {  // a symptom logged twice in a day keeps its highest severity
                let known = severities[symptom.id] ?? nil
                severities[symptom.id] = [known, symptom.severity].compactMap { $0 }.max()
            }
            day.symptoms = severities.keys.sorted().map { SharedSymptom(id: $0, severity: severities[$0]!) }
            day.moods = Array(Set(day.moods)).sorted()
            return day
        }
        return SharedRecent(days: request.recentDays, log: days.filter { !$0.symptoms.isEmpty || !$0.moods.isEmpty }.sorted { $0.day < $1.day })
    }
}
