import CycleCore
@testable import Journal
import Testing

@Suite struct RecordRuleTests {
    static let today = TestStore.today
    static func at(_ time: String, _ offset: Int = 0) -> LocalTimestamp { TestStore.moment(time, offset) }

    /// A record breaking one rule, and the field the rule names.
    struct Case: CustomTestStringConvertible, Sendable {
        let record: any StoredRecord
        let field: String
        var testDescription: String { "\(type(of: record).kind.rawValue).\(field)" }
    }

    static let broken: [Case] = [
        Case(record: PeriodRecord(start: today - 3, end: today - 5), field: "end"),
        Case(record: PeriodRecord(start: today + 1), field: "start"),
        Case(record: PeriodRecord(start: today - 3, end: today + 2), field: "end"),
        Case(record: DailyLog(day: today + 1, flow: .light), field: "day"),
        Case(record: DailyLog(day: today, cramps: 11), field: "cramps"),
        Case(record: DailyLog(day: today, cramps: -1), field: "cramps"),
        Case(record: DailyLog(day: today, symptoms: [.cramps: 4]), field: "symptoms[0].severity"),
        Case(record: DailyLog(day: today, symptoms: [.headache: 0]), field: "symptoms[0].severity"),
        Case(record: DailyLog(day: today, temperatureC: 44), field: "temperatureC"),
        Case(record: DailyLog(day: today), field: ""),
        Case(record: DailyLog(day: today, note: String(repeating: "x", count: 2001)), field: "note"),
        Case(record: TemperatureReading(day: today, celsius: 33.9), field: "celsius"),
        Case(record: TemperatureReading(day: today + 1, celsius: 36.5), field: "day"),
        Case(record: OvulationTest(at: at("08:00", 1), result: .peak), field: "at"),
        Case(record: WaterIntake(at: at("08:00"), milliliters: 0), field: "ml"),
        Case(record: WaterIntake(at: at("08:00"), milliliters: 5001), field: "ml"),
        Case(record: WeightEntry(day: today, kilograms: 19.9), field: "kg"),
        Case(record: WeightEntry(day: today, kilograms: 300.1), field: "kg"),
        Case(record: Pregnancy(lmp: today + 1), field: "lmp"),
        Case(record: Pregnancy(lmp: today - 10, babyName: String(repeating: "n", count: 61)), field: "babyName"),
        Case(record: KickSession(start: at("14:00"), end: at("13:00")), field: "end"),
        Case(record: KickSession(start: at("01:00"), end: at("23:00")), field: "end"),
        Case(record: KickSession(start: at("14:00"), end: at("14:30"), kicks: [at("14:45")]), field: "kicks"),
        Case(record: Contraction(start: at("15:00"), end: at("15:00")), field: "end"),
        Case(record: Contraction(start: at("15:00"), end: at("15:11")), field: "end"),
        Case(record: Appointment(title: " ", at: at("10:00", 5)), field: "title"),
        Case(record: Appointment(title: "Scan", at: at("10:00", 5), reminderMinutes: 50_000), field: "reminderMinutes"),
        Case(record: YogaSession(day: today, minutes: 0, routine: "flow"), field: "minutes"),
        Case(record: YogaSession(day: today, minutes: 20, routine: ""), field: "routine"),
        Case(record: YogaSession(day: today, minutes: 20, routine: "flow", poses: [""]), field: "poses[0]"),
        Case(record: LifestyleEntry(at: at("22:00")), field: ""),
        Case(record: LifestyleEntry(at: at("22:00"), caffeine: 21), field: "caffeine"),
        Case(record: LifestyleEntry(at: at("22:00"), alcohol: 31), field: "alcohol"),
        Case(record: LifestyleEntry(at: at("22:00"), tobacco: 101), field: "tobacco"),
        Case(record: LifestyleEntry(at: at("22:00"), roomTemperatureC: 45), field: "roomTemperatureC"),
        Case(record: FavouriteAffirmation(text: "", added: today), field: "text"),
        Case(record: PeriodEndPrompt(cycleStart: today - 6, number: 3, shown: today), field: "number"),
        Case(record: PeriodEndPrompt(cycleStart: today - 6, number: 1, shown: today - 7), field: "shown"),
    ]

    @Test(arguments: broken)
    func eachRuleNamesItsField(_ example: Case) {
        let problems = example.record.problems(today: Self.today)
        #expect(problems.map(\.field).contains(example.field), "problems: \(problems)")
    }

    @Test(arguments: broken)
    func theStoreRefusesABrokenRecordAndStoresNothing(_ example: Case) throws {
        let (store, profile) = try TestStore.withProfile()
        func attempt<R: StoredRecord>(_ record: R) throws {
            #expect(throws: JournalError.self) { try store.log(record, for: profile, today: Self.today) }
            #expect(try store.records(R.self, of: profile).isEmpty)
        }
        try attempt(example.record)
    }

    @Test func aDayLoggedAgainIsMergedIntoTheFirst() throws {
        let (store, profile) = try TestStore.withProfile()
        let day = Self.today - 1
        _ = try store.logDay(DailyLog(day: day, flow: .heavy, moods: [.sad], symptoms: [.cramps: 3, .bloating: nil]), for: profile, today: Self.today)
        let merged = try store.logDay(DailyLog(day: day, flow: .medium, moods: [.calm], symptoms: [.bloating: 2], note: "better"),
                                      for: profile, today: Self.today)
        #expect(merged.change == .updated)
        let stored = try #require(try store.records(DailyLog.self, of: profile).first)
        #expect(stored.flow == .medium && stored.moods == [.sad, .calm] && stored.note == "better")
        #expect(stored.symptoms[.cramps] == .some(3) && stored.symptoms[.bloating] == .some(2))
        #expect(try store.records(DailyLog.self, of: profile).count == 1)
    }

    @Test func waterAtTheSameMomentAddsUp() throws {
        let (store, profile) = try TestStore.withProfile()
        _ = try store.logWater(WaterIntake(at: Self.at("09:00"), milliliters: 250), for: profile, today: Self.today)
        _ = try store.logWater(WaterIntake(at: Self.at("09:00"), milliliters: 300), for: profile, today: Self.today)
        _ = try store.logWater(WaterIntake(at: Self.at("13:00"), milliliters: 500), for: profile, today: Self.today)
        #expect(try store.records(WaterIntake.self, of: profile).map(\.milliliters) == [550, 500])
        #expect(try store.waterTotal(on: Self.today, for: profile) == 1050)
    }

    @Test func aKickSessionCountsKicksUntilItEnds() throws {
        let (store, profile) = try TestStore.withProfile()
        _ = try store.startKickSession(at: Self.at("14:00"), for: profile, today: Self.today)
        #expect { try store.startKickSession(at: Self.at("14:01"), for: profile, today: Self.today) } throws: { "\($0)".contains("still open") }
        _ = try store.addKick(at: Self.at("14:03"), for: profile, today: Self.today)
        _ = try store.addKick(at: Self.at("14:02"), for: profile, today: Self.today)
        let ended = try store.endKickSession(at: Self.at("14:20"), for: profile, today: Self.today)
        #expect(ended.record.kicks == [Self.at("14:02"), Self.at("14:03")] && ended.record.end == Self.at("14:20"))
        #expect { try store.addKick(at: Self.at("14:25"), for: profile, today: Self.today) } throws: { "\($0)".contains("no kick-count session is open") }
    }

    @Test func aContractionIsTimedFromStartToEnd() throws {
        let (store, profile) = try TestStore.withProfile()
        _ = try store.startContraction(at: Self.at("15:00"), for: profile, today: Self.today)
        let ended = try store.endContraction(at: LocalTimestamp(day: Self.today, time: TimeOfDay(text: "15:00:50")!), for: profile, today: Self.today)
        #expect(ended.record.seconds == 50)
        #expect { try store.endContraction(at: Self.at("15:02"), for: profile, today: Self.today) } throws: { "\($0)".contains("no contraction is under way") }
    }

    @Test func aPregnancyUnderWayIsRedatedRatherThanDuplicated() throws {
        let (store, profile) = try TestStore.withProfile()
        _ = try store.logPregnancy(Pregnancy(lmp: Self.today - 70), for: profile, today: Self.today)
        _ = try store.logPregnancy(Pregnancy(dueDate: Self.today + 205, babyName: "Robin"), for: profile, today: Self.today)
        let stored = try store.records(Pregnancy.self, of: profile)
        #expect(stored.count == 1)
        #expect(stored[0].dueDate == Self.today + 205 && stored[0].datedBy == .due && stored[0].babyName == "Robin")
    }

    @Test func atMostTwoPeriodEndPromptsAreKeptPerCycle() throws {
        let (store, profile) = try TestStore.withProfile()
        let start = Self.today - 8
        _ = try store.log(PeriodEndPrompt(cycleStart: start, number: 1, shown: start + 5), for: profile, today: Self.today)
        _ = try store.log(PeriodEndPrompt(cycleStart: start, number: 2, shown: start + 7), for: profile, today: Self.today)
        _ = try store.log(PeriodEndPrompt(cycleStart: start, number: 2, shown: start + 8), for: profile, today: Self.today)
        #expect(throws: JournalError.self) {
            try store.log(PeriodEndPrompt(cycleStart: start, number: 3, shown: start + 8), for: profile, today: Self.today)
        }
        #expect(try store.periodEndPromptsShown(since: start, for: profile) == [1, 2])
        #expect {
            try store.db.run("INSERT INTO period_end_prompts (profile_id, cycle_start, number, shown) VALUES (?, ?, 3, ?)", [profile.id, start, start])
        } throws: { ($0 as? SQLiteError)?.isConstraint == true }
    }
}
