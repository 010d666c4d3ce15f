import CycleCore
import NextSteps
import Foundation

/// The average of one window of days (7, 30 or 90) and how it compares with the window before.
package struct VitalTrend: Sendable, Equatable {
    /// How many days the window holds (ending on the card's day).
    package var days: Int
    /// The mean of the daily values in the window (for blood pressure, the systolic).
    package var average: Double
    /// The mean diastolic, for blood pressure.
    package var averageDiastolic: Double?
    /// How many days of the window have a reading.
    package var daysWithReadings: Int
    /// The change from the mean of the same number of days before, when those have readings.
    package var change: Double?
}

/// The person's own usual range: the median of their daily values ± the robust spread
/// (MAD × 1.4826, as the wellness baselines), over the days before and including the card's day.
package struct UsualRange: Sendable, Equatable {
    package var low: Double
    package var high: Double
    package var median: Double
    /// The diastolic's range, for blood pressure.
    package var diastolic: ClosedRange<Double>?
    /// How many days it is built from.
    package var days: Int
    /// The window it looks back over, in days.
    package var windowDays: Int
}

/// One vitals card: the latest reading, the 7-, 30- and 90-day trends, the person's usual range
/// and, for blood pressure and glucose, the public guidance the latest reading is shown against.
/// Without a reading it says "data unavailable" and what would make it available.
package struct VitalCard: Sendable, Equatable {
    package var sign: VitalSign
    /// The day the card is for.
    package var day: Day
    /// The latest reading on or before `day`, nil when there is none.
    package var latest: VitalMeasurement?
    /// The trends over 7, 30 and 90 days (only windows with a reading).
    package var trends: [VitalTrend]
    /// The usual range, nil until `vitalRangeMinimumDays` days have readings.
    package var usualRange: UsualRange?
    /// How many more days of readings the usual range needs (0 once it has one).
    package var rangeDaysNeeded: Int
    /// The latest reading against public guidance (blood pressure and glucose only).
    package var guidance: VitalGuidance?
    /// Each day's value over the chart window, oldest first (nil: no reading that day).
    package var series: [Double?]
    /// Other things worth saying (where values came from, estimates).
    package var notes: [String]

    /// "data unavailable: …" when there is no reading (its steps typed), nil otherwise.
    package var unavailable: StepText? { latest == nil ? "data unavailable: \(sign.howToMeasure)" : nil }

    /// The latest reading in words: "118/76 mmHg", "5.4 mmol/L (97 mg/dL), fasting", "58 bpm".
    package var latestText: String? { latest.map { sign.text($0) } }

    /// The trends in words: "7d 121/78 (−2) · 30d 120/77 · 90d 119/77".
    package var trendsText: String { trends.map { sign.text($0) }.joined(separator: " · ") }

    /// The card as plain lines, for the chat ("what's my VO2 max?"): the latest reading, the
    /// trends, the usual range, the guidance and where to take it, the notes; or "data
    /// unavailable: …", its steps written by `wording`. `bloom vitals` shows the same words with
    /// a chart.
    package func explanation(_ wording: StepWording) -> [String] {
        guard let latest, let latestText else { return ["\(sign.title): " + (unavailable.map { wording($0) } ?? "data unavailable")] }
        var lines = ["\(sign.title) \(latestText) (\(latest.day == day ? "today" : latest.day.iso))"]
        if !trends.isEmpty { lines.append("  Averages: " + trendsText) }
        if let usualRange {
            lines.append("  Usual for you: \(sign.text(usualRange)) (your median ± spread, \(usualRange.days) days in \(usualRange.windowDays))")
        } else {
            lines.append("  Usual range: calibrating, \(rangeDaysNeeded) more day\(rangeDaysNeeded == 1 ? "" : "s") with a reading")
        }
        if let guidance {
            lines.append("  \(guidance.band) · \(guidance.ranges)")
            if let care = guidance.care { lines.append("  " + care.text) }
            lines.append("  " + VitalGuidance.notADiagnosis)
        }
        return lines + notes.map { "  " + $0 }
    }
}

extension VitalSign {
    /// A reading in words with its unit.
    package func text(_ reading: VitalMeasurement) -> String {
        switch self {
        case .bloodPressure:
            return "\(Int(reading.value.rounded()))/\(reading.diastolic.map { String(Int($0.rounded())) } ?? "?") mmHg"
        case .glucose:
            let mg = Int((reading.value * 18.016).rounded())
            return "\(format(reading.value)) mmol/L (\(mg) mg/dL)" + (reading.timing.map { ", \($0.phrase)" } ?? "")
        default:
            return "\(format(reading.value))\(unit == "%" ? "" : " ")\(unit)"
        }
    }

    /// One trend in words: "7d 62.5 (−0.3)", "30d 121/78 (no change)".
    package func text(_ trend: VitalTrend) -> String {
        var value = format(trend.average)
        if let diastolic = trend.averageDiastolic { value += "/" + format(diastolic) }
        let change = trend.change.map { change -> String in
            let text = format(abs(change))
            return text == "0" ? " (no change)" : " (\(change < 0 ? "−" : "+")\(text))"
        } ?? ""
        return "\(trend.days)d \(value)\(change)"
    }

    /// A usual range in words with its unit: "56–62 bpm", "117–122 / 75–80 mmHg", "26.8–27.6%".
    package func text(_ range: UsualRange) -> String {
        var text = "\(format(range.low))–\(format(range.high))"
        if let diastolic = range.diastolic { text += " / \(format(diastolic.lowerBound))–\(format(diastolic.upperBound))" }
        return text + (unit == "%" ? "%" : " \(unit)")
    }

    /// A value with the sign's decimals.
    package func format(_ value: Double) -> String {
        if decimals == 0 { return String(Int(value.rounded())) }
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
    }
}

/// Builds vitals cards from readings. Pure: the readings and the day are passed in.
package enum Vitals {
    /// The trend windows every card shows.
    package static let trendWindows = [7, 30, 90]

    /// The card of `sign` on `day`.
    /// - Parameters:
    ///   - readings: every reading of the sign (any order); those after `day` are ignored.
    ///   - days: the chart window (7, 30 or 90).
    ///   - pregnant: whether `day` is in a pregnancy (pregnancy ranges and care levels apply).
    ///   - conditions: what the person said they live with (diabetes changes the glucose ranges).
    package static func card(_ sign: VitalSign, readings: [VitalMeasurement], on day: Day, days: Int = 7, pregnant: Bool = false,
                            conditions: [HealthCondition] = [], constants c: WellnessConstants = .standard) -> VitalCard {
        let known = readings.filter { $0.day <= day }.sorted { $0.at < $1.at }
        let daily = dailyValues(known, sign: sign)
        let latest = known.last
        var card = VitalCard(sign: sign, day: day, latest: latest, trends: [], usualRange: nil, rangeDaysNeeded: c.vitalRangeMinimumDays,
                             guidance: nil, series: (0..<days).map { daily[day - (days - 1) + $0]?.value }, notes: [])
        guard let latest else { return card }
        card.trends = trendWindows.compactMap { trend(daily, days: $0, endingOn: day) }
        let rangeDays = daily.filter { $0.key > day - c.vitalRangeWindowDays && $0.key <= day }
        card.rangeDaysNeeded = max(0, c.vitalRangeMinimumDays - rangeDays.count)
        if card.rangeDaysNeeded == 0 { card.usualRange = usualRange(Array(rangeDays.values), sign: sign, windowDays: c.vitalRangeWindowDays, constants: c) }
        switch sign {
        case .bloodPressure:
            card.guidance = VitalGuidance.bloodPressure(systolic: latest.value, diastolic: latest.diastolic ?? 0, pregnant: pregnant)
        case .glucose:
            card.guidance = VitalGuidance.glucose(latest.value, timing: latest.timing, pregnant: pregnant, diabetes: conditions.contains(.diabetes))
        default: break
        }
        if latest.day < day { card.notes.append("Latest reading \(latest.day.relativeText(from: day)) (\(latest.day.iso)).") }
        return card
    }

    /// The cards in the order `bloom vitals` shows them: the standard order, except that in
    /// pregnancy a diabetes puts glucose first and high blood pressure puts blood pressure first
    /// (before glucose when both).
    package static func order(pregnant: Bool, conditions: [HealthCondition]) -> [VitalSign] {
        var first: [VitalSign] = []
        if pregnant {
            if conditions.contains(.highBloodPressure) { first.append(.bloodPressure) }
            if conditions.contains(.diabetes) { first.insert(.glucose, at: 0) }
        }
        return first + VitalSign.allCases.filter { !first.contains($0) }
    }

    /// One value per day: the mean of the day's readings (and of the diastolics).
    static func dailyValues(_ readings: [VitalMeasurement], sign: VitalSign) -> [Day: (value: Double, diastolic: Double?)] {
        var result: [Day: (value: Double, diastolic: Double?)] = [:]
        for (day, group) in Dictionary(grouping: readings, by: \.day) {
            let value = group.map(\.value).reduce(0, +) / Double(group.count)
            let diastolics = group.compactMap(\.diastolic)
            result[day] = (value, diastolics.isEmpty ? nil : diastolics.reduce(0, +) / Double(diastolics.count))
        }
        return result
    }

    /// The mean over the `days` days ending `day` and the change from the `days` before; nil
    /// when the window has no reading.
    static func trend(_ daily: [Day: (value: Double, diastolic: Double?)], days: Int, endingOn day: Day) -> VitalTrend? {
        func window(_ last: Day) -> [(value: Double, diastolic: Double?)] {
            (0..<days).compactMap { daily[last - $0] }
        }
        let now = window(day), before = window(day - days)
        guard !now.isEmpty else { return nil }
        let average = now.map(\.value).reduce(0, +) / Double(now.count)
        let diastolics = now.compactMap(\.diastolic)
        let previous = before.isEmpty ? nil : before.map(\.value).reduce(0, +) / Double(before.count)
        return VitalTrend(days: days, average: average,
                          averageDiastolic: diastolics.isEmpty ? nil : diastolics.reduce(0, +) / Double(diastolics.count),
                          daysWithReadings: now.count, change: previous.map { average - $0 })
    }

    /// Median ± robust spread of the daily values (HRV on the log scale, as its baseline).
    static func usualRange(_ values: [(value: Double, diastolic: Double?)], sign: VitalSign, windowDays: Int,
                           constants c: WellnessConstants) -> UsualRange? {
        let logScale = sign == .heartRateVariability
        let scaled = values.map { logScale ? log(max($0.value, 1e-6)) : $0.value }
        guard let baseline = RobustBaseline(scaled, minimumSpread: sign.minimumSpread(constants: c), constants: c) else { return nil }
        let low = baseline.median - baseline.spread, high = baseline.median + baseline.spread
        var range = UsualRange(low: logScale ? exp(low) : low, high: logScale ? exp(high) : high,
                               median: logScale ? exp(baseline.median) : baseline.median, diastolic: nil, days: values.count, windowDays: windowDays)
        let diastolics = values.compactMap(\.diastolic)
        if let lower = RobustBaseline(diastolics, minimumSpread: sign.minimumSpread(constants: c), constants: c) {
            range.diastolic = (lower.median - lower.spread)...(lower.median + lower.spread)
        }
        return range
    }
}

/// Every vitals card of one day, in the order they are shown.
package struct VitalsReport: Sendable, Equatable {
    package var day: Day
    /// The chart window, in days.
    package var days: Int
    package var cards: [VitalCard]
    /// Whether `day` is in a pregnancy (pregnancy ranges and care levels apply).
    package var pregnant: Bool
    /// What the person said they live with.
    package var conditions: [HealthCondition]

    package init(day: Day, days: Int, cards: [VitalCard], pregnant: Bool, conditions: [HealthCondition]) {
        self.day = day
        self.days = days
        self.cards = cards
        self.pregnant = pregnant
        self.conditions = conditions
    }

    /// Why the order is not the standard one, when a condition moved a card first.
    package var orderNote: String? {
        guard pregnant, let first = cards.first, first.sign == .glucose || first.sign == .bloodPressure,
              Vitals.order(pregnant: true, conditions: conditions) != VitalSign.allCases else { return nil }
        let reasons = [conditions.contains(.diabetes) ? "diabetes" : nil, conditions.contains(.highBloodPressure) ? "high blood pressure" : nil]
            .compactMap { $0 }.joined(separator: " and ")
        return "Shown first because you told Bloom about \(reasons), and a pregnancy is recorded."
    }
}

extension Vitals {
    /// Every card of `day`, ordered by `order(pregnant:conditions:)`.
    /// - Parameter readings: the readings of each sign (any order).
    package static func report(readings: [VitalSign: [VitalMeasurement]], on day: Day, days: Int, pregnant: Bool,
                              conditions: [HealthCondition], constants c: WellnessConstants = .standard) -> VitalsReport {
        let cards = order(pregnant: pregnant, conditions: conditions).map { sign in
            card(sign, readings: readings[sign] ?? [], on: day, days: days, pregnant: pregnant, conditions: conditions, constants: c)
        }
        return VitalsReport(day: day, days: days, cards: cards, pregnant: pregnant, conditions: conditions)
    }
}
