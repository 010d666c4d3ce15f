import Foundation
import Testing

/// `bloom` reads only the environment variables `Sources/bloom/main.swift` lists: every
/// `environment["NAME"]` in the command's sources must be among them, or it would always be
/// unset.
@Suite struct EnvironmentNamesTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Sources/bloom")

    @Test func everyVariableTheCommandReadsIsListedInMain() throws {
        let main = try String(contentsOf: Self.sources.appending(path: "main.swift"), encoding: .utf8)
        let listLine = try #require(main.split(separator: "\n").first { $0.hasPrefix("let environmentNames = ") })
        let listed = Set(listLine.matches(of: /"([A-Z_]+)"/).map { String($0.output.1) })
        var read: Set<String> = []
        let walker = try #require(FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil))
        for case let url as URL in walker where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in text.matches(of: /environment\["([A-Za-z_]+)"\]/) { read.insert(String(match.output.1)) }
        }
        #expect(read.count >= 7)
        #expect(read.subtracting(listed).isEmpty, "read but not listed in main.swift: \(read.subtracting(listed).sorted())")
    }
}
