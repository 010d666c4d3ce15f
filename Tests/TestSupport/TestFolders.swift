import Foundation

/// One folder per test process under the system's temporary folder, removed when the process
/// exits. Homes and stores a test makes without a value to remove them (`--home` paths handed
/// to a `bloom` process, journal folders) are made in it, so a test run leaves nothing behind.
package enum TestFolders {
    /// The process's folder, made on first use.
    package static let root: String = {
        let path = FileManager.default.temporaryDirectory.path + "/bloom-tests-\(getpid())-\(UUID().uuidString.prefix(8))"
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: TestFolders.root) }
        return path
    }()

    /// A new path inside `root` named after `label`; the folder itself is not made.
    package static func fresh(_ label: String) -> String {
        root + "/\(label)-\(UUID().uuidString)"
    }
}
