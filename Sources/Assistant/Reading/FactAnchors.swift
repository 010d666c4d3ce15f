import CycleCore
import Language

/// Items that are facts only beside their anchor words. "Light", "normal", "heavy" or "a
/// little" name a flow only when the message speaks of bleeding or a period ("light bleeding
/// today", "period came, heavy"), never in "a light bulb", "the usual" or "a heavy week"; "thick",
/// "wet" or "creamy" name discharge only beside a word for discharge or mucus. An item whose own
/// words carry the anchor ("spotting", "heavy flow", "ewcm", "egg white") needs nothing more.
enum FactAnchors {
    /// Words that anchor a flow.
    static let flow: Set<String> = WordList.factAnchorsFlow.set
    /// Words that anchor discharge.
    static let discharge: Set<String> = WordList.factAnchorsDischarge.set

    /// The anchor words of an entity kind; nil for a kind that needs none.
    static func anchors(of kind: EntityKind) -> Set<String>? {
        switch kind {
        case .flow: flow
        case .discharge: discharge
        default: nil
        }
    }

    /// "My period started today", then "it's pretty heavy": a period or discharge written by
    /// the message before anchors what the next one says of it: a flow or a discharge written
    /// for today, a period started in the last `periodDays` days ("my period started on
    /// saturday", then "it was heavy on saturday and sunday"; spotting told for three days ago
    /// does not make "light cramps today" a flow). The anchor words of those writes.
    static func words(anchoredBy lastWrites: [JournalWrite], today: Day) -> [String] {
        var words: [String] = []
        for write in lastWrites {
            guard let day = write.day, day <= today else { continue }
            switch write {
            case .periodStart:
                if day.days(to: today) < periodDays { words.append("period") }
            case .flow:
                if day == today { words.append("period") }
            case .discharge:
                if day == today { words.append("discharge") }
            default: continue
            }
        }
        return words
    }

    /// How many days after a period's start told in the message before a flow said of "it"
    /// is read as that period's.
    static let periodDays = 10

    /// How many turns after the message that wrote a period's start a flow said of "it" is
    /// still read as that period's ("af came today", "feeling so sad", "its heavy already").
    static let periodTurns = 3

    /// "Baby feels like normal", "back to normal", "heavier than usual": "normal" or "usual"
    /// after a word that compares with it says as always, not how much a period bleeds. After
    /// spotting was logged, "no pain or anything and baby feels like normal" changed the
    /// spotting to a medium flow.
    static func dropComparisons(_ entities: inout [EntitySpan], tokens: [String]) {
        guard entities.contains(where: { $0.kind == .flow }) else { return }
        entities.removeAll { span in
            span.kind == .flow && span.length == 1 && span.start > 0 && span.start < tokens.count
                && ["normal", "usual"].contains(tokens[span.start]) && comparingWords.contains(tokens[span.start - 1])
        }
    }

    /// Words before "normal" that compare with it ("like normal", "as usual", "than normal").
    static let comparingWords: Set<String> = ["like", "as", "than", "to", "from"]

    /// Removes the flow and discharge entities of `tokens` that no anchor word supports, in
    /// the entity's own words, the clause (`tokens`) or the clauses either side of it (`context`).
    static func dropUnanchored(_ entities: inout [EntitySpan], tokens: [String], context: [String]) {
        guard entities.contains(where: { $0.kind == .flow || $0.kind == .discharge }) else { return }
        // "Period started today, light cramps": a flow word right before a symptom says how
        // bad the symptom is (spotting excepted: "light spotting" is a flow).
        let symptomStarts = Set(entities.filter { $0.kind == .symptom && $0.id != "spotting" }.map(\.start))
        entities.removeAll { $0.kind == .flow && symptomStarts.contains($0.start + $0.length) }
        // "Light pink spotting": a flow word right before spotting says how much of it; it is
        // not a second flow ("flow light" beside "spotting").
        let spottingStarts = Set(entities.filter { $0.kind == .flow && $0.id == "spotting" }.map(\.start))
        entities.removeAll { $0.kind == .flow && $0.id != "spotting" && spottingStarts.contains($0.start + $0.length) }
        entities.removeAll { span in
            guard let anchors = anchors(of: span.kind) else { return false }
            return !isAnchored(by: anchors, in: tokens) && !isAnchored(by: anchors, in: context)
        }
    }

    /// Whether one of `words` anchors in `tokens`: a cup of something ("a cup of builders tea,
    /// normal not decaf") is a drink, not a menstrual cup.
    static func isAnchored(by words: Set<String>, in tokens: [String]) -> Bool {
        tokens.indices.contains { index in
            words.contains(tokens[index]) && !(drinkCups.contains(tokens[index]) && index + 1 < tokens.count && tokens[index + 1] == "of")
        }
    }

    /// Anchor words that, before "of", hold a drink.
    static let drinkCups: Set<String> = ["cup", "cups"]

    /// "Best air fryer under 100 pounds": "pounds" is money as often as weight, so a weight
    /// told in pounds (the word, not "lb") is one only beside a word of weighing ("weighed 142
    /// pounds", "142 pounds on the scales", "my weight is 150 pounds"). Kilograms, "lb" and
    /// stones need no anchor.
    static func dropMoneyWeights(_ entities: inout [EntitySpan], normalized: NormalizedText, context: [String]) {
        guard entities.contains(where: { $0.kind == .weight }) else { return }
        // The normaliser reads "pounds" as "lb": the words as typed tell which was said.
        let tokens = normalized.tokens
        entities.removeAll { span in
            guard span.kind == .weight else { return false }
            let range = min(span.start, tokens.count)..<min(span.start + span.length, tokens.count)
            let typed = normalized.typed.count == tokens.count ? normalized.typed[range].map { $0.lowercased() } : []
            let saidPounds = typed.contains(where: poundWords.contains)
                || (typed.isEmpty || typed == Array(tokens[range])) && saysPoundsOnly(normalized.original)
            guard saidPounds else { return false }
            return !tokens.contains(where: weighingWords.contains) && !context.contains(where: weighingWords.contains)
        }
    }

    /// Whether `text` says "pound" and never "lb": its weights in lb were said in pounds.
    static func saysPoundsOnly(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return lowered.contains("pound") && !lowered.contains("lb")
    }

    /// The unit words that are money too.
    static let poundWords: Set<String> = ["pound", "pounds"]
    /// Words of weighing that make pounds a weight.
    static let weighingWords: Set<String> = WordList.factAnchorsWeight.set
}
