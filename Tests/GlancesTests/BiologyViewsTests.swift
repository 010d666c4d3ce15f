import BloomTestSupport
import Content
import CycleCore
import Glances
import Journal
import JSON
import Testing
import Wellness

/// `bloom vitals`, `bloom fitness` and `bloom day` as text and JSON: what each line says, a
/// legend that explains every mark in words (so nothing depends on colour), and text that
/// passes the guardrail output filter.
@Suite struct BiologyViewsTests {
    let today = Day(year: 2026, month: 11, day: 22)!

    func reading(_ value: Double, daysAgo: Int, diastolic: Double? = nil, timing: GlucoseTiming? = nil, byHand: Bool = false) -> VitalMeasurement {
        VitalMeasurement(at: Moment(day: today - daysAgo, hour: 7, minute: 30), value: value, diastolic: diastolic, timing: timing, loggedByHand: byHand)
    }

    var report: VitalsReport {
        let readings: [VitalSign: [VitalMeasurement]] = [
            .bloodPressure: [reading(142, daysAgo: 0, diastolic: 88, byHand: true)] + (1...6).map { reading(118, daysAgo: $0, diastolic: 76) },
            .glucose: [reading(97 / 18.016, daysAgo: 1, timing: .fasting)],
            .restingHeartRate: (0..<7).map { reading(58 + Double($0 % 3), daysAgo: $0) },
        ]
        return Vitals.report(readings: readings, on: today, days: 7, pregnant: true, conditions: [.diabetes])
    }

    @Test func vitalsShowEachCardWithItsChartTrendsRangeAndGuidanceAndSayWhatIsMissing() {
        let text = VitalsView(report: report, profileName: "me").text(wording: .tags)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "Vitals · 2026-11-22 · profile me · 7-day charts")
        #expect(lines[1] == "Shown first because you told Bloom about diabetes, and a pregnancy is recorded.")
        #expect(lines[2] == "Glucose · 5.4 mmol/L (97 mg/dL), fasting (2026-11-21)")
        #expect(text.contains("Blood pressure · 142/88 mmHg (today, logged)"))
        // 7 days: (142 + 6 × 118) / 7 = 121.4 systolic, (88 + 6 × 76) / 7 = 77.7 diastolic.
        #expect(text.contains("  chart ▁▁▁▁▁▁█  7d 121/78"))
        #expect(text.contains("  guidance: high for pregnancy · NICE NG133"))
        #expect(text.contains("  Today: 140/90 or more in pregnancy: contact your maternity unit or midwife today"))
        #expect(text.contains("Weight · data unavailable: no weight recorded; log one with `<log>`"))
        #expect(text.contains("  usual 58–60 bpm"), "\(text)")
        #expect(text.contains("Legend: chart = one mark a day") && text.contains("· no reading") && text.contains("not a diagnosis"))
    }

    @Test func oneCardListsItsRecentReadingsNewestFirst() {
        let recent = [reading(118, daysAgo: 2, diastolic: 76), reading(142, daysAgo: 0, diastolic: 88, byHand: true)]
        let text = VitalsView(report: report, profileName: "me", only: .bloodPressure, recent: recent).text(wording: .tags)
        #expect(!text.contains("Glucose") && !text.contains("Shown first"))
        #expect(text.contains("  Recent readings:\n    2026-11-22 07:30  142/88 mmHg (logged)\n    2026-11-20 07:30  118/76 mmHg\n"))
    }

    @Test func theVitalsJSONHasEveryCardWithItsStatusAndGuidance() throws {
        let json = VitalsView(report: report, profileName: "me").json(.tags).rendered()
        let value = try JSONValue(parsing: json)
        guard case let .object(root) = value, case let .array(cards)? = root["cards"] else { Issue.record("not an object"); return }
        #expect(cards.count == VitalSign.allCases.count)
        #expect(json.contains(#""sign":"glucose""#) && json.contains(#""status":"unavailable""#) && json.contains(#""urgency":"today""#))
        #expect(json.contains(#""pregnant":true"#) && json.contains(#""conditions":["diabetes"]"#))
    }

    var history: WellnessHistory {
        let workout = WorkoutSession(activity: "running", minutes: 30, averageHeartRate: 160, maximumHeartRate: 190,
                                     start: Moment(day: today, hour: 18, minute: 5), energyKcal: 310)
        var day = DayMeasurements(day: today, restingHeartRate: 58, heartRate: [130, 135, 160, 165, 192].map { MinuteHeartRate(mean: $0) },
                            workouts: [workout])
        day.steps = 8230
        day.activeEnergyKcal = 190
        return WellnessHistory([day, DayMeasurements(day: today - 1, restingHeartRate: 60)], heart: HeartProfile(maximumHeartRate: 200))
    }

    @Test func fitnessShowsTheMaximumZonesRingsAndWorkoutsWithALegend() {
        let fitness = Fitness.report(on: today, days: 7, history: history, vo2Max: [reading(38.4, daysAgo: 2)], goals: ActivityGoals(steps: 8000))
        let text = FitnessView(report: fitness, profileName: "me").text(wording: .tags)
        #expect(text.contains("Maximum heart rate · 200 bpm (your own value)"))
        #expect(text.contains("Resting heart rate · 59 bpm (median of 2 of the last 7 days)"))
        // 130, 135 moderate (64–76% of 200 = 128–153); 160, 165 vigorous; 192 near-maximal.
        #expect(text.contains("  moderate     64–76%  128–153 bpm") && text.contains(" 2 min\n  vigorous"))
        #expect(text.contains("  moderate or higher: 5 min"))
        #expect(text.contains("  Steps         ······●  today 8,230 steps (103%) · goal 8,000 steps (your goal)"))
        #expect(text.contains("  Active energy ······○  today 190 kcal (48%) · goal 400 kcal (default)"))
        #expect(text.contains("  Sun 22 Nov 18:05 · running · 30 min · 310 kcal · avg 160 / max 190 bpm (vigorous)"))
        #expect(text.contains("VO2 max · 38.4 mL/kg/min (2026-11-20)"))
        #expect(text.contains("○ under half the goal, ◐ half or more, ● reached, · nothing recorded"))
        #expect(text.contains("Goals are yours when set ('<setStepGoal>')"))
        let json = FitnessView(report: fitness, profileName: "me").json(.tags).rendered()
        #expect(json.contains(#""minutes":2"#) && json.contains(#""zone":"vigorous""#) && json.contains(#""own":["steps"]"#))
    }

    @Test func aDayInFullShowsEveryScoreWithItsTermsWhatWasLoggedSleepAndWorkouts() {
        let scores = WellnessScores.daily(on: today, history: history)
        let logged = [LoggedView.Entry(day: today, kind: .day, text: "symptoms headache; moods calm"),
                      LoggedView.Entry(day: today, kind: .water, text: "water 750 ml (3 entries)")]
        let full = DayInFull(day: today, profileName: "me", scores: scores, trends: [.strain: [nil, nil, nil, nil, nil, nil, scores.strain.value]],
                             sleep: nil, workouts: history[today].workouts, activity: ActivityDay(history[today]), goals: ActivityGoals(), logged: logged)
        let text = full.text(wording: .tags)
        #expect(text.hasPrefix("Sunday 22 November 2026 · profile me\nScores"))
        #expect(text.contains("  Recovery  data unavailable:") || text.contains("  Recovery  calibrating"))
        #expect(text.contains("      Banister TRIMP"), "strain's terms are listed: \(text)")
        #expect(text.contains("Sleep · no night recorded (import it from your watch or log it with `<log>`)"))
        #expect(text.contains("Logged\n  symptoms headache; moods calm\n  water 750 ml (3 entries)\n"))
        #expect(text.contains("Workouts\n  18:05 running · 30 min · 310 kcal · avg 160 bpm\n"))
        #expect(text.contains("Activity · steps 8,230 of 8,000 steps ● · active energy 190 of 400 kcal ○ · exercise 30 of 30 min ●"))
        #expect(text.contains("Legend:"))
        let json = full.json(.tags).rendered()
        #expect(json.contains(#""kind":"strain""#) && json.contains(#""logged":[{"kind":"day""#) && json.contains(#""trend":[null,null"#))
    }

    @Test func everyViewPassesTheGuardrailOutputFilter() throws {
        let filter = try Knowledge.load().outputFilter
        var texts = [VitalsView(report: report, profileName: "me").text(wording: .tags)]
        for (systolic, diastolic, pregnant) in [(185.0, 125.0, false), (165.0, 112.0, true), (85.0, 55.0, false), (145.0, 92.0, false)] {
            let card = Vitals.card(.bloodPressure, readings: [reading(systolic, daysAgo: 0, diastolic: diastolic)], on: today, pregnant: pregnant)
            texts.append(VitalsView.lines(card, wording: .tags).joined(separator: "\n"))
        }
        for (mmol, timing) in [(2.5, nil as GlucoseTiming?), (3.6, .fasting), (7.4, .fasting), (12.0, nil), (8.5, .afterMeal)] {
            for (pregnant, diabetes) in [(false, false), (false, true), (true, true)] {
                let card = Vitals.card(.glucose, readings: [reading(mmol, daysAgo: 0, timing: timing)], on: today, pregnant: pregnant,
                                       conditions: diabetes ? [.diabetes] : [])
                texts.append(VitalsView.lines(card, wording: .tags).joined(separator: "\n"))
            }
        }
        texts.append(FitnessView(report: Fitness.report(on: today, days: 7, history: history, vo2Max: [], goals: ActivityGoals(), pregnant: true),
                                 profileName: "me").text(wording: .tags))
        for text in texts {
            #expect(filter.check(text) == nil, "\(String(describing: filter.check(text))) in \(text)")
        }
    }
}
