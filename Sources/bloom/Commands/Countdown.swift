#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A line on a terminal that counts down, redrawn in place once a second.
enum Countdown {
    /// Counts down `seconds`, showing `label(secondsLeft)` on one line that is redrawn in
    /// place; clears the line at the end. Only for terminals: callers print a plain schedule
    /// when output is piped, and never sleep then.
    static func run(seconds: Double, on out: TerminalOutput, label: (Int) -> String) {
        var remaining = seconds
        while remaining > 0.000_1 {
            let shown = Int(remaining.rounded(.up))
            out.control("\r\u{1B}[2K")
            out.write(label(shown))
            let step = min(1.0, remaining - Double(shown - 1))
            sleep(seconds: step)
            remaining -= step
        }
        out.control("\r\u{1B}[2K")
    }

    /// Sleeps for `seconds` (fractions allowed), resuming after interruptions.
    static func sleep(seconds: Double) {
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - Double(Int(seconds))) * 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0, errno == EINTR { request = remaining }
    }
}
