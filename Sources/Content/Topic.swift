import CycleCore

/// One health topic of the library (`topics/<area>.json`): how people ask it, a short sourced
/// answer, when to get help and at which level of care, and related topics.
package struct Topic: Sendable, Hashable, Codable, Identifiable {
    /// Lower-case kebab-case id, unique across every topic file.
    package var id: String
    /// A short title in a person's words.
    package var title: String
    /// 5–12 ways people really ask it (lay words, slang, typos).
    package var questions: [String]
    /// The answer in Bloom's own words, at most 120 words.
    package var answer: String
    /// Which of the person's own figures Bloom adds when it has them.
    package var personal: TopicPersonal?
    /// When to get help, and where.
    package var getHelp: TopicHelp?
    /// Ids of related topics.
    package var related: [String]
    /// The modes the topic fits.
    package var modes: [Mode]
    /// Short citations, "ORG: document title".
    package var sources: [String]

    /// Creates a topic from its fields (as the Knowledge file writes them).
    package init(id: String, title: String, questions: [String], answer: String, personal: TopicPersonal? = nil,
                getHelp: TopicHelp? = nil, related: [String] = [], modes: [Mode] = [], sources: [String] = []) {
        self.id = id
        self.title = title
        self.questions = questions
        self.answer = answer
        self.personal = personal
        self.getHelp = getHelp
        self.related = related
        self.modes = modes
        self.sources = sources
    }
}

/// A topic's "get help if …" line and the level of care it points to.
package struct TopicHelp: Sendable, Hashable, Codable {
    /// Where to go.
    package var level: CareLevel
    /// A plain-words condition completing "Get help if …".
    package var when: String

    package init(level: CareLevel, when: String) {
        self.level = level
        self.when = when
    }
}

/// Levels of care in the order clinicians use, most urgent first.
package enum CareLevel: String, KnowledgeVocabulary, Comparable {
    /// Call an ambulance (999 / 911) now.
    case ambulance
    /// Urgent care, A&E, or the maternity unit now.
    case urgent
    /// The GP, midwife or 111 today.
    case gpToday = "gp-today"
    /// Book an appointment.
    case appointment
    /// Ask a pharmacist.
    case pharmacist
    /// Self-care with the topic's advice.
    case selfCare = "self-care"

    /// Higher is more urgent: ambulance 5 … self-care 0.
    package var urgency: Int {
        switch self {
        case .ambulance: 5
        case .urgent: 4
        case .gpToday: 3
        case .appointment: 2
        case .pharmacist: 1
        case .selfCare: 0
        }
    }

    /// Orders by urgency: `.selfCare < .ambulance`.
    package static func < (lhs: CareLevel, rhs: CareLevel) -> Bool { lhs.urgency < rhs.urgency }
}

/// The person's own figure a topic can be personalised with.
package enum TopicPersonal: String, KnowledgeVocabulary {
    case cycleLength = "cycle-length"
    case periodLength = "period-length"
    case fertileWindow = "fertile-window"
    case nextPeriod = "next-period"
    case pregnancyWeek = "pregnancy-week"
    case cycleRegularity = "cycle-regularity"
    case daysLate = "days-late"
}

/// One topic file: the area and its topics.
struct TopicDocument: KnowledgeDocument {
    var version: Int
    var area: String
    var topics: [Topic]
}

/// `topics/synonyms.json`: phrases mapped to the words the library uses, and stop words.
struct TopicWordsDocument: KnowledgeDocument {
    var version: Int
    var synonyms: [String: String]
    var stopWords: [String]
}
