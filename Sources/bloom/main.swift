#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The environment variables Bloom reads, and only those are read: copying the whole
/// environment into a dictionary (`ProcessInfo.processInfo.environment`) cost more at
/// start-up than anything else before the command runs. `EnvironmentNamesTests` checks that
/// every `environment["…"]` under Sources/bloom is listed here.
let environmentNames = ["BLOOM_HOME", "BLOOM_TIME", "BLOOM_TODAY", "HOME", "NO_COLOR", "TERM", "XDG_DATA_HOME"]
var environment: [String: String] = [:]
for name in environmentNames {
    if let value = getenv(name) { environment[name] = String(cString: value) }
}
exit(Bloom.main(CommandLine.arguments, environment: environment))
