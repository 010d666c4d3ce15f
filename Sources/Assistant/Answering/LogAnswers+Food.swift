import CycleCore
import Language

extension LogAnswers {
    /// Meal words kept as the food entry's note ("lunch was about 650 kcal" → "lunch"), in the
    /// order tried (`word-lists.json`).
    static let mealWords: [String] = WordList.foodMealWords.words
    /// The macronutrients a gram amount may name: "30 g protein", "protein 30g", "20g of fat".
    static let macroWords: [(macro: String, words: Set<String>)] = WordGroups.foodMacroWords.groups.map { ($0.id, Set($0.words)) }

    /// The food entry a message says was eaten: "lunch was about 650 kcal", "had a 300 cal
    /// snack", "650 kcal with 30 g protein". Missing the detail "food" when no energy is said.
    static func foodWrite(_ message: AnalyzedMessage, day: Day) -> Result<[JournalWrite], Missing> {
        guard let energy = message.first(.energy)?.value, energy.rounded() >= 1 else { return .failure(Missing(detail: "food")) }
        let grams = macroGrams(message)
        let tokens = Set(message.normalized.tokens)
        let note = mealWords.first { tokens.contains($0) || tokens.contains($0 + "s") }
        return .success([.food(kcal: Int(energy.rounded()), protein: grams["protein"], carbs: grams["carbs"], fat: grams["fat"], note: note, day)])
    }

    /// Grams of protein, carbohydrate and fat: a weight written in grams next to a macro word.
    static func macroGrams(_ message: AnalyzedMessage) -> [String: Double] {
        let tokens = message.normalized.tokens
        func macro(at index: Int) -> String? {
            guard tokens.indices.contains(index) else { return nil }
            return macroWords.first { $0.words.contains(tokens[index]) }?.macro
        }
        var found: [String: Double] = [:]
        for span in message.all(.weight) {
            guard let kilograms = span.value, let unit = span.text.split(separator: " ").last.map(String.init),
                  unit.hasSuffix("g") || unit.hasPrefix("gram") || unit.hasSuffix("grams"), !unit.hasSuffix("kg") else { continue }
            let after = span.start + span.length
            let name = macro(at: after) ?? (tokens.indices.contains(after) && tokens[after] == "of" ? macro(at: after + 1) : nil)
                ?? macro(at: span.start - 1)
            // The grams as typed: the reader's kilograms keep only 2 decimals (12 g would read 10 g).
            let typed = Double(String(span.text.prefix { $0.isNumber || $0 == "." }))
            if let name, found[name] == nil { found[name] = typed ?? (kilograms * 1000).rounded() }
        }
        return found
    }
}
