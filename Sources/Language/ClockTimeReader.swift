/// A time of day said in a message: "10am", "10:30", "3.30 pm", "at 9", "noon".
package struct ClockTime: Sendable, Hashable {
    /// 0–23.
    package let hour: Int
    /// 0–59.
    package let minute: Int
    /// Where the time was said in the text it was read from (the "at" before it included).
    package let range: Range<String.Index>
    /// Whether it could be either half of the day: an hour from 1 to 12 said without am or pm
    /// and without a leading zero ("at 11", "7:30"; not "07:30", "19:00" or "7pm").
    package var eitherHalfOfTheDay = false

    /// "HH:MM".
    package var text: String {
        (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }
}

/// Reads times of day in what people write. A time needs a sign that it is one: a colon
/// ("10:30"), am or pm ("10am", "3.30 pm", "9 a.m."), "noon" or "midday", "half 10" or "half
/// past 3", or "at" before a bare hour ("at 10", "at 9.15"); "3.12" alone or "36.5" are never
/// times.
///
/// Said without am or pm, an hour from 1 to 6 is read as the afternoon when `daytime` is set,
/// as for appointments ("at 3" is 15:00); otherwise as written, on the 24-hour clock.
package enum ClockTimeReader {
    /// Every time of day in `text`, in order ("from 11pm to 6:30am": both).
    /// - Parameter bareHoursAfter: words after which a bare hour is a time, as "at" always is
    ///   ("from 11 till 7" for a night); an hour followed by a unit ("to 6 hours") never is.
    package static func all(in text: String, daytime: Bool = false, bareHoursAfter: Set<String> = []) -> [ClockTime] {
        let words = self.words(in: text)
        var times: [ClockTime] = []
        for index in words.indices {
            guard let time = read(words, at: index, daytime: daytime, bareHoursAfter: bareHoursAfter) else { continue }
            // "half past 3" and "10 am" span several words: read each time once.
            if let last = times.last, last.range.overlaps(time.range) || time.range.lowerBound < last.range.upperBound { continue }
            times.append(time)
        }
        return times
    }

    /// The first time of day in `text`, or nil when there is none.
    package static func first(in text: String, daytime: Bool = false) -> ClockTime? {
        let words = self.words(in: text)
        return words.indices.lazy.compactMap { read(words, at: $0, daytime: daytime) }.first
    }

    private struct Word {
        let text: Substring
        let range: Range<String.Index>
    }

    /// Runs of letters, digits, ':' and '.', lowered; a trailing '.' is dropped ("10am.").
    private static func words(in text: String) -> [Word] {
        var words: [Word] = []
        var start: String.Index?
        var index = text.startIndex
        func close(at end: String.Index) {
            guard let from = start else { return }
            var last = end
            while last > from, text[text.index(before: last)] == "." { last = text.index(before: last) }
            if from < last { words.append(Word(text: text[from..<last], range: from..<last)) }
            start = nil
        }
        while index < text.endIndex {
            let character = text[index]
            if character.isLetter || character.isNumber || character == ":" || character == "." {
                if start == nil { start = index }
            } else {
                close(at: index)
            }
            index = text.index(after: index)
        }
        close(at: text.endIndex)
        return words
    }

    /// Words after a number that make it a length, not a time ("to 6 hours").
    private static let lengthUnits: Set<String> = ["hours", "hour", "hrs", "hr", "h", "mins", "min", "minutes", "minute"]

    private static func read(_ words: [Word], at index: Int, daytime: Bool, bareHoursAfter: Set<String> = []) -> ClockTime? {
        let word = words[index].text.lowercased()
        let previous = index > 0 ? words[index - 1].text.lowercased() : ""
        let followedByUnit = index + 1 < words.count && lengthUnits.contains(words[index + 1].text.lowercased())
        let afterAt = !followedByUnit && (previous == "at" || bareHoursAfter.contains(previous))
        let start = afterAt ? words[index - 1].range.lowerBound : words[index].range.lowerBound
        if word == "noon" || word == "midday" {
            return ClockTime(hour: 12, minute: 0, range: start..<words[index].range.upperBound)
        }
        if word == "half", index + 1 < words.count {
            // British "half 10" (10:30) and "half past 3".
            let past = words[index + 1].text.lowercased() == "past"
            let hourIndex = index + (past ? 2 : 1)
            guard hourIndex < words.count, let bare = Int(words[hourIndex].text), (1...12).contains(bare) else { return nil }
            let hour = daytime && bare <= 6 ? bare + 12 : bare
            return ClockTime(hour: hour, minute: 30, range: start..<words[hourIndex].range.upperBound)
        }
        guard let first = word.first, first.isNumber else { return nil }
        // Digits, then an optional ":MM" or ".MM", then an optional am/pm in the same word.
        var digits = word[...]
        var suffix = ""
        if let letter = word.firstIndex(where: { $0.isLetter }) {
            digits = word[..<letter]
            suffix = String(word[letter...]).replacingOccurrences(of: ".", with: "")
        }
        var end = words[index].range.upperBound
        if suffix.isEmpty, index + 1 < words.count {
            let next = words[index + 1].text.lowercased().replacingOccurrences(of: ".", with: "")
            if next == "am" || next == "pm" {
                suffix = next
                end = words[index + 1].range.upperBound
            }
        }
        guard suffix.isEmpty || suffix == "am" || suffix == "pm" else { return nil }
        let separator = digits.firstIndex { $0 == ":" || $0 == "." }
        let hourText = separator.map { digits[..<$0] } ?? digits
        let minuteText = separator.map { digits[digits.index(after: $0)...] } ?? ""
        guard (1...2).contains(hourText.count), hourText.allSatisfy(\.isNumber), var hour = Int(hourText) else { return nil }
        var minute = 0
        if separator != nil {
            guard minuteText.count == 2, minuteText.allSatisfy(\.isNumber), let value = Int(minuteText), value < 60 else { return nil }
            minute = value
        }
        let colon = separator.map { digits[$0] == ":" } ?? false
        switch suffix {
        case "am", "pm":
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (suffix == "pm" ? 12 : 0)
        default:
            // Without am/pm: "10:30" or "at 10" / "at 9.15", never a bare "3.12".
            guard colon || afterAt, hour <= 23 else { return nil }
            if daytime, (1...6).contains(hour) { hour += 12 }
            var time = ClockTime(hour: hour, minute: minute, range: start..<end)
            time.eitherHalfOfTheDay = !daytime && (1...12).contains(hour) && hourText.first != "0"
            return time
        }
        return ClockTime(hour: hour, minute: minute, range: start..<end)
    }
}
