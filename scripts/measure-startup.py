#!/usr/bin/env python3
"""Wall and CPU medians of `bloom` start-up (release build), N runs each.

    scripts/measure-startup.py [BINARY] [RUNS]

Measures `bloom --help`, `bloom ask "when is my next period"` on an empty home, and the same
with one period logged, and a topic question with one period logged, each in a fresh BLOOM_HOME temp dir, with --today 2026-11-22.

Linking the Swift runtime and Foundation statically saves about 4 ms of every start-up (no
shared libraries to load and bind; same output, a ~100 MB binary instead of ~30 MB). From
2026-11-23 to 2026-11-25 Package.swift did this with unsafe flags; it now sets none (a package
with unsafe flags cannot be a dependency), so build the binary to measure with
`swift build -c release` (dynamic), `swift build -c release --static-swift-stdlib` or
`scripts/build-release.sh` (static, plus the metadata-accessor flag) and pass its path.

2026-11-25, one commit built the three ways, topic question (one period logged), on a busy
machine (load 4-7 on 2 cores, so wall times of 50-93 ms say little): callgrind 104.0M (dynamic),
90.8M (static), 83.8M instructions (static + accessors); `perf stat -r 20` CPU time 35-42,
22-31 and 21-33 ms over three rounds.

2026-11-23, same machine, load below 0.5, two rounds of 21 runs each, binaries taken in turn:

    case                                  dynamic (rounds 1, 2)    static (rounds 1, 2)
    bloom --help                          8.3, 6.2 ms              3.6, 3.6 ms
    ask next period (empty home)          20.6, 17.9 ms            14.9, 15.4 ms
    ask next period (one period logged)   22.6, 21.1 ms            16.9, 17.0 ms
    topic question (one period logged)    24.1, 21.7 ms            18.8, 17.9 ms

Earlier in the same hour the dynamic build measured 26.5–32.5 ms for the same questions: its
figures swing with the machine, the static build's do not (14.4–18.8 ms in four rounds).

Figures on the shared 2-core machine, dynamic build, medians of 31 runs (several rounds, load
average about 1), 2026-11-22, before and after the start-up work of branch startup-1122 (JSON
strings checked as UTF-8 without the generic `String(validating:)`, template files read over
their bytes, the topic index's postings and word pairs read without hashing):

    case                                  wall before → after     cpu before → after    instructions (callgrind)
    bloom --help                          ~8.9 → ~8.7 ms           ~8.4 → ~8.3 ms          18.2M → 18.2M
    ask next period (empty home)          ~20.7 → ~20.1 ms         ~20.2 → ~19.6 ms        103.8M → 95.1M
    ask next period (one period logged)   ~22.8 → ~22.4 ms         ~22.1 → ~21.8 ms        110.4M → 101.9M
    topic question (one period logged)    ~26.6 → ~26.3 ms         ~26.0 → ~25.7 ms        148.5M → 134.3M

Instructions fall by 8–10% but wall time by only 0.3–0.5 ms (0.5 ms in runs of the two
builds taken in turn): `perf record` of the topic question
puts 30% of its time in the kernel (exec, page faults on first touch), 15% in the dynamic
linker (what the static build saves) and 23% in the Swift runtime; Bloom's own code is about
22%. The topic library's decoding (~15M instructions) and the topic index's reading (~19M)
are still a quarter of the topic question's instructions: the next step is to decode only the topics a search returns, which needs
the index file to carry each topic's id and modes and a fingerprint of the topic files.
Instruction counts: `valgrind --tool=callgrind --callgrind-out-file=/dev/null BINARY ask …`.

Branch lazytopics-1122 (2026-11-23) did that step: the index file carries each topic's id,
title, area and modes and a fingerprint of the raw topic files, so the topic question decodes
only the area files of its hits (~15M instructions of decoding and content fingerprinting
become ~4M: one area file and the synonyms file), and the checked-in file's postings are read
per query term (the index file's reading falls from ~14M to ~9M). Topic question (one period logged, callgrind): 142.3M → 124.5M
instructions; `--help` and the cycle question unchanged (18.2M, ~109.9M). Wall figures could
not be taken then (load average 7–9 on the shared machine): re-measure on a quiet one.

2026-11-23, static build (`--static-swift-stdlib`), two builds taken in turns, 31 runs each, load
about 1: at 3262e47 (data4 merged, larger model) --help 5.6/3.8 ms, cycle question (one period)
17.5/18.2 ms, topic question 19.6/19.5 ms; at 5666c0b 5.7/5.6, 20.1/18.6, 21.8/21.6 ms. Callgrind:
topic question 113.9M → 114.7M instructions, cycle question 99.6M → 100.5M (static). The dynamic
build's wall medians swung between 21 and 36 ms from round to round on the same binaries that
day, so they say nothing; its instruction counts are 126.7M → 127.5M (topic question).
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
