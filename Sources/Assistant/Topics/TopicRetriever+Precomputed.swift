import Content

extension Assistant {
    /// The topic index built from the library with the assistant's normaliser, ignoring any
    /// precomputed file: what `swift run TopicIndexer` writes to `TopicIndex.precomputedPath`
    /// and what the staleness test compares the checked-in file with.
    package func topicIndexFromLibrary() -> TopicIndex {
        TopicIndex(library: knowledge.topics, tokenize: analyzer.normalizer.tokenizer())
    }
}
