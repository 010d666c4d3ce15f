/// What a unit word stands for.
enum UnitWord: Sendable, Equatable {
    /// A unit with one meaning.
    case unit(Quantity.Unit)
    /// "°", "degrees": a temperature whose scale comes from the next word or from the number.
    case degrees
    /// "oz": fluid ounces on their own, ounces of weight after pounds ("7 lb 8 oz").
    case ounces
}

/// The words the quantity reader knows, kept together so the tokenizer, the number reader and
/// the day and week readers agree on what counts as a unit.
enum UnitWords {
    static let units: [String: UnitWord] = {
        var table: [String: UnitWord] = [:]
        func add(_ unit: UnitWord, _ words: String) {
            for word in words.split(separator: " ") { table[String(word)] = unit }
        }
        add(.unit(.celsius), "c °c celsius centigrade")
        add(.unit(.fahrenheit), "f °f fahrenheit farenheit fahrenheight")
        add(.degrees, "° degree degrees deg degs")
        add(.unit(.millilitres), "ml mls millilitre millilitres milliliter milliliters")
        add(.unit(.litres), "l litre litres liter liters ltr ltrs")
        add(.ounces, "oz ounce ounces")
        add(.unit(.glasses), "glass glasses")
        add(.unit(.cups), "cup cups")
        add(.unit(.bottles), "bottle bottles")
        add(.unit(.kilograms), "kg kgs kilo kilos kilogram kilograms kilogramme kilogrammes")
        add(.unit(.grams), "g gram grams gramme grammes")
        add(.unit(.pounds), "lb lbs pound pounds")
        add(.unit(.stones), "st stone stones")
        add(.unit(.seconds), "s sec secs second seconds")
        add(.unit(.minutes), "min mins minute minutes")
        add(.unit(.hours), "h hr hrs hour hours")
        add(.unit(.kilocalories), "kcal kcals cal cals calorie calories kilocalorie kilocalories")
        add(.unit(.kilojoules), "kj kjs kilojoule kilojoules")
        return table
    }()

    /// Units that read naturally after "a"/"an" or "half a": "an hour", "a cup", "half a glass".
    static let afterArticle = WordTable(words: [
        "second", "minute", "hour",
        // "An hours walk", "an hour's walk": the possessive, its apostrophe dropped.
        "hours", "cup", "glass", "bottle", "litre", "liter", "kilo", "pound", "stone", "ounce",
    ])

    /// Size words before a container ("a big glass", "2 large cups"), which keep its usual volume.
    static let containerSizes: Set<String> = ["big", "large", "small", "little", "tall", "full", "huge", "massive", "giant"]
    /// Containers a size word may come before.
    static let containers: Set<String> = ["glass", "glasses", "cup", "cups", "bottle", "bottles"]

    /// Words for spans of calendar time; a number before them is a day or pregnancy expression,
    /// never a count.
    static let calendarSpans: Set<String> = [
        "day", "days", "week", "weeks", "wk", "wks", "w", "d", "fortnight", "fortnights", "month", "months",
        "year", "years", "night", "nights", "weekend", "weekends", "morning", "mornings", "evening", "evenings",
        "afternoon", "afternoons", "dpo", "cd",
    ]

    /// Words that make a number with decimals in a body temperature's range a temperature
    /// (`QuantityReader.isABodyTemperatureReading`).
    static let readingWords: Set<String> = ["reading", "readings", "read"]

    /// Words that make a bare number in the right range a temperature.
    static let temperatureCues: Set<String> = [
        "temperature", "temperatures", "temp", "temps", "bbt", "fever", "feverish", "thermometer", "basal",
        "degree", "degrees", "celsius", "fahrenheit", "°",
    ]
}

extension Quantity {
    /// Whether `word` is a unit of a weight or a volume the person measures ("kg", "lbs",
    /// "stone", "ml", "litres", "oz"): read from the quantity reader's own unit table, so every
    /// part of Bloom agrees on what counts as one.
    package static func isWeightOrVolumeUnit(_ word: String) -> Bool {
        switch UnitWords.units[word] {
        case .unit(.kilograms)?, .unit(.grams)?, .unit(.pounds)?, .unit(.stones)?, .unit(.millilitres)?, .unit(.litres)?, .ounces?: return true
        default: return false
        }
    }
}
