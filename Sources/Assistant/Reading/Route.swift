/// What kind of answer a message gets, decided once, before any capability: the one place
/// that tells a general health question from a question about the person's own records, a
/// statement to write from a request, and small talk from a message outside Bloom's domain.
package enum Route: String, Sendable, CaseIterable, Codable {
    /// Something the person says happened to them ("had cramps today"): its facts are
    /// written (a bare item is asked about first).
    case statement
    /// A question only the person's own records answer ("when is my next period?").
    case ownData = "own_data"
    /// A health question about people in general, answered from Bloom's knowledge whether or
    /// not the person has logged anything ("how do you catch thrush?"); history told before
    /// the question is context, not a request for data.
    case general
    /// Something for Bloom to do: show a view, start a timer, set a reminder, switch a mode.
    case request
    /// Greetings, thanks and goodbyes.
    case smallTalk = "small_talk"
    /// Outside Bloom's domain (car insurance, recipes).
    case outOfScope = "out_of_scope"
}

/// The route of one message and why.
package struct RouteReading: Sendable, Equatable {
    /// What kind of answer the message gets.
    package let route: Route
    /// The rule of `RouteReader` that decided, in a few words (for tests and `--json`).
    package let rule: String
    /// Whether the message is in Bloom's domain (its words, or a loggable item it names).
    package let inDomain: Bool
}

/// The kinds of intent, by what answering them does: what the route reader reads an intent's
/// reading as. A new intent falls in by its prefix.
enum IntentFamily: Equatable {
    /// Writes what the person says (`log.*`).
    case log
    /// Answers from the person's own records (next period, scores, budget, views of the data).
    case data
    /// Answers from Bloom's content for anyone (yoga, nutrition, weeks of pregnancy, tips).
    case content
    /// Does something (timers, reminders, modes, profiles, undo, importing).
    case action
    /// Small talk and questions about Bloom itself.
    case chat
    /// The model's reading of a message outside the domain.
    case outOfScope
    /// The model could not choose between two readings.
    case notSure

    init(_ intent: String) {
        switch intent {
        case IntentClassifier.outOfScope: self = .outOfScope
        case IntentClassifier.notSure: self = .notSure
        case IntentID.logUndo.rawValue, IntentID.modeSet.rawValue, IntentID.chatSetReminder.rawValue, IntentID.importHelp.rawValue, IntentID.reportClinic.rawValue, IntentID.sharePartner.rawValue: self = .action
        // Kicks and contractions: the timers are started when asked for ("time my
        // contractions"); a question about them ("should I feel kicks yet?") is content.
        case IntentID.pregnancyBaby.rawValue, IntentID.pregnancyBody.rawValue, IntentID.pregnancyChecklist.rawValue, IntentID.ttcTips.rawValue, IntentID.partnerTips.rawValue, IntentID.pregnancyKicks.rawValue, IntentID.pregnancyContractions.rawValue,
             IntentID.wellnessAffirmation.rawValue, IntentID.wellnessBreathing.rawValue, IntentID.wellnessSelfcare.rawValue:
            self = .content
        default:
            if intent.hasPrefix("log.") { self = .log }
            else if intent.hasPrefix("profile.") { self = .action }
            else if intent.hasPrefix("chat.") { self = .chat }
            else if ["yoga.", "nutrition.", "topic."].contains(where: intent.hasPrefix) { self = .content }
            else { self = .data }
        }
    }
}
