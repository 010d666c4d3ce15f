import CycleCore
import NextSteps

extension JournalStore {
    /// Logs a pregnancy. While the latest pregnancy is under way (up to six weeks past its due
    /// date) it is updated instead (re-dated or named); otherwise a new one is stored.
    /// - Throws: `JournalError.invalid` when it cannot be under way today (`Pregnancy.underWayProblem`).
    package func logPregnancy(_ pregnancy: Pregnancy, for profile: Profile, today: Day) throws -> Logged<Pregnancy> {
        if let problem = pregnancy.underWayProblem(today: today) { throw JournalError.invalid(problem) }
        return try write {
            let stored = try selectAll(Pregnancy.self, profileID: profile.id)
            if let current = stored.last, current.record.dueDate + 42 >= today {
                var record = pregnancy
                record.babyName = pregnancy.babyName ?? current.record.babyName
                return try replace(rowID: current.id, old: current.record, with: record, profileID: profile.id, today: today)
            }
            return try upsert(pregnancy, profileID: profile.id, today: today) { _, new in new }
        }
    }

    /// The latest pregnancy, if any.
    package func currentPregnancy(of profile: Profile) throws -> Pregnancy? {
        try records(Pregnancy.self, of: profile).last
    }

    /// Starts a kick-count session at `moment`.
    /// - Throws: `JournalError.history` when a session started in the 12 hours before is still open.
    package func startKickSession(at moment: LocalTimestamp, for profile: Profile, today: Day) throws -> Logged<KickSession> {
        try write {
            if let open = try openKickSession(profileID: profile.id),
               open.record.start <= moment, open.record.start.seconds(to: moment) < KickSession.longest {
                throw JournalError.history("a kick-count session started \(open.record.start) is still open; end it with '\(NextStep.endKickCount)'")
            }
            return try upsert(KickSession(start: moment), profileID: profile.id, today: today) { _, new in new }
        }
    }

    /// Adds a kick at `moment` to the open kick-count session.
    /// - Throws: `JournalError.missing` when no session is open.
    package func addKick(at moment: LocalTimestamp, for profile: Profile, today: Day) throws -> Logged<KickSession> {
        try write {
            guard let open = try openKickSession(profileID: profile.id) else {
                throw JournalError.missing("no kick-count session is open; start one with '\(NextStep.startKickCount)'")
            }
            var session = open.record
            session.kicks = (session.kicks + [moment]).sorted()
            return try replace(rowID: open.id, old: open.record, with: session, profileID: profile.id, today: today)
        }
    }

    /// Ends the open kick-count session at `moment`.
    /// - Throws: `JournalError.missing` when no session is open.
    package func endKickSession(at moment: LocalTimestamp, for profile: Profile, today: Day) throws -> Logged<KickSession> {
        try write {
            guard let open = try openKickSession(profileID: profile.id) else {
                throw JournalError.missing("no kick-count session is open; start one with '\(NextStep.startKickCount)'")
            }
            var session = open.record
            session.end = moment
            return try replace(rowID: open.id, old: open.record, with: session, profileID: profile.id, today: today)
        }
    }

    /// Notes that a contraction started at `moment`.
    /// - Throws: `JournalError.history` when one started in the 10 minutes before and has not ended.
    package func startContraction(at moment: LocalTimestamp, for profile: Profile, today: Day) throws -> Logged<Contraction> {
        try write {
            if let open = try openContraction(profileID: profile.id),
               open.record.start <= moment, open.record.start.seconds(to: moment) < Contraction.longest {
                throw JournalError.history("a contraction started \(open.record.start) has not ended; end it with '\(NextStep.endContraction)'")
            }
            return try upsert(Contraction(start: moment), profileID: profile.id, today: today) { _, new in new }
        }
    }

    /// Notes that the contraction under way ended at `moment`.
    /// - Throws: `JournalError.missing` when none is under way.
    package func endContraction(at moment: LocalTimestamp, for profile: Profile, today: Day) throws -> Logged<Contraction> {
        try write {
            guard let open = try openContraction(profileID: profile.id) else {
                throw JournalError.missing("no contraction is under way; start one with '\(NextStep.startContraction)'")
            }
            var contraction = open.record
            contraction.end = moment
            return try replace(rowID: open.id, old: open.record, with: contraction, profileID: profile.id, today: today)
        }
    }

    private func openKickSession(profileID: Int64) throws -> (id: Int64, record: KickSession)? {
        try selectAll(KickSession.self, profileID: profileID).last { $0.record.end == nil }
    }

    private func openContraction(profileID: Int64) throws -> (id: Int64, record: Contraction)? {
        try selectAll(Contraction.self, profileID: profileID).last { $0.record.end == nil }
    }
}
