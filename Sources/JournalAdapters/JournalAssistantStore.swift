import Assistant
import Content
import DayModel
import CycleCore
import EnergyBudget
import Journal
import NextSteps

/// The assistant's view of the journal: the chosen profile in the chosen home.
///
/// Reads never create anything (a fresh home reads as empty); the first write creates the
/// store and a default profile, exactly as `bloom log` does. Each write is one transaction in
/// the journal. A store that cannot be opened is remembered in `failure` so the command can
/// exit with the journal's clear error.
package final class JournalAssistantStore: AssistantStore {
    /// Where the journal, the clock and the Knowledge come from.
    package let context: any JournalAccess
    private let today: Day
    private(set) var opened: (store: JournalStore, profile: Profile)?
    /// What each message of this session changed, oldest first, so "undo" takes back a mode,
    /// a usual cycle length or a profile switch by putting the profile back, not by removing an
    /// older journal record.
    private var changes: [SessionChange] = []
    /// The first error opening or reading the store, for the command to report: what the
    /// access threw when opening, else a `JournalFailure`.
    package private(set) var failure: (any Error)?

    package init(context: any JournalAccess, today: Day) {
        self.context = context
        self.today = today
        do {
            opened = try context.journalForReading()
        } catch {
            failure = error
        }
    }

    /// The store and profile when the journal exists.
    package var openedStore: (store: JournalStore, profile: Profile)? { opened }

    /// Remembers the first error, for the command to report after the turn.
    func noteFailure(_ error: any Error) {
        if failure == nil { failure = error }
    }

    /// Runs `body`, turning the journal's errors into classified failures
    /// (`JournalFailure.classifying`) with their steps worded by the context: the assistant
    /// shows a failure as it is, so it leaves the store in words.
    func classifying<T>(_ body: () throws -> T) throws -> T {
        do {
            return try JournalFailure.classifying(body)
        } catch let failure as JournalFailure {
            throw failure.worded(by: context.stepWording)
        }
    }

    /// `error` in words, its steps written by the context.
    func words(_ error: any Error) -> String {
        if let explained = error as? any ExplainedError { return context.stepWording(explained.explanation) }
        return String(describing: error)
    }

    func reading<T>(_ fallback: T, _ body: (JournalStore, Profile) throws -> T) -> T {
        guard let opened else { return fallback }
        do {
            return try body(opened.store, opened.profile)
        } catch {
            if failure == nil { failure = JournalFailure(.io, words(error)) }
            return fallback
        }
    }

    private func writable() throws -> (store: JournalStore, profile: Profile) {
        if let opened { return opened }
        let created = try context.journalForLogging()
        opened = created
        return created
    }

    package var profileName: String { opened?.profile.name ?? Profile.defaultName }
    package var mode: Mode { opened?.profile.mode ?? .cycle }
    package var waterGoalMilliliters: Int { opened?.profile.waterGoalMl ?? Profile.defaultWaterGoal }
    package var typicalCycleLength: Int? { opened?.profile.typicalCycleLength }
    package var weighsInPounds: Bool { opened?.profile.units == .imperial }

    package func periods() throws -> [PeriodRecord] { reading([]) { try $0.periods(of: $1) } }

    package func pregnancy() throws -> PregnancyDating? {
        reading(nil) { store, profile in try store.currentPregnancy(of: profile).map { PregnancyDating(lmp: $0.lmp) } }
    }

    package func profileNames() throws -> [String] { reading([]) { store, _ in try store.profiles().map(\.name) } }

    package func water(on day: Day) throws -> Int { reading(0) { try $0.waterTotal(on: day, for: $1) } }

    package func symptoms(from start: Day, through end: Day) throws -> [Day: [String]] {
        reading([:]) { store, profile in
            var result: [Day: [String]] = [:]
            for log in try store.records(DailyLog.self, of: profile) where start <= log.day && log.day <= end {
                result[log.day] = log.symptoms.keys.map(\.rawValue).sorted()
            }
            return result
        }
    }

    package func apply(_ write: JournalWrite) throws -> String {
        let before = try writable().profile
        let line = try perform(write)
        changes.append(SessionChange([write], profileBefore: before))
        return line
    }

    /// Stores one write, without noting it as a change of its own.
    private func perform(_ write: JournalWrite) throws -> String {
        let (store, profile) = try writable()
        return try classifying { () throws -> String in
            switch write {
            case let .periodStart(day):
                let result = try store.logPeriodStart(on: day, for: profile, today: today)
                var line = "period started \(day.shortText)"
                if let open = result.leftOpen { line += " (the period from \(open.start.shortText) keeps an unknown end)" }
                return line
            case let .periodEnd(day):
                _ = try store.logPeriodEnd(on: day, for: profile, today: today)
                return "period ended \(day.shortText)"
            case let .flow(id, day):
                return try logDay(DailyLog(day: day, flow: try vocabulary(Flow.self, id)), store, profile)
            case let .symptom(id, severity, day):
                return try logDay(DailyLog(day: day, symptoms: [try vocabulary(Symptom.self, id): severity]), store, profile)
            case let .mood(id, day):
                return try logDay(DailyLog(day: day, moods: [try vocabulary(Mood.self, id)]), store, profile)
            case let .temperature(celsius, day):
                return try store.log(TemperatureReading(day: day, celsius: celsius), for: profile, today: today).record.summary
            case let .ovulationTest(id, day):
                let at = LocalTimestamp(day: day, time: try context.now().time)
                return try store.log(OvulationTest(at: at, result: try vocabulary(LHTestResult.self, id)), for: profile, today: today).record.summary
            case let .pregnancyTest(positive, faint, day):
                // The same record as `bloom log pregnancy-test`, at the time it is told.
                let at = LocalTimestamp(day: day, time: try context.now().time)
                let test = PregnancyTest(at: at, result: positive ? .positive : .negative, faint: faint && positive)
                return try store.log(test, for: profile, today: today).record.summary
            case let .water(milliliters, day):
                let at = LocalTimestamp(day: day, time: try context.now().time)
                let entry = WaterIntake(at: at, milliliters: milliliters)
                let logged = try store.logWater(entry, for: profile, today: today)
                // Two entries in the same minute are stored as one; say what this one added.
                return entry.summary + (logged.previous.map { " (added to the \($0.milliliters) ml logged then)" } ?? "")
            case let .weight(kilograms, day):
                return try store.log(WeightEntry(day: day, kilograms: kilograms), for: profile, today: today).record.summary
            case let .food(kcal, protein, carbs, fat, note, day):
                // The same entry and the same line as `bloom food`.
                let entry = FoodEntry(day: day, kcal: kcal, proteinGrams: protein, carbsGrams: carbs, fatGrams: fat, note: note,
                                      created: try context.now())
                let (logged, total) = try EnergyJournal.logFood(entry, store: store, profile: profile, today: today)
                return EnergyJournal.foodLine(logged.record, total: total)
            case let .sex(protected, day):
                let activity: SexualActivity = protected == false ? .unprotected : .protected
                return try logDay(DailyLog(day: day, sex: activity), store, profile)
            case let .discharge(kind, day):
                return try logDay(DailyLog(day: day, discharge: try vocabulary(Discharge.self, kind)), store, profile)
            case let .exercise(activity, minutes, day):
                // The same workout record as `bloom log workout MINUTES --activity KIND`, ending
                // now when it was today, else at midday of its day.
                guard (1...600).contains(minutes) else { throw JournalFailure(.data, "\(activity) for \(minutes) min is outside 1–600 min") }
                let now = try context.now()
                let offset = now.utcOffset ?? 0
                let endSeconds = day == now.day ? Int64(now.time.seconds) : 12 * 3600
                let end = Int64(day.ordinal) * 86_400 + endSeconds - Int64(offset)
                let span = ImportedSpan(start: end - Int64(minutes * 60), end: end, utcOffset: offset, day: day)
                let summary = "\(activity) \(minutes) min on \(day.iso)"
                let workout = Workout(activity: activity, span: span, durationSeconds: Double(minutes * 60), source: JournalStore.manualSource,
                                      sourceKey: "manual:workout:\(day.iso)T\(endSeconds):\(activity)")
                try store.logManualWorkout(workout, effort: nil, summary: summary, for: profile)
                return summary
            case let .lifestyle(kind, count, detail, day):
                let at = LocalTimestamp(day: day, time: try context.now().time)
                let entry = LifestyleEntry(
                    at: at, caffeine: kind == "caffeine" ? count : nil, alcohol: kind == "alcohol" ? count : nil,
                    tobacco: kind == "tobacco" ? count : nil, lateMeal: kind == "late_meal" ? true : nil,
                    supplements: kind == "supplements" ? ["as noted"] : [],
                    sleepEnvironment: kind == "sleep_environment" ? detail : nil, note: detail
                )
                return try store.logLifestyle(entry, for: profile, today: today).record.summary
            case let .note(text, day):
                return try logDay(DailyLog(day: day, note: text), store, profile)
            case let .mode(mode):
                var changed = profile
                changed.mode = mode
                try store.updateProfile(changed)
                opened = (store, changed)
                return "\(profile.name) is now in \(mode.displayName) mode"
            case let .typicalCycleLength(days):
                var changed = profile
                changed.typicalCycleLength = days
                try store.updateProfile(changed)
                opened = (store, changed)
                return "usual cycle length \(days) days"
            case let .switchProfile(name):
                let chosen = try store.useProfile(named: name)
                opened = (store, chosen)
                return "now using the profile \(chosen.name)"
            case let .sleep(bedtime, wake, morning):
                guard let bed = TimeOfDay(seconds: bedtime), let up = TimeOfDay(seconds: wake) else { throw JournalFailure(.data, "no such time of day") }
                let night = ManualNight(bedtime: bed, wake: up, morning: morning)
                if let problem = night.problem { throw JournalFailure(.data, problem) }
                let offset = try context.now().utcOffset ?? 0
                _ = try store.logManualSleep(night.span(utcOffset: offset), summary: "sleep \(bed)–\(up) ending \(morning.iso)", for: profile)
                return night.summary
            case let .sleepLength(minutes, night):
                // The same record as `bloom log sleep --hours H`: the length alone, counted for
                // the morning after the night; a told length is never more than about.
                if let problem = NightLength.problem(minutes: minutes) { throw JournalFailure(.data, problem) }
                return "about " + (try store.log(NightLength(morning: night + 1, minutes: minutes), for: profile, today: today).record.summary)
            case let .appointment(title, at):
                guard let time = TimeOfDay(seconds: at.secondOfDay) else { throw JournalFailure(.data, "no such time of day") }
                return try store.log(Appointment(title: title, at: LocalTimestamp(day: at.day, time: time)), for: profile, today: today).record.summary
            case let .pregnancy(dueDate):
                return try store.logPregnancy(Pregnancy(dueDate: dueDate), for: profile, today: today).record.summary
            }
        }
    }

    package func apply(_ writes: [JournalWrite]) throws -> [String] {
        guard writes.count > 1 else { return try writes.map { try apply($0) } }
        let (store, profile) = try writable()
        let lines = try classifying { () throws -> [String] in
            try store.asOneAction(for: profile) { try writes.map { try perform($0) } }
        }
        changes.append(SessionChange(writes, profileBefore: profile))
        return lines
    }

    /// Takes back the last message's writes. A message of this session that changed the
    /// profile (its mode, usual cycle length, or which profile is in use) puts the profile back
    /// as it was, and undoes its journal records if it wrote any; anything else is the
    /// journal's own undo, as `bloom undo` does it.
    package func undoLast() throws -> String? {
        guard let opened else { return nil }
        guard let change = changes.popLast(), change.changesProfile else { return try undoJournal() }
        return try classifying {
            var lines: [String] = []
            if change.writesRecords, let undone = try undoJournal() { lines.append(undone) }
            let (store, current) = self.opened ?? opened
            if change.switchesProfile {
                let back = try store.useProfile(named: change.profileBefore.name)
                self.opened = (store, back)
                lines.append("back to the profile \(back.name)")
            } else {
                var restored = current
                restored.mode = change.profileBefore.mode
                restored.typicalCycleLength = change.profileBefore.typicalCycleLength
                try store.updateProfile(restored)
                self.opened = (store, restored)
                if current.mode != restored.mode { lines.append("\(restored.name) is back in \(restored.mode.displayName) mode") }
                if current.typicalCycleLength != restored.typicalCycleLength {
                    lines.append(restored.typicalCycleLength.map { "usual cycle length back to \($0) days" } ?? "usual cycle length cleared")
                }
            }
            return lines.isEmpty ? nil : lines.joined(separator: "; ")
        }
    }

    /// Takes back the records of the last message whose summaries `only` accepts; a message
    /// that changed the profile is taken back whole.
    package func undoLast(only: @escaping (String) -> Bool) throws -> String? {
        guard changes.last?.changesProfile != true else { return try undoLast() }
        return try undoJournal(only: only)
    }

    /// The journal's undo of its last action (what `bloom undo` takes back).
    package func lastUndoable() throws -> [String]? {
        guard let opened else { return [] }
        if changes.last?.changesProfile == true { return nil }
        return try classifying {
            let (store, profile) = opened
            if try store.lastUndoableIsImport(for: profile) != nil { return nil }
            if let manual = try store.lastUndoableIsManualWellbeing(for: profile) { return [manual] }
            return try store.lastUndoableSummaries(for: profile)
        }
    }

    private func undoJournal(only: ((String) -> Bool)? = nil) throws -> String? {
        guard let opened else { return nil }
        return try classifying {
            let (store, profile) = opened
            // The same order as `bloom undo`: a night or a measurement logged by hand is taken
            // back by its own undo; an import only by `bloom undo`, never by a chat message.
            if try store.lastUndoableIsImport(for: profile) != nil {
                throw JournalFailure(.data, "the last change is an import; take it back with '\(NextStep.undo)'")
            }
            if try store.lastUndoableIsManualWellbeing(for: profile) != nil, let undone = try store.undoManualWellbeing(for: profile) {
                return "\(undone.summary) (\(undone.removed ? "removed" : "restored to how it was before"))"
            }
            return try store.undoLast(for: profile, only: only)?.description
        }
    }

    private func logDay(_ log: DailyLog, _ store: JournalStore, _ profile: Profile) throws -> String {
        try store.logDay(log, for: profile, today: today).record.summary
    }

    /// The journal's value for a Knowledge id (the lexicons and the journal share ids).
    private func vocabulary<V: RawRepresentable>(_ type: V.Type, _ id: String) throws -> V where V.RawValue == String {
        guard let value = V(rawValue: id) else { throw JournalFailure(.data, "the journal cannot store '\(id)' yet") }
        return value
    }
}

extension JournalAssistantStore {
    package func temperatures() throws -> [BasalTemperature] {
        reading([]) { store, profile in
            try store.records(TemperatureReading.self, of: profile).map {
                BasalTemperature(day: $0.day, celsius: $0.celsius, excluded: $0.isExcluded)
            }
        }
    }

    package func ovulationTests() throws -> [LHTest] {
        reading([]) { store, profile in
            try store.records(OvulationTest.self, of: profile).map { test in
                LHTest(at: test.at.moment, result: test.result)
            }
        }
    }

    package func kickSessions() throws -> [KickCount] {
        reading([]) { store, profile in
            try store.records(KickSession.self, of: profile).map { session in
                KickCount(start: session.start.moment, end: session.end.map(\.moment),
                          kicks: session.kicks.map(\.moment))
            }
        }
    }

    package func contractions() throws -> [TimedContraction] {
        reading([]) { store, profile in
            try store.records(Contraction.self, of: profile).map {
                TimedContraction(start: $0.start.moment, end: $0.end.map(\.moment))
            }
        }
    }
}

extension JournalAssistantStore {
    /// The day model's inputs read in one pass, exactly as the commands read them. A store
    /// that cannot be read throws, so the chat reports it instead of answering from nothing.
    package func dayInputs() throws -> DayInputs {
        if let failure { throw failure }
        guard let opened else { return .empty(profileName: profileName, mode: mode) }
        return try classifying { try DayInputs.read(from: opened.store, profile: opened.profile) }
    }

    package func dayInputs(ofProfile name: String) throws -> DayInputs? {
        if let failure { throw failure }
        guard let store = opened?.store else { return nil }
        return try classifying {
            try store.profile(named: name).map { try DayInputs.read(from: store, profile: $0) }
        }
    }

    /// The summary `bloom budget` prints for this journal and day (the same loader and model).
    package func energySummary(today: Day) throws -> EnergySummary? {
        if let failure { throw failure }
        return try classifying { try EnergyJournal.summary(opened, today: today) }
    }

    package func overview(today: Day) throws -> Overview? {
        if let failure { throw failure }
        guard let store = opened?.store else { return nil }
        return try Overview.read(from: store, today: today)
    }
}
