import NextSteps

extension CommandContext {
    /// `'bloom WORDS'` as a command to run next, with the options this command was given that
    /// choose whose data it is (`--home`, `--profile`), so that running the hint as shown
    /// changes the same profile in the same folder: after `bloom log pregnancy --profile sis`,
    /// `'bloom profile set --mode pregnancy --profile sis'`.
    /// - Parameter forProfile: false for a command about profiles themselves (`profile use
    ///   NAME`), which carries only `--home`.
    func hint(_ words: String, forProfile: Bool = true) -> String {
        quoted(words, suffix: carriedOptions(forProfile: forProfile))
    }

    /// How the libraries' next steps are written for this command: as commands carrying the
    /// `--home` and `--profile` it was given (libraries and views take it as they take `Style`).
    var stepWording: StepWording {
        .commands(homeSuffix: carriedOptions(forProfile: false), homeAndProfileSuffix: carriedOptions())
    }

    /// `words` as a command to run next, e.g. `'bloom profile set --mode pregnancy'`, with the
    /// options this command was given (the executable's own hints).
    private func quoted(_ words: String, suffix: String) -> String { "'bloom \(words)\(suffix)'" }

    /// ` --home DIR --profile NAME` for the ones given on the command line (quoted for a shell
    /// when they need it), or "".
    func carriedOptions(forProfile: Bool = true) -> String {
        var text = ""
        if let home = arguments.value("--home"), !home.isEmpty { text += " --home " + Self.shellWord(home) }
        if forProfile, let profile = profileOverride, !profile.isEmpty { text += " --profile " + Self.shellWord(profile) }
        return text
    }

    /// `word` as one word for a POSIX shell: as it is when it needs no quoting, else in
    /// double quotes, with `"`, `\`, `$` and backquote escaped.
    static func shellWord(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy { scalar in
            (scalar.value < 128 && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./:,+@%=".unicodeScalars.contains(scalar)))
                || scalar.value >= 128 && !scalar.properties.isWhitespace
        }
        guard !plain || word.isEmpty else { return word }
        var quoted = "\""
        for character in word {
            if "\"\\$`".contains(character) { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }
}
