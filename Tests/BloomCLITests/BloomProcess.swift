import BloomTestSupport
import Foundation

/// Runs the built `bloom` binary the way a person would, and captures what it printed.
struct BloomRun {
    let status: Int32
    let stdout: String
    let stderr: String
}

enum BloomProcess {
    /// The `bloom` executable built next to this test bundle.
    static var executable: URL {
        var directory = Bundle.main.bundleURL
        if directory.pathExtension == "xctest" { directory = directory.deletingLastPathComponent() }
        for candidate in [directory, Bundle.main.bundleURL.deletingLastPathComponent()] {
            let url = candidate.appending(path: "bloom")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        // swift test places the test runner and the products in one build folder.
        let fromArgs = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return fromArgs.appending(path: "bloom")
    }

    /// Runs `bloom` with `arguments`, optional standard input and extra environment, in
    /// `directory` (the test's own when nil). `NO_COLOR` is set and `BLOOM_TODAY`/`BLOOM_HOME`
    /// are cleared unless given.
    @discardableResult
    /// - Parameter launcher: a program and its arguments that run `bloom` (e.g. `setpriv …`).
    static func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:],
                    in directory: String? = nil, launcher: [String] = []) throws -> BloomRun {
        let process = Process()
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let program = launcher.first {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = Array(launcher.dropFirst()) + [executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        env.removeValue(forKey: "BLOOM_TODAY")
        env.removeValue(forKey: "BLOOM_HOME")
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Read both pipes fully before waiting, so a large output cannot block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return BloomRun(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self)
        )
    }

    /// A new empty folder for a test's `--home`.
    static func temporaryHome() throws -> String {
        let url = URL(fileURLWithPath: TestFolders.fresh("bloom-test"))
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }
}
