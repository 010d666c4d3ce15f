#!/usr/bin/env python3
"""Check one of the intent development sets (dev-intents-texting.tsv, dev-intents-rambling2.tsv).

Verifies: the header, exactly 3 tab-separated columns per line, every intent is a key of
Knowledge/assistant/readings.json (or `out_of_scope`), guard is `-`, no empty utterance,
no duplicate utterance ignoring case and whitespace, and every intent at least 3 times; for
rambling2 also every utterance more than four words and at least 30 out-of-scope lines.
Prints counts per intent group. Exit 0 when clean, 65 on bad data, 74 on I/O errors.

With --against-training, also compares every line (lower-cased, whitespace collapsed; and
again with punctuation removed) with the training data (`utterances.tsv`, the `examples` of
`Knowledge/assistant/intents.json`, `Knowledge/assistant/out-of-scope.txt`) and prints only
the line numbers of THIS file that clash, never a training line.

Usage: python3 scripts/check_dev_set.py texting|rambling2 [--tsv FILE] [--against-training] [--per-intent]
"""
import json
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "Tests/AssistantTests/Corpus"
# Each set: its file, the fewest words a line may have (0: no rule), the fewest out-of-scope lines.
SETS = {
    "texting": (CORPUS / "dev-intents-texting.tsv", 0, 0),
    "rambling2": (CORPUS / "dev-intents-rambling2.tsv", 5, 30),
}
USAGE = "usage: check_dev_set.py texting|rambling2 [--tsv FILE] [--against-training] [--per-intent]"
READINGS = ROOT / "Knowledge/assistant/readings.json"


def normalised(text):
    return re.sub(r"\s+", " ", text.strip().lower())


def bare(text):
    return re.sub(r"\s+", " ", re.sub(r"[^a-z0-9 ]", "", text.lower())).strip()


def training_keys():
    """Normalised and bare forms of every training line; the lines themselves are never shown."""
    texts = []
    corpus = (ROOT / "Tests/AssistantTests/Corpus/utterances.tsv").read_text(encoding="utf-8")
    for line in corpus.split("\n")[1:]:
        cols = line.split("\t")
        if len(cols) == 4:
            texts.append(cols[3])
    model = json.loads((ROOT / "Knowledge/assistant/intents.json").read_text(encoding="utf-8"))
    for intent in model["intents"]:
        texts.extend(intent.get("examples", []))
    extra = (ROOT / "Knowledge/assistant/out-of-scope.txt").read_text(encoding="utf-8")
    for line in extra.split("\n"):
        if line.strip() and not line.lstrip().startswith("#"):
            texts.append(line.split("\t")[-1])
    return {normalised(t) for t in texts}, {bare(t) for t in texts}, len(texts)


def main(argv):
    against = "--against-training" in argv
    argv = [a for a in argv if a not in ("--against-training", "--per-intent")]
    if not argv or argv[0] not in SETS:
        print(USAGE, file=sys.stderr)
        return 64
    path, fewest_words, fewest_out_of_scope = SETS[argv[0]]
    argv = argv[1:]
    if len(argv) == 2 and argv[0] == "--tsv":
        path = Path(argv[1])
    elif argv:
        print(USAGE, file=sys.stderr)
        return 64
    try:
        intents = set(json.loads(READINGS.read_text(encoding="utf-8"))["readings"])
        lines = path.read_text(encoding="utf-8").split("\n")
    except (OSError, ValueError, KeyError) as error:
        print(f"cannot read input: {error}", file=sys.stderr)
        return 74
    errors = []
    if lines and lines[-1] == "":
        lines.pop()
    if not lines or lines[0] != "intent\tguard\tutterance":
        errors.append("line 1: header must be 'intent<TAB>guard<TAB>utterance'")
    seen = {}
    counts = Counter()
    for number, line in enumerate(lines[1:], start=2):
        cols = line.split("\t")
        if len(cols) != 3:
            errors.append(f"line {number}: {len(cols)} columns, expected 3")
            continue
        intent, guard, text = cols
        if intent != "out_of_scope" and intent not in intents:
            errors.append(f"line {number}: unknown intent '{intent}'")
        if guard != "-":
            errors.append(f"line {number}: guard must be '-', got '{guard}'")
        key = normalised(text)
        if key and len(key.split()) < fewest_words:
            errors.append(f"line {number}: {len(key.split())} words, expected at least {fewest_words}")
        if not key:
            errors.append(f"line {number}: empty utterance")
        elif key in seen:
            errors.append(f"line {number}: duplicate of line {seen[key]}")
        else:
            seen[key] = number
        counts[intent] += 1
    if against:
        try:
            exact, loose, n = training_keys()
        except (OSError, ValueError, KeyError) as error:
            print(f"cannot read training data: {error}", file=sys.stderr)
            return 74
        clashes = [number for key, number in seen.items() if key in exact or bare(key) in loose]
        print(f"compared with {n} training lines: {len(clashes)} clashes")
        for number in sorted(clashes):
            errors.append(f"line {number}: same as a training line (reword it)")
    if counts["out_of_scope"] < fewest_out_of_scope:
        errors.append(f"out_of_scope has {counts['out_of_scope']} lines, expected at least {fewest_out_of_scope}")
    for intent in sorted(intents):
        if counts[intent] < 3:
            errors.append(f"intent '{intent}' has {counts[intent]} lines, expected at least 3")
    groups = Counter()
    for intent, n in counts.items():
        groups[intent.split(".")[0]] += n
    total = sum(counts.values())
    print(f"{total} lines, {len(counts)} labels")
    for group, n in sorted(groups.items()):
        print(f"  {group}: {n}")
    if "--per-intent" in sys.argv:
        for intent, n in sorted(counts.items()):
            print(f"    {intent}: {n}")
    for error in errors:
        print(error, file=sys.stderr)
    return 65 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
