import CycleCore
import enum Wellness.VitalSign

/// A view of the person's data asked for in chat ("show my calendar"): rendered by the store
/// with the same renderers the commands use, so the chat shows what the command shows.
package struct ViewRequest: Sendable, Equatable {
    /// Which view.
    package enum Kind: String, Sendable, CaseIterable {
        case calendar, insights, history, reminders, chart, kicks, contractions, checklist, appointments, logged
        /// Vital signs (one sign's card when `vital` is set), fitness (heart-rate zones and
        /// activity), one day in full.
        case vitals, fitness, day

        /// The command that shows the same view, for a store that cannot render it.
        package var command: String {
            switch self {
            case .calendar: "bloom calendar"
            case .insights: "bloom insights"
            case .history: "bloom history"
            case .reminders: "bloom remind"
            case .chart: "bloom chart"
            case .kicks: "bloom kicks summary"
            case .contractions: "bloom contractions summary"
            case .checklist: "bloom checklist"
            case .appointments: "bloom appointments"
            case .logged: "bloom logged"
            case .vitals: "bloom vitals"
            case .fitness: "bloom fitness"
            case .day: "bloom day"
            }
        }
    }

    package var kind: Kind
    /// The day the view is for.
    package var today: Day
    /// For the calendar: the first day of the month to show (nil: this month).
    package var month: Day?
    /// For what was logged: the days to show (nil: today); for a day in full, that day; for
    /// fitness, the days the report covers (nil: the last 7).
    package var days: ClosedRange<Day>?
    /// For vitals: the one sign asked about ("what's my VO2 max?"); nil for every card.
    package var vital: VitalSign?

    package init(kind: Kind, today: Day, month: Day? = nil, days: ClosedRange<Day>? = nil, vital: VitalSign? = nil) {
        self.kind = kind
        self.today = today
        self.month = month
        self.days = days
        self.vital = vital
    }
}

/// How the chat's views are shown: the width to fit and whether colour may be used (never
/// when piped). The chat session sets it once; the default is plain text 80 columns wide.
package struct ViewDisplay: Sendable, Equatable {
    package var width: Int
    package var styled: Bool

    package init(width: Int = 80, styled: Bool = false) {
        self.width = width
        self.styled = styled
    }
}
