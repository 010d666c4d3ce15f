import CycleCore
import Language

extension LogAnswers {
    /// How many drinks of `kind` a message counts, drink by drink: "2 builders teas and a can
    /// of diet coke" is 3 caffeine, "2 pints of cider" 2 alcohol (the measure and the drink
    /// are one), "3 teas, one of them decaf" 3. A drink with no number before it is one; a
    /// message whose drinks are not named word by word ("did two shots") is counted as a whole
    /// (`count(in:)`).
    static func drinkCount(in message: AnalyzedMessage, kind: String) -> Int {
        let tokens = message.normalized.tokens
        guard let words = drinkWords.first(where: { $0.kind == kind })?.words else { return count(in: message) }
        let drinks = drinkIndices(tokens, kind: kind)
        guard !drinks.isEmpty else { return count(in: message) }
        let numbers = message.all(.number).filter { !isATime($0, in: tokens) } + message.all(.count)
        let numberWords = Set(numbers.flatMap { $0.start..<($0.start + $0.length) })
        // "Pints of cider", "smoked 5 cigarettes": drink words next to each other, or with only
        // "of" or a number between them, are one drink told ("coffee and tea" are two).
        var groups: [ClosedRange<Int>] = []
        for index in drinks {
            // "Smoked about 4 cigs", "had like 3 coffees": a verb of having before the drink,
            // with only a number and words of roughly or of measure between, is the same drink.
            let between = groups.last.map { tokens.indices.contains($0.upperBound + 1) && $0.upperBound + 1 < index ? Array(($0.upperBound + 1)..<index) : [] } ?? []
            let sameDrink = groups.last.map { last in
                SpeechOverrides.havingVerbs.contains(tokens[last.upperBound])
                    && index - last.upperBound <= 4 && !between.isEmpty && between.contains(where: numberWords.contains)
                    && between.allSatisfy { numberWords.contains($0) || roughlyWords.contains(tokens[$0]) }
            } ?? false
            if let last = groups.last, index - last.upperBound == 1 || sameDrink
                || index - last.upperBound == 2 && (tokens[index - 1] == "of" || numberWords.contains(index - 1)) {
                groups[groups.count - 1] = last.lowerBound...index
            } else {
                groups.append(index...index)
            }
        }
        var total = 0
        for (position, group) in groups.enumerated() {
            // "2 builders teas", "3 cans of lager", "two flat whites": the number just before
            // the drink (or inside it, "smoked 5 cigarettes"), after the drink before it.
            // "2 glasses of red wine", "3 cups of builders tea", "2 large glasses of wine": the
            // words of measure and kind before the drink belong to it, and the number before them.
            var told = group.lowerBound
            while told > 0, group.lowerBound - told < 5, drinkPhraseWords.contains(tokens[told - 1]) { told -= 1 }
            let reach = min(group.lowerBound - 3, told - 1)
            let first = position == 0 ? max(0, reach) : max(groups[position - 1].upperBound + 1, reach)
            // "Smoked 3", "coffee x2": a number right after the drink, when nothing before it counts.
            let next = group.upperBound + 1
            let after = numbers.first { span in span.start == next && !(next + span.length < tokens.count && words.contains(tokens[next + span.length])) }
            let number = numbers.last { span in span.start >= first && span.start + span.length <= group.upperBound } ?? after
            if let value = number?.value, value >= 1, value <= 30, value == value.rounded() {
                total += Int(value)
            } else if tokens[first..<group.upperBound].contains("couple") {
                total += 2
            } else if tokens[first..<group.upperBound].contains("few") {
                total += 3
            } else {
                total += 1
            }
        }
        return total
    }

    /// Words of measure, size and kind that may stand between a number and its drink ("2
    /// glasses of red wine", "3 cups of builders tea"; the normaliser reads "builders" as "builds").
    static let drinkPhraseWords: Set<String> = ["of", "glass", "glasses", "cup", "cups", "mug", "mugs", "pint", "pints", "can", "cans", "bottle", "bottles",
                                                "shot", "shots", "large", "small", "big", "little", "huge", "massive", "medium", "double", "single",
                                                "red", "white", "rose", "strong", "builders", "builds", "black", "iced", "cold", "hot"]

    /// Words between a verb of having and its drink that leave it one drink ("smoked about 4
    /// cigs", "had like 3 coffees", "drank maybe 2 glasses of wine").
    static let roughlyWords: Set<String> = ["about", "around", "roughly", "like", "maybe", "approx", "approximately", "nearly", "almost",
                                            "only", "just", "over", "under", "another", "of", "x"]

    /// Whether a number counts one of the drinks of `kind` in `message` ("3 cans of lager",
    /// "2 builders teas", "smoked 5"), not only drink words ("drinks … wine").
    static func countsADrink(_ message: AnalyzedMessage, kind: String) -> Bool {
        let tokens = message.normalized.tokens
        let drinks = Set(drinkIndices(tokens, kind: kind))
        let numbers = message.all(.number).filter { !isATime($0, in: tokens) } + message.all(.count)
        return numbers.contains { span in
            guard let value = span.value, value >= 1, value <= 30, value == value.rounded() else { return false }
            let end = span.start + span.length
            // Within three words after the number ("2 builders teas", "3 cans of lager"), or just before it ("smoked 3").
            return (end..<min(end + 3, tokens.count)).contains(where: drinks.contains) || drinks.contains(span.start - 1)
        }
    }

    /// Where `tokens` name a drink of `kind`, in order: its words, and the second word of a
    /// drink of two ("a flat white", "a red bull").
    static func drinkIndices(_ tokens: [String], kind: String) -> [Int] {
        guard let words = drinkWords.first(where: { $0.kind == kind })?.words else { return [] }
        var drinks = tokens.indices.filter { words.contains(tokens[$0]) }
        drinks += tokens.indices.dropFirst().filter { index in
            twoWordDrinks[kind]?.contains { $0.first == tokens[index - 1] && $0.second.contains(tokens[index]) } ?? false
        }
        // "2 glasses of wine at work drinks": a word for drinks in general names the occasion
        // when the drinks themselves are named (it counted a third drink).
        if kind == "alcohol", drinks.contains(where: { !genericDrinkWords.contains(tokens[$0]) }) {
            drinks.removeAll { genericDrinkWords.contains(tokens[$0]) }
        }
        // "2 teas, trying to stay under 200mg caffeine": so does "caffeine" beside the drinks it is in.
        if kind == "caffeine", drinks.contains(where: { tokens[$0] != "caffeine" }) {
            drinks.removeAll { tokens[$0] == "caffeine" }
        }
        return drinks.sorted()
    }

    /// Words for alcoholic drinks in general, which count one only when no drink is named.
    static let genericDrinkWords: Set<String> = ["drinks", "alcohol", "booze"]

    /// Drinks of two words, by kind: the first word and the second's forms.
    static let twoWordDrinks: [String: [(first: String, second: Set<String>)]] = [
        "caffeine": [("flat", ["white", "whites"]), ("red", ["bull", "bulls"]), ("energy", ["drink", "drinks"])],
    ]

    /// Whether `span` is a time ("at 3pm", "at 11"), not a number of drinks.
    static func isATime(_ span: EntitySpan, in tokens: [String]) -> Bool {
        let after = span.start + span.length
        return (after < tokens.count && ["am", "pm", "oclock"].contains(tokens[after])) || (span.start > 0 && tokens[span.start - 1] == "at")
    }

    /// Words that tell one more of the drink just logged ("another at 11", "one more after lunch").
    static let oneMoreWords: Set<String> = ["another", "anotha", "second", "2nd", "third", "3rd"]
    /// Verbs that, before "second" or "third", make it a place in a race or a quiz ("came second").
    static let placingVerbs: Set<String> = ["came", "come", "coming", "finished", "finish", "placed", "ranked"]

    /// "Flat white this morning, another at 11": a clause that names no drink of its own but
    /// says one more, right after a clause that logged a drink, is one more of that drink.
    static func oneMore(_ message: AnalyzedMessage, after items: [JournalWrite], day: Day) -> JournalWrite? {
        let tokens = message.normalized.tokens
        // "We came second": a place in a race or a quiz is no drink.
        let more = tokens.indices.contains { index in
            oneMoreWords.contains(tokens[index]) && !(index > 0 && placingVerbs.contains(tokens[index - 1])) && !(index + 1 < tokens.count && tokens[index + 1] == "place")
        }
        guard more || zip(tokens, tokens.dropFirst()).contains(where: { $0 == "one" && $1 == "more" }),
              drinkKind(message) == nil,
              // "…and need another", "could murder another": one more wished for, not drunk.
              !tokens.contains(where: wishWords.contains),
              let last = items.last(where: { if case .lifestyle = $0 { true } else { false } }),
              case let .lifestyle(kind, _, _, _) = last, kind == "caffeine" || kind == "alcohol" else { return nil }
        return .lifestyle(kind: kind, count: 1, detail: message.normalized.original, day)
    }
}
