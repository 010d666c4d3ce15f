/// A small text file a command is given (a CSV of periods or of temperatures), or standard
/// input for `"-"`, read with a cap so that `/dev/zero` or an endless pipe fails at once.
package enum TextFile {
    /// Far above any history or chart a person keeps (years of lines are a few kilobytes).
    package static let sizeLimit = 8 * 1_048_576

    /// Why a text file could not be read.
    package enum Failure: Error, Equatable, CustomStringConvertible {
        case cannotRead(path: String)
        case tooLarge(path: String, limit: Int)
        case notText(path: String)

        /// Whose problem it is: the file's content (`true`) or reading it (`false`).
        package var isBadData: Bool { if case .cannotRead = self { false } else { true } }

        package var description: String {
            switch self {
            case let .cannotRead(path): "cannot read \(path): no such file or not readable"
            case let .tooLarge(path, limit):
                "\(TextFile.name(path)) is larger than \(limit / 1_048_576) MiB, more than any history or chart holds; check the file"
            case let .notText(path): "\(TextFile.name(path)) is not UTF-8 text"
            }
        }
    }

    /// The text of `path` (`"-"`: standard input), at most `limit` bytes.
    package static func read(_ path: String, limit: Int = sizeLimit) throws(Failure) -> String {
        switch FileSystem.contents(of: path == "-" ? nil : path, limit: limit) {
        case .unreadable: throw .cannotRead(path: path)
        case .tooLarge: throw .tooLarge(path: path, limit: limit)
        case let .read(bytes):
            guard let text = String(validating: bytes, as: UTF8.self) else { throw .notText(path: path) }
            return text
        }
    }

    static func name(_ path: String) -> String { path == "-" ? "standard input" : path }
}
