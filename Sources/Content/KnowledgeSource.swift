import Foundation

/// Where Knowledge files are read from: an in-memory copy (the embedded one) or a folder.
enum KnowledgeSource: Sendable {
    /// File texts by path relative to the Knowledge folder.
    case files([String: String], name: String)
    /// A folder on disk.
    case folder(URL)

    /// How error messages name the source: the folder's path or "the built-in copy".
    var name: String {
        switch self {
        case let .files(_, name): name
        case let .folder(url): url.path
        }
    }

    /// A problem with the source as a whole (the folder is missing), checked before any file.
    func problemWithSource() -> KnowledgeProblem? {
        guard case let .folder(url) = self else { return nil }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            return KnowledgeProblem(file: url.path, path: "", message: "no such folder", kind: .io)
        }
        guard isFolder.boolValue else {
            return KnowledgeProblem(file: url.path, path: "", message: "not a folder", kind: .io)
        }
        return nil
    }

    /// The bytes of `file`.
    func data(for file: KnowledgeFile) -> Result<Data, KnowledgeProblem> {
        switch self {
        case let .files(files, _):
            guard let text = files[file.path] else {
                return .failure(KnowledgeProblem(file: file.path, path: "", message: "file is missing"))
            }
            return .success(Data(text.utf8))
        case let .folder(folder):
            let path = folder.appending(path: file.path).path
            guard FileManager.default.fileExists(atPath: path) else {
                return .failure(KnowledgeProblem(file: file.path, path: "", message: "file is missing"))
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                return .failure(KnowledgeProblem(file: file.path, path: "", message: "cannot be read (check its permissions)", kind: .io))
            }
            return .success(data)
        }
    }
}
