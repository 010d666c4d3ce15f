/// The daily glances: today's briefing, the calendar, insights, the status line, reminders
/// and the calendar export.
let dailyCommands: [any BloomCommand.Type] = [
    TodayCommand.self,
    CalendarCommand.self,
    InsightsCommand.self,
    StatusCommand.self,
    OverviewCommand.self,
    RemindCommand.self,
    IcsCommand.self,
]
