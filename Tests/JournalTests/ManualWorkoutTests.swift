import CycleCore
import Journal
import Testing

/// Every hand-logged workout is kept, even two that would get the same key (logged in the
/// same second: a script, or the same class said twice), and undo takes back only the last.
@Suite struct ManualWorkoutTests {
    func workout(_ activity: String, minutes: Int) -> Workout {
        let day = TestStore.today
        let end = Int64(day.ordinal) * 86_400 + 12 * 3600
        let span = ImportedSpan(start: end - Int64(minutes * 60), end: end, utcOffset: 0, day: day)
        return Workout(activity: activity, span: span, durationSeconds: Double(minutes * 60), source: JournalStore.manualSource,
                       sourceKey: "manual:workout:\(day.iso)T43200:\(activity)")
    }

    @Test func twoWorkoutsWithTheSameKeyAreBothKept() throws {
        let (store, profile) = try TestStore.withProfile()
        try store.logManualWorkout(workout("yoga", minutes: 20), effort: nil, for: profile)
        try store.logManualWorkout(workout("yoga", minutes: 25), effort: 4, for: profile)
        try store.logManualWorkout(workout("yoga", minutes: 30), effort: nil, for: profile)
        let kept = try store.workouts(from: TestStore.today, through: TestStore.today, of: profile)
        #expect(kept.map(\.durationSeconds).sorted() == [1200, 1500, 1800])
        #expect(Set(kept.map(\.sourceKey)).count == 3)
    }

    @Test func undoTakesBackOnlyTheLastOfThem() throws {
        let (store, profile) = try TestStore.withProfile()
        try store.logManualWorkout(workout("run", minutes: 30), effort: nil, for: profile)
        try store.logManualWorkout(workout("run", minutes: 40), effort: nil, for: profile)
        _ = try store.undoManualWellbeing(for: profile)
        let kept = try store.workouts(from: TestStore.today, through: TestStore.today, of: profile)
        #expect(kept.map(\.durationSeconds) == [1800])
    }
}
