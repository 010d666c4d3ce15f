/// Runs of words looked for in a message's normalised tokens: "gave birth", "want a baby",
/// "scratch that", "years ago". `MentionWords` holds single words, so a phrase written into it
/// never matches; a list that holds phrases is read with this (a one-word phrase is a run of one).
struct Phrases: Sendable, ExpressibleByArrayLiteral {
    /// Each phrase as its words.
    let runs: [[String]]

    /// - Parameter written: phrases as written, words separated by spaces.
    init(_ written: some Sequence<String>) {
        runs = written.map { $0.split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
    }

    init(arrayLiteral written: String...) {
        self.init(written)
    }

    /// No phrases: occurs nowhere.
    static let none = Phrases([String]())

    var isEmpty: Bool { runs.isEmpty }

    /// Whether one of the phrases occurs in `tokens` as a run of consecutive words.
    func occur(in tokens: [String]) -> Bool {
        runs.contains { run in
            guard let head = run.first, tokens.count >= run.count else { return false }
            var start = tokens.startIndex
            while start <= tokens.endIndex - run.count {
                if tokens[start] == head, tokens[start..<(start + run.count)].elementsEqual(run) { return true }
                start += 1
            }
            return false
        }
    }

    /// The positions of `tokens` inside an occurrence of one of the phrases.
    func positions(in tokens: [String]) -> Set<Int> {
        var covered: Set<Int> = []
        for run in runs where tokens.count >= run.count {
            for start in 0...(tokens.count - run.count) where tokens[start..<(start + run.count)].elementsEqual(run) {
                covered.formUnion(start..<(start + run.count))
            }
        }
        return covered
    }

    /// The phrase `tokens` start with, if any ("ok so", "um").
    func opening(_ tokens: [String]) -> [String]? {
        runs.first { tokens.starts(with: $0) }
    }
}
