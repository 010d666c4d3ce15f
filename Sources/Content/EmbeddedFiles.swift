import BloomBase

/// Access to the copy of `Knowledge/` embedded at build time.
package enum EmbeddedFiles {
    /// Every embedded file's text, keyed by its path relative to `Knowledge/`.
    package static var all: [String: String] { EmbeddedKnowledge.files }

    /// The fingerprint of the embedded file at `path` (`KnowledgeFingerprint.of` its text),
    /// computed when the binary was built; nil for a path that was not embedded.
    package static func fingerprint(ofFile path: String) -> UInt64? { EmbeddedKnowledge.fingerprints[path] }

    /// The embedded file at `path` as static text, whose bytes last as long as the program: only
    /// the learned models (`*-model.txt`) are kept so; nil for any other path.
    package static func staticText(ofFile path: String) -> StaticString? { EmbeddedKnowledge.staticFiles[path] }
}

/// Fingerprints of Knowledge files, so something computed ahead of time from them (the
/// assistant's compiled tables) can tell whether the files it was computed from are the
/// ones in use.
package enum KnowledgeFingerprint {
    /// FNV-1a (64-bit) of the UTF-8 bytes of `text`.
    package static func of(_ text: String) -> UInt64 { FNV1a.hash(text) }

    /// One fingerprint for the files at `paths` (in the order given) together with their
    /// paths; a missing file counts as empty. A file identical to the embedded copy uses the
    /// fingerprint computed at build time (comparing the two texts is then immediate), so
    /// for the built-in copy this reads no file text at all.
    package static func of(paths: [String], in files: [String: String]) -> UInt64 {
        var combined = of("")
        for path in paths {
            let text = files[path]
            let file: UInt64
            if let text, let embedded = EmbeddedFiles.fingerprint(ofFile: path), text == EmbeddedFiles.all[path] {
                file = embedded
            } else {
                file = of(text ?? "")
            }
            for value in [of(path), file] {
                combined = (combined ^ value) &* FNV1a.prime
            }
        }
        return combined
    }
}
