import BloomBase
import CycleCore
import Journal

/// An iCalendar (RFC 5545) file of all-day and timed events, written with CRLF line ends,
/// lines folded at 75 octets and text values escaped.
package struct ICalendar {
    /// When an event happens: a whole day or a local (floating) time.
    package enum When: Equatable {
        case day(Day)
        case time(LocalTimestamp)
    }

    /// One `VEVENT`.
    package struct Event {
        /// Stable across exports, so re-importing updates the event rather than adding one.
        package var uid: String
        package var summary: String
        package var start: When
        /// Exclusive: the day after the last day for all-day events.
        package var end: When
        package var description: String?
        package var location: String?
        package var categories: [String] = []
        /// Minutes before the start to show an alarm, if any.
        package var alarmMinutes: Int?
        /// Whether the event leaves the time free (all-day estimates should not block it).
        package var transparent = false

        package init(uid: String, summary: String, start: When, end: When, description: String? = nil, location: String? = nil,
                    categories: [String] = [], alarmMinutes: Int? = nil, transparent: Bool = false) {
            self.uid = uid
            self.summary = summary
            self.start = start
            self.end = end
            self.description = description
            self.location = location
            self.categories = categories
            self.alarmMinutes = alarmMinutes
            self.transparent = transparent
        }
    }

    /// The calendar's display name (`X-WR-CALNAME`).
    package var name: String
    /// The `DTSTAMP` of every event, UTC `YYYYMMDDTHHMMSSZ`.
    package var stamp: String
    package var events: [Event] = []
    /// The version of Bloom written in `PRODID`.
    package var version: String

    package init(name: String, stamp: String, version: String, events: [Event] = []) {
        self.name = name
        self.stamp = stamp
        self.version = version
        self.events = events
    }

    /// The file's text: CRLF line ends, folded lines.
    package var text: String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Bloom//bloom \(version)//EN", "CALSCALE:GREGORIAN",
                     "METHOD:PUBLISH", "X-WR-CALNAME:" + ICalendar.escape(name)]
        for event in events {
            lines += ["BEGIN:VEVENT", "UID:" + event.uid, "DTSTAMP:" + stamp,
                      ICalendar.property("DTSTART", event.start), ICalendar.property("DTEND", event.end),
                      "SUMMARY:" + ICalendar.escape(event.summary)]
            if let description = event.description { lines.append("DESCRIPTION:" + ICalendar.escape(description)) }
            if let location = event.location { lines.append("LOCATION:" + ICalendar.escape(location)) }
            if !event.categories.isEmpty { lines.append("CATEGORIES:" + event.categories.map(ICalendar.escape).joined(separator: ",")) }
            lines.append("TRANSP:" + (event.transparent ? "TRANSPARENT" : "OPAQUE"))
            if let minutes = event.alarmMinutes {
                lines += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + ICalendar.escape(event.summary),
                          "TRIGGER:-PT\(minutes)M", "END:VALARM"]
            }
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return lines.map(ICalendar.fold).joined(separator: "\r\n") + "\r\n"
    }

    /// `DTSTART;VALUE=DATE:20261201` or `DTSTART:20261201T103000`.
    package static func property(_ name: String, _ when: When) -> String {
        switch when {
        case let .day(day): "\(name);VALUE=DATE:\(basic(day))"
        case let .time(moment): "\(name):\(basic(moment.day))T\(two(moment.time.hour))\(two(moment.time.minute))\(two(moment.time.second))"
        }
    }

    /// A day in the basic format, e.g. `20261201`.
    package static func basic(_ day: Day) -> String { day.iso.filter { $0 != "-" } }

    /// The `DTSTAMP` for a day: its midnight in UTC, e.g. `20261110T000000Z`.
    package static func stamp(for day: Day) -> String { basic(day) + "T000000Z" }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// A TEXT value escaped: backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11).
    package static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n", "\r\n", "\r": result += "\\n"
            default: result += TextRule.neutralised(String(character))  // no control characters in the file
            }
        }
        return result
    }

    /// `line` split into lines of at most 75 octets, each continuation starting with a space,
    /// never inside a UTF-8 sequence (RFC 5545 §3.1). Lines are joined by CRLF.
    package static func fold(_ line: String) -> String {
        var pieces: [String] = []
        var current = ""
        var octets = 0
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            let limit = pieces.isEmpty ? 75 : 74
            if octets + size > limit {
                pieces.append(current)
                current = ""
                octets = 0
            }
            current.unicodeScalars.append(scalar)
            octets += size
        }
        pieces.append(current)
        return pieces.enumerated().map { $0.offset == 0 ? $0.element : " " + $0.element }.joined(separator: "\r\n")
    }

    /// A 64-bit FNV-1a hash of `parts` (their UTF-8 bytes, each followed by a 0 byte so
    /// `["ab", "c"]` and `["a", "bc"]` differ), as 16 hex digits: a stable UID part for any text.
    package static func hash(_ parts: [String]) -> String {
        var value = FNV1a.offsetBasis
        for part in parts { value = FNV1a.adding(0, to: FNV1a.adding(part.utf8, to: value)) }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
