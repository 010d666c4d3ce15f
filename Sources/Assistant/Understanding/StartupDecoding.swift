import Content
import Dispatch
import IntentModel

/// What building an assistant decodes from the files alone: the learned models (the intent
/// model, the crisis check's and the emergency check's) and the compiled patterns, each on a thread of its own from
/// the moment this is made.
///
/// Decoding the models is most of what building an assistant costs (about 2.4 MB of digits
/// into half a million weights), and none of it needs Knowledge: so it runs on the machine's
/// other cores while the caller loads Knowledge, reads the analyser's tables and the guards,
/// and the getters wait only for whatever is left. What they return is the same as decoding
/// in line.
struct StartupDecoding: Sendable {
    private let intentModel: BackgroundResult<IntentModel, AssistantDataError>
    private let crisisModel: BackgroundResult<IntentModel, AssistantDataError>
    private let emergencyModel: BackgroundResult<IntentModel, AssistantDataError>
    private let patterns: BackgroundResult<[Pattern], AssistantDataError>
    private let topicIndex: BackgroundResult<TopicIndex?, Never>?

    /// Starts decoding `files` (Knowledge's files by path).
    /// - Parameters:
    ///   - patterns: whether to read the compiled patterns too (if not, there are none).
    ///   - topicsOf: read the precomputed topic index of this Knowledge too (last: it is needed
    ///     only when the first message is answered, and only by a topic question), so a
    ///     question that needs it does not wait for it; nil leaves it to be read on first use.
    ///   - modelsInPlace: read the embedded models in place (`Assistant.Use.oneQuestion`).
    init(decodingFrom files: [String: String], patterns readingPatterns: Bool = true, topicsOf knowledge: Knowledge? = nil,
         modelsInPlace: Bool = false) {
        // Started in the order they are needed: the patterns as soon as the analyser is read,
        // the models at the end of building, the topic index by the first topic question.
        patterns = BackgroundResult { () throws(AssistantDataError) in
            readingPatterns ? try Assistant.compiledPatterns(files: files) : []
        }
        let intentText = files[IntentTraining.modelPath], crisisText = files[CrisisTraining.modelPath]
        intentModel = BackgroundResult { () throws(AssistantDataError) in
            try Assistant.decodeModel(intentText, path: IntentTraining.modelPath, inPlace: modelsInPlace)
        }
        crisisModel = BackgroundResult { () throws(AssistantDataError) in
            try Assistant.decodeModel(crisisText, path: CrisisTraining.modelPath, inPlace: modelsInPlace)
        }
        let emergencyText = files[EmergencyTraining.modelPath]
        emergencyModel = BackgroundResult { () throws(AssistantDataError) in
            try Assistant.decodeModel(emergencyText, path: EmergencyTraining.modelPath, inPlace: modelsInPlace)
        }
        let indexText = files[TopicIndex.precomputedPath]
        topicIndex = knowledge.map { knowledge in
            BackgroundResult { () throws(Never) in indexText.flatMap { try? TopicIndex(knowledge: knowledge, serialized: $0) } }
        }
    }

    /// The precomputed topic index read in the background (nil when none was started, or the
    /// file is not this Knowledge's), waiting for it the first time.
    /// - Important: called once, by the one thread that builds the topic retriever's index.
    func precomputedTopicIndex() -> TopicIndex? { topicIndex?.value() }

    /// The intent model (`assistant/intent-model.txt`), once decoded.
    /// - Throws: `AssistantDataError` when the file is missing or broken.
    func intent() throws(AssistantDataError) -> IntentModel { try intentModel.value() }

    /// The crisis check's model (`assistant/crisis-model.txt`), once decoded.
    /// - Throws: `AssistantDataError` when the file is missing or broken.
    func crisis() throws(AssistantDataError) -> IntentModel { try crisisModel.value() }

    /// The emergency check's model (`assistant/emergency-model.txt`), once decoded.
    /// - Throws: `AssistantDataError` when the file is missing or broken.
    func emergency() throws(AssistantDataError) -> IntentModel { try emergencyModel.value() }

    /// The compiled patterns (`Assistant.compiledPatterns(files:)`), once read.
    /// - Throws: `AssistantDataError` naming the line of a damaged file.
    func compiledPatterns() throws(AssistantDataError) -> [Pattern] { try patterns.value() }
}

/// The result of `work`, run on a global queue as soon as this is made; `value()` waits for it.
///
/// Only one thread collects the value (the one building the assistant): the semaphore it waits
/// on is what makes the worker's write visible to it.
final class BackgroundResult<Value: Sendable, Failure: Error>: @unchecked Sendable {
    private var result: Result<Value, Failure>?
    private var collected = false
    private let finished = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () throws(Failure) -> Value) {
        DispatchQueue.global(qos: .userInitiated).async {
            self.result = Result { () throws(Failure) -> Value in try work() }
            self.finished.signal()
        }
    }

    /// The work's value, waiting for it the first time.
    /// - Throws: the work's error.
    func value() throws(Failure) -> Value {
        if !collected {
            finished.wait()
            collected = true
        }
        return try result!.get()
    }
}
