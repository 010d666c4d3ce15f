import CycleCore

extension KnowledgeValidator {
    static func checkOtherFiles(_ parts: KnowledgeParts, into report: inout ProblemReport) {
        if let affirmations = parts.affirmations?.affirmations {
            report.checkCount(affirmations.count, file: .affirmations, list: "affirmations", noun: "affirmations")
            report.checkIDs(affirmations.map(\.id), file: .affirmations, list: "affirmations")
            for (index, affirmation) in affirmations.enumerated() {
                for (themeIndex, theme) in affirmation.themes.enumerated() where !KnowledgeTags.affirmationThemes.contains(theme) {
                    report.add(.affirmations, "affirmations[\(index)].themes[\(themeIndex)]",
                               "unknown theme '\(theme)'; expected one of \(KnowledgeTags.affirmationThemes.sorted().joined(separator: ", "))")
                }
            }
        }
        if let patterns = parts.breathing?.patterns { checkBreathing(patterns, into: &report) }
        for (file, document, noun) in [(KnowledgeFile.selfCare, parts.selfCare, "ideas"), (.conception, parts.conception, "tips"), (.partner, parts.partner, "tips")] {
            guard let items = document?.items else { continue }
            report.checkCount(items.count, file: file, list: "items", noun: noun)
            report.checkIDs(items.map(\.id), file: file, list: "items")
            if file == .conception {
                for (index, item) in items.enumerated() where !item.modes.isEmpty && !item.modes.contains(.ttc) {
                    report.add(file, "items[\(index)].modes", "a conception tip must include 'ttc'")
                }
            }
        }
        checkLexicons(parts, into: &report)
    }

    static func checkBreathing(_ patterns: [BreathingPattern], into report: inout ProblemReport) {
        report.checkCount(patterns.count, file: .breathing, list: "patterns", noun: "patterns")
        report.checkIDs(patterns.map(\.id), file: .breathing, list: "patterns")
        let names = Set(patterns.flatMap { [$0.id] + $0.aliases })
        for required in requiredBreathingIDs where !names.contains(required) {
            report.add(.breathing, "patterns", "missing the required pattern '\(required)' (as an id or an alias)")
        }
        for (index, pattern) in patterns.enumerated() {
            report.checkNotEmpty(pattern.pattern, file: .breathing, path: "patterns[\(index)].pattern")
            report.checkNotEmpty(pattern.steps, file: .breathing, path: "patterns[\(index)].steps")
            for (stepIndex, step) in pattern.pattern.enumerated() where !(step.seconds > 0) {
                report.add(.breathing, "patterns[\(index)].pattern[\(stepIndex)].seconds", "expected more than 0 seconds")
            }
            if pattern.rounds < 1 {
                report.add(.breathing, "patterns[\(index)].rounds", "expected at least 1 round")
            }
        }
    }

    static func checkLexicons(_ parts: KnowledgeParts, into report: inout ProblemReport) {
        let lexicons: [(KnowledgeFile, LexiconDocument?, String)] = [
            (.symptoms, parts.symptoms, "symptoms"), (.moods, parts.moods, "moods"), (.flow, parts.flow, "flows"),
            (.discharge, parts.discharge, "entries"), (.foods, parts.foods, "entries"),
        ]
        for (file, document, noun) in lexicons {
            guard let entries = document?.entries else { continue }
            report.checkCount(entries.count, file: file, list: "entries", noun: noun)
            report.checkIDs(entries.map(\.id), file: file, list: "entries")
            var owner: [String: String] = [:]
            for (index, entry) in entries.enumerated() {
                for (synonymIndex, word) in ([entry.name] + entry.synonyms).enumerated() {
                    let key = SearchText.folded(word)
                    if let other = owner[key], other != entry.id {
                        let path = synonymIndex == 0 ? "entries[\(index)].name" : "entries[\(index)].synonyms[\(synonymIndex - 1)]"
                        report.add(file, path, "'\(word)' also names '\(other)'; a word may belong to one entry only")
                    } else {
                        owner[key] = entry.id
                    }
                }
            }
        }
        if let moods = parts.moods?.entries, moods.count > 12 {
            report.add(.moods, "entries", "has \(moods.count) moods, exactly 12 needed")
        }
        if let flows = parts.flow?.entries, Set(flows.map(\.id)) != flowIDs {
            report.add(.flow, "entries", "expected exactly the flows \(flowIDs.sorted().joined(separator: ", ")), found \(flows.map(\.id).joined(separator: ", "))")
        }
        if let foods = parts.foods?.entries {
            let nutrientIDs = parts.nutrients.map { Set($0.nutrients.map(\.id)) }
            for (index, entry) in foods.enumerated() {
                switch entry.category {
                case "food": break
                case "nutrient":
                    if let nutrientIDs, !nutrientIDs.contains(entry.id) {
                        report.add(.foods, "entries[\(index)].id", "nutrient '\(entry.id)' is not in \(KnowledgeFile.nutrients.path)")
                    }
                default:
                    report.add(.foods, "entries[\(index)].category", "expected one of food, nutrient, found '\(entry.category)'")
                }
            }
        }
    }
}
