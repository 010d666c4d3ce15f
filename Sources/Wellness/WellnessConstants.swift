/// Every tunable number behind the wellness scores, in one place. `docs/WELLNESS-SCORES.md`
/// gives each formula and its source; change a number here and the docs' table with it.
package struct WellnessConstants: Sendable, Equatable {
    // MARK: Baselines (Plews et al. 2012, Buchheit 2014: log-transformed HRV against a rolling personal norm)

    /// Days before today a plain baseline looks back over.
    package var baselineWindowDays = 60
    /// Nights a baseline needs before a score is given ("calibrating: N more nights").
    package var baselineMinimumNights = 14
    /// Days before today a same-phase (cycle) baseline looks back over.
    package var phaseWindowDays = 90
    /// Nights of the same phase a phase baseline needs.
    package var phaseMinimumNights = 5
    /// Distinct cycles the same-phase nights must come from ("once two cycles have data").
    package var phaseMinimumCycles = 2
    /// MAD × this estimates the standard deviation of normally distributed data.
    package var madToSigma = 1.4826
    /// The smallest spread a log-HRV baseline may have (about 5%), so a very steady baseline
    /// does not turn tiny changes into large ones.
    package var minimumLogHRVSpread = 0.05
    /// The smallest spread a resting-heart-rate baseline may have, in bpm.
    package var minimumRestingHRSpread = 1.0
    /// z-scores are limited to ±this before they are turned into points.
    package var zLimit = 3.0

    // MARK: Recovery

    /// Where recovery starts before its terms are added.
    package var recoveryBase = 60.0
    /// Points per standard deviation of log HRV above the baseline.
    package var recoveryPointsPerHRVSigma = 14.0
    /// Points lost per standard deviation of resting heart rate above the baseline.
    package var recoveryPointsPerRestingHRSigma = 10.0
    /// Points per sleep-score point above `recoverySleepPivot`.
    package var recoveryPointsPerSleepPoint = 0.2
    /// The sleep score that adds nothing to recovery.
    package var recoverySleepPivot = 70.0

    // MARK: Bands (green / yellow / red)

    /// Scores at or above this are green (for stress: at or below `stressGreenBelow` are green).
    package var greenFrom = 67
    /// Scores at or above this (and below `greenFrom`) are yellow; below it, red.
    package var yellowFrom = 34

    // MARK: Sleep (NHS, CDC: adults need 7 to 9 hours)

    /// The adult guidance, in minutes.
    package var sleepGuidanceMinutes = 420.0...540.0
    /// Nights of sleep a personal need is taken from.
    package var sleepNeedWindowDays = 30
    /// Extra minutes of need per strain point above `sleepStrainPivot` the day before.
    package var sleepMinutesPerStrainPoint = 4.0
    /// Strain (0–21) above which yesterday's effort adds to tonight's need.
    package var sleepStrainPivot = 12.0
    /// Nights whose shortfall counts as sleep debt.
    package var sleepDebtNights = 3
    /// The share of the debt added to tonight's need.
    package var sleepDebtShare = 1.0 / 3.0
    /// The most debt added, in minutes.
    package var sleepDebtCapMinutes = 60.0
    /// Weights of the sleep terms: duration, efficiency, time to fall asleep, wake events, regularity.
    package var sleepWeights = SleepWeights()
    /// Efficiency (asleep ÷ in bed) scoring 0 at the first bound and full marks at the second.
    package var sleepEfficiencyRange = 0.75...0.90
    /// Minutes to fall asleep with full marks (up to the first) and none (from the second).
    package var sleepLatencyRangeMinutes = 20.0...60.0
    /// Wake events with full marks (up to the first) and none (from the second).
    package var sleepWakeEventRange = 1.0...7.0
    /// Spread (standard deviation) of bed and wake times, in minutes, with full marks up to the
    /// first and none from the second.
    package var sleepRegularityRangeMinutes = 30.0...90.0
    /// Nights the regularity term needs.
    package var sleepRegularityMinimumNights = 4
    /// A gap between stretches of sleep at least this long counts as a wake event when the
    /// source does not record awake stretches, in seconds.
    package var sleepGapAsWakeSeconds: Int64 = 300

    // MARK: Strain (Banister 1991 TRIMP with Morton 1990's women's coefficients; Edwards 1993 zones)

    /// Banister's TRIMP for women: minutes × HRR × `trimpA` × e^(`trimpB` × HRR).
    package var trimpA = 0.86
    /// The exponent's coefficient for women (1.92 for men).
    package var trimpB = 1.67
    /// Minutes below this fraction of heart-rate reserve are not counted as effort (ACSM: below
    /// 30% is very light).
    package var strainFloorHRR = 0.30
    /// The TRIMP that maps to the top of the 0–21 strain scale.
    package var strainTRIMPAtTop = 500.0
    /// Days of resting heart rate the reserve's lower end is taken from.
    package var restingHRWindowDays = 7
    /// Days the highest recorded heart rate is looked for in.
    package var maximumHRWindowDays = 180
    /// Gulati et al. 2010 (women): maximum heart rate ≈ 206 − 0.88 × age.
    package var gulatiIntercept = 206.0
    package var gulatiSlope = 0.88

    // MARK: Stress

    /// Where stress starts before its terms are added (higher is more stress).
    package var stressBase = 35.0
    /// Stress points per standard deviation of daytime log HRV below the baseline.
    package var stressPointsPerHRVSigma = 12.0
    /// Stress points per logged symptom or difficult mood.
    package var stressPointsPerSymptom = 4.0
    /// At most this many symptoms and moods count.
    package var stressSymptomCap = 5
    /// Stress points taken off per minute of breathing practice.
    package var stressPointsPerBreathingMinute = 0.5
    /// At most this many points come off for breathing practice.
    package var stressBreathingCap = 10.0
    /// Local hours whose HRV readings count as daytime (from, to).
    package var daytimeHours = 10..<22
    /// Local hours whose HRV readings count as overnight when no sleep is recorded.
    package var morningHours = 0..<10

    // MARK: Weekly score

    /// Days with a recovery score a week needs.
    package var weekMinimumRecoveryDays = 4
    /// Minutes of breathing practice a week with full marks.
    package var weekBreathingMinutes = 35.0
    /// Symptoms and difficult moods a day at which that term has no marks left.
    package var weekSymptomsAtZero = 5.0
    /// Strain above today's range by this much counts as fully mismatched.
    package var weekStrainMismatchAtZero = 6.0
    /// Weights: recovery, regularity, strain against recovery, symptoms, breathing.
    package var weekWeights = WeekWeights()

    // MARK: Patterns (bootstrap CI, permutation test, Benjamini–Yekutieli)

    /// Days each side of a comparison needs.
    package var patternMinimumDays = 10
    /// Bootstrap resamples for the confidence interval.
    package var patternBootstrapResamples = 2000
    /// The most permutations per test. The smallest p-value possible is 1 ÷ (this + 1); the
    /// strictest Benjamini–Yekutieli threshold for 15 pairs is 0.05 ÷ (15 × 3.32) ≈ 0.001, which
    /// 20,000 permutations resolve with about 20 as extreme (strong effects run all of them;
    /// most pairs stop early).
    package var patternPermutations = 20_000
    /// Besag & Clifford's sequential stop: permutations stop after this many at least as extreme.
    package var patternStopAfterExtremes = 20
    /// The false-discovery rate across all the pairs tested, controlled by Benjamini–Yekutieli
    /// (valid under any dependence between pairs). The only multiple-testing level: no other
    /// threshold applies.
    package var patternFalseDiscoveryRate = 0.05

    // MARK: Vitals and fitness (docs/VITALS-AND-FITNESS.md)

    /// Days a vital sign's usual range looks back over.
    package var vitalRangeWindowDays = 90
    /// Days with a reading a usual range needs (Bloom's choice: fewer spread too little).
    package var vitalRangeMinimumDays = 5
    /// Lower bounds of the heart-rate zones as a fraction of the maximum heart rate: ACSM's
    /// light, moderate, vigorous and near-maximal intensity (ACSM's Guidelines, 10th ed.,
    /// 2018; Garber et al. 2011): 57–63%, 64–76%, 77–95%, 96% and up. Below 57% is very light.
    package var zoneFloors = [0.57, 0.64, 0.77, 0.96]
    /// Daily steps the ring aims for without a goal of the person's own: 8,000 (Paluch et al.
    /// 2022: the lower risk of death levelled off at about 8,000–10,000 steps a day below 60).
    package var defaultStepGoal = 8000
    /// Daily exercise minutes without a goal of the person's own: 30 (150 minutes a week of
    /// moderate activity, NHS and CDC, as 30 minutes on 5 days; ACOG's figure in pregnancy too).
    package var defaultExerciseGoalMinutes = 30
    /// Daily active energy without a goal of the person's own, kcal: Bloom's choice (no
    /// guideline sets one); a person's own goal replaces it.
    package var defaultActiveEnergyGoal = 400

    /// The numbers Bloom ships with.
    package static let standard = WellnessConstants()

    package init() {}
}

/// How much each sleep term weighs (they are rescaled over the terms that have data).
package struct SleepWeights: Sendable, Equatable {
    package var duration = 50.0
    package var efficiency = 15.0
    package var latency = 10.0
    package var wakeEvents = 10.0
    package var regularity = 15.0
    package init() {}
}

/// How much each weekly term weighs (rescaled over the terms that have data).
package struct WeekWeights: Sendable, Equatable {
    package var recovery = 40.0
    package var regularity = 20.0
    package var strainBalance = 15.0
    package var symptoms = 15.0
    package var breathing = 10.0
    package init() {}
}
