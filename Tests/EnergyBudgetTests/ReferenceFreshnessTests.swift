import Foundation
import Testing

/// The checked-in reference table is what `scripts/energy_reference.py` writes today.
@Suite struct ReferenceFreshnessTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let python = ["/usr/bin/python3", "/usr/local/bin/python3", "/opt/homebrew/bin/python3"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    @Test(.enabled(if: python != nil, "python3 is not installed"))
    func theFixtureMatchesTheReferenceScript() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.python!)
        process.arguments = [Self.root.appendingPathComponent("scripts/energy_reference.py").path, "--check"]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "run python3 scripts/energy_reference.py to refresh the fixture")
    }
}
