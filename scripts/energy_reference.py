#!/usr/bin/env python3
"""Independent reference for Bloom's energy model (docs/ENERGY-BUDGET.md).

Written from the model's description, not from the Swift code: the regression is solved with
the weighted normal equations in matrix form and its standard error with the sandwich formula,
the EWMA as a decay product. It writes Tests/EnergyBudgetTests/Fixtures/energy_reference.json:
each scenario's inputs and the values the Swift model must reproduce.

    python3 scripts/energy_reference.py            # rewrite the fixture
    python3 scripts/energy_reference.py --check    # exit 1 if the fixture is stale
"""
import datetime as dt
import json
import math
import os
import sys

# The constants, repeated here on purpose (the Swift test compares them with EnergyModelConstants).
C = dict(
    creditWindowDays=7, creditClampKcal=500.0, intakeAlpha=0.1, windowDays=28, weightDecayPerDay=0.9,
    minimumWeighIns=3, minimumWeightNoiseKg=0.3, minimumWeightSpanDays=7,
    lutealWeightFactor=0.5, lutealPullThresholdKg=0.3, defaultEnergyDensity=7350.0, fatEnergyDensity=9440.0,
    leanEnergyDensity=1816.0, forbesConstantKg=10.4, defaultMaintenance=2200.0, historicalLookbackDays=[182, 365, 730],
    historicalMinimumWeightDays=28, historicalMinimumIntakeDays=56, defaultMaintenanceSD=400.0,
    historicalMaintenanceSD=200.0, priorSlopeSDKgPerWeek=0.25, rangeZ=1.2816, roughGuessHalfWidthKcal=250.0,
    minimumDailyTargetKcal=1200.0,
)

TODAY = dt.date(2026, 11, 22)


def iso(d):
    return d.isoformat()


def rho_for(weight, bf):
    if weight is None or bf is None or bf <= 0:
        return C["defaultEnergyDensity"]
    fm = weight * bf / 100.0
    p = fm / (fm + C["forbesConstantKg"])
    return p * C["fatEnergyDensity"] + (1 - p) * C["leanEnergyDensity"]


def wls(points, weights, min_sd=0.0):
    """Weighted least squares y = a + b x via (X'WX)^-1 X'Wy; returns (a, b, se_b)."""
    n = len(points)
    s0 = sum(weights)
    s1 = sum(w * x for (x, _), w in zip(points, weights))
    s2 = sum(w * x * x for (x, _), w in zip(points, weights))
    t0 = sum(w * y for (_, y), w in zip(points, weights))
    t1 = sum(w * x * y for (x, y), w in zip(points, weights))
    det = s0 * s2 - s1 * s1
    if n < 3 or det <= 1e-12:
        return None
    inv = [[s2 / det, -s1 / det], [-s1 / det, s0 / det]]
    a = inv[0][0] * t0 + inv[0][1] * t1
    b = inv[1][0] * t0 + inv[1][1] * t1
    rss = sum(w * (y - a - b * x) ** 2 for (x, y), w in zip(points, weights))
    sigma2 = max(rss / s0 * n / (n - 2), min_sd ** 2)
    # meat = X' W^2 X
    m0 = sum(w * w for w in weights)
    m1 = sum(w * w * x for (x, _), w in zip(points, weights))
    m2 = sum(w * w * x * x for (x, _), w in zip(points, weights))
    # Var(b) = sigma2 * [inv * meat * inv]_{11}
    r = [inv[1][0] * m0 + inv[1][1] * m1, inv[1][0] * m1 + inv[1][1] * m2]
    var_b = sigma2 * (r[0] * inv[0][1] + r[1] * inv[1][1])
    return a, b, math.sqrt(max(var_b, 0.0))


def trend(weights, today, factor=lambda d: 1.0):
    first = today - dt.timedelta(days=C["windowDays"] - 1)
    days = sorted(d for d in weights if first <= d <= today)
    if len(days) < C["minimumWeighIns"] or (days[-1] - days[0]).days < C["minimumWeightSpanDays"]:
        return None
    pts = [((d - today).days, weights[d]) for d in days]
    ws = [C["weightDecayPerDay"] ** (today - d).days * factor(d) for d in days]
    fit = wls(pts, ws, C["minimumWeightNoiseKg"])
    if fit is None:
        return None
    a, b, se = fit
    span = (days[-1] - days[0]).days
    tau2 = C["priorSlopeSDKgPerWeek"] ** 2
    conf = tau2 / (tau2 + (7 * se) ** 2)
    return dict(kgPerWeek=7 * b, seKgPerWeek=7 * se, kgToday=a, weighIns=len(days), spanDays=span, confidence=conf)


def ewma(entries, alpha):
    """entries: sorted (day, kcal). Decay over a gap of n days is (1-alpha)^n."""
    value = None
    prev = None
    for d, k in entries:
        if value is None:
            value = k
        else:
            keep = (1 - alpha) ** (d - prev).days
            value = keep * value + (1 - keep) * k
        prev = d
    return value


def fallback(intake, weights, today, rho):
    for days in C["historicalLookbackDays"]:
        first = today - dt.timedelta(days=days)
        eaten = [k for d, k in intake.items() if first <= d < today]
        weighed = sorted((d, w) for d, w in weights.items() if first <= d < today)
        if len(eaten) < C["historicalMinimumIntakeDays"] or len(weighed) < C["historicalMinimumWeightDays"]:
            continue
        fit = wls([((d - today).days, w) for d, w in weighed], [1.0] * len(weighed))
        if fit is None:
            continue
        return dict(kcal=sum(eaten) / len(eaten) - fit[1] * 7 * rho / 7, source=days, sd=C["historicalMaintenanceSD"])
    return dict(kcal=C["defaultMaintenance"], source=0, sd=C["defaultMaintenanceSD"])


def model(sc):
    today = sc["today"]
    intake, weights = sc["intake"], sc["weights"]
    latest = max((d for d in weights if d <= today), default=None)
    rho = rho_for(weights[latest] if latest else None, sc.get("bodyFat"))
    fb = fallback(intake, weights, today, rho)
    alpha = C["intakeAlpha"]
    first = today - dt.timedelta(days=C["windowDays"])
    recent = sorted((d, k) for d, k in intake.items() if first <= d < today)
    avg = ewma(recent, alpha)
    n = len(recent)
    cc = 0.0 if avg is None else 1 - (1 - alpha) ** n
    blended = (avg or 0.0) * cc + fb["kcal"] * (1 - cc)
    luteal = set(sc.get("luteal", []))
    factor = (lambda d: C["lutealWeightFactor"] if d in luteal else 1.0) if sc.get("downWeightLuteal") else (lambda d: 1.0)
    tr = trend(weights, today, factor)
    wc = tr["confidence"] if tr else 0.0
    slope = (tr["kgPerWeek"] if tr else 0.0) * wc
    maintenance = blended - slope * rho / 7
    if n:
        mean = sum(k for _, k in recent) / n
        spread = math.sqrt(sum((k - mean) ** 2 for _, k in recent) / n)
        neff = min(n, (2 - alpha) / alpha)
        intake_err = spread / math.sqrt(neff)
    else:
        intake_err = 0.0
    se_slope = tr["seKgPerWeek"] if tr else 0.0
    k = rho / 7
    se = math.sqrt((cc * intake_err) ** 2 + ((1 - cc) * fb["sd"]) ** 2 + (k * wc * se_slope) ** 2
                   + (k * (1 - wc) * C["priorSlopeSDKgPerWeek"]) ** 2)
    goal = sc.get("goal", 0.0)
    base = maintenance + goal
    wfirst = today - dt.timedelta(days=C["creditWindowDays"] - 1)
    earlier = [kc for d, kc in intake.items() if wfirst <= d < today]
    credit = sum(base - kc for kc in earlier)
    days_left = max(1, C["creditWindowDays"] - len(earlier))
    adj = max(-C["creditClampKcal"], min(C["creditClampKcal"], credit / days_left))
    budget = base + adj
    return dict(
        energyDensity=rho, fallbackKcal=fb["kcal"], fallbackSourceDays=fb["source"], intakeAverage=avg,
        intakeDays=n, calorieConfidence=cc, blendedIntake=blended,
        trendKgPerWeek=tr["kgPerWeek"] if tr else None, trendSEKgPerWeek=tr["seKgPerWeek"] if tr else None,
        weightConfidence=wc, blendedSlopeKgPerWeek=slope, maintenance=maintenance, standardError=se,
        low=maintenance - C["rangeZ"] * se, high=maintenance + C["rangeZ"] * se,
        isRoughGuess=C["rangeZ"] * se > C["roughGuessHalfWidthKcal"],
        base=base, credit=credit, loggedDays=len(earlier), daysLeft=days_left, creditAdjustment=adj,
        budget=budget, target=max(budget, C["minimumDailyTargetKcal"]),
    )


# ---- scenarios -------------------------------------------------------------------------------

def noise(i):
    """A fixed, repeatable wobble in kg (no randomness, so the fixture is stable)."""
    return 0.4 * math.sin(1.7 * i) + 0.25 * math.cos(0.9 * i + 0.3)


def days_back(first, last=1):
    """Days from `first` days ago to `last` days ago, oldest first."""
    return [TODAY - dt.timedelta(days=k) for k in range(first, last - 1, -1)]


def weigh(days, start, per_week, wobble=True):
    out = {}
    for i, d in enumerate(days):
        t = (d - TODAY).days
        out[d] = round(start + per_week / 7 * t + (noise(i) if wobble else 0.0), 2)
    return out


def eat(days, base, swing=150):
    return {d: float(round(base + swing * math.sin(0.8 * i))) for i, d in enumerate(days)}


def scenarios():
    s = []
    every = days_back(60, 0)
    s.append(dict(name="steady weight, daily logs", intake=eat(days_back(60), 2000), weights=weigh(every, 65, 0)))
    s.append(dict(name="losing 0.5 kg a week", intake=eat(days_back(60), 1700), weights=weigh(every, 70, -0.5)))
    s.append(dict(name="gaining 0.3 kg a week", intake=eat(days_back(60), 2500), weights=weigh(every, 60, 0.3)))
    s.append(dict(name="losing, with 30% body fat (Forbes)", intake=eat(days_back(60), 1700), weights=weigh(every, 70, -0.5), bodyFat=30.0))
    s.append(dict(name="losing, with 15% body fat (Forbes)", intake=eat(days_back(60), 1700), weights=weigh(every, 70, -0.5), bodyFat=15.0))
    for gap in range(1, 11):
        logged, k = [], 1
        while k <= 40:
            logged.append(TODAY - dt.timedelta(days=k))
            k += gap
        s.append(dict(name=f"intake every {gap} day{'s' if gap > 1 else ''}", intake=eat(sorted(logged), 2100, 300),
                      weights=weigh(every, 68, -0.2)))
    s.append(dict(name="two weigh-ins only (no trend)", intake=eat(days_back(20), 1900),
                  weights={TODAY - dt.timedelta(days=3): 62.0, TODAY: 61.4}))
    s.append(dict(name="four weigh-ins over 10 days", intake=eat(days_back(20), 1900),
                  weights={TODAY - dt.timedelta(days=k): 62.0 + 0.05 * k for k in (0, 3, 7, 10)}))
    s.append(dict(name="weigh-ins span less than a week", intake=eat(days_back(20), 1900),
                  weights={TODAY - dt.timedelta(days=k): 62.0 for k in (0, 1, 2, 3, 5)}))
    s.append(dict(name="weekly weigh-ins", intake=eat(days_back(40), 2300),
                  weights=weigh(days_back(56, 0)[::7], 80, -0.4)))
    hist = days_back(180, 29)
    s.append(dict(name="fallback: last 6 months", intake=eat(hist, 2400), weights=weigh(hist, 75, -0.2, wobble=False)))
    hist = days_back(360, 190)
    s.append(dict(name="fallback: last year", intake=eat(hist, 2050), weights=weigh(hist, 58, 0.1, wobble=False)))
    hist = days_back(700, 400)
    s.append(dict(name="fallback: last 2 years", intake=eat(hist, 1950), weights=weigh(hist, 66, 0.0, wobble=False)))
    s.append(dict(name="fallback: too little history (27 weigh-ins)", intake=eat(days_back(170, 100), 2400),
                  weights=weigh(days_back(170, 144), 75, 0)))
    s.append(dict(name="no data at all (2200)", intake={}, weights={}))
    s.append(dict(name="recent sparse over a 6-month history", intake={**eat(days_back(180, 40), 2400), **eat(days_back(5), 1800)},
                  weights={**weigh(days_back(180, 40)[::2], 75, -0.1), TODAY: 74.0}))
    base_days = days_back(40, 7)
    s.append(dict(name="clamp: 3000 over yesterday", intake={**eat(base_days, 2000, 0), TODAY - dt.timedelta(days=1): 5200.0,
                                                           **{TODAY - dt.timedelta(days=k): 2000.0 for k in (2, 3, 4, 5, 6)}},
                  weights=weigh(every, 65, 0, wobble=False)))
    s.append(dict(name="clamp: 1500 under on each of two days", intake={**eat(base_days, 2000, 0), TODAY - dt.timedelta(days=1): 500.0,
                                                                   TODAY - dt.timedelta(days=2): 500.0},
                  weights=weigh(every, 65, 0, wobble=False)))
    s.append(dict(name="missing days are left out, not zero", intake={**eat(base_days, 2000, 0), TODAY - dt.timedelta(days=2): 1800.0,
                                                                 TODAY - dt.timedelta(days=5): 2100.0, TODAY: 600.0},
                  weights=weigh(every, 65, 0, wobble=False)))
    s.append(dict(name="deficit goal of 400", intake=eat(days_back(60), 2000), weights=weigh(every, 65, 0), goal=-400.0))
    s.append(dict(name="surplus goal of 250", intake=eat(days_back(60), 2000), weights=weigh(every, 65, 0), goal=250.0))
    s.append(dict(name="floor: small maintenance and a deficit", intake=eat(days_back(60), 1300, 50), weights=weigh(every, 50, 0), goal=-300.0))
    # Luteal days: the 14 days before each period start, starts every 28 days; water +0.8 kg.
    starts = [TODAY - dt.timedelta(days=k) for k in (3, 31, 59)]
    luteal = sorted({s0 - dt.timedelta(days=j) for s0 in starts for j in range(1, 15)})
    w = weigh(every, 64, -0.25)
    w = {d: round(v + (0.8 if d in luteal else 0.0), 2) for d, v in w.items()}
    s.append(dict(name="luteal water, counted alike", intake=eat(days_back(60), 1850), weights=w, luteal=luteal))
    s.append(dict(name="luteal water, down-weighted", intake=eat(days_back(60), 1850), weights=w, luteal=luteal, downWeightLuteal=True))
    for sc in s:
        sc["today"] = TODAY
    return s


def encode(sc):
    out = dict(name=sc["name"], today=iso(sc["today"]),
               intake={iso(d): k for d, k in sorted(sc["intake"].items())},
               weights={iso(d): w for d, w in sorted(sc["weights"].items())},
               bodyFat=sc.get("bodyFat"), goal=sc.get("goal", 0.0),
               luteal=[iso(d) for d in sc.get("luteal", [])], downWeightLuteal=sc.get("downWeightLuteal", False),
               expected=model(sc))
    return out


def main():
    doc = dict(generatedBy="scripts/energy_reference.py", constants=C, scenarios=[encode(sc) for sc in scenarios()])
    text = json.dumps(doc, indent=1, sort_keys=True) + "\n"
    path = os.path.join(os.path.dirname(__file__), "..", "Tests", "EnergyBudgetTests", "Fixtures", "energy_reference.json")
    if "--check" in sys.argv:
        current = open(path).read() if os.path.exists(path) else ""
        sys.exit(0 if current == text else 1)
    with open(path, "w") as f:
        f.write(text)
    if "--table" in sys.argv or True:
        print(f"{'scenario':48} {'maint':>7} {'±SE':>5} {'trend':>6} {'cc':>4} {'wc':>4} {'budget':>7} {'credit':>7} {'left':>4}")
        for sc in doc["scenarios"]:
            e = sc["expected"]
            tr = e["trendKgPerWeek"]
            print(f"{sc['name'][:48]:48} {e['maintenance']:7.0f} {e['standardError']:5.0f} "
                  f"{(tr if tr is not None else float('nan')):6.2f} {e['calorieConfidence']:4.2f} {e['weightConfidence']:4.2f} "
                  f"{e['budget']:7.0f} {e['credit']:7.0f} {e['daysLeft']:4d}")


if __name__ == "__main__":
    main()
