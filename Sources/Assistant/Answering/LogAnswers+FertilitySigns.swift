import CycleCore
import Language

extension LogAnswers {
    /// What the fertility-sign engines say after a temperature or an ovulation test is logged,
    /// read from the store after the write. Every value is present (null when unknown).
    ///
    /// After a temperature: `shift` ("confirmed", "pending" or "none") for this cycle's chart,
    /// `shiftConfirmedOn`, `shiftOvulation` (the estimate, said as "consistent with ovulation"),
    /// `coverLine` and `chartReadings`. After an ovulation test: `opkLikely` (a high or peak
    /// result), `opkLikelyStart`/`opkLikelyEnd` (ovulation likely within about one to two days)
    /// and `fertileFirst`/`fertileSecond` (the day of the first positive and the next).
    /// - Parameters:
    ///   - kind: the first write's name (`temperature`, `ovulation_test`, …).
    ///   - context: the answer's context; its store already holds the write.
    /// - Returns: the values for `kind`, or none for other kinds.
    static func fertilitySignValues(after kind: String, _ context: inout AnswerContext) -> [String: TemplateValue] {
        let cycleStart = context.history.latest?.start
        switch kind {
        case "temperature":
            let readings = (try? context.store.temperatures()) ?? []
            let chart = CycleChart.charts(readings, history: context.history).last
                ?? CycleChart(start: context.today - 40, nextStart: nil, readings: readings.filter { $0.day > context.today - 40 })
            let analysis = chart.analysis
            let shift = analysis.shift
            let state = shift != nil ? "confirmed" : analysis.pending != nil ? "pending" : "none"
            return [
                "shift": .string(state),
                "shiftConfirmedOn": shift.map { .day($0.confirmedOn) } ?? .null,
                "shiftOvulation": shift.map { .day($0.ovulationEstimate) } ?? .null,
                "coverLine": analysis.coverLine.map { .string(FertilitySignValues.format($0)) } ?? .null,
                "chartReadings": .int(analysis.readings.filter { !$0.excluded }.count),
            ]
        case "ovulation_test":
            let tests = ((try? context.store.ovulationTests()) ?? []).filter { cycleStart == nil || $0.at.day >= cycleStart! }
            let trend = OvulationTestTrend(tests)
            // A shift already confirmed this cycle is the better evidence (`OvulationEstimate`):
            // a positive after it does not move ovulation ahead again.
            let readings = (try? context.store.temperatures()) ?? []
            let shift = CycleChart.charts(readings, history: context.history).last.flatMap { chart in
                chart.start == cycleStart && chart.nextStart == nil ? chart.analysis.shift : nil
            }
            let likely = trend.direction == .surge && shift == nil ? trend.likelyOvulation : nil
            let fertile = likely == nil ? nil : trend.mostFertile
            return [
                "shiftOvulation": shift.map { .day($0.ovulationEstimate) } ?? .null,
                "shiftConfirmedOn": shift.map { .day($0.confirmedOn) } ?? .null,
                "opkLikely": .bool(likely != nil),
                "opkLikelyStart": likely.map { .day($0.lowerBound) } ?? .null,
                "opkLikelyEnd": likely.map { .day($0.upperBound) } ?? .null,
                "fertileFirst": fertile.map { .day($0.lowerBound) } ?? .null,
                "fertileSecond": fertile.map { .day($0.upperBound) } ?? .null,
            ]
        default:
            return [:]
        }
    }
}
