import Foundation
import PackagePlugin

/// Embeds the package's top-level `Knowledge/` folder into the target that uses this plugin,
/// as a generated Swift file, so the `bloom` binary works from any directory.
///
/// The folder itself is an input (so adding or removing a file re-runs the embedder), and so
/// is every file in it (so editing one does).
@main
struct EmbedKnowledge: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let knowledge = context.package.directoryURL.appending(path: "Knowledge")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedKnowledge.swift")
        var inputs: [URL] = [knowledge]
        if let walker = FileManager.default.enumerator(at: knowledge, includingPropertiesForKeys: nil) {
            for case let url as URL in walker {
                inputs.append(url)
            }
        }
        return [
            .buildCommand(
                displayName: "Embedding Knowledge/ into \(target.name)",
                executable: try context.tool(named: "KnowledgeEmbedder").url,
                arguments: [knowledge.path, output.path],
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
