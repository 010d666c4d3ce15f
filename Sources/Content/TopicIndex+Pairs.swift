extension TopicIndex {
    /// The index's word pairs by their first word, for looking a query's adjacent words up:
    /// for word id `w`, the pairs are at `start[w]..<start[w + 1]` of `second` (the second
    /// word's id) and `term` (the pair's term id).
    ///
    /// Laid out in two passes over the terms (a counting sort), without hashing: kept in a
    /// dictionary, the ~13,000 pairs of the shipped library were a fifth of the cost of
    /// reading the index, on the first topic question of every `bloom ask`.
    struct PairTable: Sendable {
        private let start: [Int32]
        private let second: [Int32]
        private let term: [Int32]

        /// The pairs among `terms` (each pair's words must come before it).
        init(_ terms: [Term]) {
            var start = [Int32](repeating: 0, count: terms.count + 1)
            for case let .pair(first, _) in terms { start[Int(first) + 1] += 1 }
            for index in start.indices.dropFirst() { start[index] += start[index - 1] }
            var next = start
            var second = [Int32](repeating: 0, count: Int(start[terms.count]))
            var term = second
            for (id, entry) in terms.enumerated() {
                guard case let .pair(first, last) = entry else { continue }
                let at = Int(next[Int(first)])
                next[Int(first)] += 1
                second[at] = last
                term[at] = Int32(id)
            }
            self.start = start
            self.second = second
            self.term = term
        }

        /// The term id of the pair `first second`, if the index has it (the last one, should a
        /// file list a pair twice, as a dictionary filled in term order would keep).
        func id(_ first: Int32, _ last: Int32) -> Int32? {
            guard first >= 0, Int(first) + 1 < start.count else { return nil }
            var found: Int32?
            for at in Int(start[Int(first)])..<Int(start[Int(first) + 1]) where second[at] == last { found = term[at] }
            return found
        }
    }
}
