#!/usr/bin/env python3
"""Check (or fill the hashes of) the labels of the real-question development set.

The labels live in Tests/AssistantTests/Corpus/real-questions/dev-labels.tsv, one row per
question of /work/shared/data/real-questions-dev.tsv (third-party text that must never be
copied into the project: the labels file holds line numbers, hashes and labels only).

Columns: line, sha1_8, domain, route, care, context, topic.
- line: the question's line number in the dev file (the header is line 1);
- sha1_8: the first 8 hex digits of the SHA-1 of the question (the dev file's first column,
  UTF-8, exactly as stored), so a label still finds its question if lines move;
- domain: in | off;
- route: general | own_data | log | request | small_talk | out_of_scope;
- care: none | self-care | pharmacist | appointment | gp-today | urgent | ambulance;
- context: none | cycle | ttc | pregnant:N | pregnant:? | postpartum | breastfeeding | menopause;
- topic: an existing topic id (Knowledge/topics/*.json), `new:<kebab-id>` for a topic that
  should exist, or `none` when no topic could answer.

Checks: the header; one row per question (every dev line exactly once); each hash matches its
line (a hash found on another line is reported as moved); the allowed values; topic ids exist;
off-domain rows route `out_of_scope` with topic `none`, and only they route `out_of_scope`.
Never prints question text. Exit 0 when clean, 65 on bad data, 74 on I/O errors, 64 on usage.

Usage: python3 scripts/check_real_question_labels.py [--labels FILE] [--dev FILE] [--fill] [--summary]
  --fill     rewrite the sha1_8 column from the dev file (by line) before checking
  --summary  print counts per column and the new topic ids by number of questions
"""
import hashlib
import json
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LABELS = ROOT / "Tests/AssistantTests/Corpus/real-questions/dev-labels.tsv"
DEV = Path("/work/shared/data/real-questions-dev.tsv")
TOPICS = ROOT / "Knowledge/topics"
HEADER = ["line", "sha1_8", "domain", "route", "care", "context", "topic"]
DOMAINS = {"in", "off"}
ROUTES = {"general", "own_data", "log", "request", "small_talk", "out_of_scope"}
CARE = ["none", "self-care", "pharmacist", "appointment", "gp-today", "urgent", "ambulance"]
CONTEXT = re.compile(r"^(none|cycle|ttc|pregnant:(\d{1,2}|\?)|postpartum|breastfeeding|menopause)$")
NEW_ID = re.compile(r"^new:[a-z0-9]+(-[a-z0-9]+)*$")
USAGE = "usage: check_real_question_labels.py [--labels FILE] [--dev FILE] [--fill] [--summary]"


def sha1_8(text):
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:8]


def dev_hashes(path):
    """Line number -> hash of the question (first column) for every question line."""
    lines = path.read_text(encoding="utf-8").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return {number: sha1_8(text.split("\t")[0]) for number, text in enumerate(lines, start=1) if number > 1}


def topic_ids(folder):
    ids = set()
    for file in sorted(folder.glob("*.json")):
        data = json.loads(file.read_text(encoding="utf-8"))
        ids.update(topic["id"] for topic in data.get("topics", []))
    return ids


def main(argv):
    labels, dev, fill, summary = LABELS, DEV, False, False
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg in ("--labels", "--dev") and args:
            value = Path(args.pop(0))
            labels, dev = (value, dev) if arg == "--labels" else (labels, value)
        elif arg == "--fill":
            fill = True
        elif arg == "--summary":
            summary = True
        else:
            print(USAGE, file=sys.stderr)
            return 64
    try:
        hashes = dev_hashes(dev)
        text = labels.read_text(encoding="utf-8")
        known = topic_ids(TOPICS)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 74

    rows = [line.split("\t") for line in text.split("\n") if line != ""]
    errors = []
    if not rows or rows[0] != HEADER:
        errors.append("line 1: the header must be " + "\t".join(HEADER))
    body = rows[1:]
    if fill:
        for row in body:
            if len(row) == len(HEADER) and row[0].isdigit() and int(row[0]) in hashes:
                row[1] = hashes[int(row[0])]
        try:
            labels.write_text("\n".join("\t".join(row) for row in [HEADER] + body) + "\n", encoding="utf-8")
        except OSError as error:
            print(f"error: {error}", file=sys.stderr)
            return 74

    where = {value: number for number, value in hashes.items()}
    seen = Counter()
    for index, row in enumerate(body, start=2):
        at = f"labels line {index}"
        if len(row) != len(HEADER):
            errors.append(f"{at}: {len(row)} columns, expected {len(HEADER)}")
            continue
        line, digest, domain, route, care, context, topic = row
        if not line.isdigit() or int(line) not in hashes:
            errors.append(f"{at}: line {line!r} is not a question line of the dev file")
        else:
            seen[int(line)] += 1
            if hashes[int(line)] != digest:
                moved = where.get(digest)
                errors.append(f"{at}: hash {digest} does not match dev line {line}"
                              + (f" (it matches dev line {moved})" if moved else ""))
        if domain not in DOMAINS:
            errors.append(f"{at}: domain {domain!r}")
        if route not in ROUTES:
            errors.append(f"{at}: route {route!r}")
        if care not in CARE:
            errors.append(f"{at}: care {care!r}")
        if not CONTEXT.match(context):
            errors.append(f"{at}: context {context!r}")
        if topic != "none" and topic not in known and not NEW_ID.match(topic):
            errors.append(f"{at}: topic {topic!r} is neither an existing id, new:<kebab-id> nor none")
        if topic.startswith("new:") and topic[4:] in known:
            errors.append(f"{at}: {topic} already exists; use the id without new:")
        if (domain == "off") != (route == "out_of_scope"):
            errors.append(f"{at}: off-domain rows, and only they, route out_of_scope")
        if domain == "off" and topic != "none":
            errors.append(f"{at}: an off-domain row has topic none")
    for number in sorted(hashes):
        if seen[number] != 1:
            errors.append(f"dev line {number}: labelled {seen[number]} times, expected once")

    for error in errors:
        print(error, file=sys.stderr)
    if summary:
        print_summary([row for row in body if len(row) == len(HEADER)])
    if errors:
        print(f"{len(errors)} error(s)", file=sys.stderr)
        return 65
    print(f"ok: {len(body)} rows, every dev question labelled once")
    return 0


def print_summary(rows):
    for column, name in ((2, "domain"), (3, "route"), (4, "care"), (5, "context")):
        counts = Counter(row[column] for row in rows)
        if name == "context":
            counts = Counter("pregnant" if value.startswith("pregnant:") else value
                             for value in (row[column] for row in rows))
        order = CARE if name == "care" else sorted(counts, key=lambda key: -counts[key])
        print(f"{name}: " + ", ".join(f"{key} {counts[key]}" for key in order if counts[key]))
    inside = [row for row in rows if row[2] == "in"]
    topics = Counter("existing" if not row[6].startswith("new:") and row[6] != "none"
                     else ("new" if row[6].startswith("new:") else "none") for row in inside)
    print(f"in-domain topics: existing {topics['existing']}, new {topics['new']}, none {topics['none']}")
    new = Counter(row[6] for row in inside if row[6].startswith("new:"))
    print(f"new topic ids: {len(new)}")
    for topic, count in sorted(new.items(), key=lambda item: (-item[1], item[0])):
        print(f"  {count}  {topic}")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
