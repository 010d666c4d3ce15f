#!/usr/bin/env python3
"""Checks the never-tuned test sets: columns, allowed values, duplicates and counts.

Run from anywhere: python3 Tests/AssistantTests/Corpus/never-tuned/check.py
Exits 1 and lists every problem if a file is malformed; prints the counts otherwise.
It reads only this folder and the symptom/mood ids in Knowledge/lexicons.
"""
import collections
import datetime
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, '..', '..', '..', '..'))
TODAY = datetime.date(2026, 11, 25)
SCENARIOS = {'new', 'cycle', 'ttc', 'pregnancy'}
ROUTES = {'general', 'own_data', 'log', 'request', 'small_talk', 'out_of_scope'}
CARE = {'none', 'self-care', 'appointment', 'gp-today', 'urgent', 'ambulance'}
CRISIS = {'crisis', 'not-crisis'}
EXERCISE = {'yoga', 'walk', 'run', 'swim', 'cycle', 'gym', 'other'}
problems = []


def problem(where, text):
    problems.append(f'{where}: {text}')


def ids(name):
    with open(os.path.join(ROOT, 'Knowledge', 'lexicons', name + '.json'), encoding='utf-8') as f:
        return {e['id'] for e in json.load(f)['entries']}


SYMPTOMS, MOODS = ids('symptoms'), ids('moods')
FACT_PATTERNS = [
    (r'symptom:([a-z-]+)', lambda m: m.group(1) in SYMPTOMS),
    (r'mood:([a-z-]+)', lambda m: m.group(1) in MOODS),
    (r'flow:(spotting|light|medium|heavy)', None),
    (r'discharge:(dry|sticky|creamy|watery|egg-white|unusual)', None),
    (r'temperature:(3[4-9]|4[0-2])\.\d\d', None),
    (r'opk:(negative|low|high|peak)', None),
    (r'pregtest:(positive|negative)', None),
    (r'water:\d+', None),
    (r'weight:\d{2,3}\.\d', None),
    (r'(caffeine|alcohol|tobacco):\d+', None),
    (r'sex:(protected|unprotected)', None),
    (r'exercise:([a-z]+):\d+', lambda m: m.group(1) in EXERCISE),
    (r'sleep:\d+(\.\d+)?', None),
    (r'(period_start|period_end|note)', None),
]


def check_writes(where, writes):
    """Returns the list of facts, or [] for none/ask; records any malformed fact."""
    if writes in ('none', 'ask'):
        return []
    facts = writes.split(';')
    if len(set(facts)) != len(facts):
        problem(where, f'repeated fact in {writes!r}')
    for fact in facts:
        body, _, day = fact.partition('@')
        if day:
            try:
                d = datetime.date.fromisoformat(day)
                if d >= TODAY:
                    problem(where, f'{fact}: a date other than today must be in the past')
            except ValueError:
                problem(where, f'{fact}: bad date')
        for pattern, test in FACT_PATTERNS:
            m = re.fullmatch(pattern, body)
            if m:
                if test and not test(m):
                    problem(where, f'{fact}: unknown id')
                break
        else:
            problem(where, f'{fact}: not in the write vocabulary')
    return facts


def read_tsv(name, header):
    path = os.path.join(HERE, name)
    with open(path, encoding='utf-8') as f:
        lines = f.read().split('\n')
    if lines[-1] == '':
        lines.pop()
    if lines[0] != '\t'.join(header):
        problem(name, f'header is {lines[0]!r}')
    rows = []
    for n, line in enumerate(lines[1:], start=2):
        cols = line.split('\t')
        if len(cols) != len(header):
            problem(f'{name}:{n}', f'{len(cols)} columns')
            continue
        if any(c != c.strip() or not c for c in cols):
            problem(f'{name}:{n}', 'empty cell or stray spaces')
        rows.append((n, cols))
    return rows


def key(text):
    return ' '.join(text.lower().split())


def no_repeats(name, texts):
    seen = {}
    for where, text in texts:
        k = key(text)
        if k in seen:
            problem(where, f'repeats {seen[k]} in {name}')
        seen[k] = where


all_texts = {}


def remember(name, where, text):
    k = key(text)
    if k in all_texts and all_texts[k][0] != name:
        problem(where, f'same message as {all_texts[k][1]}')
    all_texts.setdefault(k, (name, where))


# ---- messages.tsv
rows = read_tsv('messages.tsv', ['message', 'scenario', 'route', 'writes'])
no_repeats('messages.tsv', [(f'messages.tsv:{n}', c[0]) for n, c in rows])
routes = collections.Counter()
by_writes = collections.Counter()
log_stats = collections.Counter()
kinds = collections.Counter()
for n, (msg, scenario, route, writes) in rows:
    where = f'messages.tsv:{n}'
    remember('messages', where, msg)
    if scenario not in SCENARIOS:
        problem(where, f'scenario {scenario}')
    if route not in ROUTES:
        problem(where, f'route {route}')
    facts = check_writes(where, writes)
    routes[route] += 1
    if route != 'log' and writes != 'none':
        problem(where, 'only log messages may write or ask')
    if facts:
        log_stats['writes facts'] += 1
        log_stats['several facts'] += len(facts) > 1
        log_stats['a day other than today'] += any('@' in f for f in facts)
        for f in facts:
            kinds[re.split(r'[:@]', f)[0]] += 1
        if any(f.startswith('temperature') for f in facts):
            log_stats['temperature in F' if re.search(r'\d\s*(°?f\b)|9[6-9]\.\d|ninety', msg, re.I) else 'temperature in C'] += 1
        if scenario == 'ttc' and any(f.startswith('sex') for f in facts):
            log_stats['sex in ttc'] += 1
    elif writes == 'ask':
        log_stats['ask'] += 1
    elif route == 'log':
        log_stats['log route, writes none'] += 1
    by_writes['none' if writes == 'none' else 'ask' if writes == 'ask' else 'facts'] += 1
for route, least in [('log', 100), ('general', 80), ('own_data', 25), ('request', 15), ('small_talk', 10), ('out_of_scope', 20)]:
    if routes[route] < least:
        problem('messages.tsv', f'only {routes[route]} {route}')
if len(rows) < 320:
    problem('messages.tsv', f'only {len(rows)} messages')

# ---- conversations.txt
conv_text = open(os.path.join(HERE, 'conversations.txt'), encoding='utf-8').read()
blocks = [b for b in re.split(r'\n(?==== id: )', conv_text.strip()) if b.strip()]
conv_ids, turns_seen, conv_scen, care_count, turn_total = set(), [], collections.Counter(), collections.Counter(), 0
for b in blocks:
    lines = b.split('\n')
    m = re.fullmatch(r'=== id: ([a-z0-9]+(?:-[a-z0-9]+)*)', lines[0])
    cid = m.group(1) if m else lines[0]
    where = f'conversations.txt {cid}'
    if not m:
        problem(where, 'bad id line')
    if cid in conv_ids:
        problem(where, 'repeated id')
    conv_ids.add(cid)
    if not lines[1].startswith('scenario: ') or lines[1][10:] not in SCENARIOS:
        problem(where, f'bad scenario line {lines[1]!r}')
    conv_scen[lines[1][10:]] += 1
    turns = []
    for line in lines[2:]:
        if not line.strip():
            continue
        if line.startswith('> '):
            turns.append({'text': line[2:], 'checks': []})
            turns_seen.append((f'{where} turn {len(turns)}', line[2:]))
        elif not turns:
            problem(where, f'check before the first turn: {line!r}')
        else:
            k, sep, v = line.partition(': ')
            if not sep or k not in ('writes', 'mentions', 'not', 'care') or not v.strip():
                problem(where, f'bad check line {line!r}')
                continue
            turns[-1]['checks'].append((k, v))
    if not 3 <= len(turns) <= 8:
        problem(where, f'{len(turns)} turns')
    turn_total += len(turns)
    for i, t in enumerate(turns, 1):
        ks = [k for k, _ in t['checks']]
        if ks.count('writes') != 1:
            problem(f'{where} turn {i}', 'needs exactly one writes line')
        if ks.count('care') > 1:
            problem(f'{where} turn {i}', 'more than one care line')
        for k, v in t['checks']:
            if k == 'writes':
                check_writes(f'{where} turn {i}', v)
            elif k == 'care':
                care_count[v] += 1
                if v not in CARE:
                    problem(f'{where} turn {i}', f'care {v}')
            elif any(not alt.strip() for alt in v.split('|')):
                problem(f'{where} turn {i}', f'empty alternative in {v!r}')
if len(blocks) < 42:
    problem('conversations.txt', f'only {len(blocks)} conversations')

# ---- triage-vignettes.tsv
rows = read_tsv('triage-vignettes.tsv', ['message', 'context', 'expected_level', 'reason'])
no_repeats('triage-vignettes.tsv', [(f'triage-vignettes.tsv:{n}', c[0]) for n, c in rows])
levels, contexts = collections.Counter(), collections.Counter()
for n, (msg, context, level, reason) in rows:
    where = f'triage-vignettes.tsv:{n}'
    remember('triage', where, msg)
    if not re.fullmatch(r'none|ttc|pregnant:([1-9]|[1-3]\d|4[0-2])|postpartum:([1-9]|[1-4]\d|5[0-2])', context):
        problem(where, f'context {context}')
    if level not in CARE:
        problem(where, f'level {level}')
    levels[level] += 1
    contexts[context.split(':')[0]] += 1
routine = levels['self-care'] + levels['none'] + levels['appointment']
red = levels['ambulance'] + levels['urgent'] + levels['gp-today']
if len(rows) < 170 or routine < 75 or red < 40:
    problem('triage-vignettes.tsv', f'{len(rows)} rows, {routine} routine, {red} red flags')

# ---- crisis.tsv
rows = read_tsv('crisis.tsv', ['message', 'expected'])
no_repeats('crisis.tsv', [(f'crisis.tsv:{n}', c[0]) for n, c in rows])
crisis = collections.Counter()
for n, (msg, expected) in rows:
    remember('crisis', f'crisis.tsv:{n}', msg)
    if expected not in CRISIS:
        problem(f'crisis.tsv:{n}', f'expected {expected}')
    crisis[expected] += 1
if crisis['crisis'] < 60 or crisis['not-crisis'] < 110:
    problem('crisis.tsv', str(dict(crisis)))

# ---- out-of-domain.txt
with open(os.path.join(HERE, 'out-of-domain.txt'), encoding='utf-8') as f:
    ood = f.read().split('\n')
if ood[-1] == '':
    ood.pop()
no_repeats('out-of-domain.txt', [(f'out-of-domain.txt:{n}', t) for n, t in enumerate(ood, 1)])
for n, t in enumerate(ood, 1):
    if not t.strip() or '\t' in t or t != t.strip():
        problem(f'out-of-domain.txt:{n}', 'empty line, tab or stray spaces')
    remember('ood', f'out-of-domain.txt:{n}', t)
SHARED = re.compile(r'\b(light|heavy|period|cycl\w*|flow|temperature|discharg\w*|pregnant|fertile|due date|due\b|spott\w*|cramped|late|labour|deliver\w*|conceive|test results?|log|track|contractions|mood|weigh)\b', re.I)
shared = sum(1 for t in ood if SHARED.search(t))
if len(ood) < 1000:
    problem('out-of-domain.txt', f'only {len(ood)} lines')
no_repeats('conversation turns', turns_seen)
for where, text in turns_seen:
    remember('conversations', where, text)

# ---- report
print(f'messages.tsv: {sum(routes.values())} messages')
print('  by route:', dict(sorted(routes.items())))
print('  by writes:', dict(by_writes))
print('  log details:', dict(log_stats))
print('  facts by kind:', dict(sorted(kinds.items())))
print(f'conversations.txt: {len(blocks)} conversations, {turn_total} turns, by scenario {dict(conv_scen)}, care checks {dict(care_count)}')
print(f'triage-vignettes.tsv: {sum(levels.values())} vignettes, {dict(levels)}; routine {routine}, red flags {red}; contexts {dict(contexts)}')
print(f'crisis.tsv: {sum(crisis.values())} messages, {dict(crisis)}')
print(f'out-of-domain.txt: {len(ood)} lines, {shared} share a Bloom word')
if problems:
    print(f'\n{len(problems)} problem(s):')
    for p in problems:
        print('  ' + p)
    sys.exit(1)
print('all checks passed')
