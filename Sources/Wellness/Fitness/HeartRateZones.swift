import CycleCore

/// Minutes in each heart-rate zone over some days, the zones set as a share of the maximum
/// heart rate by ACSM's intensity classes (light 57–63%, moderate 64–76%, vigorous 77–95%,
/// near-maximal 96% and up; below 57% is very light and not counted).
///
/// A minute counts in the zone of its mean heart rate. Watches measure every few minutes
/// between workouts and every few seconds during them, so the minutes are those with a
/// reading: rest is under-counted, workouts are not. Without minute data, a workout's average
/// heart rate stands for all its minutes, and the zones say they are an estimate.
package struct HeartRateZones: Sendable, Equatable {
    /// One zone: its name, its bounds and the minutes in it.
    package struct Zone: Sendable, Equatable {
        /// "light", "moderate", "vigorous", "near-maximal".
        package var name: String
        /// The lower bound, % of the maximum.
        package var fromPercent: Int
        /// The upper bound, % of the maximum (nil for the top zone).
        package var toPercent: Int?
        /// The lower bound in bpm for this maximum.
        package var fromBPM: Int
        /// The upper bound in bpm (nil for the top zone).
        package var toBPM: Int?
        /// Minutes in it over the days.
        package var minutes: Double
    }

    /// Where the minutes came from.
    package enum Source: String, Sendable {
        case minutes = "heart rate through the day"
        case workoutAverages = "workout average heart rates (an estimate: no minute-by-minute heart rate)"
    }

    /// The maximum the zones are a share of.
    package var maximum: HeartRateMaximum
    package var zones: [Zone]
    /// One day's minutes per zone.
    package struct DayMinutes: Sendable, Equatable {
        package var day: Day
        /// Minutes in each zone, lowest first.
        package var minutes: [Double]
    }

    /// Each day's minutes per zone, oldest first, one entry a day of the window.
    package var daily: [DayMinutes]
    package var source: Source
    /// How many days of the window have heart rate.
    package var daysWithHeartRate: Int

    /// The zone names, lowest first.
    package static let names = ["light", "moderate", "vigorous", "near-maximal"]

    /// Minutes in moderate or higher zones, the kind the activity guidance counts.
    package var moderateOrHigherMinutes: Double { zones.dropFirst().reduce(0) { $0 + $1.minutes } }

    /// The zone index (0 light … 3 near-maximal) of a heart rate, nil below light.
    package static func zone(of heartRate: Double, maximum: Double, constants c: WellnessConstants = .standard) -> Int? {
        guard maximum > 0 else { return nil }
        let fraction = heartRate / maximum
        return c.zoneFloors.lastIndex { fraction >= $0 - 1e-9 }
    }

    /// The lowest whole bpm at `fraction` of `maximum` or above (0.64 × 200 is 128, whatever
    /// the last binary digit of 0.64).
    static func lowestBPM(_ fraction: Double, _ maximum: Double) -> Int {
        Int((fraction * maximum - 1e-9).rounded(.up))
    }

    /// The zones over `first...last`, or why there are none (no maximum, no heart rate).
    package static func over(_ first: Day, through last: Day, history: WellnessHistory,
                            constants c: WellnessConstants = .standard) -> Result<HeartRateZones, ScoreStatus> {
        let maximum: HeartRateMaximum
        switch HeartRateMaximum.resolve(on: last, history: history, constants: c) {
        case let .success(found): maximum = found
        case let .failure(status): return .failure(status)
        }
        let span = first.days(to: last) + 1
        let days = (0..<span).map { history[first + $0] }
        let withMinutes = days.filter { !$0.heartRate.isEmpty }
        let source: Source = withMinutes.isEmpty ? .workoutAverages : .minutes
        if source == .workoutAverages, !days.contains(where: { $0.workouts.contains { $0.averageHeartRate != nil } }) {
            return .failure(.unavailable("no heart rate recorded from \(first.iso) to \(last.iso); wear your watch and import Apple Health"))
        }
        var totals = [Double](repeating: 0, count: c.zoneFloors.count)
        var daily: [DayMinutes] = []
        for inputs in days {
            var minutes = [Double](repeating: 0, count: c.zoneFloors.count)
            if source == .minutes {
                for minute in inputs.heartRate {
                    if let zone = zone(of: minute.mean, maximum: maximum.value, constants: c) { minutes[zone] += 1 }
                }
            } else {
                for workout in inputs.workouts {
                    if let average = workout.averageHeartRate, let zone = zone(of: average, maximum: maximum.value, constants: c) {
                        minutes[zone] += workout.minutes
                    }
                }
            }
            for index in minutes.indices { totals[index] += minutes[index] }
            daily.append(DayMinutes(day: inputs.day, minutes: minutes))
        }
        let percents = c.zoneFloors.map { Int(($0 * 100).rounded()) }
        let zones = percents.indices.map { index in
            Zone(name: names[min(index, names.count - 1)], fromPercent: percents[index],
                 toPercent: index + 1 < percents.count ? percents[index + 1] - 1 : nil,
                 fromBPM: lowestBPM(c.zoneFloors[index], maximum.value),
                 toBPM: index + 1 < percents.count ? lowestBPM(c.zoneFloors[index + 1], maximum.value) - 1 : nil,
                 minutes: totals[index])
        }
        let counted = source == .minutes ? withMinutes.count : days.filter { $0.workouts.contains { $0.averageHeartRate != nil } }.count
        return .success(HeartRateZones(maximum: maximum, zones: zones, daily: daily, source: source, daysWithHeartRate: counted))
    }
}
