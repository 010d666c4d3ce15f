import Language

/// A message written as an enquiry, under a heading that says what it is: "Question: white
/// discharge from my vagina", "SUBJECT: brown spotting MESSAGE: I've had it for 3 days…",
/// "Query - bleeding after sex". People write this way when they ask a service for help, so
/// the whole message asks: its statements are the history of the question, never entries to
/// log (the speech reader reads every clause as asked).
///
/// The labels are read off and the text after them is what the message says; a "message:" or
/// "details:" label later in the text starts a new sentence, so the subject line is a clause
/// of its own.
struct EnquiryHeading: Sendable, Equatable {
    /// The message without its labels.
    let text: String

    /// Labels that open an enquiry (`word-lists.json`).
    static let openingLabels: Set<String> = WordList.enquiryOpeningLabels.set
    /// Labels that start the body of an enquiry after its subject, followed by a colon
    /// ("MESSAGE:", "Details:"); "QUESTION:" only in capitals ("I have a question: …" is a
    /// sentence, not a label).
    static let bodyLabels: Set<String> = WordList.enquiryBodyLabels.set
    /// Labels that start the body of an enquiry only in capitals ("QUESTION:").
    static let capitalBodyLabels: Set<String> = WordList.enquiryCapitalBodyLabels.set

    /// The enquiry `message` is, or nil when it opens with no label.
    init?(_ message: String) {
        guard let opening = EnquiryHeading.openingLabel(of: message) else { return nil }
        var rest = message[opening...]
        var parts: [Substring] = []
        // Each body label splits the text where it stands ("…spotting MESSAGE: I have…").
        while let (start, end) = EnquiryHeading.nextBodyLabel(in: rest) {
            parts.append(rest[rest.startIndex..<start])
            rest = rest[end...]
        }
        parts.append(rest)
        let sentences = parts.map { TextTrimming.trimmed(String($0)) }.filter { !$0.isEmpty }
        guard !sentences.isEmpty else { return nil }
        // A subject line ends where the body starts, as a sentence of its own.
        text = sentences.enumerated().map { index, part in
            index < sentences.count - 1 && !".?!".contains(part.last!) ? part + "." : part
        }.joined(separator: " ")
    }

    /// Where the text after the opening label of `message` begins: one of `openingLabels`, or
    /// a question said with a word or two before it ("Quick question:", "a silly question -").
    static func openingLabel(of message: String) -> String.Index? {
        if let end = label(at: message[...], in: openingLabels) { return end }
        var index = message.startIndex
        for _ in 0..<2 {
            while index < message.endIndex, message[index].isWhitespace { index = message.index(after: index) }
            let wordStart = index
            while index < message.endIndex, message[index].isLetter { index = message.index(after: index) }
            guard wordStart < index, index < message.endIndex, message[index] == " " else { return nil }
            if let end = label(at: message[index...], in: questionLabels) { return end }
        }
        return nil
    }

    /// The labels that name a question, after a word or two ("quick question:").
    static let questionLabels: Set<String> = WordList.enquiryQuestionLabels.set

    /// Where the text after a label from `labels` at the start of `text` begins ("Question:",
    /// "Q -", "SUBJECT :"), or nil.
    static func label(at text: Substring, in labels: Set<String>, caseSensitive: Bool = false) -> String.Index? {
        var index = text.startIndex
        while index < text.endIndex, text[index].isWhitespace { index = text.index(after: index) }
        let wordStart = index
        while index < text.endIndex, text[index].isLetter { index = text.index(after: index) }
        let word = String(text[wordStart..<index])
        guard wordStart < index, labels.contains(caseSensitive ? word : word.lowercased()) else { return nil }
        while index < text.endIndex, text[index] == " " { index = text.index(after: index) }
        guard index < text.endIndex, text[index] == ":" || text[index] == "-" else { return nil }
        let end = text.index(after: index)
        // "Query - …" is a label; "re-testing" is a word.
        if text[index] == "-", end < text.endIndex, !text[end].isWhitespace { return nil }
        return end
    }

    /// The next body label in `text` ("MESSAGE:", "Details:", "QUESTION:"), as the range to
    /// cut out.
    static func nextBodyLabel(in text: Substring) -> (String.Index, String.Index)? {
        var index = text.startIndex
        while index < text.endIndex {
            let atWordStart = index == text.startIndex || text[text.index(before: index)].isWhitespace
            if atWordStart, text[index].isLetter, let end = label(at: text[index...], in: capitalBodyLabels, caseSensitive: true) ?? label(at: text[index...], in: bodyLabels),
               text[text.index(before: end)] == ":" {
                return (index, end)
            }
            index = text.index(after: index)
        }
        return nil
    }
}
