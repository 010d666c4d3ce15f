/// "Temp was 36.4 this morning oops i mean 36.54", "had cramps yesterday, no sorry, monday": a
/// value or a day put right inside the message it was typed in. What stands after the
/// correction replaces what stood before it: the earlier spans of the same kind are dropped,
/// so every reader (the day, the reading, the writes) sees only the value meant.
///
/// Only words that do nothing but correct open it (`markers`: "i mean", "oops", "no wait"),
/// and the new value must follow within a few words; a plain "sorry" ("cramps today sorry tmi,
/// headache yesterday too") corrects nothing. Corrections across messages ("sorry typo, 36.82
/// not 36.62") are `ValueCorrection`'s.
enum SelfCorrection {
    /// The phrases that correct what was just typed.
    static let markers: [[String]] = [["i", "mean"], ["i", "meant"], ["oops"], ["whoops"], ["oopsie"], ["no", "wait"], ["wait", "no"],
                                      ["no", "sorry"], ["sorry", "no"], ["or", "rather"], ["no", "actually"], ["actually", "no"]]
    /// The kinds a correction replaces: values and days, of which an entry has one.
    static let kinds: Set<EntityKind> = [.day, .number, .temperature, .volume, .weight, .count, .energy, .duration]
    /// How many words after the marker the new value may start.
    static let reach = 3

    /// Drops from `entities` the spans of a kind that a correction in `tokens` gives again
    /// just after it.
    static func dropCorrected(_ entities: inout [EntitySpan], tokens: [String]) {
        guard entities.count >= 2, let marker = firstMarker(in: tokens) else { return }
        let after = entities.filter { kinds.contains($0.kind) && $0.start >= marker.end && $0.start < marker.end + reach }
        guard !after.isEmpty else { return }
        let replaced = Set(after.map(\.kind))
        entities.removeAll { replaced.contains($0.kind) && $0.start + $0.length <= marker.start }
    }

    /// Where the first correcting phrase of `tokens` starts and ends.
    static func firstMarker(in tokens: [String]) -> (start: Int, end: Int)? {
        for start in tokens.indices {
            for marker in markers where tokens.count - start >= marker.count && tokens[start..<(start + marker.count)].elementsEqual(marker) {
                return (start, start + marker.count)
            }
        }
        return nil
    }
}
