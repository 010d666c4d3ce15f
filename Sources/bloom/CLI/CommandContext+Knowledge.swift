import Content
import Foundation

extension CommandContext {
    /// The Knowledge to answer from: the folder named by `--knowledge DIR`, else the copy built
    /// into the binary (decoded once per process).
    /// - Throws: `CLIError` with exit 74 when the folder or a file cannot be read, or 65 when
    ///   the content is malformed, listing each problem as `file: path: message`.
    func knowledge() throws -> Knowledge {
        do {
            if let folder = knowledgeOverride {
                return try Knowledge.load(from: URL(fileURLWithPath: folder))
            }
            return try Knowledge.load()
        } catch {
            throw CLIError(message: error.description, code: error.isIOError ? .ioError : .dataError)
        }
    }
}
