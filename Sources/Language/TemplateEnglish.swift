/// The bits of English grammar the `plural` and `join` filters need.
enum TemplateEnglish {
    /// "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "102nd".
    static func ordinal(_ number: Int) -> String {
        let lastTwo = Swift.abs(number) % 100
        let suffix = (11...13).contains(lastTwo) ? "th" : [1: "st", 2: "nd", 3: "rd"][lastTwo % 10] ?? "th"
        return "\(number)\(suffix)"
    }

    /// The regular plural of an English noun: "week" → "weeks", "inch" → "inches",
    /// "baby" → "babies", "day" → "days" (a vowel before the y). Irregular nouns are
    /// written out in the template: `|plural:child:children`.
    static func plural(of noun: String) -> String {
        let lower = noun.lowercased()
        for ending in ["s", "x", "z", "ch", "sh"] where lower.hasSuffix(ending) {
            return noun + "es"
        }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            return noun.dropLast() + "ies"
        }
        return noun + "s"
    }

    /// Items as an English list: "a", "a and b", "a, b and c" (no comma before the
    /// conjunction); "" for no items.
    static func list(_ items: [String], conjunction: String) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default:
            return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
        }
    }
}
