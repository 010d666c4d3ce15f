import CycleCore
import Journal
import Wellness

/// Reads what the journal holds (imported and hand-logged wellbeing data, check-ins, periods,
/// pregnancy) into the Wellness library's inputs. The chat can call this too, so it shows the
/// same numbers as `bloom scores`.
package enum JournalWellness {
    /// How many days before the first day shown are read, for baselines and the maximum heart rate.
    package static let lookbackDays = 180

    /// Moods that count towards stress.
    package static let difficultMoods: Set<Mood> = [.anxious, .stressed, .irritable, .sad, .angry]

    /// The history of `profile` for `first...last` (plus the look-back).
    /// - Parameter heartRateMinutes: false leaves out the minute-by-minute heart rate (the
    ///   largest part to read), for views that need only daily values.
    package static func history(of profile: Profile, in store: JournalStore, from first: Day, through last: Day,
                        heart: HeartProfile, heartRateMinutes: Bool = true) throws -> WellnessHistory {
        let from = first - lookbackDays
        func samples(_ kind: SampleKind) throws -> [Day: [WellbeingSample]] {
            Dictionary(grouping: try store.samples(kind, from: from, through: last, of: profile), by: \.span.day)
        }
        func daily(_ kind: SampleKind) throws -> [Day: Double] {
            Dictionary(try store.dailySummaries(kind, from: from, through: last, of: profile).map { ($0.day, $0.sum) }, uniquingKeysWith: { a, _ in a })
        }
        let resting = try samples(.restingHeartRate), hrv = try samples(.heartRateVariabilitySDNN)
        let heartRate = heartRateMinutes ? try samples(.heartRate) : [:], energy = try samples(.activeEnergy)
        let steps = try daily(.stepCount), exercise = try daily(.exerciseMinutes)
        let breathing = try samples(.respiratoryRate), mindful = try samples(.mindfulSession)
        let sleep = SleepNight.nights(from: try store.sleepSegments(from: from - 1, through: last + 1, of: profile).map {
            SleepPiece(stage: SleepPieceStage(rawValue: $0.stage.rawValue) ?? .asleep, start: $0.span.start, end: $0.span.end,
                       utcOffset: $0.span.utcOffset, source: $0.source)
        })
        // Nights told by their length only, by the morning each ended on: their duration counts
        // where no night with times was recorded.
        let toldNights = Dictionary(try store.records(NightLength.self, of: profile).filter { $0.morning >= from && $0.morning <= last }
            .map { ($0.morning, Double($0.minutes)) }, uniquingKeysWith: { a, _ in a })
        let workouts = Dictionary(grouping: try store.workouts(from: from, through: last, of: profile), by: \.span.day)
        let efforts = try store.workoutEfforts(from: from, through: last, of: profile)
        let logs = Dictionary(try store.records(DailyLog.self, of: profile).filter { $0.day >= from && $0.day <= last }.map { ($0.day, $0) },
                              uniquingKeysWith: { a, _ in a })
        let context = try contextReader(of: profile, in: store)

        var days: [DayMeasurements] = []
        for ordinal in from.ordinal...last.ordinal {
            let day = Day(ordinal: ordinal)
            var inputs = DayMeasurements(day: day, context: context(day))
            inputs.sleep = sleep[day]
            inputs.toldSleepMinutes = toldNights[day]
            if let values = resting[day] { inputs.restingHeartRate = preferManual(values).map(\.value).median }
            inputs.hrv = preferManual(hrv[day] ?? []).map { sample in
                HRVReading(instant: sample.span.start, localSecondOfDay: Int(((sample.span.start + Int64(sample.span.utcOffset)) % 86_400 + 86_400) % 86_400),
                           sdnn: sample.value, beatsPerMinute: sample.beatsPerMinute)
            }
            inputs.heartRate = (heartRate[day] ?? []).map { MinuteHeartRate(mean: $0.value, maximum: $0.maximum) }
            inputs.workouts = (workouts[day] ?? []).map { workout in
                WorkoutSession(activity: workout.activity, minutes: workout.durationSeconds / 60, averageHeartRate: workout.averageHeartRate,
                               maximumHeartRate: workout.maximumHeartRate, effort: efforts[workout.sourceKey],
                               start: localMoment(workout.span.start, offset: workout.span.utcOffset), energyKcal: workout.energyKcal,
                               loggedByHand: workout.source == JournalStore.manualSource)
            }
            if let values = energy[day] { inputs.activeEnergyKcal = values.reduce(0) { $0 + $1.value } }
            inputs.steps = steps[day]
            inputs.exerciseMinutes = exercise[day]
            if let values = breathing[day] { inputs.respiratoryRate = values.map(\.value).median }
            inputs.breathingMinutes = (mindful[day] ?? []).reduce(0) { $0 + $1.value }
            if let log = logs[day] {
                let cramps = log.cramps.map { $0 > 0 ? 1 : 0 } ?? 0
                if !log.symptoms.isEmpty || log.cramps != nil { inputs.symptomCount = log.symptoms.count + (log.symptoms[.cramps] == nil ? cramps : 0) }
                if !log.moods.isEmpty { inputs.difficultMoodCount = log.moods.intersection(difficultMoods).count }
            }
            days.append(inputs)
        }
        return WellnessHistory(days, heart: heart)
    }

    /// The local moment of an instant recorded at `offset` seconds from UTC.
    package static func localMoment(_ utc: Int64, offset: Int) -> Moment {
        let local = utc + Int64(offset)
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        return Moment(day: Day(ordinal: Int(days)), secondOfDay: Int(local - days * 86_400), utcOffset: offset)
    }

    /// Hand-logged values win over imported ones on the same day.
    package static func preferManual(_ samples: [WellbeingSample]) -> [WellbeingSample] {
        let manual = samples.filter { $0.source == JournalStore.manualSource }
        return manual.isEmpty ? samples : manual
    }

    /// A function giving each day's cycle phase or trimester.
    package static func contextReader(of profile: Profile, in store: JournalStore) throws -> (Day) -> BodyContext {
        if let pregnancy = try store.currentPregnancy(of: profile) {
            let lmp = pregnancy.lmp
            let calendar = CyclePhaseCalendar(periods: try store.periods(of: profile).filter { $0.start < lmp })
            return { day in
                if day >= lmp && day < lmp + 300 { return .pregnant(Trimester(gestationalDays: lmp.days(to: day))) }
                return calendar.context(of: day)
            }
        }
        let calendar = CyclePhaseCalendar(periods: try store.periods(of: profile))
        return { calendar.context(of: $0) }
    }

    /// The lifestyle factors logged each day, for patterns: a day with any lifestyle entry counts
    /// each factor as present or absent; days without an entry are left out.
    package static func lifestyleExposures(of profile: Profile, in store: JournalStore, from first: Day, through last: Day) throws -> [Day: [String: Bool]] {
        let entries = try store.records(LifestyleEntry.self, of: profile).filter { $0.at.day >= first && $0.at.day <= last }
        let supplements = Set(entries.flatMap(\.supplements))
        let rooms = entries.compactMap(\.roomTemperatureC)
        let warm = rooms.count >= 2 ? rooms.median : nil
        var result: [Day: [String: Bool]] = [:]
        for (day, group) in Dictionary(grouping: entries, by: \.at.day) {
            var factors: [String: Bool] = [
                "caffeine": group.contains { ($0.caffeine ?? 0) > 0 },
                "alcohol": group.contains { ($0.alcohol ?? 0) > 0 },
                "tobacco": group.contains { ($0.tobacco ?? 0) > 0 },
                "late meals": group.contains { $0.lateMeal == true },
            ]
            for supplement in supplements { factors[supplement] = group.contains { $0.supplements.contains(supplement) } }
            if let warm, let room = group.compactMap(\.roomTemperatureC).last { factors["a room warmer than your usual \(Int(warm.rounded())) °C"] = room > warm }
            result[day] = factors
        }
        return result
    }
}

extension Array where Element == Double {
    /// The median (nil for none).
    var median: Double? { isEmpty ? nil : RobustBaseline.median(self) }
}

extension JournalWellness {
    /// One score of `profile` on `today` with its explanation, for the chat ("what's my recovery
    /// today?", "how did I sleep?", "show my week"): the same card `bloom scores` shows, with
    /// the same "data unavailable" and "calibrating" answers.
    package static func card(_ kind: ScoreKind, of profile: Profile, in store: JournalStore, today: Day,
                     heart: HeartProfile = HeartProfile()) throws -> ScoreCard {
        let history = try history(of: profile, in: store, from: today - 13, through: today, heart: heart)
        return WellnessScores.card(kind, on: today, history: history)
    }
}
