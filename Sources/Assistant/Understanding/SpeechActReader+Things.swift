import Language

/// Clauses about a thing rather than the person: "my sourdough looks flat and sad", "my
/// espresso machine has low pressure", "the toast is soggy". The words that follow such a
/// subject can name a mood or a symptom, but what they say is of the thing, not of the
/// person's day.
extension SpeechActReader {
    /// Nouns that, as a subject, are the person, part of them or of their day (`speech.ownSubjects`).
    static let ownSubjects: WordTable<Bool> = WordList.speechOwnSubjects.table
    /// Verbs that say what a subject is or does right after it (`speech.predicateVerbs`).
    static let predicateVerbs: WordTable<Bool> = WordList.speechPredicateVerbs.table
    /// Determiners that open a subject: the person's own ("my") or one named ("the").
    static let subjectOpeners: Set<String> = ["my", "our", "the"]
    /// The most words a subject may have before its verb ("my new espresso machine").
    static let longestThingSubject = 3
    /// Heads that point back to something named before ("2 coffees, the other was decaf",
    /// "the first one was negative"): what they are is said elsewhere, not a thing of their own.
    static let referringHeads: Set<String> = ["other", "others", "one", "ones", "rest", "first", "second", "last", "same", "latter", "former"]
    /// Words after the verb that bring the person back into the clause ("my job is stressing
    /// me out", "the heat makes me dizzy"): then it is about them too.
    static let personAfterTheVerb: Set<String> = ["i", "me", "myself", "im", "ive", "id", "us", "we"]

    /// Whether `noun` is one of `ownSubjects`, said in the plural too ("temps" is read as
    /// "temperatures").
    static func isOwnSubject(_ noun: String) -> Bool {
        ownSubjects.contains(noun) || noun.hasSuffix("s") && ownSubjects.contains(String(noun.dropLast()))
    }

    /// Whether a clause's subject is a thing: it opens with "my", "our" or "the" and up to
    /// `longestThingSubject` words before a verb of `predicateVerbs`, and the last of them (the
    /// noun the subject is) is none of the person's own (`ownSubjects`), a body part, a reading,
    /// a person, or a word of an entry (`message`'s entities), and the person comes back
    /// nowhere after the verb.
    /// Adverbs that may stand between a subject and its verb ("my period just came", "my
    /// temp finally went up").
    static let adverbsBeforeAVerb: Set<String> = ["just", "finally", "already", "only", "actually", "literally", "really", "still", "also",
                                                  "suddenly", "totally", "properly", "officially", "now", "defo", "definitely"]

    func isAboutAThing(_ tokens: [String], _ message: () -> AnalyzedMessage) -> Bool {
        guard let first = tokens.first, SpeechActReader.subjectOpeners.contains(first),
              let verb = tokens.indices.dropFirst(2).prefix(SpeechActReader.longestThingSubject).first(where: { SpeechActReader.predicateVerbs.contains(tokens[$0]) })
        else { return false }
        let subject = tokens[1..<verb]
        // "My period just came": an adverb before the verb is not the subject's noun.
        let noun = subject.last(where: { !SpeechActReader.adverbsBeforeAVerb.contains($0) }) ?? tokens[verb - 1]
        guard !subject.contains(where: SpeechActReader.predicateVerbs.contains),
              !SpeechActReader.isOwnSubject(noun), !SpeechActReader.referringHeads.contains(noun), BodyComplaints.parts[noun] == nil,
              !SpeechActReader.measurementWords.contains(noun), !SpeechActReader.testReadingWords.contains(noun),
              !SpeechActReader.otherPeople.contains(noun), !SpeechActReader.firstPerson.contains(noun),
              !tokens[verb...].contains(where: SpeechActReader.personAfterTheVerb.contains)
        else { return false }
        // A subject an entry's words name ("my cm is creamy", "the cramps are back") is the
        // person's own, whatever the word.
        // (Compared by words: `tokens` may have lost an opening filler the analysis keeps.)
        return !message().entities.contains { entity in entity.text.split(separator: " ").contains(Substring(noun)) }
    }
}
