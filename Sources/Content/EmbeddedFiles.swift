/// Access to the copy of `Knowledge/` embedded at build time.
public enum EmbeddedFiles {
    /// Every embedded file's text, keyed by its path relative to `Knowledge/`.
    public static var all: [String: String] { EmbeddedKnowledge.files }
}
