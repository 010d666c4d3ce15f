/// "Faint line so negative", "2 lines but the test line is lighter = negative": when a message
/// describes an ovulation test's lines and then says what they come to, the result it concludes
/// is the result. Read before anything is written, so the entry, the question asked before
/// writing and the reply all carry the person's own reading of the test (it asked whether to
/// log a low test).
enum TestConclusion {
    /// Words that say what the lines come to ("so negative", "which means negative").
    static let concludingWords: Set<String> = ["so", "means", "meaning", "basically", "therefore", "thus", "ie", "aka"]

    /// Removes the ovulation-test results that come before one the message concludes with.
    static func keepTheConclusion(_ entities: inout [EntitySpan], tokens: [String]) {
        let results = entities.filter { $0.kind == .opk }
        guard results.count > 1, let concluded = results.last(where: { concludes($0, tokens) }) else { return }
        entities.removeAll { $0.kind == .opk && $0.start < concluded.start }
    }

    /// Whether the result at `span` follows a concluding word within two words ("so a
    /// negative", "= neg").
    static func concludes(_ span: EntitySpan, _ tokens: [String]) -> Bool {
        tokens[max(0, span.start - 2)..<min(span.start, tokens.count)].contains(where: concludingWords.contains)
    }
}
