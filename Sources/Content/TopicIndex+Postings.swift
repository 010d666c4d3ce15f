import Foundation

extension TopicIndex {
    /// One term's postings, in library order: each topic's position, and how often the term
    /// occurs in the topic's questions, title and answer.
    struct PostingList {
        let topics: ArraySlice<Int32>
        let counts: ArraySlice<(questions: Float, title: Float, answer: Float)>
    }

    /// Every term's postings: flat arrays (an index built from the library, or read from a
    /// file the tests have not checked), or the checked-in file's text, each term's postings
    /// read when a query first needs them (a question needs a few dozen of ~16,000 lines, and
    /// reading all of them was a tenth of a topic question's start-up).
    final class Postings: @unchecked Sendable {
        // @unchecked: `parsed` is read and written under `lock`; the rest is immutable.
        private let lock = NSLock()
        private let flatLists: (start: [Int32], topics: [Int32], counts: [(questions: Float, title: Float, answer: Float)])?
        /// The file's text and where each term's postings start in its UTF-8 (lazy form).
        private let text: String
        private let lineStart: [Int32]
        private let topicCount: Int
        private var parsed: [Int32: PostingList] = [:]

        /// Postings already in flat arrays (`start[id]..<start[id + 1]` are term `id`'s).
        init(start: [Int32], topics: [Int32], counts: [(questions: Float, title: Float, answer: Float)]) {
            flatLists = (start, topics, counts)
            text = ""
            lineStart = []
            topicCount = 0
        }

        /// Postings read from `text` when first needed: term `id`'s run from byte
        /// `lineStart[id]` to the end of that line.
        init(text: String, lineStart: [Int32], topicCount: Int) {
            flatLists = nil
            self.text = text
            self.lineStart = lineStart
            self.topicCount = topicCount
        }

        /// Term `id`'s postings.
        func list(_ id: Int) -> PostingList {
            if let flatLists {
                let range = Int(flatLists.start[id])..<Int(flatLists.start[id + 1])
                return PostingList(topics: flatLists.topics[range], counts: flatLists.counts[range])
            }
            lock.lock()
            defer { lock.unlock() }
            if let list = parsed[Int32(id)] { return list }
            var topics: [Int32] = []
            var counts: [(questions: Float, title: Float, answer: Float)] = []
            var text = text
            let read = text.withUTF8 { bytes in
                var at = Int(lineStart[id])
                return TopicIndex.quickPostings(bytes, at: &at, topicCount: topicCount, topics: &topics, counts: &counts)
            }
            precondition(read, "\(TopicIndex.precomputedPath): the postings of term \(id) cannot be read (regenerate it with `swift run TopicIndexer`)")
            let list = PostingList(topics: topics[...], counts: counts[...])
            parsed[Int32(id)] = list
            return list
        }

        /// Every term's postings in flat arrays (reads every line of a lazily read file).
        var flat: (start: [Int32], topics: [Int32], counts: [(questions: Float, title: Float, answer: Float)]) {
            if let flatLists { return flatLists }
            var start: [Int32] = [0]
            var topics: [Int32] = []
            var counts: [(questions: Float, title: Float, answer: Float)] = []
            for id in lineStart.indices {
                let list = self.list(id)
                topics += list.topics
                counts += list.counts
                start.append(Int32(topics.count))
            }
            return (start, topics, counts)
        }
    }
}
