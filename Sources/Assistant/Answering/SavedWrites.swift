import CycleCore

/// Writes applied for an answer: as one action (all or none; one undo takes them back), and
/// confirmed in one answer listing every item. Every capability that writes saves through here.
enum SavedWrites {
    /// Applies `writes` and returns the answer `key` with `summaries`, `day` and `isToday`, or
    /// `log.failed` (nothing written) when the store refuses them.
    static func save(_ writes: [JournalWrite], day: Day, key: TemplateKey, _ context: inout AnswerContext) -> AnswerOutput {
        let actions: [Reply.Action]
        do {
            let summaries = try context.store.apply(writes)
            actions = zip(writes, summaries).map { Reply.Action(kind: $0.name, day: $0.day, summary: $1) }
        } catch {
            context.conversation.lastWrites = []
            return AnswerOutput(
                key: .logFailed, values: ["reason": .string(ErrorText.describe(error)), "done": .list([])], rememberIntent: false
            )
        }
        context.conversation.lastWrites = writes
        context.conversation.lastWriteTurn = context.conversation.turn
        var output = AnswerOutput(key: key, actions: actions)
        output.attributes["kind"] = writes.first?.name ?? "note"
        // "So happy": a good mood gets no care note meant for low ones.
        let moods = writes.compactMap { write -> String? in if case let .mood(id, _) = write { id } else { nil } }
        if !moods.isEmpty, moods.count == writes.count,
           moods.allSatisfy({ id in context.assistant.knowledge.moods.entries.first { $0.id == id }?.category == "positive" }) {
            output.attributes["mood"] = "positive"
        }
        output.values["summaries"] = .list(confirmed(actions).map { .string(spoken(onlyWhatWasWritten($0, by: writes), today: context.today)) })
        output.values["day"] = .day(day)
        output.values["isToday"] = .bool(day == context.today)
        // "Sex unprotected on Sat 21 Nov and … on Sun 22 Nov": a reply that names one day names
        // only it, so writes on several days are listed.
        output.values["severalDays"] = .bool(Set(writes.compactMap(\.day)).count > 1)
        return output
    }

    /// The fields of a day log each write fills ("symptoms" for a symptom); nil for a write
    /// that may fill several (a period's start sets its flow).
    static func dayLogFields(_ write: JournalWrite) -> Set<String>? {
        switch write {
        case .flow: ["flow"]
        case .symptom: ["symptoms"]
        case .mood: ["mood"]
        case .temperature: ["temperature"]
        case .sex: ["sex"]
        case .discharge: ["discharge"]
        case .note: ["note"]
        case .periodStart, .periodEnd: nil
        default: []
        }
    }

    /// A day log's summary said with only the fields this message's `writes` filled on that
    /// day: after "feeling tired today", "also got a headache" confirms "symptoms headache
    /// today", not "mood tired · symptoms headache today", which reads as if the mood were
    /// logged again. Other records, and a day log no write can be traced to, are kept whole.
    static func onlyWhatWasWritten(_ summary: String, by writes: [JournalWrite]) -> String {
        guard summary.count > 12, summary.dropFirst(10).hasPrefix(": "), let day = try? Day(iso: String(summary.prefix(10))) else { return summary }
        var fields: Set<String> = []
        for write in writes where write.day == day {
            guard let filled = dayLogFields(write) else { return summary }
            fields.formUnion(filled)
        }
        // The note comes last and may hold " · " itself: it is one part.
        var body = String(summary.dropFirst(12))
        var note: String?
        if let start = body.range(of: "note “") {
            note = String(body[start.lowerBound...])
            body = String(body[..<start.lowerBound])
            if body.hasSuffix(" · ") { body.removeLast(3) }
        }
        var parts = body.isEmpty ? [] : body.components(separatedBy: " · ")
        if let note { parts.append(note) }
        let kept = parts.filter { part in fields.contains(String(part.prefix { $0 != " " })) }
        return kept.isEmpty ? summary : String(summary.prefix(12)) + kept.joined(separator: " · ")
    }

    /// What to list in the one confirmation line: each write's summary, except that when several
    /// writes add to one record ("2026-11-22: symptoms cramps", then "2026-11-22: symptoms
    /// cramps, headache"; or one minute's lifestyle entry, "lifestyle at 2026-11-22 09:30: …"),
    /// only the record as it ends up is listed.
    static func confirmed(_ actions: [Reply.Action]) -> [String] {
        var lines: [String] = []
        for action in actions {
            let lifestyle = "lifestyle at "
            let recordEnd = { (line: String) -> String.Index? in
                line.hasPrefix(lifestyle) ? line.range(of: ": ")?.lowerBound : line.firstIndex(of: ":")
            }
            if let previous = lines.last, let colon = recordEnd(previous), action.summary.hasPrefix(previous[...colon]),
               previous.hasPrefix(lifestyle) || previous.prefix(10).allSatisfy({ $0.isNumber || $0 == "-" }) {
                lines[lines.count - 1] = action.summary
            } else {
                lines.append(action.summary)
            }
        }
        return lines
    }

    /// A record's summary as the chat says it:
    /// - a timestamp ("at 2026-11-22 09:30" or "…09:30:12") becomes "today at 09:30"; on an
    ///   earlier day, "on Sat 21 Nov" alone, since the clock is when it was saved, not when it
    ///   happened;
    /// - a day log's day ("2026-11-22: …") is said after what it holds: "… today", "… on Sat 21 Nov";
    /// - symptom and discharge ids are said as words ("back pain", not "back-pain").
    /// The rest is the journal's own wording.
    ///
    /// Several records taken back at once ("2026-11-22: symptoms cramps; water 750 ml at
    /// 2026-11-22 09:30") are said one by one: "symptoms cramps today; water 750 ml today at 09:30".
    static func spoken(_ summary: String, today: Day) -> String {
        let records = summary.components(separatedBy: "; ")
        guard records.count == 1 else { return records.map { spokenRecord($0, today: today) }.joined(separator: "; ") }
        return spokenRecord(summary, today: today)
    }

    /// `spoken` for one record's summary.
    static func spokenRecord(_ summary: String, today: Day) -> String {
        // "2026-11-25: symptoms cramps, nausea, back to 2026-11-25: symptoms cramps": an undo
        // that restored the day says each state as a day ("…today, back to symptoms cramps
        // today"), not the restored date's digits.
        if let back = summary.range(of: ", back to ") {
            return spokenRecord(String(summary[..<back.lowerBound]), today: today) + ", back to "
                + spokenRecord(String(summary[back.upperBound...]), today: today)
        }
        if summary.count > 12, summary.dropFirst(10).hasPrefix(": "), let day = try? Day(iso: String(summary.prefix(10))) {
            return wordsForIDs(String(summary.dropFirst(12))) + (day == today ? " today" : " on \(day.shortText)")
        }
        return wordsForIDs(daysSpoken(timestampSpoken(summary, today: today), today: today))
    }

    /// A record's days after "on", "ending" or "night of" said as the chat says days ("weight
    /// 60 kg on 2026-11-24" → "weight 60 kg on Tue 24 Nov"; "… ending 2026-11-25" → "… ending
    /// today"; "… on the night of 2026-11-24" → "… on the night of Tue 24 Nov").
    static func daysSpoken(_ summary: String, today: Day) -> String {
        var text = summary
        for lead in [" on ", " ending ", " night of "] {
            var from = text.startIndex
            while let found = text.range(of: lead, range: from..<text.endIndex) {
                let end = text.index(found.upperBound, offsetBy: 10, limitedBy: text.endIndex) ?? text.endIndex
                guard let day = try? Day(iso: String(text[found.upperBound..<end])) else { from = found.upperBound; continue }
                // A night is said by the evening it began ("the night of Tue 24 Nov"), never "today".
                let said = day == today && lead != " night of " ? (lead == " on " ? " today" : " ending today") : lead + day.shortText
                text.replaceSubrange(found.lowerBound..<end, with: said)
                from = text.index(found.lowerBound, offsetBy: said.count)
            }
        }
        return text
    }

    /// Whether every one of `summaries` (as `spoken` says them) names its day: then a
    /// confirmation need not say the day again ("Moved: weight 60 kg on Tue 24 Nov.").
    static func sayTheirDays(_ summaries: [String], today: Day) -> Bool {
        !summaries.isEmpty && summaries.allSatisfy { summary in
            summary.contains(" today") || summary.contains(" on ") || summary.contains(" ending ") || summary.contains(" night of ")
                || summary.range(of: #"(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}"#, options: .regularExpression) != nil
        }
    }

    /// The parts of a day log's details that hold ids ("symptoms back-pain, hot-flushes (2/3)",
    /// "discharge egg-white") with each id's hyphens said as spaces.
    static func wordsForIDs(_ details: String) -> String {
        details.components(separatedBy: " · ").map { part in
            part.hasPrefix("symptoms ") || part.hasPrefix("discharge ") ? part.replacingOccurrences(of: "-", with: " ") : part
        }.joined(separator: " · ")
    }

    static func timestampSpoken(_ summary: String, today: Day) -> String {
        guard let at = summary.range(of: " at ") else { return summary }
        let rest = summary[at.upperBound...]
        let stamp = rest.prefix(16)
        guard stamp.count == 16, let day = try? Day(iso: String(stamp.prefix(10))), stamp.dropFirst(10).first == " " else { return summary }
        let clock = stamp.suffix(5)
        guard clock.dropFirst(2).first == ":", clock.filter(\.isNumber).count == 4 else { return summary }
        var end = stamp.endIndex
        let seconds = rest[end...].prefix(3)
        if seconds.count == 3, seconds.first == ":", seconds.dropFirst().allSatisfy(\.isNumber) { end = seconds.endIndex }
        let when = day == today ? "today at \(clock)" : "on \(day.shortText)"
        return summary[..<at.lowerBound] + " \(when)" + summary[end...]
    }
}
