#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

exit(Bloom.main(CommandLine.arguments, environment: ProcessInfo.processInfo.environment))
