/// Which day of a period a message says it is ("day 2 of my period", "2nd day of af", "period
/// day 3", "cd3 and heavy"): the period started that many days before, less one. A start told
/// this way is saved on its first day, not on the day it is told (`LogAnswers.save`).
enum PeriodDayFact {
    /// Words for the period ("day 2 of my period", "af day 3").
    static let periodWords: Set<String> = ["period", "periods", "af", "bleed", "bleeding", "flow", "menstruation", "cycle"]
    /// Ordinal words for the first days ("second day of my period").
    static let ordinals: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
        "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6, "7th": 7,
    ]
    /// The latest day of a period read so; later, "day 12 of my cycle" is no period's day.
    static let latestDay = 10

    /// Whether `tokens` count the cycle's day the way a chart does ("cd1", "cd 1"), rather than
    /// name a day of a period in passing ("bloods were taken on the first day of my cycle").
    static func countsTheCycleDay(_ tokens: [String]) -> Bool {
        tokens.indices.contains { index in
            tokens[index] == "cd" && index + 1 < tokens.count && Int(tokens[index + 1]) != nil
                || tokens[index].count > 2 && tokens[index].hasPrefix("cd") && tokens[index].dropFirst(2).allSatisfy(\.isNumber)
        }
    }

    /// The day of the period `tokens` tell, from 1; nil when they tell none.
    static func read(_ tokens: [String]) -> Int? {
        func number(_ index: Int) -> Int? {
            guard tokens.indices.contains(index) else { return nil }
            return Int(tokens[index]) ?? ordinals[tokens[index]]
        }
        for index in tokens.indices {
            var day: Int?
            switch tokens[index] {
            // "day 2 of my period", "day 2 of af", "day two of the bleed"
            case "day":
                if let told = number(index + 1), tokens.indices.contains(index + 2), tokens[index + 2] == "of",
                   tokens[(index + 3)..<min(tokens.count, index + 5)].contains(where: periodWords.contains) {
                    day = told
                // "period day 3", "af day 2"
                } else if index > 0, periodWords.contains(tokens[index - 1]), tokens[index - 1] != "cycle", let told = number(index + 1) {
                    day = told
                // "2nd day of my period", "second day of af"
                } else if let told = number(index - 1), ordinals[tokens[index - 1]] != nil, tokens.indices.contains(index + 1), tokens[index + 1] == "of",
                          tokens[(index + 2)..<min(tokens.count, index + 4)].contains(where: periodWords.contains) {
                    day = told
                }
            // "cd2", read as "cd 2"
            case "cd": day = number(index + 1)
            // "cd1" as one word
            case let token where token.count > 2 && token.hasPrefix("cd") && token.dropFirst(2).allSatisfy(\.isNumber):
                day = Int(token.dropFirst(2))
            default: break
            }
            if let day, (1...latestDay).contains(day) { return day }
        }
        return nil
    }
}
