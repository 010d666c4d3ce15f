import Foundation

/// Homes with a known history for the daily-glance tests.
enum DailyFixture {
    /// Four regular periods (Aug–Oct 2026, 28-day cycles, 5-day periods) logged in a fresh
    /// home whose today is `today`.
    static func regularHome(today: String = "2026-11-10", time: String? = nil) throws -> JournalHome {
        let home = try JournalHome(today: today, time: time)
        for (start, end) in [("2026-08-01", "2026-08-05"), ("2026-08-29", "2026-09-02"),
                             ("2026-09-26", "2026-09-30"), ("2026-10-24", "2026-10-28")] {
            try home.ok("log", "period", "start", start)
            try home.ok("log", "period", "end", end)
        }
        return home
    }

    /// The text of `Golden/NAME` next to this file.
    static func golden(_ name: String, file: String = #filePath) throws -> String {
        let url = URL(fileURLWithPath: file).deletingLastPathComponent().appending(path: "Golden").appending(path: name)
        return try String(contentsOf: url, encoding: .utf8)
    }
}
