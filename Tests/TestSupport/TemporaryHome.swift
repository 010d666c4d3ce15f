import Foundation

/// A fresh, empty data folder for one test, removed when the value is released.
package final class TemporaryHome: @unchecked Sendable {
    /// The folder's path.
    package let path: String

    package init(_ label: String = "bloom-test") {
        path = TestFolders.fresh(label)
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
