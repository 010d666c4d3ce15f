#!/usr/bin/env python3
"""Wall and CPU medians of `bloom` start-up (release build), N runs each.

    scripts/measure-startup.py [BINARY] [RUNS]

Measures `bloom --help`, `bloom ask "when is my next period"` on an empty home, and the same
with one period logged, and a topic question with one period logged, each in a fresh BLOOM_HOME temp dir, with --today 2026-11-22.

Linking the Swift runtime and Foundation statically saves about 4 ms of every start-up (no
shared libraries to load and bind; same output, a ~99 MB binary instead of ~28 MB):

    swift build -c release --product bloom --static-swift-stdlib
"""
import os, resource, statistics, subprocess, sys, tempfile, time

binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/bloom"
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 31
TODAY = ["--today", "2026-11-22"]

def measure(args, env):
    walls, cpus = [], []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        done = subprocess.run([binary] + args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if done.returncode != 0:
            sys.exit(f"{args} exited {done.returncode}")
        walls.append(wall * 1000)
        cpus.append((after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000)
    return statistics.median(walls), statistics.median(cpus)

def report(label, args, env):
    wall, cpu = measure(args, env)
    print(f"{label:<40} wall {wall:6.1f} ms   cpu {cpu:6.1f} ms   ({runs} runs)")

with tempfile.TemporaryDirectory() as empty, tempfile.TemporaryDirectory() as logged:
    base = dict(os.environ)
    base.pop("BLOOM_TODAY", None)
    report("bloom --help", ["--help"], dict(base, BLOOM_HOME=empty))
    report("ask next period (empty home)", ["ask", "when is my next period"] + TODAY, dict(base, BLOOM_HOME=empty))
    env = dict(base, BLOOM_HOME=logged)
    subprocess.run([binary, "log", "period", "start", "2026-11-03"] + TODAY, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    report("ask next period (one period logged)", ["ask", "when is my next period"] + TODAY, env)
    report("topic question (one period logged)", ["ask", "is brown discharge before my period normal?"] + TODAY, env)
