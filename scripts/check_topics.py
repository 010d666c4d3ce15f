#!/usr/bin/env python3
"""Check the health-topic library, Knowledge/topics/*.json, against its schema and safety rules.

Usage: scripts/check_topics.py [TOPICS_DIR] [--tsv FILE ...]
Errors make the exit status 1; unknown `related` ids are warnings only.
A --tsv file is a retrieval test set (question<TAB>topic_id) or a triage vignette set
(message<TAB>context<TAB>expected_level<TAB>reason); its shape is checked too.
"""
import json, os, re, sys

LEVELS = {"ambulance", "urgent", "gp-today", "appointment", "pharmacist"}
TRIAGE_LEVELS = {"ambulance", "urgent", "gp-today", "appointment", "self-care"}
MODES = {"cycle", "ttc", "pregnancy"}
PERSONAL = {"cycle-length", "period-length", "fertile-window", "next-period",
            "pregnancy-week", "cycle-regularity", "days-late"}
FORBIDDEN = [r"safe days?", r"safe time", r"don'?t worry", r"nothing to worry",
             r"you have ", r"it'?s probably", r"take \d+ ?mg"]
ID_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
CONTEXT_RE = re.compile(r"^(none|ttc|pregnant:\d{1,2}|postpartum:\d{1,2})$")

errors, warnings = [], []

def err(where, msg): errors.append(f"{where}: {msg}")
def warn(where, msg): warnings.append(f"{where}: {msg}")

def forbidden(text, field):
    """Forbidden patterns found in `text`. "you have " is a diagnosis only in the answer or title:
    a getHelp condition ("you have a fever") completes "Get help if …" and names a symptom."""
    t = text.lower().replace("\u2019", "'")
    return [p for p in FORBIDDEN if re.search(p, t) and not (p == "you have " and field == "getHelp.when")]

def check_topic(fname, t, ids, related):
    tid = t.get("id", "?")
    w = f"{fname}:{tid}"
    allowed = {"id", "title", "questions", "answer", "personal", "getHelp", "related", "modes", "sources"}
    for k in t:
        if k not in allowed: err(w, f"unknown field {k!r}")
    for k in ("id", "title", "questions", "answer", "related", "modes", "sources"):
        if k not in t: err(w, f"missing field {k!r}")
    if not isinstance(tid, str) or not ID_RE.match(tid): err(w, "id must be lower-case kebab-case")
    if tid in ids: err(w, f"duplicate id (also in {ids[tid]})")
    ids[tid] = fname
    if not isinstance(t.get("title"), str) or not t.get("title", "").strip(): err(w, "title must be a non-empty string")
    qs = t.get("questions", [])
    if not isinstance(qs, list) or not 5 <= len(qs) <= 8: err(w, f"needs 5-8 questions, has {len(qs) if isinstance(qs, list) else '?'}")
    elif len({q.lower().strip() for q in qs}) != len(qs): err(w, "duplicate questions")
    ans = t.get("answer", "")
    n = len(ans.split())
    if not 40 <= n <= 120: err(w, f"answer has {n} words (40-120)")
    for field, text in (("answer", ans), ("title", t.get("title", "")), ("getHelp.when", t.get("getHelp", {}).get("when", ""))):
        for p in forbidden(text, field): err(w, f"forbidden phrase /{p}/ in {field}")
    if "personal" in t and t["personal"] not in PERSONAL: err(w, f"personal {t['personal']!r} not allowed")
    gh = t.get("getHelp")
    if gh is not None:
        if set(gh) != {"level", "when"}: err(w, "getHelp needs exactly level and when")
        if gh.get("level") not in LEVELS: err(w, f"getHelp level {gh.get('level')!r} not allowed")
        if not gh.get("when", "").strip(): err(w, "getHelp.when empty")
    rel = t.get("related", [])
    if not isinstance(rel, list) or not 1 <= len(rel) <= 4: err(w, "related needs 1-4 ids")
    else:
        for r in rel:
            if r == tid: err(w, "related lists itself")
            related.append((w, r))
    modes = t.get("modes", [])
    if not modes or any(m not in MODES for m in modes): err(w, f"modes {modes} not allowed")
    src = t.get("sources", [])
    if not isinstance(src, list) or not 1 <= len(src) <= 3: err(w, "sources needs 1-3 entries")
    else:
        for s in src:
            if ":" not in s: err(w, f"source {s!r} should read 'ORG: title'")

def check_tsv(path, ids):
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    if lines and lines[-1] == "": lines.pop()
    seen = set()
    for i, line in enumerate(lines, 1):
        cols = line.split("\t")
        w = f"{os.path.basename(path)}:{i}"
        if i == 1 and cols[0] in ("question", "message"): 
            kind = cols[0]; continue
        key = cols[0].lower().strip()
        if key in seen: err(w, "duplicate line")
        seen.add(key)
        if len(cols) == 2:
            if cols[1] not in ids: err(w, f"unknown topic id {cols[1]!r}")
        elif len(cols) == 4:
            if not CONTEXT_RE.match(cols[1]): err(w, f"bad context {cols[1]!r}")
            if cols[2] not in TRIAGE_LEVELS: err(w, f"bad level {cols[2]!r}")
            if not cols[3].strip(): err(w, "empty reason")
        else:
            err(w, f"{len(cols)} columns")
    return len(lines) - 1

def main(argv):
    args = argv[1:]
    tsvs = []
    if "--tsv" in args:
        k = args.index("--tsv"); tsvs = args[k + 1:]; args = args[:k]
    root = args[0] if args else os.path.join(os.path.dirname(__file__), "..", "Knowledge", "topics")
    ids, related, counts = {}, [], {}
    for fname in sorted(os.listdir(root)):
        if not fname.endswith(".json"): continue
        path = os.path.join(root, fname)
        raw = open(path, encoding="utf-8").read()
        try: data = json.loads(raw)
        except json.JSONDecodeError as e: err(fname, f"JSON does not parse: {e}"); continue
        if "\r" in raw: err(fname, "CRLF line endings")
        if data.get("version") != 1: err(fname, "version must be 1")
        if data.get("area") != fname[:-5]: err(fname, f"area {data.get('area')!r} should be {fname[:-5]!r}")
        topics = data.get("topics", [])
        counts[fname] = len(topics)
        for t in topics: check_topic(fname, t, ids, related)
    for w, r in related:
        if r not in ids: warn(w, f"related id {r!r} not found in this folder")
    for p in tsvs:
        n = check_tsv(p, ids)
        print(f"{p}: {n} lines")
    for f, c in counts.items(): print(f"{f}: {c} topics")
    print(f"total: {sum(counts.values())} topics")
    for m in warnings: print("warning:", m)
    for m in errors: print("error:", m, file=sys.stderr)
    print(f"{len(errors)} errors, {len(warnings)} warnings")
    return 1 if errors else 0

if __name__ == "__main__":
    sys.exit(main(sys.argv))
