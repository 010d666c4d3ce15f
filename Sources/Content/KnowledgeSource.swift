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

    /// The paths of the `.json` files directly inside `folder` (e.g. "topics"), sorted;
    /// empty when there is no such folder.
    func jsonPaths(in folder: String) -> [String] {
        switch self {
        case let .files(files, _):
            return files.keys.filter { key in
                key.hasPrefix(folder + "/") && key.hasSuffix(".json") && !key.dropFirst(folder.count + 1).contains("/")
            }.sorted()
        case let .folder(url):
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.appending(path: folder).path)) ?? []
            return names.filter { $0.hasSuffix(".json") }.map { "\(folder)/\($0)" }.sorted()
        }
    }

    /// The bytes of the file at `path` (relative to the Knowledge folder).
    func data(atPath path: String) -> Result<Data, KnowledgeProblem> {
        switch self {
        case let .files(files, _):
            guard let text = files[path] else {
                return .failure(KnowledgeProblem(file: path, path: "", message: "file is missing"))
            }
            return .success(Data(text.utf8))
        case let .folder(folder):
            guard let data = FileManager.default.contents(atPath: folder.appending(path: path).path) else {
                return .failure(KnowledgeProblem(file: path, path: "", message: "cannot be read (check its permissions)", kind: .io))
            }
            return .success(data)
        }
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
