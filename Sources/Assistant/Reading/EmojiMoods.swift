import Language

/// "Feeling so loving towards everyone today 🥰": a face beside a mood said in words shows that
/// mood; it is not a second one. The normaliser reads each feeling emoji as its word ("🥰" as
/// "happy"), so the message named two moods and logged both. A mood whose word was never typed
/// came from an emoji, and it is dropped when a mood was typed; alone ("bfp!!! 🥰") it stays
/// what the person showed.
enum EmojiMoods {
    /// Removes the moods read from an emoji when another mood in `entities` was typed in `original`.
    static func dropBesideTypedMoods(_ entities: inout [EntitySpan], original: String) {
        let moods = entities.filter { $0.kind == .mood }
        guard moods.count > 1 else { return }
        let typed = original.lowercased()
        let shown = Set(original.unicodeScalars.compactMap { TextNormalizer.emojiWords[$0] })
        guard !shown.isEmpty else { return }
        let fromEmoji = { (span: EntitySpan) in shown.contains(span.text) && !typed.contains(span.text) }
        guard moods.contains(where: { !fromEmoji($0) }), moods.contains(where: fromEmoji) else { return }
        entities.removeAll { $0.kind == .mood && fromEmoji($0) }
    }
}
