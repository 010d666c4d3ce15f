/// How much a prediction can be trusted.
public enum Confidence: String, Sendable, Codable, Comparable {
    case low, medium, high

    public static func < (lhs: Confidence, rhs: Confidence) -> Bool {
        let order: [Confidence] = [.low, .medium, .high]
        return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
}

/// What a predictor concluded from a `CycleSample`, before it is placed on the calendar.
public struct Estimate: Sendable, Hashable {
    /// The expected cycle length in days (not rounded).
    public var cycleLength: Double
    /// Days before the point estimate the interval starts (≥ 1).
    public var daysEarlier: Int
    /// Days after the point estimate the interval ends (≥ 1).
    public var daysLater: Int
    /// The expected period length in days.
    public var periodLength: Int
    /// Days from ovulation to the next period.
    public var lutealLength: Int = 14
    /// Whether the cycles vary more than a coefficient of variation of 0.15.
    public var irregular: Bool
    /// Coefficient of variation of the cycles used; nil with fewer than two.
    public var cv: Double?
    public var confidence: Confidence
    /// How many completed cycles the estimate rests on.
    public var cyclesUsed: Int
    /// Why: the lengths used, their weights and any adjustments.
    public var explanation: Explanation
}

/// The reasoning behind a prediction, for "why that date?".
public struct Explanation: Sendable, Hashable, Codable {
    /// The cycle lengths used, oldest first, after any clamping.
    public var lengths: [Int]
    /// The weight of each length (same order).
    public var weights: [Double]
    /// Plain sentences about adjustments (defaults, clamping, dropped gaps, shrinkage).
    public var notes: [String]

    public init(lengths: [Int] = [], weights: [Double] = [], notes: [String] = []) {
        self.lengths = lengths
        self.weights = weights
        self.notes = notes
    }
}

/// A prediction placed on the calendar: the next period, its interval, ovulation and the
/// fertile window, with how sure it is and why.
public struct Prediction: Sendable, Hashable {
    /// The predictor's name, e.g. "default".
    public let method: String
    /// The start of the most recent logged period.
    public let lastStart: Day
    /// The most likely first day of the next period.
    public let nextStart: Day
    /// The earliest and latest likely first day.
    public let earliest: Day
    public let latest: Day
    /// The predicted cycle length in whole days (`nextStart − lastStart`).
    public let cycleLength: Int
    public let periodLength: Int
    /// Estimated ovulation: `nextStart − lutealLength`.
    public let ovulation: Day
    public let fertileStart: Day
    public let fertileEnd: Day
    public let lutealLength: Int
    public let irregular: Bool
    public let cv: Double?
    public let confidence: Confidence
    public let cyclesUsed: Int
    public let explanation: Explanation
    /// The unrounded estimate behind it (for projecting later periods).
    public let estimate: Estimate
    /// Days this cycle's evidence of ovulation moved the next period from the cycle lengths'
    /// date (`anchored(onOvulation:…)`); every later projection moves with it. 0 otherwise.
    public let shiftFromEvidence: Int

    /// Places `estimate` after the period that started on `lastStart`.
    public init(method: String, estimate: Estimate, lastStart: Day) {
        shiftFromEvidence = 0
        self.method = method
        self.estimate = estimate
        self.lastStart = lastStart
        cycleLength = max(1, Statistics.rounded(estimate.cycleLength))
        nextStart = lastStart + cycleLength
        earliest = nextStart - max(1, estimate.daysEarlier)
        latest = nextStart + max(1, estimate.daysLater)
        periodLength = estimate.periodLength
        lutealLength = estimate.lutealLength
        ovulation = nextStart - estimate.lutealLength
        // Wilcox 1995: the six days ending on ovulation day; irregular cycles widen it by 2 each side.
        let widen = estimate.irregular ? 2 : 0
        fertileStart = ovulation - 5 - widen
        fertileEnd = ovulation + widen
        irregular = estimate.irregular
        cv = estimate.cv
        confidence = estimate.confidence
        cyclesUsed = estimate.cyclesUsed
        explanation = estimate.explanation
    }

    /// The next `count` periods (this one first), each further one a cycle later with an
    /// interval that widens as uncertainty adds up.
    public func upcoming(_ count: Int) -> [PredictedPeriod] {
        guard shiftFromEvidence == 0 else {
            // The first from this cycle's ovulation; the later ones a cycle apart after it.
            let first = PredictedPeriod(start: nextStart, earliest: earliest, latest: latest, end: nextStart + periodLength - 1,
                                        ovulation: ovulation, fertileStart: fertileStart, fertileEnd: fertileEnd)
            return Array([first].prefix(max(0, count))) + unanchored.upcoming(count).dropFirst().map { $0.moved(by: shiftFromEvidence) }
        }
        return (0..<max(0, count)).map { index in
            let start = lastStart + Statistics.rounded(estimate.cycleLength * Double(index + 1))
            let spread = (Double(index + 1)).squareRoot()
            let earlier = max(1, Statistics.rounded(Double(max(1, estimate.daysEarlier)) * spread))
            let later = max(1, Statistics.rounded(Double(max(1, estimate.daysLater)) * spread))
            let ovulation = start - lutealLength
            let widen = irregular ? 2 : 0
            return PredictedPeriod(
                start: start, earliest: start - earlier, latest: start + later,
                end: start + periodLength - 1, ovulation: ovulation,
                fertileStart: ovulation - 5 - widen, fertileEnd: ovulation + widen
            )
        }
    }
}

extension Prediction {
    /// The next `count` periods as they stand on `today`: while the next period is late, it
    /// stays first (it has not come), and every one after it moves later by the days it is
    /// late, since none can start before it does. The chat, the calendars and a share all
    /// project from here, so a late period moves the same dates everywhere.
    public func upcoming(_ count: Int, asOf today: Day) -> [PredictedPeriod] {
        let late = max(0, nextStart.days(to: today))
        let periods = upcoming(count)
        guard late > 0 else { return periods }
        return periods.enumerated().map { index, period in index == 0 ? period : period.moved(by: late) }
    }
}

extension PredictedPeriod {
    /// The same projection `days` later.
    func moved(by days: Int) -> PredictedPeriod {
        PredictedPeriod(start: start + days, earliest: earliest + days, latest: latest + days, end: end + days,
                        ovulation: ovulation + days, fertileStart: fertileStart + days, fertileEnd: fertileEnd + days)
    }
}


/// One projected future period, for calendars.
public struct PredictedPeriod: Sendable, Hashable {
    public let start: Day
    public let earliest: Day
    public let latest: Day
    /// The expected last day of bleeding.
    public let end: Day
    public let ovulation: Day
    public let fertileStart: Day
    public let fertileEnd: Day
}

extension Prediction {
    /// This prediction with the next period placed `lutealLength` days after an ovulation this
    /// cycle's own evidence shows (a temperature shift, a positive ovulation test), within
    /// `spread` days either side, its fertile window `fertileWindow`, and `note` added to its
    /// explanation: a period follows ovulation by the luteal phase, whatever the cycle lengths
    /// said. Later periods keep the usual cycle length after it.
    public func anchored(onOvulation day: Day, fertileWindow: ClosedRange<Day>, lutealLength: Int, spread: Int, note: String) -> Prediction {
        Prediction(anchoring: self, ovulation: day, fertileWindow: fertileWindow, lutealLength: lutealLength, spread: spread, note: note)
    }

    private init(anchoring base: Prediction, ovulation day: Day, fertileWindow: ClosedRange<Day>, lutealLength: Int, spread: Int, note: String) {
        method = base.method
        var estimate = base.estimate
        estimate.explanation.notes.append(note)
        self.estimate = estimate
        lastStart = base.lastStart
        nextStart = day + lutealLength
        shiftFromEvidence = base.nextStart.days(to: nextStart)
        earliest = nextStart - max(1, spread)
        latest = nextStart + max(1, spread)
        cycleLength = max(1, lastStart.days(to: nextStart))
        periodLength = base.periodLength
        self.lutealLength = lutealLength
        ovulation = day
        fertileStart = fertileWindow.lowerBound
        fertileEnd = fertileWindow.upperBound
        irregular = base.irregular
        cv = base.cv
        confidence = base.confidence
        cyclesUsed = base.cyclesUsed
        explanation = estimate.explanation
    }

    /// The prediction from the cycle lengths alone, before any evidence of ovulation moved it.
    var unanchored: Prediction { Prediction(method: method, estimate: estimate, lastStart: lastStart) }
}
