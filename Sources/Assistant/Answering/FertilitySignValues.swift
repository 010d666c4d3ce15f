import CycleCore
import Language

/// Template values from the fertility signs: this cycle's temperature chart, the ovulation-test
/// trend and the personal luteal phase. Every value is always present (null when unknown), so
/// templates can test them.
enum FertilitySignValues {
    static func values(_ context: inout AnswerContext) -> [String: TemplateValue] {
        let current = context.charts.last
        let shift = current?.analysis.shift
        let start = current?.start
        let tests = ((try? context.store.ovulationTests()) ?? []).filter { start == nil || $0.at.day >= start! }
        let trend = OvulationTestTrend(tests)
        return [
            "hasChart": .bool((current?.analysis.readings.count ?? 0) > 0),
            "readings": .int(current?.analysis.readings.count ?? 0),
            "shiftDetected": .bool(shift != nil),
            "shiftPending": .bool(current?.analysis.pending != nil && shift == nil),
            "shiftConfirmedOn": shift.map { .day($0.confirmedOn) } ?? .null,
            "tempOvulation": shift.map { .day($0.ovulationEstimate) } ?? .null,
            "coverLine": current?.analysis.coverLine.map { .string(format($0)) } ?? .null,
            "personalLuteal": context.luteal.length.map { .int($0) } ?? .null,
            "lutealCycles": .int(context.luteal.lengths.count),
            "opkTrend": .string(trend.direction.rawValue),
            "opkLikelyStart": trend.likelyOvulation.map { .day($0.lowerBound) } ?? .null,
            "opkLikelyEnd": trend.likelyOvulation.map { .day($0.upperBound) } ?? .null,
            // The last three cycles with readings: a cycle with none has nothing to list.
            "chartCycles": .list(context.charts.filter { !$0.analysis.readings.isEmpty }.suffix(3).map(cycleValue)),
        ]
    }

    /// One cycle's chart in a few values: its start, readings, cover line and shift.
    static func cycleValue(_ chart: CycleChart) -> TemplateValue {
        let shift = chart.analysis.shift
        return .object([
            "start": .day(chart.start),
            "readings": .list(chart.analysis.readings.map { .string(format($0.roundedCelsius) + ($0.excluded ? "×" : "")) }),
            "coverLine": chart.analysis.coverLine.map { .string(format($0)) } ?? .null,
            "shift": .bool(shift != nil),
            "ovulation": shift.map { .day($0.ovulationEstimate) } ?? .null,
        ])
    }

    /// 36.5 → "36.50".
    static func format(_ celsius: Double) -> String {
        let hundredths = Int((celsius * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
