#!/usr/bin/env python3
"""Check the health-topic library in Knowledge/topics/ against Knowledge/topics/SCHEMA.md.

Usage:
  python3 scripts/check_topics.py [TOPICS_DIR] [--tsv FILE ...] [--fix-format] [-q]
  (TOPICS_DIR defaults to Knowledge/topics; --dir TOPICS_DIR also works)

Checks every *.json file in the folder: it parses; the top level has version, area
(matching the file name) and topics; each topic has the schema fields with the allowed
values; ids are kebab-case and unique across ALL files; answers are 25-130 words (Knowledge/SCHEMA.md);
5-12 questions; 1-3 sources; 1-4 related ids; getHelp level and modes in the allowed
sets; the forbidden phrases are absent from titles and answers ("you have " is allowed in a
getHelp line, which completes "Get help if ..." and names a symptom, not a diagnosis);
titles, answers and getHelp lines must pass the output filter (the phrases and
patterns of ../guardrails.json, as Sources/Content/OutputFilter.swift applies them).
A related id that is not in any file is a warning only (the other writer's file may
not be merged yet). Files must be two-space indented, UTF-8 and end with a newline
(--fix-format rewrites them in that form).

With --tsv, also checks test sets, by shape: a retrieval set (`question<TAB>topic_id`,
optional header; topic_id is a known id or `none`; an id not in the folder is a warning,
like `related`; no question may copy a library `questions` entry) or a triage vignette
set (`message<TAB>context<TAB>expected_level<TAB>reason`, optional header).

Exit status: 0 when there are no errors (warnings allowed), 1 on errors, 64 on usage.
"""

import argparse
import json
import re
import sys
from pathlib import Path

LEVELS = {"ambulance", "urgent", "gp-today", "appointment", "pharmacist"}
MODES = {"cycle", "ttc", "pregnancy"}
PERSONAL = {"cycle-length", "period-length", "fertile-window", "next-period",
            "pregnancy-week", "cycle-regularity", "days-late"}
TOPIC_KEYS = {"id", "title", "questions", "answer", "personal", "getHelp",
              "related", "modes", "sources"}
REQUIRED = ["id", "title", "questions", "answer", "related", "modes", "sources"]
ID_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
TRIAGE_LEVELS = {"ambulance", "urgent", "gp-today", "appointment", "self-care"}
CONTEXT_RE = re.compile(r"^(none|ttc|pregnant:\d{1,2}|postpartum:\d{1,2})$")

# Case-insensitive patterns that must never appear in what Bloom says.
FORBIDDEN = [
    (re.compile(r"safe days?\b", re.I), "\"safe day\""),
    (re.compile(r"safe time", re.I), "\"safe time\""),
    (re.compile(r"safe period", re.I), "\"safe period\""),
    (re.compile(r"don['’]?t worry|do not worry", re.I), "\"don't worry\""),
    (re.compile(r"nothing to worry", re.I), "\"nothing to worry\""),
    (re.compile(r"\byou have ", re.I), "\"you have \" (reads as a diagnosis)"),
    (re.compile(r"\bit['’]?s probably|\bit is probably", re.I), "\"it's probably\""),
    (re.compile(r"\btake \d+ ?(mg|milligrams?|mcg|micrograms?|g)\b", re.I), "a dose (\"take N mg\")"),
]
# A sentence that mentions diagnosis must say a clinician or a test does it, or deny it.
DIAGNOSIS = re.compile(r"diagnos", re.I)
DIAGNOSIS_OK = re.compile(
    r"\b(doctor|doctors|gp|gps|clinician|clinicians|specialist|specialists|nurse|midwife|"
    r"gynaecologist|gynecologist|scan|ultrasound|laparoscopy|surgery|test|tests|"
    r"cannot|can['’]?t|not|never|only)\b", re.I)


class Report:
    def __init__(self):
        self.errors = []
        self.warnings = []

    def error(self, where, msg):
        self.errors.append(f"ERROR {where}: {msg}")

    def warn(self, where, msg):
        self.warnings.append(f"warning {where}: {msg}")


def words(text):
    return len(text.split())


def norm_question(text):
    return re.sub(r"[^a-z0-9]+", " ", text.lower()).strip()


def check_text(rep, where, field, text, output_filter=None):
    if output_filter is not None:
        hit = output_filter.check(text)
        if hit:
            rep.error(where, f"{field} trips the output filter ({hit})")
    for pattern, name in FORBIDDEN:
        if field == "getHelp.when" and name.startswith('"you have'):
            continue  # "Get help if you have a fever" names a symptom
        if pattern.search(text):
            rep.error(where, f"{field} contains {name}: {text[:80]!r}")
    if field == "getHelp.when":
        return  # "after diagnosis, get help if ..." is a condition, not a claim
    for sentence in re.split(r"(?<=[.!?;])\s+", text):
        if DIAGNOSIS.search(sentence) and not DIAGNOSIS_OK.search(sentence):
            rep.error(where, f"{field} uses 'diagnos…' as a claim: {sentence!r}")


class OutputFilter:
    """A Python mirror of Sources/Content/OutputFilter.swift over Knowledge/guardrails.json:
    phrases match lower-cased text on word boundaries (a diagnosis phrase right after a
    condition word such as "if" passes), patterns are regular expressions."""

    CONDITION_WORDS = {"if", "whether", "when", "unless", "once", "while", "case", "until"}

    def __init__(self, path):
        self.rules = []
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        for category, rules in data.get("output", {}).items():
            for phrase in rules.get("phrases", []):
                p = self.normalize(phrase)
                before = r"(?<![a-z0-9_\x80-\uffff])" if re.match(r"[a-z0-9_]", p) else ""
                after = r"(?![a-z0-9_\x80-\uffff])" if re.search(r"[a-z0-9_]$", p) else ""
                self.rules.append((category, phrase, re.compile(before + re.escape(p) + after), True))
            for pattern in rules.get("patterns", []):
                self.rules.append((category, pattern, re.compile(pattern, re.I), False))

    @staticmethod
    def normalize(text):
        text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u02bc", "'")
        return re.sub(r"\s+", " ", text.lower()).strip()

    def check(self, text):
        norm = self.normalize(text)
        for category, source, rx, is_phrase in self.rules:
            for m in rx.finditer(norm):
                if is_phrase and category == "diagnosis":
                    words = re.findall(r"[a-z0-9_]+", norm[:m.start()])
                    if words and words[-1] in self.CONDITION_WORDS:
                        continue
                return f"{category}: {m.group(0)!r}"
        return None


def check_topic(rep, fname, t, index, output_filter=None):
    where = f"{fname}#{index}"
    if not isinstance(t, dict):
        rep.error(where, "topic is not an object")
        return None
    tid = t.get("id")
    if isinstance(tid, str):
        where = f"{fname}:{tid}"
    for key in REQUIRED:
        if key not in t:
            rep.error(where, f"missing field '{key}'")
    for key in t:
        if key not in TOPIC_KEYS:
            rep.error(where, f"unknown field '{key}'")
    if not isinstance(tid, str) or not ID_RE.match(tid):
        rep.error(where, f"id must be lower-case kebab-case: {tid!r}")
    title = t.get("title")
    if not isinstance(title, str) or not title.strip():
        rep.error(where, "title must be a non-empty string")
    else:
        check_text(rep, where, "title", title, output_filter)

    qs = t.get("questions")
    if not isinstance(qs, list) or not all(isinstance(q, str) and q.strip() for q in qs):
        rep.error(where, "questions must be a list of non-empty strings")
    else:
        if not 5 <= len(qs) <= 12:
            rep.error(where, f"{len(qs)} questions (need 5-12)")
        normed = [norm_question(q) for q in qs]
        if len(set(normed)) != len(normed):
            rep.error(where, "duplicate questions")
        if isinstance(title, str) and norm_question(title) in normed:
            rep.warn(where, "a question only repeats the title")

    answer = t.get("answer")
    if not isinstance(answer, str):
        rep.error(where, "answer must be a string")
    else:
        n = words(answer)
        if not 25 <= n <= 130:
            rep.error(where, f"answer has {n} words (need 25-130)")
        check_text(rep, where, "answer", answer, output_filter)

    if "personal" in t and t["personal"] not in PERSONAL:
        rep.error(where, f"personal {t['personal']!r} not in {sorted(PERSONAL)}")

    if "getHelp" in t:
        gh = t["getHelp"]
        if not isinstance(gh, dict) or set(gh) != {"level", "when"}:
            rep.error(where, "getHelp must be an object with exactly 'level' and 'when'")
        else:
            if gh["level"] not in LEVELS:
                rep.error(where, f"getHelp level {gh['level']!r} not in {sorted(LEVELS)}")
            if not isinstance(gh["when"], str) or not gh["when"].strip():
                rep.error(where, "getHelp 'when' must be a non-empty string")
            else:
                check_text(rep, where, "getHelp.when", gh["when"], output_filter)

    rel = t.get("related")
    if not isinstance(rel, list) or not all(isinstance(r, str) for r in rel):
        rep.error(where, "related must be a list of ids")
    elif not 1 <= len(rel) <= 4:
        rep.error(where, f"{len(rel)} related ids (need 1-4)")
    elif tid in rel:
        rep.error(where, "related lists the topic itself")

    modes = t.get("modes")
    if not isinstance(modes, list) or not modes or not all(m in MODES for m in modes):
        rep.error(where, f"modes must be a non-empty subset of {sorted(MODES)}: {modes!r}")
    elif len(set(modes)) != len(modes):
        rep.error(where, "duplicate modes")

    srcs = t.get("sources")
    if not isinstance(srcs, list) or not all(isinstance(s, str) for s in srcs):
        rep.error(where, "sources must be a list of strings")
    else:
        if not 1 <= len(srcs) <= 3:
            rep.error(where, f"{len(srcs)} sources (need 1-3)")
        for s in srcs:
            if not re.match(r"^[^:]{2,}: \S", s):
                rep.error(where, f"source should read 'ORG: document title': {s!r}")
    return tid if isinstance(tid, str) else None


def check_file(rep, path, fix):
    raw = path.read_bytes()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        rep.error(path.name, "not UTF-8")
        return []
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        rep.error(path.name, f"JSON does not parse: {e}")
        return []
    canonical = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    if text != canonical:
        if fix:
            path.write_text(canonical, encoding="utf-8")
        else:
            rep.error(path.name, "not in canonical form (two-space indent, LF, final newline); "
                                 "run with --fix-format")
    if not isinstance(data, dict):
        rep.error(path.name, "top level must be an object")
        return []
    if data.get("version") != 1:
        rep.error(path.name, "version must be 1")
    if data.get("area") != path.stem:
        rep.error(path.name, f"area {data.get('area')!r} must match the file name {path.stem!r}")
    extra = set(data) - {"version", "area", "topics"}
    if extra:
        rep.error(path.name, f"unknown top-level fields {sorted(extra)}")
    topics = data.get("topics")
    if not isinstance(topics, list) or not topics:
        rep.error(path.name, "topics must be a non-empty list")
        return []
    return [(path.name, t, i) for i, t in enumerate(topics)]


def check_tsv(rep, path, ids, library_questions):
    seen = set()
    lines = path.read_text(encoding="utf-8").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    count = 0
    for n, line in enumerate(lines, 1):
        where = f"{path.name}:{n}"
        cols = line.split("\t")
        if n == 1 and cols[0] in ("question", "message"):
            continue
        if not cols[0].strip():
            rep.error(where, f"empty first column: {line!r}")
            continue
        count += 1
        nq = norm_question(cols[0])
        if nq in seen:
            rep.error(where, f"duplicate line: {cols[0]!r}")
        seen.add(nq)
        if len(cols) == 2:
            tid = cols[1]
            if tid != "none" and tid not in ids:
                if ID_RE.match(tid):
                    rep.warn(where, f"topic id {tid!r} is not in any topic file")
                else:
                    rep.error(where, f"bad topic id {tid!r}")
            if nq in library_questions:
                rep.error(where, f"copies a library question ({library_questions[nq]}): {cols[0]!r}")
        elif len(cols) == 4:
            if not CONTEXT_RE.match(cols[1]):
                rep.error(where, f"bad context {cols[1]!r}")
            if cols[2] not in TRIAGE_LEVELS:
                rep.error(where, f"bad level {cols[2]!r} (allowed: {sorted(TRIAGE_LEVELS)})")
            if not cols[3].strip():
                rep.error(where, "empty reason")
        else:
            rep.error(where, f"{len(cols)} tab-separated columns (need 2 or 4)")
    return count


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    default_dir = str(Path(__file__).resolve().parent.parent / "Knowledge" / "topics")
    ap.add_argument("topics_dir", nargs="?", help="folder of topic files (default Knowledge/topics)")
    ap.add_argument("--dir", help="same as TOPICS_DIR")
    ap.add_argument("--tsv", nargs="+", action="extend", default=[], help="test sets to check")
    ap.add_argument("--fix-format", action="store_true", help="rewrite files in canonical form")
    ap.add_argument("-q", "--quiet", action="store_true", help="print errors and the summary only")
    try:
        args = ap.parse_args(argv)
    except SystemExit as e:
        return 64 if e.code else 0
    folder = Path(args.dir or args.topics_dir or default_dir)
    if not folder.is_dir():
        print(f"no such folder: {folder}", file=sys.stderr)
        return 64
    rep = Report()
    entries = []
    files = sorted(p for p in folder.glob("*.json") if p.name != "synonyms.json")  # synonyms.json is the retrieval vocabulary, not an area
    for path in files:
        entries += check_file(rep, path, args.fix_format)

    ids = {}
    per_area = {}
    library_questions = {}
    output_filter = None
    guardrails = folder.parent / "guardrails.json"
    if guardrails.is_file():
        try:
            output_filter = OutputFilter(guardrails)
        except (json.JSONDecodeError, re.error) as e:
            rep.warn(guardrails.name, f"output filter not loaded: {e}")
    else:
        rep.warn(str(guardrails), "not found: the output-filter check is skipped")
    for fname, t, i in entries:
        tid = check_topic(rep, fname, t, i, output_filter)
        per_area[fname] = per_area.get(fname, 0) + 1
        if tid is None:
            continue
        if tid in ids:
            rep.error(f"{fname}:{tid}", f"id also used in {ids[tid]}")
        ids[tid] = fname
        for q in t.get("questions") or []:
            if isinstance(q, str):
                nq = norm_question(q)
                if nq in library_questions and library_questions[nq] != tid:
                    rep.warn(f"{fname}:{tid}", f"question also in {library_questions[nq]}: {q!r}")
                library_questions.setdefault(nq, tid)
    for fname, t, _ in entries:
        if isinstance(t, dict) and isinstance(t.get("related"), list):
            for r in t["related"]:
                if isinstance(r, str) and r not in ids:
                    rep.warn(f"{fname}:{t.get('id')}", f"related id {r!r} is not in any topic file")

    tsv_counts = {}
    for tsv in args.tsv:
        p = Path(tsv)
        if not p.is_file():
            rep.error(tsv, "no such file")
            continue
        tsv_counts[p.name] = check_tsv(rep, p, ids, library_questions)

    for line in rep.errors:
        print(line)
    if not args.quiet:
        for line in rep.warnings:
            print(line)
    summary = ", ".join(f"{k.removesuffix('.json')} {v}" for k, v in sorted(per_area.items()))
    print(f"{len(files)} files, {len(ids)} topics ({summary})")
    for name, n in tsv_counts.items():
        print(f"{name}: {n} questions")
    print(f"{len(rep.errors)} errors, {len(rep.warnings)} warnings")
    return 1 if rep.errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
