import CycleCore

/// Why a share could not be made or opened. Every case is the data's problem (exit 65 on the
/// command line), and nothing is written when one is thrown.
package enum ShareError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The typed code is not 6 characters of the alphabet.
    case malformedCode
    /// The file does not start with a Bloom share's magic bytes.
    case notAShareFile
    /// A share file of a version this Bloom does not read (from a newer Bloom).
    case unsupportedVersion(found: Int)
    /// The file ends before its header, or before the length its header gives.
    case truncated
    /// The header does not hold together (key-derivation settings out of range, bytes after
    /// the end): the file was changed or damaged.
    case damaged(String)
    /// The tag did not verify. A wrong code and a changed file cannot be told apart.
    case wrongCodeOrChanged
    /// The snapshot inside is of a format this Bloom does not read.
    case unsupportedSnapshot(found: Int)
    /// The snapshot's validity ended (`expires` is its first day no longer valid).
    case expired(on: Day, today: Day)
    /// Nothing to share yet: no period logged (cycle, trying to conceive) or no pregnancy dated.
    case nothingToShare(mode: Mode)

    package var description: String {
        switch self {
        case .malformedCode:
            "that is not a share code: a code has \(ShareCode.length) characters from \(String(ShareCode.alphabet)) (no 0, 1, I, L or O); check what you were given"
        case .notAShareFile:
            "this is not a Bloom share file (it does not start with Bloom's share header); check which file you were given"
        case let .unsupportedVersion(found):
            "this share file is version \(found), which this Bloom cannot read (it reads version \(ShareFile.version)); update Bloom or ask for a new share"
        case .truncated:
            "this share file is cut short (it ends before its last byte); ask for the file again"
        case let .damaged(detail):
            "this share file was changed or is damaged (\(detail)); ask for the file again"
        case .wrongCodeOrChanged:
            "the code is wrong or the file was changed since it was shared (Bloom cannot tell which); check the \(ShareCode.length) characters, and ask for the file again if it still fails"
        case let .unsupportedSnapshot(found):
            "this share holds a snapshot of format \(found), which this Bloom cannot read; update Bloom or ask for a new share"
        case let .expired(on, today):
            "this snapshot expired on \(on.longText) (today is \(today.iso)); ask for a new share"
        case let .nothingToShare(mode):
            mode == .pregnancy
                ? "nothing to share yet: no pregnancy is dated, so there is no week or due date to show"
                : "nothing to share yet: no period is logged, so there is no phase or prediction to show"
        }
    }
}
