#!/usr/bin/env python3
"""Writes a synthetic Apple Health export.xml (optionally zipped) for Bloom's import benchmark.

Seeded and deterministic. The mix follows what a watch-wearing person's export holds: heart
rate every few minutes with bursts every 5 s during workouts (millions of records), active
energy and steps, HRV with beat-to-beat lists, nightly sleep stages, workouts with statistics,
respiratory rate, SpO2, VO2 max, body mass and body fat, exercise minutes, blood pressure (each
reading a Correlation with its systolic and diastolic Records, listed again at the top level as
real exports do), blood glucose (in mg/dL and in Apple's mmol<180.15588…>/L, with meal-time
metadata), nutrition, mindful minutes, and menstrual flow, basal temperature, ovulation tests and
cervical mucus (a few thousand records). Like a real export it also holds types Bloom does not
import (basal energy, walking distance, stand time, audio exposure, walking metrics, flights
climbed, activity summaries): they must be read past, and they make up roughly a third of the
records.

The vital signs added later (body fat, blood pressure, glucose, exercise minutes during
workouts) draw on their own generator seeded by the day, so every record the script wrote
before them is written the same way.

    python3 Benchmarks/scripts/generate_health_export.py --size-mb 1024 --out /tmp/export.xml
    python3 Benchmarks/scripts/generate_health_export.py --size-mb 50 --out /tmp/export.zip
"""
import argparse
import datetime
import os
import random
import zipfile

WATCH = ('sourceName="Synthetic Watch" sourceVersion="10.1" device="&lt;&lt;HKDevice: 0x2a1b3c4d5&gt;, name:Apple Watch, '
         'manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:10.1&gt;"')
PHONE = 'sourceName="Synthetic Phone" sourceVersion="17.1"'

HEADER = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!-- HealthKit Export Version: 14 -->
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|VisionPrescription)*)>
<!ATTLIST HealthData
  locale CDATA #REQUIRED
>
<!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
<!ATTLIST Record
  type          CDATA #REQUIRED
  unit          CDATA #IMPLIED
  sourceName    CDATA #REQUIRED
  startDate     CDATA #REQUIRED
  endDate       CDATA #REQUIRED
  value         CDATA #IMPLIED
>
]>
<HealthData locale="en_GB">
 <ExportDate value="{export}"/>
 <Me HKCharacteristicTypeIdentifierDateOfBirth="1991-05-04" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale"/>
"""


def stamp(t, offset):
    local = t + datetime.timedelta(seconds=offset)
    sign = "+" if offset >= 0 else "-"
    return local.strftime("%Y-%m-%d %H:%M:%S ") + "%s%02d%02d" % (sign, abs(offset) // 3600, abs(offset) % 3600 // 60)


def quantity(out, kind, unit, start, end, value, offset, source=WATCH, extra=""):
    s, e = stamp(start, offset), stamp(end, offset)
    out.append(' <Record type="HKQuantityTypeIdentifier%s" %s unit="%s" creationDate="%s" startDate="%s" endDate="%s" value="%s"%s\n'
               % (kind, source, unit, e, s, e, value, "/>" if not extra else ">\n" + extra + " </Record>"))


def category(out, kind, value, start, end, offset, source=PHONE, metadata=None):
    s, e = stamp(start, offset), stamp(end, offset)
    body = "".join('  <MetadataEntry key="%s" value="%s"/>\n' % item for item in (metadata or []))
    close = "/>\n" if not body else ">\n" + body + " </Record>\n"
    out.append(' <Record type="HKCategoryTypeIdentifier%s" %s creationDate="%s" startDate="%s" endDate="%s" value="%s"%s'
               % (kind, source, e, s, e, value, close))


def vital_records(out, day, midnight, offset, seed, workout):
    """Body fat, blood pressure, glucose and workout exercise minutes for one day, from a
    generator of their own (seeded by the day) so the main sequence is unchanged."""
    rng = random.Random(seed * 1_000_003 + day.toordinal())
    if rng.random() < 0.3:
        noon = midnight + datetime.timedelta(hours=12, minutes=1)
        quantity(out, "BodyFatPercentage", "%", noon, noon, round(rng.gauss(0.27, 0.01), 3), offset, PHONE)
    if rng.random() < 0.4:
        at = midnight + datetime.timedelta(hours=7, minutes=rng.randint(20, 50))
        s = stamp(at, offset)
        systolic, diastolic = int(rng.gauss(116, 7)), int(rng.gauss(75, 5))
        cuff = 'sourceName="Synthetic Cuff" sourceVersion="2.1"'
        members = [' <Record type="HKQuantityTypeIdentifierBloodPressure%s" %s unit="mmHg" creationDate="%s" startDate="%s" endDate="%s" value="%d"/>\n'
                   % (kind, cuff, s, s, s, value) for kind, value in (("Systolic", systolic), ("Diastolic", diastolic))]
        out.extend(members)
        out.append(' <Correlation type="HKCorrelationTypeIdentifierBloodPressure" %s creationDate="%s" startDate="%s" endDate="%s">\n'
                   '  <MetadataEntry key="HKWasUserEntered" value="0"/>\n' % (cuff, s, s, s))
        out.extend(" " + member for member in members)
        out.append(' </Correlation>\n')
    if rng.random() < 0.25:
        meter = 'sourceName="Synthetic Meter" sourceVersion="1.4"'
        for hour, meal in ((7, 1), (14, 2)):
            at = midnight + datetime.timedelta(hours=hour, minutes=rng.randint(0, 40))
            mmol = rng.gauss(5.1 if meal == 1 else 6.4, 0.5)
            unit, value = ("mg/dL", int(mmol * 18.016)) if rng.random() < 0.5 else ("mmol&lt;180.1558800000541&gt;/L", round(mmol, 1))
            quantity(out, "BloodGlucose", unit, at, at, value, offset, meter,
                     extra='  <MetadataEntry key="HKBloodGlucoseMealTime" value="%d"/>\n' % meal)
    if workout:
        start, minutes = workout
        for minute in range(minutes):
            at = start + datetime.timedelta(minutes=minute)
            quantity(out, "AppleExerciseTime", "min", at, at + datetime.timedelta(minutes=1), 1, offset)


def day_records(rng, day, offset, cycle, seed=13):
    """Everything recorded on one day, as XML lines."""
    out = []
    workout = None
    midnight = datetime.datetime.combine(day, datetime.time()) - datetime.timedelta(seconds=offset)
    # Heart rate in the background every 3-7 minutes.
    t = midnight + datetime.timedelta(seconds=rng.randint(0, 240))
    end_of_day = midnight + datetime.timedelta(days=1)
    while t < end_of_day:
        bpm = int(rng.gauss(64 if 1 <= (t.hour + offset // 3600) % 24 <= 6 else 78, 6))
        quantity(out, "HeartRate", "count/min", t, t, bpm, offset,
                 extra='  <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="0"/>\n' if rng.random() < 0.2 else "")
        t += datetime.timedelta(seconds=rng.randint(180, 420))
    # Active energy roughly every 5 minutes, steps every 15 minutes while awake.
    t = midnight + datetime.timedelta(hours=7)
    while t < midnight + datetime.timedelta(hours=23):
        quantity(out, "ActiveEnergyBurned", "kcal", t, t + datetime.timedelta(minutes=5), round(rng.uniform(0.5, 9), 3), offset)
        if t.minute % 15 < 5:
            quantity(out, "StepCount", "count", t, t + datetime.timedelta(minutes=10), rng.randint(20, 900), offset, PHONE)
        t += datetime.timedelta(minutes=5)
    # Types Bloom reads past: basal energy all day, distance with steps, stand hours, audio
    # exposure, walking metrics and flights while awake.
    t = midnight + datetime.timedelta(seconds=rng.randint(0, 600))
    while t < end_of_day:
        quantity(out, "BasalEnergyBurned", "kcal", t, t + datetime.timedelta(minutes=10), round(rng.uniform(8, 14), 3), offset)
        t += datetime.timedelta(seconds=rng.randint(300, 900))
    for hour in range(7, 23):
        at = midnight + datetime.timedelta(hours=hour, minutes=rng.randint(0, 50))
        for minute in range(0, 60, 15):
            step = at + datetime.timedelta(minutes=minute)
            quantity(out, "DistanceWalkingRunning", "km", step, step + datetime.timedelta(minutes=10), round(rng.uniform(0.01, 0.6), 4), offset, PHONE)
        quantity(out, "AppleStandTime", "min", at, at + datetime.timedelta(minutes=5), rng.randint(1, 5), offset)
        category(out, "AppleStandHour", "HKCategoryValueAppleStandHourStood", at, at + datetime.timedelta(hours=1), offset, WATCH)
        quantity(out, "EnvironmentalAudioExposure", "dBASPL", at, at + datetime.timedelta(minutes=30), round(rng.uniform(45, 80), 2), offset)
        quantity(out, "AppleExerciseTime", "min", at, at + datetime.timedelta(minutes=1), 1, offset)
        if hour % 2 == 0:
            for kind, unit, low, high in (("WalkingSpeed", "km/hr", 3.5, 5.5), ("WalkingStepLength", "cm", 60, 75),
                                          ("WalkingDoubleSupportPercentage", "%", 0.24, 0.32), ("WalkingAsymmetryPercentage", "%", 0, 0.08),
                                          ("FlightsClimbed", "count", 1, 4)):
                quantity(out, kind, unit, at, at + datetime.timedelta(minutes=3), round(rng.uniform(low, high), 3), offset, PHONE)
    out.append(' <ActivitySummary dateComponents="%s" activeEnergyBurned="%.1f" activeEnergyBurnedGoal="500" activeEnergyBurnedUnit="kcal" '
               'appleMoveTime="0" appleMoveTimeGoal="0" appleExerciseTime="%d" appleExerciseTimeGoal="30" appleStandHours="%d" appleStandHoursGoal="12"/>\n'
               % (day.isoformat(), rng.uniform(250, 700), rng.randint(10, 80), rng.randint(8, 16)))
    # A workout most days: 5-second heart rate, statistics.
    if rng.random() < 0.6:
        start = midnight + datetime.timedelta(hours=18, minutes=rng.randint(0, 90))
        minutes = rng.randint(25, 60)
        rates = []
        for second in range(0, minutes * 60, 5):
            bpm = int(rng.gauss(145, 12))
            rates.append(bpm)
            at = start + datetime.timedelta(seconds=second)
            quantity(out, "HeartRate", "count/min", at, at, bpm, offset)
        end = start + datetime.timedelta(minutes=minutes)
        workout = (start, minutes)
        kind = rng.choice(["Running", "Cycling", "Yoga", "Walking", "HighIntensityIntervalTraining"])
        s, e = stamp(start, offset), stamp(end, offset)
        out.append(' <Workout workoutActivityType="HKWorkoutActivityType%s" duration="%d" durationUnit="min" %s creationDate="%s" startDate="%s" endDate="%s">\n'
                   '  <MetadataEntry key="HKIndoorWorkout" value="0"/>\n'
                   '  <WorkoutStatistics type="HKQuantityTypeIdentifierHeartRate" startDate="%s" endDate="%s" average="%d" minimum="%d" maximum="%d" unit="count/min"/>\n'
                   '  <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" startDate="%s" endDate="%s" sum="%.1f" unit="kcal"/>\n'
                   '  <WorkoutStatistics type="HKQuantityTypeIdentifierDistanceWalkingRunning" startDate="%s" endDate="%s" sum="%.2f" unit="km"/>\n'
                   ' </Workout>\n' % (kind, minutes, WATCH, e, s, e, s, e, sum(rates) // len(rates), min(rates), max(rates),
                                      s, e, minutes * rng.uniform(6, 11), s, e, minutes * rng.uniform(0.08, 0.16)))
    # HRV with beat-to-beat lists, a few times a day.
    for _ in range(rng.randint(3, 6)):
        at = midnight + datetime.timedelta(seconds=rng.randint(0, 86_000))
        beats = "".join('   <InstantaneousBeatsPerMinute bpm="%d" time="%s"/>\n'
                        % (int(rng.gauss(65, 5)), (at + datetime.timedelta(seconds=i)).strftime("%I:%M:%S.00 %p")) for i in range(rng.randint(40, 70)))
        quantity(out, "HeartRateVariabilitySDNN", "ms", at, at + datetime.timedelta(minutes=1), round(rng.gauss(45, 10), 4), offset,
                 extra="  <HeartRateVariabilityMetadataList>\n" + beats + "  </HeartRateVariabilityMetadataList>\n")
    quantity(out, "RestingHeartRate", "count/min", midnight, end_of_day, int(rng.gauss(58, 3)), offset)
    # Sleep: in bed, then cycles of core, deep, REM and brief awakenings; respiratory rate and SpO2 at night.
    bed = midnight - datetime.timedelta(minutes=rng.randint(20, 120))
    wake = midnight + datetime.timedelta(hours=6, minutes=rng.randint(30, 120))
    category(out, "SleepAnalysis", "HKCategoryValueSleepAnalysisInBed", bed, wake, offset, WATCH)
    t = bed + datetime.timedelta(minutes=10)
    while t < wake:
        stage = rng.choice(["AsleepCore", "AsleepCore", "AsleepDeep", "AsleepREM", "Awake"])
        length = datetime.timedelta(minutes=rng.randint(5, 45))
        category(out, "SleepAnalysis", "HKCategoryValueSleepAnalysis" + stage, t, min(t + length, wake), offset, WATCH)
        t += length
    for minute in range(0, 360, 30):
        at = midnight + datetime.timedelta(minutes=minute)
        quantity(out, "RespiratoryRate", "count/min", at, at, round(rng.gauss(14, 1), 1), offset)
        if minute % 60 == 0:
            quantity(out, "OxygenSaturation", "%", at, at, round(min(1, rng.gauss(0.96, 0.01)), 2), offset)
    noon = midnight + datetime.timedelta(hours=12)
    if rng.random() < 0.3:
        quantity(out, "BodyMass", "kg", noon, noon, round(rng.gauss(62, 0.6), 1), offset, PHONE)
    if day.weekday() == 0:
        quantity(out, "VO2Max", "mL/min·kg", noon, noon, round(rng.gauss(38, 1), 2), offset)
    for meal in (8, 13, 19):
        at = midnight + datetime.timedelta(hours=meal)
        for kind, unit, mean in (("DietaryEnergyConsumed", "kcal", 600), ("DietaryProtein", "g", 25),
                                 ("DietaryCarbohydrates", "g", 70), ("DietaryFatTotal", "g", 22)):
            quantity(out, kind, unit, at, at, round(abs(rng.gauss(mean, mean / 4)), 1), offset, PHONE)
    if rng.random() < 0.3:
        at = midnight + datetime.timedelta(hours=21)
        category(out, "MindfulSession", "HKCategoryValueNotApplicable", at, at + datetime.timedelta(minutes=5), offset, WATCH)
    # The cycle: flow on days 1-5, a cycle-start marker on day 1, temperature, tests and mucus mid-cycle.
    cycle_day = cycle["day"]
    morning = midnight + datetime.timedelta(hours=7)
    if cycle_day < 5:
        level = ["Heavy", "Heavy", "Medium", "Light", "Light"][cycle_day]
        name = ("HKCategoryValueVaginalBleeding" if day.year >= 2023 else "HKCategoryValueMenstrualFlow") + level
        category(out, "MenstrualFlow", name, morning, morning, offset, metadata=[("HKMenstrualCycleStart", 1 if cycle_day == 0 else 0)])
    quantity(out, "BasalBodyTemperature", "degC", morning - datetime.timedelta(minutes=30), morning - datetime.timedelta(minutes=30),
             round(rng.gauss(36.4 if cycle_day < cycle["length"] - 14 else 36.7, 0.08), 2), offset, PHONE)
    if cycle["length"] - 18 <= cycle_day <= cycle["length"] - 13:
        surge = cycle_day == cycle["length"] - 15
        category(out, "OvulationTestResult", "HKCategoryValueOvulationTestResult" + ("LuteinizingHormoneSurge" if surge else "Negative"),
                 morning, morning, offset)
        category(out, "CervicalMucusQuality", "HKCategoryValueCervicalMucusQuality" + ("EggWhite" if surge else "Creamy"), morning, morning, offset)
    vital_records(out, day, midnight, offset, seed, workout)
    cycle["day"] += 1
    if cycle["day"] >= cycle["length"]:
        cycle["day"] = 0
        cycle["length"] = rng.randint(26, 32)
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size-mb", type=float, required=True, help="stop after about this many MB of XML")
    parser.add_argument("--out", default="export.xml", help="export.xml, or a .zip path for an export.zip")
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--end", default="2026-10-31", help="the last day of data (YYYY-MM-DD)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    limit = int(args.size_mb * 1024 * 1024)
    # Work out how many days fit, then write them oldest first, ending on --end.
    sample = []
    probe = random.Random(args.seed)
    for index in range(20):
        sample.extend(day_records(probe, datetime.date(2024, 1, 1) + datetime.timedelta(days=index), 0, {"day": 0, "length": 28}, args.seed))
    per_day = sum(len(line) for line in sample) / 20
    days = max(1, int(limit / per_day))
    end = datetime.date.fromisoformat(args.end)
    first = end - datetime.timedelta(days=days - 1)
    xml_path = args.out[:-4] + ".xml" if args.out.endswith(".zip") else args.out
    cycle = {"day": 0, "length": 28}
    written = 0
    with open(xml_path, "w", encoding="utf-8") as out:
        out.write(HEADER.replace("{export}", stamp(datetime.datetime.combine(end, datetime.time(9)), 0)))
        for index in range(days):
            day = first + datetime.timedelta(days=index)
            offset = 3600 if 3 < day.month < 11 else 0   # summer time
            lines = day_records(rng, day, offset, cycle, args.seed)
            out.write("".join(lines))
            written += sum(len(line) for line in lines)
            if written >= limit:
                break
        out.write("</HealthData>\n")
    if args.out.endswith(".zip"):
        with zipfile.ZipFile(args.out, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=6, allowZip64=True) as archive:
            archive.write(xml_path, "apple_health_export/export.xml")
        os.remove(xml_path)
    print("wrote %s: %.1f MB of XML, %d days from %s" % (args.out, written / 1048576, index + 1, first))


if __name__ == "__main__":
    main()
