import IntentModel

/// Rambling messages for the intent model: real people often write a sentence or two of
/// background ("I'm 34 and we've been trying for a while.") before the request, and those
/// words pull a model trained on short lines toward other intents. `rambled` puts background
/// sentences before training messages, deterministically, to train on (the augmented copies,
/// from `Tests/AssistantTests/Corpus/history-sentences.txt`) or to measure on (probes, from
/// the held-apart `history-sentences-eval.txt`, `IntentTrainer --cv-rambling`).
extension IntentTraining {
    /// The file of background sentences augmented copies are made with, relative to the package.
    package static let historiesPath = "Tests/AssistantTests/Corpus/history-sentences.txt"
    /// The held-apart file of background sentences the rambling measure uses (never trained on).
    package static let evaluationHistoriesPath = "Tests/AssistantTests/Corpus/history-sentences-eval.txt"

    /// How augmented copies are made: the share of training messages that get one, and the
    /// seed that picks which messages and which sentences.
    package struct Augmentation: Sendable, Equatable {
        /// The background sentences (`histories(text:)`).
        package var histories: [String]
        /// The share of eligible messages that get a copy (0 makes none).
        package var share: Double
        package var seed: UInt64
        /// The intents whose messages get no copy.
        package var skipped: Set<String>

        /// - Parameters:
        ///   - histories: the background sentences to choose from.
        ///   - share: the share of eligible messages that get a copy.
        ///   - seed: picks the messages and the sentences (equal seeds, equal copies).
        ///   - skipped: the intents whose messages get no copy.
        package init(histories: [String], share: Double = IntentTraining.tunedAugmentationShare, seed: UInt64 = 20_261_122,
                    skipped: Set<String> = IntentTraining.unaugmentedIntents) {
            self.histories = histories
            self.share = share
            self.seed = seed
            self.skipped = skipped
        }
    }

    /// The share of training messages given an augmented copy by default: 0, none. Copies
    /// raised the rambling cross-validation figure but lowered the plain one beyond its noise
    /// (`IntentModelTrainer.tunedHasher` holds the figures); `IntentTrainer augment=X` tries a share.
    package static let tunedAugmentationShare = 0.0

    /// Intents whose messages are never given background: a greeting, thanks or goodbye
    /// after a story is no longer one.
    package static let unaugmentedIntents: Set<String> = [IntentID.chatGreeting.rawValue, IntentID.chatThanks.rawValue, IntentID.chatGoodbye.rawValue]

    /// The sentences of a history file: one a line, `#` comments and blank lines skipped.
    package static func histories(text: String) -> [String] {
        referenceOutOfScopeRequests(text)
    }

    /// For each message chosen (a `share` of those whose intent is not in `skipping`), the message with one or two distinct `histories` sentences put
    /// before it, and the index of the message it came from, in message order.
    ///
    /// Each message's choice depends only on the seed and its index, never on the others', so
    /// the copies of a message do not change when another message is added or removed.
    package static func rambled(_ messages: [(text: String, intent: String)], histories: [String], share: Double, seed: UInt64,
                               skipping: Set<String> = unaugmentedIntents) -> [(text: String, intent: String, copyOf: Int)] {
        guard share > 0, !histories.isEmpty else { return [] }
        var rambled: [(text: String, intent: String, copyOf: Int)] = []
        for (index, message) in messages.enumerated() where !skipping.contains(message.intent) {
            var random = SplitMix64(seed: seed &+ UInt64(index) &* 0x9e37_79b9_7f4a_7c15)
            guard Double(random.below(1 << 20)) < share * Double(1 << 20) else { continue }
            let first = random.below(histories.count)
            var chosen = [histories[first]]
            if histories.count > 1, random.below(2) == 1 {
                let second = (first + 1 + random.below(histories.count - 1)) % histories.count
                chosen.append(histories[second])
            }
            rambled.append((chosen.joined(separator: " ") + " " + message.text, message.intent, index))
        }
        return rambled
    }

    /// Every training message as `trainingSet` reads it, then the augmented copies of
    /// `augmentation` (each with `copyOf` its message's index), read the same way.
    package static func trainingSet(files: [String: String], corpusTSV: String, reader: Reader, augmentation: Augmentation) throws(AssistantDataError) -> [IntentModelTrainer.Labelled] {
        let messages = try trainingMessages(files: files, corpusTSV: corpusTSV)
        let copies = rambled(messages, histories: augmentation.histories, share: augmentation.share, seed: augmentation.seed, skipping: augmentation.skipped)
        return messages.map { reader.read($0.text, intent: $0.intent) } + copies.map { reader.read($0.text, intent: $0.intent, copyOf: $0.copyOf) }
    }
}
