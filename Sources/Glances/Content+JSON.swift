import Content
import CycleCore
import JSON

// `--json` shapes of the content models: stable keys, in the order SCHEMA.md writes them
// (the content commands print them; the one writer, `JSONValue.rendered`, writes them).

extension JSONValue {
    package static func strings(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }
    package static func phases(_ values: [Phase]) -> JSONValue { .array(values.map { .string($0.rawValue) }) }
    package static func modes(_ values: [Mode]) -> JSONValue { .array(values.map { .string($0.rawValue) }) }
    package static func trimesters(_ values: [Trimester]) -> JSONValue { .array(values.map { .int($0.rawValue) }) }
    package static func phase(_ value: Phase?) -> JSONValue { value.map { .string($0.rawValue) } ?? .null }
    package static func trimester(_ value: Trimester?) -> JSONValue { value.map { .int($0.rawValue) } ?? .null }
}

extension Hold {
    /// The `--json` shape.
    package var json: JSONValue {
        switch self {
        case let .breaths(count): .orderedObject([("breaths", .int(count))])
        case let .seconds(count): .orderedObject([("seconds", .int(count))])
        }
    }
}

extension FoodAmount {
    /// The `--json` shape.
    package var json: JSONValue { .orderedObject([("food", .string(food)), ("amount", .string(amount)), ("provides", .string(provides))]) }
}

extension Pose {
    /// The `--json` shape.
    package var json: JSONValue {
        .orderedObject([
            ("id", .string(id)), ("name", .string(name)), ("sanskrit", .text(sanskrit)),
            ("aliases", .strings(aliases)), ("category", .string(category.rawValue)),
            ("difficulty", .string(difficulty.rawValue)), ("benefits", .strings(benefits)),
            ("steps", .strings(steps)), ("hold", hold.json), ("holdSeconds", .int(hold.duration)),
            ("cautions", .strings(cautions)), ("phases", .phases(phases)),
            ("pregnancy", .orderedObject(Trimester.allCases.map { (String($0.rawValue), .string(pregnancy[$0].rawValue)) })),
            ("pregnancyNote", .text(pregnancyNote)), ("features", .strings(features.map(\.rawValue))),
            ("tags", .strings(tags)), ("source", .string(source)),
        ])
    }
}

extension Routine {
    /// The routine with each step's pose name and the derived totals.
    package func json(in knowledge: Knowledge) -> JSONValue {
        .orderedObject([
            ("id", .string(id)), ("name", .string(name)), ("purpose", .string(purpose)),
            ("phases", .phases(phases)), ("trimester", .trimester(trimester)), ("tags", .strings(tags)),
            ("totalSeconds", .int(totalSeconds)), ("totalMinutes", .int(totalMinutes)),
            ("steps", .array(steps.map { step in
                .orderedObject([
                    ("pose", .string(step.pose)), ("name", .text(knowledge.pose(id: step.pose)?.name)),
                    ("hold", step.hold.json), ("bothSides", .bool(step.bothSides)),
                    ("seconds", .int(step.totalSeconds)), ("note", .text(step.note)),
                ])
            })),
            ("source", .string(source)),
        ])
    }
}

extension NutritionTip {
    /// The `--json` shape.
    package var json: JSONValue {
        .orderedObject([
            ("id", .string(id)), ("title", .string(title)), ("text", .string(text)),
            ("nutrients", .strings(nutrients)), ("foods", .array(foods.map(\.json))),
            ("phases", .phases(phases)), ("modes", .modes(modes)), ("trimesters", .trimesters(trimesters)),
            ("source", .string(source)),
        ])
    }
}

extension Nutrient {
    /// The `--json` shape.
    package var json: JSONValue {
        .orderedObject([
            ("id", .string(id)), ("name", .string(name)), ("synonyms", .strings(synonyms)), ("unit", .string(unit)),
            ("adult", .rounded(adult)), ("pregnancy", .rounded(pregnancy)), ("lactation", .rounded(lactation)),
            ("why", .string(why)), ("foods", .array(foods.map(\.json))), ("source", .string(source)),
        ])
    }
}

extension AvoidItem {
    /// The `--json` shape.
    package var json: JSONValue {
        .orderedObject([
            ("id", .string(id)), ("food", .string(food)), ("examples", .strings(examples)),
            ("reason", .string(reason)), ("advice", .string(advice)), ("source", .string(source)),
        ])
    }
}

extension CaffeineGuidance {
    /// The `--json` shape.
    package var json: JSONValue {
        .orderedObject([
            ("limitMgPerDay", .int(limitMgPerDay)), ("text", .string(text)),
            ("examples", .array(examples.map { .orderedObject([("drink", .string($0.drink)), ("mg", .int($0.mg))]) })),
            ("source", .string(source)),
        ])
    }
}

extension Affirmation {
    /// The `--json` shape.
    package var json: JSONValue {
        .orderedObject([
            ("id", .string(id)), ("text", .string(text)), ("phases", .phases(phases)),
            ("modes", .modes(modes)), ("themes", .strings(themes)),
        ])
    }
}

extension PregnancyWeek {
    /// The `--json` shape.
    package var json: JSONValue {
        .orderedObject([
            ("week", .int(week)), ("trimester", .int(trimester.rawValue)),
            ("lengthCm", .rounded(lengthCm)), ("lengthType", .string(lengthType.rawValue)),
            ("weightG", .rounded(weightG)), ("size", .string(size)),
            ("development", .strings(development)), ("body", .strings(body)), ("tips", .strings(tips)),
            ("milestones", .strings(milestones)), ("checklist", .strings(checklist)), ("source", .string(source)),
        ])
    }
}

extension BreathingPattern {
    /// The `--json` shape.
    package var json: JSONValue {
        .orderedObject([
            ("id", .string(id)), ("name", .string(name)), ("aliases", .strings(aliases)),
            ("pattern", .array(pattern.map { .orderedObject([("phase", .string($0.phase.rawValue)), ("seconds", .rounded($0.seconds))]) })),
            ("rounds", .int(rounds)), ("secondsPerRound", .rounded(secondsPerRound)),
            ("steps", .strings(steps)), ("helpsWith", .strings(helpsWith)), ("cautions", .strings(cautions)),
            ("pregnancy", .string(pregnancy)), ("source", .string(source)),
        ])
    }
}

extension KnowledgeProblem {
    /// The `--json` shape.
    package var json: JSONValue { .orderedObject([("file", .string(file)), ("path", .string(path)), ("message", .string(message))]) }
}
