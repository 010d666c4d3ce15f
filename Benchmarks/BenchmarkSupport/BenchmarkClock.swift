#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The one clock every benchmark reads. Elapsed time is always `ContinuousClock` (monotonic,
// never adjusted); where a busy shared machine would inflate wall time, a benchmark may also
// report the CPU time it used, read here too, so no benchmark keeps its own clock.

/// When the benchmark started reading the clock; `now()` counts from here.
private let origin = ContinuousClock.now

/// Nanoseconds on the benchmarks' clock (`ContinuousClock`), from an arbitrary start: subtract
/// two readings for an elapsed time.
package func now() -> UInt64 {
    nanoseconds(ContinuousClock.now - origin)
}

/// A duration in whole nanoseconds (negative durations read as zero).
package func nanoseconds(_ duration: Duration) -> UInt64 {
    let (seconds, attoseconds) = duration.components
    guard seconds >= 0, attoseconds >= 0 else { return 0 }
    return UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000)
}

/// Seconds elapsed since `start`, a reading of `now()`.
package func secondsSince(_ start: UInt64) -> Double {
    Double(now() - start) / 1e9
}

/// CPU time this thread has used, in nanoseconds: what the code costs, whatever else the
/// machine is doing.
package func threadCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// CPU time every thread of this process has used, in nanoseconds: the whole cost of work
/// that runs on several cores at once (start-up decodes the learned models on other threads).
package func processCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// CPU seconds (user + system) this process has used.
package func cpuSeconds() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}
