#!/usr/bin/env python3
"""Runs the real-question development set through a bloom binary and prints figures only.

    python3 scripts/score_dev_set.py BLOOM_BINARY [--dev FILE] [--json OUT.json] [--jobs 2]

The development set (../shared/data/real-questions-dev.tsv, third-party text) is read at run
time and never copied into the project; its labels are Tests/AssistantTests/Corpus/
real-questions/dev-labels.tsv (line, hash, domain, route, care, context, topic). Every figure
printed is a development figure: the labels and the library were made while reading this set.

Each question is sent once with `bloom ask --json` to a fresh store holding only an empty
profile (no periods, no mode): the hardest case for "no data" replies. Printed:
- route accuracy against the labels (`route` of --json);
- in-domain questions answered "outside what I can help with";
- general questions answered with "not enough data … no periods logged";
- questions that wrote (any action);
- offers to log ("Shall I log…", "Do you want me to save…");
- care: over-triage (urgent or ambulance where the label is appointment or less) and
  under-triage (labelled urgent or ambulance, got below gp-today);
- topics: labelled with an existing topic, answered with it (or with any topic at all).
--json OUT keeps every question's reply for whoever judges them with the rubric.
"""
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LABELS = ROOT / "Tests/AssistantTests/Corpus/real-questions/dev-labels.tsv"
DEV = ROOT.parent / "shared/data/real-questions-dev.tsv"
LEVELS = ["none", "self-care", "pharmacist", "appointment", "gp-today", "urgent", "ambulance"]
OUTSIDE = "outside what I can help with"
NO_DATA = "I don't have any periods logged"
OFFERS = ["Shall I log", "Do you want me to save", "Shall I save", "Do you want me to log"]


def main(argv):
    if len(argv) < 2 or argv[1].startswith("-"):
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 64
    binary = os.path.abspath(argv[1])
    options = dict(zip(argv[2::2], argv[3::2]))
    dev = Path(options.get("--dev", DEV))
    jobs = int(options.get("--jobs", "2"))
    questions = {}
    for number, line in enumerate(dev.read_text(encoding="utf-8").split("\n"), start=1):
        if number > 1 and line:
            questions[number] = line.split("\t")[0]
    labels = []
    for row in LABELS.read_text(encoding="utf-8").split("\n")[1:]:
        if not row:
            continue
        line, digest, domain, route, care, context, topic = row.split("\t")
        text = questions[int(line)]
        if hashlib.sha1(text.encode("utf-8")).hexdigest()[:8] != digest:
            print(f"line {line}: the question's hash differs from the label's; run check_real_question_labels.py", file=sys.stderr)
            return 65
        labels.append(dict(line=int(line), domain=domain, route=route, care=care, context=context, topic=topic, text=text))

    work = Path(tempfile.mkdtemp(prefix="bloom-dev-"))
    template = work / "template"
    env = {k: v for k, v in os.environ.items() if not k.startswith("BLOOM_")}
    env.update(BLOOM_TODAY="2026-11-25", NO_COLOR="1")
    subprocess.run([binary, "profile", "add", "me"], env=dict(env, BLOOM_HOME=str(template)), capture_output=True, check=True)

    def ask(item):
        home = work / f"q{item['line']}"
        shutil.copytree(template, home)
        # In the home folder: a file asked for ("make a report…") is written to the current folder.
        result = subprocess.run([binary, "ask", "--json", item["text"]], env=dict(env, BLOOM_HOME=str(home)), capture_output=True, text=True,
                                cwd=str(home))
        shutil.rmtree(home, ignore_errors=True)
        try:
            return item, json.loads(result.stdout)
        except json.JSONDecodeError:
            return item, {"error": result.stderr.strip()[:200]}

    with ThreadPoolExecutor(jobs) as pool:
        results = list(pool.map(ask, labels))
    shutil.rmtree(work, ignore_errors=True)

    counts = Counter()
    out = []
    for item, reply in results:
        text = reply.get("reply", "")
        care = (reply.get("care") or {}).get("level") or "none"
        inside = item["domain"] == "in"
        counts["in"] += inside
        counts["errors"] += "error" in reply
        counts["route_ok"] += reply.get("route") == item["route"]
        counts["outside"] += inside and OUTSIDE in text
        counts["no_data"] += item["route"] == "general" and NO_DATA in text
        counts["wrote"] += bool(reply.get("actions"))
        counts["offered"] += any(offer in text for offer in OFFERS)
        expected = LEVELS.index(item["care"])
        got = LEVELS.index(care) if care in LEVELS else 0
        counts["over"] += inside and got >= LEVELS.index("urgent") and expected <= LEVELS.index("appointment")
        counts["under"] += expected >= LEVELS.index("urgent") and got < LEVELS.index("gp-today")
        counts["urgent_labels"] += expected >= LEVELS.index("urgent")
        counts["routine_labels"] += inside and expected <= LEVELS.index("appointment")
        topic = reply.get("topic") or ""
        if item["topic"] not in ("none",) and not item["topic"].startswith("new:"):
            counts["labelled_topic"] += 1
            counts["topic_hit"] += topic == item["topic"]
        counts["any_topic"] += inside and bool(topic)
        out.append({"line": item["line"], "labels": {k: item[k] for k in ("domain", "route", "care", "context", "topic")},
                    "route": reply.get("route"), "care": reply.get("care"), "topic": topic, "guard": reply.get("guard"),
                    "actions": reply.get("actions"), "reply": text})

    total = len(results)
    def pct(a, b):
        return f"{a}/{b} ({100 * a / b:.1f}%)" if b else f"{a}/0"
    print(f"real-question development set ({total} questions, {counts['in']} in the domain; development figures)")
    print(f"route agrees with the label: {pct(counts['route_ok'], total)}")
    print(f"in-domain answered 'outside what I can help with': {counts['outside']}")
    print(f"general questions answered 'no periods logged': {counts['no_data']}")
    print(f"questions that wrote: {counts['wrote']}; replies offering to log: {counts['offered']}")
    print(f"over-triage (urgent/ambulance, labelled appointment or less): {pct(counts['over'], counts['routine_labels'])}")
    print(f"under-triage (labelled urgent/ambulance, got below gp-today): {pct(counts['under'], counts['urgent_labels'])}")
    print(f"labelled existing topic answered with it: {pct(counts['topic_hit'], counts['labelled_topic'])}")
    print(f"in-domain questions given a topic: {pct(counts['any_topic'], counts['in'])}")
    if counts["errors"]:
        print(f"errors: {counts['errors']}")
    if "--json" in options:
        Path(options["--json"]).write_text(json.dumps(out, indent=1, ensure_ascii=False), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
