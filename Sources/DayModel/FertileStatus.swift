import CycleCore

/// How fertile a day is likely to be, from the prediction: peak on ovulation day and the day
/// before, high in the rest of the fertile window, low otherwise. Only in trying-to-conceive
/// mode and never once the period is late (the estimate no longer holds).
package struct FertileStatus: Sendable, Hashable {
    /// peak, high or low.
    package enum Level: String, Sendable, Hashable, CaseIterable {
        case peak, high, low
    }

    package let level: Level
    /// The estimated fertile window.
    package let window: ClosedRange<Day>
    /// The estimated ovulation day.
    package let ovulation: Day

    /// The status on `status.today`, or nil outside trying-to-conceive mode, with nothing
    /// logged, or when the period is late.
    package init?(mode: Mode, status: CycleStatus?) {
        guard mode == .ttc, let status, !status.isLate else { return nil }
        let prediction = status.prediction
        let today = status.today
        ovulation = prediction.ovulation
        window = prediction.fertileStart...prediction.fertileEnd
        if today == prediction.ovulation || today == prediction.ovulation - 1 {
            level = .peak
        } else if window.contains(today) {
            level = .high
        } else {
            level = .low
        }
    }
}
