import CycleCore
@testable import Journal

/// One record of every kind, logged through the store's own operations.
enum SampleData {
    /// How many records `logEveryKind` leaves behind.
    static let recordCount = RecordKind.allCases.count + 2

    static func logEveryKind(in store: JournalStore, for profile: Profile) throws {
        let today = TestStore.today
        _ = try store.logPeriodStart(on: today - 40, notes: "first", for: profile, today: today)
        _ = try store.logPeriodEnd(on: today - 36, for: profile, today: today)
        _ = try store.logPeriodStart(on: today - 12, for: profile, today: today)
        _ = try store.logDay(DailyLog(day: today - 1, flow: .light, moods: [.calm, .tired], symptoms: [.cramps: 2, .headache: nil],
                                      discharge: .creamy, cramps: 3, skin: .oily, sex: .protected, temperatureC: 36.9, note: "ok"),
                             for: profile, today: today)
        _ = try store.log(TemperatureReading(day: today, time: TimeOfDay(text: "06:30"), celsius: 36.55, exclusion: .lateNight), for: profile, today: today)
        _ = try store.log(OvulationTest(at: TestStore.moment("08:15"), result: .high), for: profile, today: today)
        _ = try store.log(PregnancyTest(at: TestStore.moment("07:05"), result: .positive, faint: true), for: profile, today: today)
        _ = try store.logWater(WaterIntake(at: TestStore.moment("09:00"), milliliters: 250), for: profile, today: today)
        _ = try store.log(WeightEntry(day: today, kilograms: 62.5), for: profile, today: today)
        _ = try store.logPregnancy(Pregnancy(dueDate: today + 200, babyName: "Robin"), for: profile, today: today)
        _ = try store.log(KickSession(start: TestStore.moment("14:00"), end: TestStore.moment("14:30"),
                                      kicks: [TestStore.moment("14:02"), TestStore.moment("14:05")]), for: profile, today: today)
        _ = try store.log(Contraction(start: TestStore.moment("15:00"), end: TestStore.moment("15:01")), for: profile, today: today)
        _ = try store.log(Appointment(title: "Scan", at: TestStore.moment("10:30", 10), place: "Clinic", notes: nil, reminderMinutes: 60,
                                          done: true),
                          for: profile, today: today)
        _ = try store.log(YogaSession(day: today, minutes: 20, routine: "gentle", poses: ["child's pose", "cat-cow"]), for: profile, today: today)
        _ = try store.logLifestyle(LifestyleEntry(at: TestStore.moment("22:00"), caffeine: 2, lateMeal: true, supplements: ["folic acid"],
                                                  sleepEnvironment: "dark, quiet", roomTemperatureC: 19), for: profile, today: today)
        _ = try store.log(FavouriteAffirmation(text: "I am enough", added: today), for: profile, today: today)
        _ = try store.log(PeriodEndPrompt(cycleStart: today - 12, number: 1, shown: today - 6), for: profile, today: today)
        _ = try store.log(PeriodEndPrompt(cycleStart: today - 12, number: 2, shown: today - 4), for: profile, today: today)
        _ = try store.log(ChecklistTick(lmp: today - 80, week: 12, item: 2, ticked: today), for: profile, today: today)
        _ = try store.logFood(FoodEntry(day: today - 1, kcal: 650, proteinGrams: 30.5, fatGrams: 20, note: "lunch",
                                        created: TestStore.moment("12:30")), for: profile, today: today)
        _ = try store.log(EnergyGoal(since: today - 3, kcal: -300), for: profile, today: today)
        _ = try store.log(VitalReading.bloodPressure(systolic: 118, diastolic: 76, at: TestStore.moment("07:30")), for: profile, today: today)
        let morning = Int64(today.ordinal) * 86_400 + 7 * 3600
        try store.logManualSample(.restingHeartRate, value: 58, span: ImportedSpan(start: morning, end: morning, utcOffset: 0), for: profile)
        try store.logManualSleep(ImportedSpan(start: morning - 8 * 3600, end: morning, utcOffset: 0, day: today), for: profile)
        try store.logManualWorkout(Workout(activity: "yoga", span: ImportedSpan(start: morning + 3600, end: morning + 5400, utcOffset: 0),
                                           durationSeconds: 1800, source: JournalStore.manualSource, sourceKey: "manual:workout:\(today.iso)T08:00:00"),
                                   effort: 4, for: profile)
        _ = try store.log(NightLength(morning: today - 1, minutes: 390), for: profile, today: today)
    }
}
