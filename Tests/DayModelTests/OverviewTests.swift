import BloomTestSupport
import CycleCore
import DayModel
import Testing

/// Everyone on the device at a glance (`Overview`, `ProfileGlance`), on Sun 22 Nov 2026.
@Suite struct OverviewTests {
    static let today = isoDay("2026-11-22")

    static func glance(_ name: String, _ periods: [PeriodRecord] = [], mode: Mode = .cycle, pregnancy: PregnancyRecord? = nil,
                       records: Int = 0) throws -> ProfileGlance {
        let inputs = DayInputs(profileName: name, mode: mode, periods: periods, pregnancy: pregnancy)
        return ProfileGlance(name: name, colour: "rose", day: try PersonDay(inputs, today: today), records: records, lastLogged: nil)
    }

    /// Next period Tue 24 Nov.
    static func ana() throws -> ProfileGlance { try glance("Ana", Cycles.regular, records: 12) }
    /// Due Mon 30 Nov.
    static func bea() throws -> ProfileGlance {
        try glance("Bea", mode: .pregnancy, pregnancy: PregnancyRecord(lmp: isoDay("2026-11-30") - 280), records: 30)
    }
    /// Expected Tue 17 Nov: five days late.
    static func cleo() throws -> ProfileGlance { try glance("Cleo", Cycles.regular(lastStart: isoDay("2026-10-20"))) }
    /// Nothing logged.
    static func dee() throws -> ProfileGlance { try glance("Dee") }
    /// On day 3 of a period that started Fri 20 Nov.
    static func eve() throws -> ProfileGlance { try glance("Eve", Cycles.regular(lastStart: isoDay("2026-11-20"))) }

    @Test func eachProfileStandsInOnePhrase() throws {
        #expect(try Self.ana().standing == "next period Tue 24 Nov (likely Sat 21 Nov to Thu 26 Nov)")
        #expect(try Self.bea().standing == "week 39 (38w6d) · due Mon 30 Nov 2026 (estimate)")
        #expect(try Self.cleo().standing == "period is 5 days later than estimated (Tue 17 Nov)")
        #expect(try Self.dee().standing == "no periods logged yet: log the first day of a period")
        #expect(try Self.glance("Fay", mode: .pregnancy).standing == "not enough data yet: log the pregnancy (due date or last period)")
    }

    @Test func comingUpAreThePeriodsAndDueDatesOfTheNextTwoWeeksSoonestFirst() throws {
        let overview = Overview(today: Self.today, profiles: [try Self.ana(), try Self.bea(), try Self.cleo(), try Self.dee(), try Self.eve()])
        let events = overview.comingUp
        #expect(events.map(\.profile) == ["Cleo", "Ana", "Bea"], "a period under way is not coming up")
        #expect(events.map(\.day) == [Self.today, isoDay("2026-11-24"), isoDay("2026-11-30")], "a late period counts as due today")
        #expect(events.map(\.kind) == [.period, .period, .dueDate])
        #expect(events.map(\.text) == ["Cleo's period (estimate)", "Ana's period (estimate)", "Bea's due date (estimate)"])
    }

    @Test func comingUpLooksFourteenDaysAhead() throws {
        #expect(Overview.horizonDays == 14)
        let edge = try Self.glance("Gia", Cycles.regular(lastStart: Self.today + 14 - 28))
        let beyond = try Self.glance("Hana", Cycles.regular(lastStart: Self.today + 15 - 28))
        #expect(Overview(today: Self.today, profiles: [edge, beyond]).comingUp.map(\.profile) == ["Gia"])
    }

    @Test func aDueDatePassedIsNotComingUp() throws {
        let overdue = try Self.glance("Ivy", mode: .pregnancy, pregnancy: PregnancyRecord(lmp: Self.today - 2 - 280))
        #expect(overdue.day.pregnancy != nil, "still under way")
        #expect(Overview(today: Self.today, profiles: [overdue]).comingUp.isEmpty)
    }

    @Test func eventsOnOneDayAreInOrderOfName() throws {
        let zoe = try Self.glance("Zoe", Cycles.regular)
        #expect(Overview(today: Self.today, profiles: [zoe, try Self.ana()]).comingUp.map(\.profile) == ["Ana", "Zoe"])
    }

    @Test func nextDueIsTheSoonestPeriodLateOnesFirst() throws {
        #expect(Overview(today: Self.today, profiles: [try Self.ana(), try Self.bea(), try Self.cleo(), try Self.dee()]).nextDue?.name == "Cleo")
        #expect(Overview(today: Self.today, profiles: [try Self.glance("Zoe", Cycles.regular), try Self.ana()]).nextDue?.name == "Ana")
        #expect(Overview(today: Self.today, profiles: [try Self.bea(), try Self.dee()]).nextDue == nil)
    }

    @Test func theRecordsAreCountedAcrossProfiles() throws {
        #expect(Overview(today: Self.today, profiles: [try Self.ana(), try Self.bea(), try Self.dee()]).totalRecords == 42)
        #expect(Overview(today: Self.today, profiles: []).totalRecords == 0)
    }
}
