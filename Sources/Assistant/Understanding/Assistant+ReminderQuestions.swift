import Language

/// "My period has got so light recently, anything to worry about?" shares "anything … about"
/// with "anything due today?", and the model can read it as asking for reminders. A request
/// for reminders names them, or something due, set or to remember; a message that names none
/// of that is read again without the reminders intent.
extension Assistant {
    /// Words that ask about reminders or what is due (`word-lists.json`).
    static let reminderWords: Set<String> = WordList.remindersReminderWords.set

    /// Reads the message again without `show.reminders` when it names no reminder.
    func ruleOutReminders(_ understanding: inout Understanding) {
        guard understanding.classification.intent == IntentID.showReminders.rawValue,
              !understanding.message.normalized.tokens.contains(where: Assistant.reminderWords.contains) else { return }
        understanding.classification = classifier.classify(understanding.message, excluding: { $0 == IntentID.showReminders.rawValue })
    }
}
