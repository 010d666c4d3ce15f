import CycleCore

/// A stage of a sleep record, as sources report it.
package enum SleepPieceStage: String, Sendable, CaseIterable {
    case inBed, asleep, awake, core, deep, rem

    /// Whether the stage is time asleep.
    package var isAsleep: Bool { self == .asleep || self == .core || self == .deep || self == .rem }
}

/// One recorded stretch of a night (in bed, asleep in a stage, or awake).
package struct SleepPiece: Sendable, Equatable {
    package var stage: SleepPieceStage
    /// Seconds since 1970 (UTC).
    package var start: Int64
    package var end: Int64
    /// The UTC offset it was recorded in, seconds.
    package var utcOffset: Int
    /// Which device or app recorded it; a night is built from one source only.
    package var source: String

    package init(stage: SleepPieceStage, start: Int64, end: Int64, utcOffset: Int, source: String) {
        self.stage = stage
        self.start = start
        self.end = max(start, end)
        self.utcOffset = utcOffset
        self.source = source
    }
}

/// One night of sleep, summarised.
package struct SleepNight: Sendable, Equatable {
    /// When sleep began and ended (seconds since 1970, UTC).
    package var start: Int64
    package var end: Int64
    /// When the person went to bed and got up, when the source records time in bed.
    package var inBedStart: Int64?
    package var inBedEnd: Int64?
    /// Seconds asleep (overlaps counted once).
    package var asleepSeconds: Int64
    /// Times woken in the night.
    package var wakeEvents: Int
    /// Seconds in each recorded stage (deep, REM, core), empty when the source has no stages.
    package var stageSeconds: [SleepPieceStage: Int64]
    /// The UTC offset of the night, seconds.
    package var utcOffset: Int

    package init(start: Int64, end: Int64, inBedStart: Int64? = nil, inBedEnd: Int64? = nil, asleepSeconds: Int64,
                wakeEvents: Int = 0, stageSeconds: [SleepPieceStage: Int64] = [:], utcOffset: Int = 0) {
        self.start = start
        self.end = end
        self.inBedStart = inBedStart
        self.inBedEnd = inBedEnd
        self.asleepSeconds = asleepSeconds
        self.wakeEvents = wakeEvents
        self.stageSeconds = stageSeconds
        self.utcOffset = utcOffset
    }

    /// Minutes asleep.
    package var asleepMinutes: Double { Double(asleepSeconds) / 60 }

    /// Asleep ÷ in bed, nil without time in bed.
    package var efficiency: Double? {
        guard let inBedStart, let inBedEnd, inBedEnd > inBedStart else { return nil }
        return min(1, Double(asleepSeconds) / Double(inBedEnd - inBedStart))
    }

    /// Minutes from getting into bed to falling asleep, nil without time in bed.
    package var latencyMinutes: Double? {
        guard let inBedStart else { return nil }
        return Double(max(0, start - inBedStart)) / 60
    }

    /// Minutes after local noon the night began (so 23:40 is 700 and 00:30 is 750).
    package var bedtimeMinutesAfterNoon: Double { SleepNight.minutesAfterNoon(inBedStart ?? start, utcOffset) }
    /// Minutes after local midnight the night ended (07:05 is 425).
    package var wakeMinutesAfterMidnight: Double {
        let local = (inBedEnd ?? end) + Int64(utcOffset)
        return Double(((local % 86_400) + 86_400) % 86_400) / 60
    }

    static func minutesAfterNoon(_ instant: Int64, _ offset: Int) -> Double {
        let local = instant + Int64(offset) - 43_200
        return Double(((local % 86_400) + 86_400) % 86_400) / 60
    }

    /// Builds a night from the pieces recorded for it: one source (the one with the most
    /// sleep), overlapping stretches counted once, wake events from awake stretches inside the
    /// night (or, without any, from gaps of `sleepGapAsWakeSeconds` or more).
    /// - Returns: nil when no piece is sleep.
    package static func build(from pieces: [SleepPiece], constants: WellnessConstants = .standard) -> SleepNight? {
        let bySource = Dictionary(grouping: pieces, by: \.source)
        let nights = bySource.values.compactMap { buildOneSource($0, constants: constants) }
        return nights.max { $0.asleepSeconds < $1.asleepSeconds }
    }

    private static func buildOneSource(_ pieces: [SleepPiece], constants: WellnessConstants) -> SleepNight? {
        let asleep = pieces.filter { $0.stage.isAsleep }.sorted { $0.start < $1.start }
        guard let first = asleep.first else { return nil }
        let merged = mergedIntervals(asleep.map { ($0.start, $0.end) })
        let total = merged.reduce(Int64(0)) { $0 + $1.1 - $1.0 }
        let start = merged.first!.0, end = merged.last!.1
        let inBed = pieces.filter { $0.stage == .inBed }
        let awake = pieces.filter { $0.stage == .awake && $0.start >= start && $0.end <= end && $0.end > $0.start }
        let wakes: Int
        if !awake.isEmpty {
            wakes = mergedIntervals(awake.map { ($0.start, $0.end) }).count
        } else {
            wakes = zip(merged, merged.dropFirst()).filter { $1.0 - $0.1 >= constants.sleepGapAsWakeSeconds }.count
        }
        var stages: [SleepPieceStage: Int64] = [:]
        for stage in [SleepPieceStage.core, .deep, .rem] {
            let seconds = mergedIntervals(asleep.filter { $0.stage == stage }.map { ($0.start, $0.end) }).reduce(Int64(0)) { $0 + $1.1 - $1.0 }
            if seconds > 0 { stages[stage] = seconds }
        }
        return SleepNight(start: start, end: end, inBedStart: inBed.map(\.start).min().map { min($0, start) },
                          inBedEnd: inBed.map(\.end).max().map { max($0, end) }, asleepSeconds: total,
                          wakeEvents: wakes, stageSeconds: stages, utcOffset: first.utcOffset)
    }

    static func mergedIntervals(_ intervals: [(Int64, Int64)]) -> [(Int64, Int64)] {
        var result: [(Int64, Int64)] = []
        for interval in intervals.sorted(by: { $0.0 < $1.0 }) {
            if let last = result.last, interval.0 <= last.1 {
                result[result.count - 1].1 = max(last.1, interval.1)
            } else {
                result.append(interval)
            }
        }
        return result
    }
}

extension SleepNight {
    /// Nights from pieces recorded over many days, by the morning each ends on. Pieces are
    /// grouped into sessions (a gap of more than `gapSeconds` starts a new one) whatever day the
    /// source filed each piece under, so a night that crosses midnight stays whole; when two
    /// sessions end on the same day (a nap and a night), the one with more sleep is kept.
    package static func nights(from pieces: [SleepPiece], gapSeconds: Int64 = 3 * 3600,
                              constants: WellnessConstants = .standard) -> [Day: SleepNight] {
        var sessions: [[SleepPiece]] = []
        var sessionEnd: Int64 = .min
        for piece in pieces.sorted(by: { $0.start < $1.start }) {
            if sessions.isEmpty || piece.start > sessionEnd + gapSeconds {
                sessions.append([piece])
                sessionEnd = piece.end
            } else {
                sessions[sessions.count - 1].append(piece)
                sessionEnd = max(sessionEnd, piece.end)
            }
        }
        var result: [Day: SleepNight] = [:]
        for session in sessions {
            guard let night = build(from: session, constants: constants) else { continue }
            let local = night.end + Int64(night.utcOffset)
            let morning = Day(ordinal: Int(local >= 0 ? local / 86_400 : (local - 86_399) / 86_400))
            if let kept = result[morning], kept.asleepSeconds >= night.asleepSeconds { continue }
            result[morning] = night
        }
        return result
    }
}
