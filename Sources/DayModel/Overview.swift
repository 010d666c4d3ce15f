import CycleCore

/// One profile at a glance, for the overview across everyone on the device: only dates,
/// counts and the mode — never notes, symptoms or sexual activity.
package struct ProfileGlance: Sendable {
    /// The profile's name and colour.
    package let name: String
    package let colour: String
    /// The day model of the profile on the overview's day.
    package let day: PersonDay
    /// How many records the profile holds.
    package let records: Int
    /// The kind of the most recent entry (e.g. "temperature") and its day.
    package let lastLogged: (kind: String, day: Day)?

    package init(name: String, colour: String, day: PersonDay, records: Int, lastLogged: (kind: String, day: Day)?) {
        self.name = name
        self.colour = colour
        self.day = day
        self.records = records
        self.lastLogged = lastLogged
    }

    /// Where the profile stands, in one phrase: the next period with its likely range, the
    /// days late, the pregnancy week and due date, or what to log first.
    package var standing: String {
        if day.mode == .pregnancy {
            guard let age = day.gestationalAge, let pregnancy = day.pregnancy else {
                return "not enough data yet: log the pregnancy (due date or last period)"
            }
            if age.isPastAnyPregnancy { return DaySentences.dueDateLongPast(pregnancy.dueDate, today: day.today) }
            return "week \(age.currentWeek) (\(age)) · due \(pregnancy.dueDate.shortText) \(pregnancy.dueDate.year) (estimate)"
        }
        // With one period logged there is an estimate (from a typical cycle), so what is
        // missing without one is the first period, not "1 more".
        guard let status = day.status else { return "no periods logged yet: log the first day of a period" }
        let prediction = status.prediction
        if status.isLate { return DaySentences.late(status).replacingOccurrences(of: "Your period", with: "period") }
        return "next period \(prediction.nextStart.shortText) (likely \(prediction.earliest.shortText) to \(prediction.latest.shortText))"
    }
}

/// Something coming up for someone on the device.
package struct UpcomingEvent: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
        /// A period expected to start.
        case period
        /// A due date.
        case dueDate
    }

    package let day: Day
    package let profile: String
    package let kind: Kind

    /// e.g. "Anna's period (estimate)".
    package var text: String {
        switch kind {
        case .period: "\(profile)'s period (estimate)"
        case .dueDate: "\(profile)'s due date (estimate)"
        }
    }
}

/// Everyone on the device at a glance: a line per profile, totals, and what is coming up.
package struct Overview: Sendable {
    /// How far ahead "coming up" looks.
    package static let horizonDays = 14

    package let today: Day
    package let profiles: [ProfileGlance]

    package init(today: Day, profiles: [ProfileGlance]) {
        self.today = today
        self.profiles = profiles
    }

    /// All records across profiles.
    package var totalRecords: Int { profiles.reduce(0) { $0 + $1.records } }

    /// Period starts and due dates in the next `horizonDays` days (a late period counts as due
    /// today), soonest first, then by name.
    package var comingUp: [UpcomingEvent] {
        var events: [UpcomingEvent] = []
        let end = today + Self.horizonDays
        for glance in profiles {
            let day = glance.day
            if day.mode == .pregnancy {
                if let due = day.pregnancy?.dueDate, due >= today, due <= end {
                    events.append(UpcomingEvent(day: due, profile: glance.name, kind: .dueDate))
                }
            } else if let status = day.status, status.phase != .menstrual || status.isLate {
                let start = max(today, status.prediction.nextStart)
                if start <= end { events.append(UpcomingEvent(day: start, profile: glance.name, kind: .period)) }
            }
        }
        return events.sorted { ($0.day, $0.profile) < ($1.day, $1.profile) }
    }

    /// The profile whose period is expected soonest (late ones first), if anyone's is.
    package var nextDue: ProfileGlance? {
        profiles.filter { $0.day.mode != .pregnancy && $0.day.status != nil }
            .min { lhs, rhs in
                let left = lhs.day.status!.prediction.nextStart, right = rhs.day.status!.prediction.nextStart
                return (left, lhs.name) < (right, rhs.name)
            }
    }
}
