import Foundation

/// The package's folders on disk, found from this file's own place
/// (`Tests/AssistantTests/Support/`): a test reads the corpus, `Knowledge/` or the sources
/// through these, so its own file can sit in any folder of `Tests/AssistantTests`.
enum PackageFolder {
    /// The package's root folder, where `Package.swift` is.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // AssistantTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `Tests/AssistantTests/Corpus`: the labelled sets the tests read (see its README.md).
    static let corpus = root.appending(path: "Tests/AssistantTests/Corpus")
}
