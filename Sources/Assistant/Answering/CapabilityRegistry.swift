import Content
import Language

/// The one list of what the assistant can do. Adding a capability is one line here; the
/// dictionary from intent to capability is built from it once.
enum CapabilityRegistry {
    /// Every capability, each answering its own intents.
    static let all: [any Capability.Type] = [
        CycleAnswers.self,
        LogAnswers.self,
        AppointmentAnswers.self,
        PregnancyAnswers.self,
        FertilityAnswers.self,
        OverviewAnswers.self,
        EnergyAnswers.self,
        ViewAnswers.self,
        WellnessScoreAnswers.self,
        ImportAnswers.self,
        FileAnswers.self,
        ContentAnswers.self,
        MetaAnswers.self,
        CycleLengthAnswers.self,
        NotSureAnswers.self,
        LoggableQuestionAnswers.self,
    ]

    /// The steps of the answering pipeline that answer before (or instead of) a capability:
    /// guards, triage and the library, the write gate, and the rendering itself.
    static let stages: [any RendersTemplates.Type] = [
        GuardAnswers.self, TriageAnswers.self, TopicAnswers.self, WriteGate.self, AssistantStage.self, ItemHistoryAnswers.self,
    ]

    /// Intents the classifier or the dialogue produce that are not in `intents.json`.
    static let internalIntents: [IntentID] = [
        .logItems, .logCorrectDay, .cyclePeriodEnd, .topicMode, .topicPregnancyTest,
        .notSure, .outOfScope,
    ]

    /// The capability of each exactly declared intent.
    static let byIntent: [IntentID: any Capability.Type] = {
        var table: [IntentID: any Capability.Type] = [:]
        for capability in all {
            for intent in capability.intents where table[intent] == nil { table[intent] = capability }
        }
        return table
    }()

    /// The capability of each open-ended family, longest prefix first.
    static let byPrefix: [(prefix: String, capability: any Capability.Type)] =
        all.flatMap { capability in capability.intentPrefixes.map { (prefix: $0, capability: capability) } }
            .sorted { $0.prefix.count > $1.prefix.count }

    /// The capability that answers `intent`, or nil when none does.
    static func capability(for intent: IntentID) -> (any Capability.Type)? {
        if let capability = byIntent[intent] { return capability }
        return byPrefix.first { intent.hasPrefix($0.prefix) }?.capability
    }

    /// What is wrong with the registry against the intents the assistant knows and the
    /// templates it has: an intent no capability answers (or two do), or a declared key with
    /// no template. Empty when all is well; each problem names the intent or key.
    static func problems(intents: [IntentID], templateKeys: Set<String>) -> [String] {
        var problems: [String] = []
        for intent in intents + internalIntents {
            let owners = all.filter { $0.intents.contains(intent) }
            if owners.count > 1 {
                problems.append("intent \(intent) is answered by \(owners.map { "\($0)" }.joined(separator: " and "))")
            } else if capability(for: intent) == nil {
                problems.append("intent \(intent) has no capability: add it to a capability's `intents` in Sources/Assistant/Answering")
            }
        }
        let renderers: [any RendersTemplates.Type] = all + stages
        for renderer in renderers {
            for key in renderer.templateKeys where !templateKeys.contains(key.rawValue) {
                problems.append("template key \(key) (declared by \(renderer)) has no template in assistant/templates")
            }
        }
        return problems
    }
}

/// The templates the assistant itself renders around every answer.
enum AssistantStage: RendersTemplates {
    static let templateKeys: [TemplateKey] = [
        .noteNotAClinician, .safetyFiltered, .safetyUnavailable, .speechDeclined, .speechNothingPending, .chatBareDay, .chatAnotherWhat, .chatNews, .logTemperatureConverted, .triageAfterLog, .triageNoted, .triageChanged, .triageSelfCareAfter,
        .guardDiagnosisLibrary, .guardMedicationLibrary, .guardCrisisCheckin,
    ]
}
