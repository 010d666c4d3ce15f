import CycleCore
import Journal
import Wellness

/// Reads the journal into vitals cards and the fitness report: readings typed in
/// (`VitalReading`, `WeightEntry`, hand-logged resting heart rate and HRV) and imported samples
/// (Apple Health), a day's hand-logged values winning over imported ones, as in the scores.
package enum JournalVitals {
    /// Days read before the first day shown: the 90-day trend compares with the 90 days before.
    package static let lookbackDays = 180

    /// Every reading of every vital sign of `profile` from `first` through `last`.
    package static func readings(of profile: Profile, in store: JournalStore, from first: Day, through last: Day) throws -> [VitalSign: [VitalMeasurement]] {
        var result: [VitalSign: [VitalMeasurement]] = [:]
        let typed = try store.records(VitalReading.self, of: profile).filter { $0.at.day >= first && $0.at.day <= last }
        func byHand(_ kind: VitalKind) -> [VitalMeasurement] {
            typed.filter { $0.kind == kind }.map { reading in
                VitalMeasurement(at: reading.at.moment, value: reading.value, diastolic: reading.diastolic.map(Double.init),
                                 timing: reading.timing, loggedByHand: true)
            }
        }
        func imported(_ kind: SampleKind) throws -> [VitalMeasurement] {
            try store.samples(kind, from: first, through: last, of: profile).map { sample in
                VitalMeasurement(at: JournalWellness.localMoment(sample.span.start, offset: sample.span.utcOffset), value: sample.value,
                                 timing: sample.mealTiming, loggedByHand: sample.source == JournalStore.manualSource)
            }
        }
        let weights = try store.records(WeightEntry.self, of: profile).filter { $0.day >= first && $0.day <= last }.map {
            VitalMeasurement(at: Moment(day: $0.day, secondOfDay: 0), value: $0.kilograms, loggedByHand: true)
        }
        result[.weight] = preferByHand(weights + (try imported(.bodyMass)))
        result[.bodyFat] = preferByHand(byHand(.bodyFat) + (try imported(.bodyFatPercentage)))
        result[.oxygenSaturation] = preferByHand(byHand(.oxygenSaturation) + (try imported(.oxygenSaturation)))
        result[.vo2Max] = try imported(.vo2Max)
        result[.glucose] = preferByHand(byHand(.glucose) + (try imported(.bloodGlucose)))
        result[.bloodPressure] = preferByHand(byHand(.bloodPressure) + (try importedBloodPressure(of: profile, in: store, from: first, through: last)))
        let history = try JournalWellness.history(of: profile, in: store, from: first, through: last, heart: HeartProfile(), heartRateMinutes: false)
        let days = history.inputs(from: first, through: last)
        result[.restingHeartRate] = days.compactMap { inputs in
            inputs.restingHeartRate.map { VitalMeasurement(at: Moment(day: inputs.day, secondOfDay: 7 * 3600), value: $0) }
        }
        result[.heartRateVariability] = days.compactMap { inputs in
            inputs.overnightHRV().map { VitalMeasurement(at: Moment(day: inputs.day, secondOfDay: 7 * 3600), value: $0) }
        }
        return result.mapValues { $0.sorted { $0.at < $1.at } }
    }

    /// The vitals cards of `profile` on `today` with a chart of `days` days.
    package static func report(of profile: Profile, in store: JournalStore, today: Day, days: Int) throws -> VitalsReport {
        let readings = try readings(of: profile, in: store, from: today - (lookbackDays - 1), through: today)
        let context = try JournalWellness.contextReader(of: profile, in: store)
        let pregnant: Bool
        if case .pregnant = context(today) { pregnant = true } else { pregnant = false }
        return Vitals.report(readings: readings, on: today, days: days, pregnant: pregnant, conditions: profile.conditions ?? [])
    }

    /// The fitness report of `profile` for the `days` days ending `today`.
    package static func fitness(of profile: Profile, in store: JournalStore, today: Day, days: Int, heart: HeartProfile) throws -> FitnessReport {
        let history = try JournalWellness.history(of: profile, in: store, from: today - (days - 1), through: today, heart: heart)
        let vo2 = try store.samples(.vo2Max, from: today - (lookbackDays - 1), through: today, of: profile).map { sample in
            VitalMeasurement(at: JournalWellness.localMoment(sample.span.start, offset: sample.span.utcOffset), value: sample.value)
        }
        let goals = ActivityGoals(steps: profile.stepGoal, activeEnergyKcal: profile.activeEnergyGoal, exerciseMinutes: profile.exerciseGoal)
        let pregnant: Bool
        if case .pregnant = history[today].context { pregnant = true } else { pregnant = false }
        return Fitness.report(on: today, days: days, history: history, vo2Max: vo2, goals: goals, pregnant: pregnant)
    }

    /// A blood pressure or glucose typed in, against public guidance for `profile` on the day it
    /// was taken (pregnancy ranges and care levels when that day is in a pregnancy; diabetes
    /// ranges when the profile says so); nil for the other kinds.
    package static func guidance(for reading: VitalReading, profile: Profile, in store: JournalStore) throws -> VitalGuidance? {
        let context = try JournalWellness.contextReader(of: profile, in: store)
        let pregnant: Bool
        if case .pregnant = context(reading.at.day) { pregnant = true } else { pregnant = false }
        switch reading.kind {
        case .bloodPressure:
            return VitalGuidance.bloodPressure(systolic: reading.value, diastolic: Double(reading.diastolic ?? 0), pregnant: pregnant)
        case .glucose:
            return VitalGuidance.glucose(reading.value, timing: reading.timing, pregnant: pregnant, diabetes: profile.conditions?.contains(.diabetes) == true)
        case .oxygenSaturation, .bodyFat:
            return nil
        }
    }

    /// Imported blood pressure: each systolic with the diastolic of the same source and start.
    static func importedBloodPressure(of profile: Profile, in store: JournalStore, from first: Day, through last: Day) throws -> [VitalMeasurement] {
        let diastolics = Dictionary(try store.samples(.bloodPressureDiastolic, from: first, through: last, of: profile).map {
            ("\($0.source)|\($0.span.start)", $0.value)
        }, uniquingKeysWith: { a, _ in a })
        return try store.samples(.bloodPressureSystolic, from: first, through: last, of: profile).compactMap { sample in
            guard let diastolic = diastolics["\(sample.source)|\(sample.span.start)"] else { return nil }
            return VitalMeasurement(at: JournalWellness.localMoment(sample.span.start, offset: sample.span.utcOffset), value: sample.value,
                                    diastolic: diastolic)
        }
    }

    /// On a day with a reading typed in, only the typed readings count (as in the scores).
    static func preferByHand(_ readings: [VitalMeasurement]) -> [VitalMeasurement] {
        let typedDays = Set(readings.filter(\.loggedByHand).map(\.day))
        return readings.filter { $0.loggedByHand || !typedDays.contains($0.day) }
    }
}
