import CycleCore
import Language

/// Days, quantities, pregnancy weeks and numbers in a normalised message, as token spans.
enum LanguageEntities {
    static let days = DayExpressionParser()
    static let quantities = QuantityReader()
    static let weeks = PregnancyWeekReader()
    static let numbers = NumberReader()

    struct Found {
        var spans: [EntitySpan] = []
        var vague: [String] = []
        var invalid: [(String, String)] = []
    }

    static func read(_ normalized: NormalizedText, today: Day) -> Found {
        let text = normalized.text
        // The text's tokens read once for the four readers.
        let readable = ReadableText(text)
        let offsets = TokenOffsets(tokens: normalized.tokens)
        var found = Found()
        var claimed: [Range<String.Index>] = []
        for expression in days.allDays(in: readable, today: today) {
            claimed.append(expression.range)
            switch expression.resolution {
            case let .day(day):
                if let span = offsets.span(of: expression.range, in: text) {
                    found.spans.append(EntitySpan(kind: .day, start: span.start, length: span.length, day: day, text: expression.text))
                }
            case .ambiguous:
                found.vague.append(expression.text)
            case let .invalid(reason):
                found.invalid.append((expression.text, reason))
            }
        }
        for mention in weeks.weeks(in: readable, excluding: claimed) {
            claimed.append(mention.range)
            if let span = offsets.span(of: mention.range, in: text) {
                found.spans.append(EntitySpan(kind: .week, start: span.start, length: span.length, value: Double(mention.week), text: mention.text))
            }
        }
        for quantity in quantities.quantities(in: readable, excluding: claimed) {
            guard let span = offsets.span(of: quantity.range, in: text) else { continue }
            let kind: EntityKind = switch quantity.kind {
            case .temperature: .temperature
            case .volume: .volume
            case .weight: .weight
            case .duration: .duration
            case .count: .count
            case .energy: .energy
            }
            found.spans.append(EntitySpan(kind: kind, start: span.start, length: span.length, id: quantity.noun, value: quantity.value, text: quantity.text))
        }
        for number in numbers.numbers(in: readable) {
            guard let span = offsets.span(of: number.range, in: text) else { continue }
            found.spans.append(EntitySpan(kind: .number, start: span.start, length: span.length, value: number.value, text: number.text))
        }
        return found
    }
}

/// Maps character ranges of a space-joined token string back to token indices.
struct TokenOffsets {
    /// The character offset where each token starts, and where it ends.
    private let starts: [Int]
    private let ends: [Int]

    init(tokens: [String]) {
        var starts: [Int] = [], ends: [Int] = []
        starts.reserveCapacity(tokens.count)
        ends.reserveCapacity(tokens.count)
        var offset = 0
        for token in tokens {
            starts.append(offset)
            // An ASCII token's characters are its bytes (counted at once; `count` walks them).
            offset += ASCIIText.isASCII(token) ? token.utf8.count : token.count
            ends.append(offset)
            offset += 1
        }
        self.starts = starts
        self.ends = ends
    }

    /// The tokens a range covers (any token it touches).
    func span(of range: Range<String.Index>, in text: String) -> (start: Int, length: Int)? {
        let lower = text.distance(from: text.startIndex, to: range.lowerBound)
        let upper = text.distance(from: text.startIndex, to: range.upperBound)
        guard let first = ends.firstIndex(where: { $0 > lower }) else { return nil }
        let last = starts.lastIndex(where: { $0 < upper }) ?? first
        guard last >= first else { return nil }
        return (first, last - first + 1)
    }
}
