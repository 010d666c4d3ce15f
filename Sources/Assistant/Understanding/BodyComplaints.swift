import Language
/// Pain said the way people say it, with the body part and the pain apart: "my back has been
/// aching since thursday", "my lower back is killing me", "boobs are really tender", "achy
/// hips". The symptom lexicon matches whole phrases ("back pain", "sore back"), so these
/// would otherwise name no symptom, and "log it" could only ask which one.
///
/// A body part followed within a few filler words ("is", "has been", "really", "so") by a pain
/// word, or a pain word just before a body part, is read as that part's symptom. Only the
/// filler words in `fillers` may stand between them, so "came back and it hurts" or "back to
/// work, my feet are sore" name nothing. The chest is left out on purpose: chest pain is for
/// the guards, never a symptom to log.
enum BodyComplaints {
    /// The symptom (a lexicon id) each body-part word names when it hurts.
    static let parts: WordTable<String> = WordGroups.bodyComplaintsParts.idTable

    /// Words that say a part hurts.
    static let pains: WordTable<Bool> = WordList.bodyComplaintsPains.table

    /// Words that may stand between a part and its pain ("my back has been really sore").
    static let fillers: WordTable<Bool> = WordList.bodyComplaintsFillers.table

    /// Words that may stand between a pain word and the part after it ("sore lower back").
    static let before: WordTable<Bool> = WordList.bodyComplaintsBefore.table

    /// The most words a part and its pain may be apart.
    static let reach = 5

    /// The spans of body complaints in `tokens` that no symptom span in `existing` already covers.
    static func spans(in tokens: [String], existing: [EntitySpan]) -> [EntitySpan] {
        var covered = Set<Int>()
        for span in existing where span.kind == .symptom { covered.formUnion(span.start..<(span.start + span.length)) }
        var found: [EntitySpan] = []
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard let symptom = parts[tokens[index]], !covered.contains(index) else { continue }
            var start = index
            // A pain word just before the part, with at most two fillers between: "sore lower back".
            var back = index - 1
            while back >= 0, index - back <= 3, before.contains(tokens[back]) { back -= 1 }
            if back >= 0, index - back <= 3, pains.contains(tokens[back]), !covered.contains(back) { start = back }
            var end = index
            if start == index {
                var next = index + 1
                while next < tokens.count, next - index <= reach, fillers.contains(tokens[next]) { next += 1 }
                guard next < tokens.count, next - index <= reach, pains.contains(tokens[next]) else { continue }
                // "killing" hurts only as "killing me".
                if tokens[next] == "killing", next + 1 >= tokens.count || tokens[next + 1] != "me" { continue }
                end = tokens[next] == "killing" ? next + 1 : next
            }
            guard !(start...end).contains(where: covered.contains) else { continue }
            found.append(EntitySpan(kind: .symptom, start: start, length: end - start + 1, id: symptom, text: tokens[start...end].joined(separator: " ")))
            covered.formUnion(start...end)
            index = end
        }
        return found
    }
}
