@testable import Assistant
import Content

extension AssistantFixture {
    /// Triage of `message` in a vignette `context` ("pregnant:32", "postpartum:1", "none").
    static func triage(_ message: String, _ context: String) throws -> TriageAssessment? {
        try assistant.triage(message, context: TriageContext(parsing: context), today: today)
    }

    /// The level triage gives `message` in `context`; self-care when no rule fires.
    static func careLevel(_ message: String, _ context: String) throws -> CareLevel {
        try triage(message, context)?.level ?? .selfCare
    }
}
