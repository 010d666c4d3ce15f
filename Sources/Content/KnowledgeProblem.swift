/// One thing wrong with a Knowledge folder: the file, the JSON path and what is wrong.
///
/// Reads as `yoga/poses.json: poses[3].hold: expected breaths or seconds`.
package struct KnowledgeProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// Whether the problem is in the content or in reading it.
    package enum Kind: Sendable, Hashable {
        /// The content is wrong: malformed, missing, or breaking a rule.
        case content
        /// The file or folder could not be read.
        case io
    }

    /// The file, relative to the Knowledge folder, e.g. "yoga/poses.json".
    package var file: String
    /// The JSON path inside the file, e.g. "poses[3].hold"; empty for the whole file.
    package var path: String
    /// What is wrong, e.g. "expected breaths or seconds".
    package var message: String
    /// Content or I/O.
    package var kind: Kind

    /// Creates a problem.
    package init(file: String, path: String, message: String, kind: Kind = .content) {
        self.file = file
        self.path = path
        self.message = message
        self.kind = kind
    }

    /// `file: path: message`, or `file: message` when there is no path.
    package var description: String {
        path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
    }
}

/// Why a Knowledge folder could not be loaded: every problem found, one per file at most.
package struct KnowledgeLoadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where loading was attempted: a folder path or "the built-in copy".
    package var source: String
    /// The problems, in file order.
    package var problems: [KnowledgeProblem]

    /// Creates a load error.
    package init(source: String, problems: [KnowledgeProblem]) {
        self.source = source
        self.problems = problems
    }

    /// Whether reading failed (exit 74) rather than the content being wrong (exit 65).
    package var isIOError: Bool { problems.contains { $0.kind == .io } }

    /// "cannot load Knowledge from DIR", then one problem a line.
    package var description: String {
        (["cannot load Knowledge from \(source):"] + problems.map { "  \($0)" }).joined(separator: "\n")
    }
}
