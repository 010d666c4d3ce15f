@testable import Assistant
import Content
import Testing
@testable import IntentModel

/// The learned checks' shared test: the checked-in model (`path` under `Knowledge/`) is what
/// `trainer` makes from today's training data, fingerprint first (a quick, clear message), then
/// byte for byte.
enum CheckedInModel {
    /// Expects the checked-in model at `path` to be `trainer`'s on `data`, with at least
    /// `minimumPositives` lines of `positive` among them.
    static func expectIsRetrained(path: String, trainer: IntentModelTrainer, data: [IntentModelTrainer.Labelled], classes: [String],
                                  positive: String, minimumPositives: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let text = try #require(EmbeddedFiles.all[path], sourceLocation: sourceLocation)
        let checkedIn = try IntentModel(serialized: text)
        #expect(data.filter { $0.intent == positive }.count >= minimumPositives, sourceLocation: sourceLocation)
        var trainer = trainer
        trainer.accept = checkedIn.accept
        #expect(checkedIn.fingerprint == trainer.fingerprint(data, classes: classes),
                "\(path) is stale: run `swift run IntentTrainer` and commit it", sourceLocation: sourceLocation)
        let retrained = trainer.train(data, classes: classes, temperature: checkedIn.temperature).model
        #expect(retrained.serialized() == text, "\(path) is stale: run `swift run IntentTrainer`", sourceLocation: sourceLocation)
    }
}
