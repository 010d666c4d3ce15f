/// Where a person is in their cycle on a given day.
public struct CycleStatus: Sendable, Hashable {
    /// The day this status describes.
    public let today: Day
    /// Day 1 is the first day of the latest period.
    public let cycleDay: Int
    public let phase: Phase
    /// Days from today to the predicted start (0 on the day, negative once late).
    public let daysUntilNextPeriod: Int
    /// Days past the predicted start with no new period logged; 0 when not late.
    public let daysLate: Int
    /// The last day of the current period: its logged end, or the expected one while ongoing.
    public let periodEnd: Day
    /// Whether the current period has no logged end yet.
    public let periodOngoing: Bool
    /// 1 or 2 when today is a day to ask "has your period ended?" (expected end + 1 and + 3
    /// days while the period has no end); nil otherwise.
    public let periodEndPrompt: Int?
    /// The prediction the status rests on.
    public let prediction: Prediction

    /// Whether the predicted start has passed with no new period.
    public var isLate: Bool { daysLate > 0 }

    /// The status on `today` for the latest period in `history`, or nil when nothing is logged
    /// (or today is before the latest period, which a valid history rules out).
    public init?(history: PeriodHistory, today: Day, predictor: any Predictor = Predictors.standard) {
        guard let latest = history.latest, let prediction = predictor.predict(history), today >= latest.start else {
            return nil
        }
        self.init(latest: latest, prediction: prediction, today: today)
    }

    /// The status on `today` given the latest period and a prediction made for it.
    public init(latest: PeriodRecord, prediction: Prediction, today: Day) {
        self.today = today
        self.prediction = prediction
        cycleDay = latest.start.days(to: today) + 1
        periodOngoing = latest.end == nil
        let expectedEnd = latest.start + (prediction.periodLength - 1)
        periodEnd = latest.end ?? expectedEnd
        daysUntilNextPeriod = today.days(to: prediction.nextStart)
        daysLate = max(0, prediction.nextStart.days(to: today))
        if today <= periodEnd || (periodOngoing && cycleDay <= prediction.periodLength) {
            phase = .menstrual
        } else if daysLate > 0 {
            phase = .luteal
        } else if abs(today.days(to: prediction.ovulation)) <= 1 {
            phase = .ovulation
        } else if today < prediction.ovulation {
            phase = .follicular
        } else {
            phase = .luteal
        }
        if periodOngoing {
            let offset = expectedEnd.days(to: today)
            periodEndPrompt = offset == 1 ? 1 : offset == 3 ? 2 : nil
        } else {
            periodEndPrompt = nil
        }
    }
}
