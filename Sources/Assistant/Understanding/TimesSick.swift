/// Being sick counted: "been sick 4 times since I got up", "I was sick this morning twice".
/// "Sick" with a count of times is vomiting (each time is an event), where "feeling sick" or
/// "a bit sick" is nausea; the lexicon names a few counts ("sick twice") but not every
/// number, nor a count told after the time of day.
enum TimesSick {
    /// Words that count times on their own.
    static let countWords: Set<String> = ["once", "twice", "thrice"]
    /// Words after a number that make it a count of times ("4 times", "3x").
    static let timesWords: Set<String> = ["times", "time", "x"]
    /// Words before "sick" that make it a feeling, not being sick ("feel sick 3 times a day").
    static let feelingWords: Set<String> = ["feel", "feeling", "felt", "feels", "bit", "little", "slightly", "abit", "kinda", "quite"]
    /// How many words after "sick" the count may stand ("sick this morning twice").
    static let reach = 4

    /// Words before "sick" that make it something that happened ("was sick after tea", "been
    /// sick twice"): being sick, in British English, is vomiting.
    static let happenedWords: Set<String> = ["was", "were", "been"]
    /// Words after "sick" that make it another sense ("sick of waiting", "sick with a cold").
    static let otherSenseWords: Set<String> = ["of", "with", "off", "note", "leave", "day", "days", "pay"]

    /// Vomiting spans for each "sick" with a count of times within `reach` words after it, or
    /// told as something that happened ("was sick after tea last night"), not told as a feeling
    /// and not already read as vomiting by the lexicon.
    static func spans(in tokens: [String], existing: [EntitySpan]) -> [EntitySpan] {
        tokens.indices.compactMap { index in
            guard tokens[index] == "sick", index == 0 || !feelingWords.contains(tokens[index - 1]),
                  !existing.contains(where: { $0.kind == .symptom && $0.id == "vomiting" && $0.start <= index && index < $0.start + $0.length })
            else { return nil }
            let after = tokens[(index + 1)..<min(tokens.count, index + 1 + reach)]
            let counted = after.indices.contains { at in
                countWords.contains(tokens[at]) || Int(tokens[at]) != nil && at + 1 < tokens.count && timesWords.contains(tokens[at + 1])
            }
            let happened = index > 0 && happenedWords.contains(tokens[index - 1])
                && !(index + 1 < tokens.count && otherSenseWords.contains(tokens[index + 1]))
            return counted || happened ? EntitySpan(kind: .symptom, start: index, length: 1, id: "vomiting", text: "sick") : nil
        }
    }

    /// Adds the vomiting `spans` finds to `entities`; where vomiting is told ("was sick",
    /// "threw up"), the nausea read from the same "sick", or from a face typed beside it (🤢 is
    /// read as "nauseous"), goes: the person was sick, which says more.
    static func apply(_ entities: inout [EntitySpan], tokens: [String], original: String) {
        let found = spans(in: tokens, existing: entities)
        guard !found.isEmpty || entities.contains(where: { $0.kind == .symptom && $0.id == "vomiting" }) else { return }
        let typed = original.lowercased()
        entities.removeAll { span in
            span.kind == .symptom && span.id == "nausea"
                && (found.contains { $0.start >= span.start && $0.start < span.start + max(1, span.length) } || !typed.contains(span.text))
        }
        entities.append(contentsOf: found)
    }
}
