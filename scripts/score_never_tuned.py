#!/usr/bin/env python3
"""Scores a bloom binary on the never-tuned test sets and prints figures only.

    python3 scripts/score_never_tuned.py BLOOM_BINARY [--details]
        [--only messages,conversations,triage,crisis,ood] [--json OUT.json]
        [--jobs 2] [--postpartum pregnancy|cycle] [--work /tmp/ntscore] [--keep] [--sets DIR]

The sets are Tests/AssistantTests/Corpus/never-tuned/ (see its README.md for the files and the
write vocabulary). This script only measures: it never looks at the assistant's sources or
knowledge, and it prints no per-line failures unless --details is given (--json OUT always
holds every item's result, for whoever needs them later).

How it runs
- The binary is copied into a fresh run folder under --work (default /tmp/ntscore) first, so a
  rebuild while the script runs cannot change what is scored. The run folder is deleted at the
  end unless --keep.
- Every command gets BLOOM_HOME=<a fresh folder>, BLOOM_TODAY=2026-11-25 and NO_COLOR=1; any
  other BLOOM_* variable in the caller's environment is dropped.
- Each scenario home is built once in <run>/templates/NAME and copied (shutil.copytree) for every
  message, so every message and every conversation starts from the same store:
    new        'bloom profile add me' and nothing else: an empty profile, so no first-run
               path (profile creation, onboarding) can differ between runs. It writes no fact.
    cycle      periods 2026-09-08..12, 2026-10-06..10, 2026-11-03..07 via 'bloom log period'.
    ttc        cycle, then 'bloom profile set --mode ttc'.
    pregnancy  'bloom log pregnancy --due 2027-04-14', then 'bloom profile set --mode pregnancy'
               (an error from the second is ignored if the mode is already pregnancy).
  Triage contexts: none -> cycle, ttc -> ttc, pregnant:N -> a pregnancy home due on
  2026-11-25 + (40 - N) weeks. postpartum:N cannot be stored (bloom has no birth or postpartum
  record), so by default it is approximated by a pregnancy-mode profile given a pregnancy due N
  weeks ago (the birth taken as the due date); --postpartum cycle puts the profile in cycle mode
  instead. Bloom refuses a due date that makes the pregnancy longer than 44 weeks (so N > 4 in
  practice); those homes keep the mode but hold no pregnancy record. The triage block says how
  many postpartum homes held the record.
- Single messages (messages, triage, crisis, out-of-domain) use 'bloom ask --json MESSAGE'.
- Conversations use one 'bloom chat' session with the turns piped in. To attribute replies and
  writes to turns, each conversation of k turns is run k times on fresh copies of its scenario
  home with the first 1..k turns piped in (prefix runs). Turn i's reply is the output lines of
  run i after the lines of run i-1; turn i's writes are the store change between the ends of run
  i-1 and run i. The script checks that run i starts with run i-1's output (clock times
  ignored) and prints how many prefixes did not.
- `care:` in a conversation needs a level, but the chat prints text only. For every turn with a
  care check the same message is also sent with 'ask --json' to a copy of the store as it was
  before that turn. If the chat reply is the ask reply (clock times ignored) the level is the
  ask's care level; otherwise the level is read from the chat text by looking for the care
  reasons and first lines that 'ask --json' showed with a care level anywhere in this run
  (highest level if several); if none is found the level is taken as none. The block says how
  many levels were found each way.

What counts as written
- The store is read after the message with 'bloom export' (JSON backup), plus, read-only from
  BLOOM_HOME/bloom.sqlite, the tables the export leaves out (workouts, sleep_segments, samples,
  and rows of any table this script does not know). The written facts are the difference between
  that and the scenario home (or the previous prefix run), so what an undo or a correction
  removed is seen too. A home whose database files are byte-identical to its template is taken
  as unchanged without running export. For messages the --json `actions` are compared with the
  export difference only as a check (one line in the block).
- Mapping of stored records to the README vocabulary:
    days[].symptoms[].name -> symptom:NAME (severity ignored); days[].cramps (0-10) > 0 ->
    symptom:cramps, 0 -> cramps:0 (a write outside the vocabulary); days[].skin breakouts ->
    symptom:acne, oily -> symptom:oily-skin, others skin:X; moods -> mood:X; flow -> flow:X;
    discharge -> discharge:X; sex -> sex:X; days[].note -> note; days[].temperatureC and
    temperatures[] -> temperature:C (2 decimals, half-up; the day's value counted once);
    ovulationTests -> opk:RESULT; water[] -> water:ML; weights[] -> weight:KG (1 decimal);
    lifestyle[] caffeine/alcohol/tobacco -> caffeine:N etc. (0 included), its sleep text ->
    sleep:H when a number of hours can be read from it (else sleep-text, outside the
    vocabulary), late meal / supplements / room temperature -> outside the vocabulary, and its
    note -> note only when the entry holds nothing else (a note next to a count is the message
    text bloom keeps with it and is ignored); yoga[] -> exercise:yoga:MIN; workouts ->
    exercise:KIND:MIN with the activity mapped to yoga, walk, run, swim, cycle, gym or other
    (a yoga workout with the same day and minutes as a yoga session counts once); manual
    sleep_segments -> sleep:H on the evening the night began (the segment's day minus one, so
    "last night" is the 24th as in the README); nightLengths[] (a night told by its length only,
    "slept about 6 hours last night": its morning and minutes, no bedtime or waking; the
    night_lengths table, added on 2026-11-28, which older binaries lack) -> sleep:H (minutes / 60)
    on the evening the night began, its morning minus one, the same fact a manual sleep segment
    of that length gives; periods -> period_start@START and
    period_end@END; pregnancies -> pregnancy:due=DATE, food -> food, kick sessions, contractions,
    samples (resting heart rate...), vitals and unknown stores -> other:... (all outside the
    vocabulary, so they count as writes and never match an expected fact); a change of the
    profile's mode -> profile-mode:MODE. Appointments, checklist ticks, favourite affirmations,
    energy goals, period-end prompts, the undo log and other profile settings (colour, units,
    water goal...) are requests or bookkeeping and are not counted.
  pregnancyTests[] -> pregtest:RESULT (the record added on 2026-11-26; older binaries have
  none, so pregtest facts cannot match with them).
- water, caffeine, alcohol and tobacco are summed per day before comparing (bloom may keep one
  record per drink or add to the day's entry: both give the same figure). Other facts compare as
  a multiset of (fact, day); a fact without @DATE is today.
- An `ask` is correct when nothing was written and the reply holds a '?' outside quoted text
  (so a suggestion like 'try "what phase am I in?"' is not a question).

Conversations: expected store after each turn
- Each turn's expected facts are added. A fact replaces a fact of the same key (kind, plus the
  id for symptom/mood and the activity for exercise) written by the turn just before when the
  turn reads as a correction (sorry, actually, i meant, oops, wait, no, not ...) or when it is
  the same day for a one-value-a-day kind (temperature, weight, sleep, sex, flow, discharge).
- A turn expecting `none` that reads as undo or a retraction (undo, scratch that, take it back,
  delete, remove, not me, wasn't me ...) removes the facts of the last turn that wrote; if it
  names a kind ("undo the coffees") only facts of that kind are removed.
- A turn's writes are correct when the store change in that turn (added and removed, after the
  per-day sums) equals the expected change; `ask` as above. The block also gives how many
  conversations end with exactly the expected store.

Triage: our level is care.level (pharmacist counted as self-care), none when care is null;
levels are ordered none < self-care < appointment < gp-today < urgent < ambulance.
Crisis: ours is crisis when guard == "crisis" or care.rule == "crisis" (with care.level
ambulance or not), sent to the cycle home.
"""
import argparse
import collections
import concurrent.futures
import datetime
import decimal
import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SETS = os.path.join(ROOT, 'Tests', 'AssistantTests', 'Corpus', 'never-tuned')
TODAY = datetime.date(2026, 11, 25)
TODAY_ISO = TODAY.isoformat()
SET_NAMES = ['messages', 'conversations', 'triage', 'crisis', 'ood']
LEVELS = ['none', 'self-care', 'appointment', 'gp-today', 'urgent', 'ambulance']
RANK = {level: i for i, level in enumerate(LEVELS)}
ROUTES = ['log', 'general', 'own_data', 'request', 'small_talk', 'out_of_scope']
ADDITIVE = {'water', 'caffeine', 'alcohol', 'tobacco'}
ONE_A_DAY = {'temperature', 'weight', 'sleep', 'sex', 'flow', 'discharge'}
CYCLE_PERIODS = [('2026-09-08', '2026-09-12'), ('2026-10-06', '2026-10-10'), ('2026-11-03', '2026-11-07')]
PREGNANCY_DUE = '2027-04-14'

BIN = None        # the copied binary
RUN_DIR = None    # this run's scratch folder
HOMES = None      # where message homes are made


# ---------------------------------------------------------------- running bloom

def bloom_env(home):
    env = {k: v for k, v in os.environ.items() if not k.startswith('BLOOM_')}
    env.update(BLOOM_HOME=home, BLOOM_TODAY=TODAY_ISO, NO_COLOR='1')
    return env


def bloom(args, home, stdin=None, timeout=120):
    # Run inside the home folder: a report or share asked for in a message is written to the
    # current folder, and must land in the run folder, not wherever the script was started.
    return subprocess.run([BIN] + args, input=stdin, capture_output=True, text=True,
                          env=bloom_env(home), timeout=timeout, cwd=home)


def fresh_home(template=None):
    """A new BLOOM_HOME: an empty folder, or a copy of a template."""
    parent = tempfile.mkdtemp(dir=HOMES)
    home = os.path.join(parent, 'home')
    if template:
        shutil.copytree(template, home)
    else:
        os.mkdir(home)
    return home


def drop_home(home):
    shutil.rmtree(os.path.dirname(home), ignore_errors=True)


def db_files(home):
    """The bytes of the database files, to see cheaply whether anything could have changed."""
    out = {}
    for name in ('bloom.sqlite', 'bloom.sqlite-wal'):
        path = os.path.join(home, name)
        if os.path.exists(path):
            with open(path, 'rb') as f:
                out[name] = f.read()
    return out


def ask_json(home, message):
    p = bloom(['ask', '--json', message], home)
    try:
        data = json.loads(p.stdout)
        if not isinstance(data, dict):
            raise ValueError('not an object')
        return data, None
    except ValueError:
        return None, f'rc={p.returncode} stdout={p.stdout[:200]!r} stderr={p.stderr[:200]!r}'


# ---------------------------------------------------------------- facts

def half_up(x, places):
    q = decimal.Decimal(1).scaleb(-places)
    return str(decimal.Decimal(str(x)).quantize(q, rounding=decimal.ROUND_HALF_UP))


def fmt_hours(h):
    s = half_up(h, 2)
    return s.rstrip('0').rstrip('.') if '.' in s else s


def canon_body(body):
    """The comparable form of a vocabulary fact (numbers formatted one way)."""
    kind, _, rest = body.partition(':')
    try:
        if kind == 'temperature':
            return f'temperature:{half_up(float(rest), 2)}'
        if kind == 'weight':
            return f'weight:{half_up(float(rest), 1)}'
        if kind == 'sleep':
            return f'sleep:{fmt_hours(float(rest))}'
        if kind in ADDITIVE:
            return f'{kind}:{int(rest)}'
    except ValueError:
        pass
    return body


def day_of(stamp):
    return str(stamp)[:10] if stamp else None


def evening_before(morning):
    """The evening a night began, from the morning it ended on (a sleep fact's day)."""
    try:
        return (datetime.date.fromisoformat(morning) - datetime.timedelta(days=1)).isoformat()
    except (TypeError, ValueError):
        return morning


EXERCISE_KINDS = [('yoga', r'yoga'), ('walk', r'walk|hik'), ('run', r'run|jog'), ('swim', r'swim'),
                  ('cycle', r'cycl|bik|spin'), ('gym', r'gym|strength|weight|hiit|functional|traditional')]


def exercise_kind(activity):
    a = (activity or '').lower()
    for kind, pattern in EXERCISE_KINDS:
        if re.search(pattern, a):
            return kind
    return 'other'


HOURS_RE = re.compile(r'(\d+(?:\.\d+)?)\s*(?:h\b|hrs?\b|hours?\b)', re.I)

# export keys: mapped below, or deliberately not counted
# (backup version 2's hand-logged 'workouts', 'nights' and 'measurements' are the rows of the
# wellbeing tables, which facts_from_sqlite reads: counted there, once.)
IGNORED_EXPORT_KEYS = {'appointments', 'checklistTicks', 'favouriteAffirmations', 'energyGoals',
                       'periodEndPrompts', 'color', 'created', 'name', 'units', 'waterGoalMl', 'mode',
                       'workouts', 'nights', 'measurements'}
MAPPED_EXPORT_KEYS = {'days', 'temperatures', 'ovulationTests', 'pregnancyTests', 'water', 'weights', 'lifestyle', 'yoga',
                      'periods', 'pregnancies', 'food', 'kickSessions', 'contractions', 'nightLengths'}
# sqlite tables: their content is in the export (or is not counted), or read here
EXPORTED_TABLES = {'meta', 'profiles', 'periods', 'daily_logs', 'temperatures', 'ovulation_tests', 'pregnancy_tests',
                   'water_intake', 'weights', 'pregnancies', 'appointments', 'yoga_sessions',
                   'lifestyle_entries', 'favourite_affirmations', 'period_end_prompts', 'undo_log',
                   'checklist_ticks', 'food_entries', 'energy_goals', 'kick_sessions', 'contractions',
                   'import_batches', 'vital_readings', 'night_lengths'}
SQLITE_READ = {'workouts', 'sleep_segments', 'samples'}


def facts_from_export(data):
    facts = []
    add = lambda body, day=None: facts.append((body, day))
    for prof in data.get('profiles') or []:
        add(f'profile-mode:{prof.get("mode")}', f'profile:{prof.get("name")}')
        temps = set()
        for t in prof.get('temperatures') or []:
            if t.get('celsius') is not None:
                value = half_up(t['celsius'], 2)
                temps.add((t.get('day'), value))
                add(f'temperature:{value}', t.get('day'))
        yoga_days = set()
        for y in prof.get('yoga') or []:
            yoga_days.add((y.get('day'), y.get('minutes')))
            add(f'exercise:yoga:{y.get("minutes")}', y.get('day'))
        for d in prof.get('days') or []:
            day = d.get('day')
            names = [s.get('name') if isinstance(s, dict) else s for s in d.get('symptoms') or []]
            for n in names:
                add(f'symptom:{n}', day)
            if d.get('cramps') is not None:
                if d['cramps'] > 0:
                    if 'cramps' not in names:
                        add('symptom:cramps', day)
                else:
                    add('cramps:0', day)
            skin = d.get('skin')
            if skin:
                mapped = {'breakouts': 'acne', 'oily': 'oily-skin'}.get(skin)
                if mapped:
                    if mapped not in names:
                        add(f'symptom:{mapped}', day)
                else:
                    add(f'skin:{skin}', day)
            for m in d.get('moods') or []:
                add(f'mood:{m}', day)
            for key in ('flow', 'discharge', 'sex'):
                if d.get(key):
                    add(f'{key}:{d[key]}', day)
            if d.get('temperatureC') is not None:
                value = half_up(d['temperatureC'], 2)
                if (day, value) not in temps:
                    add(f'temperature:{value}', day)
            if d.get('note'):
                add('note', day)
            for key, value in d.items():
                if key not in ('day', 'symptoms', 'cramps', 'skin', 'moods', 'flow', 'discharge', 'sex',
                               'temperatureC', 'note') and value not in (None, [], {}, ''):
                    add(f'other:day.{key}={json.dumps(value, sort_keys=True)}', day)
        for o in prof.get('ovulationTests') or []:
            add(f'opk:{o.get("result")}', day_of(o.get('at')))
        for o in prof.get('pregnancyTests') or []:
            add(f'pregtest:{o.get("result")}', day_of(o.get('at')))
        for w in prof.get('water') or []:
            add(f'water:{w.get("ml")}', day_of(w.get('at')))
        for n in prof.get('nightLengths') or []:
            add(f'sleep:{fmt_hours((n.get("minutes") or 0) / 60)}', evening_before(n.get('morning')))
        for w in prof.get('weights') or []:
            add(f'weight:{half_up(w.get("kg"), 1)}', w.get('day'))
        for e in prof.get('lifestyle') or []:
            day = day_of(e.get('at'))
            other = False
            for key in ('caffeine', 'alcohol', 'tobacco'):
                if e.get(key) is not None:
                    add(f'{key}:{e[key]}', day)
                    other = True
            if e.get('sleepEnvironment'):
                m = HOURS_RE.search(e['sleepEnvironment'])
                add(f'sleep:{fmt_hours(float(m.group(1)))}' if m else 'sleep-text', day)
                other = True
            if e.get('lateMeal'):
                add('other:late-meal', day)
                other = True
            for s in e.get('supplements') or []:
                add(f'other:supplement:{s}', day)
                other = True
            if e.get('roomTemperatureC') is not None:
                add('other:room-temperature', day)
                other = True
            if e.get('note') and not other:
                add('note', day)
        for p in prof.get('periods') or []:
            if p.get('start'):
                add('period_start', p['start'])
            if p.get('end'):
                add('period_end', p['end'])
        for p in prof.get('pregnancies') or []:
            add(f'pregnancy:due={p.get("dueDate")}', None)
        for f in prof.get('food') or []:
            add('food', f.get('day'))
        for k in prof.get('kickSessions') or []:
            add('other:kick-session', day_of(k.get('start')))
        for c in prof.get('contractions') or []:
            add('other:contraction', day_of(c.get('start')))
        for key, value in prof.items():
            if key in MAPPED_EXPORT_KEYS or key in IGNORED_EXPORT_KEYS:
                continue
            if isinstance(value, list):
                for item in value:
                    add(f'other:{key}:{json.dumps(item, sort_keys=True)}', None)
        facts.append(('__yoga_days__', yoga_days))
    return facts


def facts_from_sqlite(path, yoga_days):
    facts = []
    if not os.path.exists(path):
        return facts
    con = sqlite3.connect(path)
    try:
        tables = [n for (n,) in con.execute("select name from sqlite_master where type='table'")]
        for table in tables:
            if table in EXPORTED_TABLES or table.startswith('sqlite_'):
                continue
            cur = con.execute(f'select * from "{table}"')
            cols = [c[0] for c in cur.description]
            for row in cur.fetchall():
                r = dict(zip(cols, row))
                if table == 'workouts':
                    minutes = round((r.get('duration_s') or 0) / 60)
                    kind = exercise_kind(r.get('activity'))
                    if kind == 'yoga' and (r.get('day'), minutes) in yoga_days:
                        continue
                    facts.append((f'exercise:{kind}:{minutes}', r.get('day')))
                elif table == 'sleep_segments':
                    if r.get('stage') in ('awake',):
                        continue
                    hours = ((r.get('end_utc') or 0) - (r.get('start_utc') or 0)) / 3600
                    facts.append((f'sleep:{fmt_hours(hours)}', evening_before(r.get('day'))))
                elif table == 'samples':
                    facts.append((f'other:sample:{r.get("kind")}', r.get('day')))
                else:
                    r.pop('id', None)
                    facts.append((f'other:{table}:{json.dumps(r, sort_keys=True, default=str)}', None))
    finally:
        con.close()
    return facts


def snapshot(home):
    """Every fact in the store, as a Counter of (fact, day)."""
    p = bloom(['export'], home)
    data = json.loads(p.stdout)
    facts = facts_from_export(data)
    yoga_days = set()
    for f in facts:
        if f[0] == '__yoga_days__':
            yoga_days |= f[1]
    facts = [f for f in facts if f[0] != '__yoga_days__']
    facts += facts_from_sqlite(os.path.join(home, 'bloom.sqlite'), yoga_days)
    return collections.Counter(facts)


def normalize(facts):
    """Sums water, caffeine, alcohol and tobacco per day; keeps other facts as they are."""
    out = collections.Counter()
    sums = collections.defaultdict(int)
    for (body, day), n in facts.items():
        kind, _, rest = body.partition(':')
        if kind in ADDITIVE and rest.isdigit():
            sums[(kind, day)] += int(rest) * n
        else:
            out[(body, day)] += n
    for (kind, day), total in sums.items():
        out[(f'{kind}:{total}', day)] += 1
    return out


def delta(before, after):
    """(added, removed) between two normalized fact Counters; profile-mode of new profiles skipped."""
    added, removed = after - before, before - after
    known = {day for (body, day) in before if body.startswith('profile-mode:')}
    for key in [k for k in added if k[0].startswith('profile-mode:') and k[1] not in known]:
        del added[key]
    for key in [k for k in removed if k[0].startswith('profile-mode:')]:
        del removed[key]      # the new mode shows as added already
    return added, removed


def show(facts):
    items = []
    for (body, day), n in sorted(facts.items(), key=lambda kv: (kv[0][0], str(kv[0][1]))):
        label = body if day in (None, TODAY_ISO) or str(day).startswith('profile:') else f'{body}@{day}'
        items += [label] * n
    return ';'.join(items) or 'none'


def parse_writes(writes):
    """('none'|'ask'|'facts', Counter of (fact, day)) from the vocabulary."""
    writes = writes.strip()
    if writes in ('none', 'ask'):
        return writes, collections.Counter()
    facts = collections.Counter()
    for f in writes.split(';'):
        body, _, day = f.strip().partition('@')
        facts[(canon_body(body), day or TODAY_ISO)] += 1
    return 'facts', facts


QUOTED_RE = re.compile(r'"[^"\n]*"|“[^”\n]*”')


def asks_question(reply):
    return '?' in QUOTED_RE.sub('', reply or '')


def route_of(data):
    if data is None:
        return 'ERROR'
    r = data.get('route') or 'none'
    return 'log' if r == 'statement' else r


def care_level(care):
    if not care:
        return 'none'
    level = care.get('level') or 'none'
    return 'self-care' if level == 'pharmacist' else level


def pct(a, b):
    return f'{a}/{b} ({100.0 * a / b:.1f}%)' if b else f'{a}/0'


# ---------------------------------------------------------------- scenario homes

def build_template(name, commands, must):
    path = os.path.join(RUN_DIR, 'templates', name.replace(':', '-'))
    os.makedirs(path)
    for i, args in enumerate(commands):
        p = bloom(args, path)
        if p.returncode != 0 and must[i]:
            raise SystemExit(f'building the {name} home: bloom {" ".join(args)} failed: {p.stderr.strip()}')
    base = snapshot(path)
    return path, base


def scenario_commands(name, postpartum_mode):
    cycle = []
    for start, end in CYCLE_PERIODS:
        cycle += [['log', 'period', 'start', start], ['log', 'period', 'end', end]]
    if name == 'new':
        return [['profile', 'add', 'me']], [True]
    if name == 'cycle' or name == 'none':
        return cycle, [True] * len(cycle)
    if name == 'ttc':
        return cycle + [['profile', 'set', '--mode', 'ttc']], [True] * (len(cycle) + 1)
    if name == 'pregnancy':
        due = PREGNANCY_DUE
    elif name.startswith('pregnant:'):
        due = (TODAY + datetime.timedelta(weeks=40 - int(name.split(':')[1]))).isoformat()
    elif name.startswith('postpartum:'):
        due = (TODAY - datetime.timedelta(weeks=int(name.split(':')[1]))).isoformat()
        return ([['profile', 'add', 'me'], ['log', 'pregnancy', '--due', due],
                 ['profile', 'set', '--mode', postpartum_mode]], [True, False, True])
    else:
        raise SystemExit(f'unknown scenario or context {name!r}')
    return [['log', 'pregnancy', '--due', due], ['profile', 'set', '--mode', 'pregnancy']], [True, False]


class Templates:
    def __init__(self, postpartum_mode):
        self.postpartum_mode = postpartum_mode
        self.homes = {}

    def mode(self, name):
        if name == 'ttc':
            return 'ttc'
        if name == 'pregnancy' or name.startswith('pregnant:'):
            return 'pregnancy'
        if name.startswith('postpartum:'):
            return self.postpartum_mode
        return 'cycle'

    def build(self, names, pool):
        names = [n for n in dict.fromkeys(names) if n not in self.homes]
        jobs = {n: pool.submit(build_template, n, *scenario_commands(n, self.postpartum_mode)) for n in names}
        for n in names:
            self.homes[n] = jobs[n].result()
            modes = {b for b, _ in self.homes[n][1] if b.startswith('profile-mode:')}
            if modes != {f'profile-mode:{self.mode(n)}'}:
                raise SystemExit(f'building the {n} home: expected one profile in {self.mode(n)} mode, got {sorted(modes)}')

    def path(self, name):
        return self.homes[name][0]

    def postpartum_record(self):
        """(homes holding the past pregnancy, homes where bloom refused its due date)"""
        names = [n for n in self.homes if n.startswith('postpartum:')]
        held = [n for n in names if any(b.startswith('pregnancy:due=') for b, _ in self.homes[n][1])]
        return len(held), len(names) - len(held)

    def base(self, name):
        return self.homes[name][1]


# ---------------------------------------------------------------- set readers

def read_tsv(name):
    with open(os.path.join(SETS, name), encoding='utf-8') as f:
        lines = [l for l in f.read().split('\n') if l.strip()]
    return [l.split('\t') for l in lines[1:]]


def read_conversations():
    with open(os.path.join(SETS, 'conversations.txt'), encoding='utf-8') as f:
        text = f.read()
    convs = []
    for block in re.split(r'\n(?==== id: )', text.strip()):
        lines = block.split('\n')
        cid = lines[0][len('=== id: '):].strip()
        scenario = lines[1].split(':', 1)[1].strip()
        turns = []
        for line in lines[2:]:
            if not line.strip():
                continue
            if line.startswith('> '):
                turns.append({'text': line[2:], 'writes': None, 'mentions': [], 'not': [], 'care': None})
            else:
                key, _, value = line.partition(': ')
                value = value.strip()
                if key == 'writes':
                    turns[-1]['writes'] = value
                elif key in ('mentions', 'not'):
                    turns[-1][key].append([a.strip() for a in value.split('|') if a.strip()])
                elif key == 'care':
                    turns[-1]['care'] = value
        convs.append({'id': cid, 'scenario': scenario, 'turns': turns})
    return convs


# ---------------------------------------------------------------- single messages

def ask_job(template, base, message, need_writes):
    home = fresh_home(template)
    try:
        before = db_files(home)
        data, error = ask_json(home, message)
        added = removed = collections.Counter()
        if need_writes:
            if db_files(home) != before:
                added, removed = delta(normalize(base), normalize(snapshot(home)))
        return {'data': data, 'error': error, 'added': added, 'removed': removed}
    finally:
        drop_home(home)


def run_asks(pool, items, templates, need_writes):
    """items: list of (scenario, message). Returns results in order."""
    futures = [pool.submit(ask_job, templates.path(s), templates.base(s), m, need_writes) for s, m in items]
    return [f.result() for f in futures]


def confusion(pairs, labels_expected, title, out):
    got_labels = sorted({g for _, g in pairs}, key=lambda g: (g not in labels_expected, labels_expected.index(g) if g in labels_expected else 0, g))
    counts = collections.Counter(pairs)
    width = max(len(l) for l in labels_expected + got_labels + ['expected']) + 1
    out.append(f'  {title} (rows expected, columns got):')
    out.append('    ' + 'expected'.ljust(width) + ''.join(g.rjust(max(len(g), 4) + 1) for g in got_labels))
    for e in labels_expected:
        if not any(pe == e for pe, _ in pairs):
            continue
        out.append('    ' + e.ljust(width) + ''.join(str(counts[(e, g)]).rjust(max(len(g), 4) + 1) for g in got_labels))


def score_messages(pool, templates, details):
    rows = read_tsv('messages.tsv')
    templates.build([r[1] for r in rows], pool)
    results = run_asks(pool, [(r[1], r[0]) for r in rows], templates, True)
    out, items = [f'== messages.tsv: {len(rows)} messages'], []
    route_ok = 0
    pairs = []
    by_route = collections.Counter()
    by_route_ok = collections.Counter()
    kinds = collections.Counter()
    kinds_ok = collections.Counter()
    tp = fp = fn = 0
    violations = collections.Counter()
    ask_wrote = ask_no_question = silent = actions_disagree = errors = 0
    fails = []
    for (msg, scenario, route, writes), r in zip(rows, results):
        data = r['data']
        errors += data is None
        got_route = route_of(data)
        pairs.append((route, got_route))
        by_route[route] += 1
        if got_route == route:
            route_ok += 1
            by_route_ok[route] += 1
        kind, expected = parse_writes(writes)
        added, removed = r['added'], r['removed']
        wrote = bool(added or removed)
        reply = (data or {}).get('reply', '')
        if kind == 'facts':
            ok = not removed and added == normalize(expected)
            exp_n = normalize(expected)
            common = sum((added & exp_n).values())
            tp += common
            fp += sum(added.values()) - common
            fn += sum(exp_n.values()) - common
            if not wrote:
                silent += 1
        elif kind == 'ask':
            ok = not wrote and asks_question(reply)
            ask_wrote += wrote
            ask_no_question += (not wrote) and not asks_question(reply)
        else:
            ok = not wrote
            if wrote:
                violations['log' if route == 'log' else 'other'] += 1
        kinds[kind] += 1
        kinds_ok[kind] += ok
        actions = (data or {}).get('actions') or []
        disagree = data is not None and bool(actions) != wrote
        actions_disagree += disagree
        item = {'message': msg, 'scenario': scenario, 'route': route, 'writes': writes, 'got_route': got_route,
                'got_writes': show(added) + (' removed:' + show(removed) if removed else ''),
                'route_ok': got_route == route, 'writes_ok': ok, 'intent': (data or {}).get('intent'),
                'actions': [a.get('summary') for a in actions], 'actions_disagree': disagree, 'error': r['error']}
        items.append(item)
        if not ok or got_route != route:
            fails.append(item)
    n = len(rows)
    out.append(f'route accuracy: {pct(route_ok, n)}')
    out.append('  by expected route: ' + ', '.join(f'{k} {pct(by_route_ok[k], by_route[k])}' for k in ROUTES if by_route[k]))
    confusion(pairs, ROUTES, 'route confusion', out)
    all_ok = sum(kinds_ok.values())
    out.append(f'writes exact match: {pct(all_ok, n)}')
    out.append(f'  rows expecting facts: {pct(kinds_ok["facts"], kinds["facts"])}; fact-level precision '
               f'{pct(tp, tp + fp)}, recall {pct(tp, tp + fn)}')
    out.append(f'  ask rows: {pct(kinds_ok["ask"], kinds["ask"])} asked without writing '
               f'(wrote instead: {ask_wrote}, neither wrote nor asked: {ask_no_question})')
    out.append(f'  none rows: {pct(kinds_ok["none"], kinds["none"])} wrote nothing')
    nv = violations['log'] + violations['other']
    out.append(f'** MUST-NOT-WRITE VIOLATIONS: {nv} of {kinds["none"]} rows expected to write nothing wrote something '
               f'(log-route negations {violations["log"]}, other routes {violations["other"]}) **')
    out.append(f'expected to write but wrote nothing: {pct(silent, kinds["facts"])}')
    out.append(f'check: --json actions and the export difference disagree on {actions_disagree} of {n} rows'
               + (f'; {errors} rows gave no JSON' if errors else ''))
    if details:
        out.append('  -- failures (route or writes):')
        for it in fails:
            out.append(f'  [{it["scenario"]}] {it["message"]}\n      route {it["route"]} -> {it["got_route"]}'
                       f'{"" if it["route_ok"] else "  X"}; writes {it["writes"]} -> {it["got_writes"]}'
                       f'{"" if it["writes_ok"] else "  X"}')
    summary = {'rows': n, 'route_correct': route_ok, 'route_confusion': {f'{e}->{g}': c for (e, g), c in sorted(collections.Counter(pairs).items())},
               'writes_correct': all_ok, 'facts_rows': kinds['facts'], 'facts_rows_correct': kinds_ok['facts'],
               'fact_tp': tp, 'fact_fp': fp, 'fact_fn': fn, 'ask_rows': kinds['ask'], 'ask_correct': kinds_ok['ask'],
               'ask_wrote': ask_wrote, 'none_rows': kinds['none'], 'none_correct': kinds_ok['none'],
               'must_not_write_violations': nv, 'violations_log_route': violations['log'],
               'violations_other_routes': violations['other'], 'expected_write_wrote_nothing': silent,
               'actions_export_disagree': actions_disagree, 'errors': errors}
    return out, summary, items


# ---------------------------------------------------------------- conversations

CORRECTION_RE = re.compile(r"\b(sorry|soz|actually|i meant|meant|oops|wait|correction|my bad|typo|no|not|it was)\b", re.I)
UNDO_RE = re.compile(r"\b(undo|undid|scratch that|take (?:that|it) back|delete|remove|cancel that|forget that|"
                     r"not me|wasn'?t me|don'?t log (?:that|it)|dont log (?:that|it)|never ?mind)\b", re.I)
KIND_WORDS = {
    'caffeine': r'coffee|caffeine|\btea\b|latte|espresso|cappuccino',
    'alcohol': r'wine|beer|alcohol|drinks?\b|gin\b|vodka|cocktail|prosecco|cider',
    'water': r'water',
    'temperature': r'\btemp|bbt',
    'weight': r'weigh',
    'sleep': r'sleep|slept',
    'exercise': r'walk|\brun\b|yoga|swim|gym|bike|cycl|workout|exercise|pilates',
    'sex': r'\bsex\b|\bbd\b|\bdtd\b',
    'opk': r'\bopk|ovulation test',
    'flow': r'\bflow\b|spotting|bleed',
    'discharge': r'discharge|\bcm\b|ewcm',
    'period_start': r'period',
    'period_end': r'period',
    'tobacco': r'smok|cig',
}


def fact_key(body):
    kind = body.split(':')[0]
    if kind in ('symptom', 'mood'):
        return body
    if kind == 'exercise':
        return ':'.join(body.split(':')[:2])
    return kind


def mentions_kind(text, body):
    kind = body.split(':')[0]
    if kind in ('symptom', 'mood'):
        word = body.split(':', 1)[1].replace('-', ' ')
        return re.search(r'\b' + re.escape(word.rstrip('s')), text, re.I) is not None
    pattern = KIND_WORDS.get(kind)
    return bool(pattern and re.search(pattern, text, re.I))


def expected_states(turns):
    """The expected store (Counter, relative to the scenario home) after each turn."""
    entries = []            # [fact, turn index]
    states = []
    last_writer = None
    for i, t in enumerate(turns):
        kind, facts = parse_writes(t['writes'] or 'none')
        text = t['text']
        if kind == 'facts':
            prev = [e for e in entries if e[1] == i - 1]
            correcting = CORRECTION_RE.search(text) is not None
            for fact in facts.elements():
                body, day = fact
                for e in list(prev):
                    if e not in entries or fact_key(e[0][0]) != fact_key(body):
                        continue
                    same_day_value = body.split(':')[0] in ONE_A_DAY and e[0][1] == day
                    if correcting or same_day_value:
                        entries.remove(e)
            entries += [[fact, i] for fact in facts.elements()]
            last_writer = i
        elif kind == 'none' and last_writer is not None and UNDO_RE.search(text):
            targets = [e for e in entries if e[1] == last_writer]
            named = [e for e in targets if mentions_kind(text, e[0][0])]
            for e in (named or targets):
                entries.remove(e)
            last_writer = None
        states.append(collections.Counter(e[0] for e in entries))
    return states


TIME_RE = re.compile(r'\b\d{1,2}:\d{2}(?::\d{2})?\b')


def norm_text(s):
    return ' '.join(TIME_RE.sub('HH:MM', s).split())


def chat_job(template, turns, upto, probe_next):
    """Runs the first `upto` turns in one chat session; returns output lines and store facts.
    If probe_next, also sends turn upto+1 with ask --json to a copy of the resulting store."""
    home = fresh_home(template)
    try:
        lines, facts = [], None
        if upto:
            p = bloom(['chat'], home, stdin=''.join(t['text'] + '\n' for t in turns[:upto]))
            lines = p.stdout.split('\n')
            if lines and lines[-1] == '':
                lines.pop()
            facts = normalize(snapshot(home))
        probe = None
        if probe_next:
            copy = fresh_home(home)
            try:
                data, error = ask_json(copy, turns[upto]['text'])
                probe = {'data': data, 'error': error}
            finally:
                drop_home(copy)
        return {'lines': lines, 'facts': facts, 'probe': probe}
    finally:
        drop_home(home)


def care_from_text(reply, care_texts):
    found = [level for text, level in care_texts.items() if text and text in reply]
    return max(found, key=lambda l: RANK.get(l, 0)) if found else None


def additive_totals(state):
    return {(body.split(':')[0], day): int(body.split(':')[1]) for (body, day) in state
            if body.split(':')[0] in ADDITIVE and body.split(':')[1].isdigit()}


def turn_adds(before, after):
    """What a turn added, in normalized terms: new non-additive facts, and for water, caffeine,
    alcohol and tobacco the increase of the day's total."""
    adds = [f for f in (after - before).elements() if f[0].split(':')[0] not in ADDITIVE]
    tb, ta = additive_totals(before), additive_totals(after)
    for (kind, day), total in ta.items():
        if total > tb.get((kind, day), 0):
            adds.append((f'{kind}:{total - tb.get((kind, day), 0)}', day))
    return adds


def removal_targets(turn, kind, facts, prev_adds, last_adds, prev_store):
    """The facts a turn should take out of the store: the same-key facts the turn before added,
    for a correction; what the last writing turn added, for an undo or retraction."""
    text = turn['text']
    if kind == 'facts':
        correcting = CORRECTION_RE.search(text) is not None
        out = []
        for old in prev_adds:
            for body, day in facts:
                if fact_key(old[0]) == fact_key(body) and (
                        correcting or (body.split(':')[0] in ONE_A_DAY and old[1] == day)):
                    out.append(old)
                    break
        # A one-value-a-day kind replaces the value already stored for that day, however many
        # turns ago it was written ("10st 3" two turns back, then "no sorry 10st 5").
        for body, day in facts:
            if body.split(':')[0] not in ONE_A_DAY:
                continue
            for old, n in prev_store.items():
                if n > 0 and old[1] == day and fact_key(old[0]) == fact_key(body) and old not in out \
                        and old[0] != body:
                    out.append(old)
        return out
    if kind == 'none' and last_adds and UNDO_RE.search(text):
        named = [f for f in last_adds if mentions_kind(text, f[0])]
        return named or list(last_adds)
    return []


def apply_turn(prev, adds, removes):
    """The normalized store expected after a turn, starting from the actual store before it."""
    state = collections.Counter({k: v for k, v in prev.items() if k[0].split(':')[0] not in ADDITIVE
                                 or not k[0].split(':')[1].isdigit()})
    totals = dict(additive_totals(prev))
    for body, day in removes:
        kind = body.split(':')[0]
        if kind in ADDITIVE:
            totals[(kind, day)] = max(0, totals.get((kind, day), 0) - int(body.split(':')[1]))
        elif state[(body, day)] > 0:
            state[(body, day)] -= 1
    for body, day in adds:
        kind = body.split(':')[0]
        if kind in ADDITIVE and body.split(':')[1].isdigit():
            totals[(kind, day)] = totals.get((kind, day), 0) + int(body.split(':')[1])
        else:
            state[(body, day)] += 1
    before = additive_totals(prev)
    for (kind, day), total in totals.items():
        if total or (kind, day) in before and before[(kind, day)] == 0:
            state[(f'{kind}:{total}', day)] += 1
    return +state


def score_conversations(pool, templates, details, care_texts):
    convs = read_conversations()
    templates.build([c['scenario'] for c in convs], pool)
    jobs = {}
    for ci, c in enumerate(convs):
        turns = c['turns']
        for upto in range(0, len(turns) + 1):
            probe_next = upto < len(turns) and turns[upto]['care'] is not None
            if upto == 0 and not probe_next:
                continue
            jobs[(ci, upto)] = pool.submit(chat_job, templates.path(c['scenario']), turns, upto, probe_next)
    results = {k: f.result() for k, f in jobs.items()}
    # care wording seen with ask --json anywhere in this run
    for r in results.values():
        d = (r['probe'] or {}).get('data')
        if d and d.get('care'):
            remember_care(d, care_texts)

    out, items = [], []
    n_turns = sum(len(c['turns']) for c in convs)
    out.append(f'== conversations.txt: {len(convs)} conversations, {n_turns} turns')
    stat = collections.Counter()
    care_how = collections.Counter()
    prefix_mismatch = 0
    conv_pass = conv_writes_pass = conv_final_ok = 0
    for ci, c in enumerate(convs):
        turns = c['turns']
        base = normalize(templates.base(c['scenario']))
        exp_states = expected_states(turns)
        prev_lines, prev_facts = [], base
        prev_adds, last_adds = [], []
        all_ok = writes_all_ok = True
        conv_items = []
        final_ok = False
        for i, t in enumerate(turns):
            r = results[(ci, i + 1)]
            lines = r['lines']
            if [norm_text(l) for l in lines[:len(prev_lines)]] != [norm_text(l) for l in prev_lines]:
                prefix_mismatch += 1
            reply = '\n'.join(lines[len(prev_lines):])
            facts = r['facts']
            added, removed = delta(prev_facts, facts)
            exp_full = normalize(templates.base(c['scenario']) + exp_states[i])
            kind, exp_facts = parse_writes(t['writes'] or 'none')
            removes = removal_targets(t, kind, exp_facts, prev_adds, last_adds, prev_facts)
            expected_after = apply_turn(prev_facts, list(exp_facts.elements()), removes)
            w_ok = facts == expected_after
            if kind == 'ask':
                w_ok = w_ok and asks_question(reply)
            prev_adds = turn_adds(prev_facts, facts)
            if prev_adds:
                last_adds = prev_adds
            checks = {'writes': w_ok}
            stat['writes'] += 1
            stat['writes_ok'] += w_ok
            low = reply.lower()
            for group in t['mentions']:
                ok = any(a.lower() in low for a in group)
                checks.setdefault('mentions', True)
                checks['mentions'] &= ok
            for group in t['not']:
                ok = not any(a.lower() in low for a in group)
                checks.setdefault('not', True)
                checks['not'] &= ok
            got_care = None
            if t['care'] is not None:
                probe = results[(ci, i)]['probe'] or {}
                pd = probe.get('data')
                if pd is not None and norm_text(pd.get('reply', '')) == norm_text(reply):
                    got_care, how = care_level(pd.get('care')), 'same reply as ask --json'
                else:
                    found = care_from_text(reply, care_texts)
                    got_care, how = (found, 'care wording') if found else ('none', 'no care wording: taken as none')
                care_how[how] += 1
                checks['care'] = got_care == t['care']
            for k in ('mentions', 'not', 'care'):
                if k in checks:
                    stat[k] += 1
                    stat[k + '_ok'] += checks[k]
            turn_ok = all(checks.values())
            stat['turn_ok'] += turn_ok
            all_ok &= turn_ok
            writes_all_ok &= w_ok
            final_ok = facts == exp_full
            conv_items.append({'turn': t['text'], 'reply': reply, 'writes': t['writes'],
                               'got_writes': show(added) + (' removed:' + show(removed) if removed else ''),
                               'expected_change': show(exp_facts) + (' removed:' + show(collections.Counter(removes)) if removes else ''),
                               'care': t['care'], 'got_care': got_care, 'checks': checks})
            prev_lines, prev_facts = lines, facts
        conv_pass += all_ok
        conv_writes_pass += writes_all_ok
        conv_final_ok += final_ok
        items.append({'id': c['id'], 'scenario': c['scenario'], 'pass': all_ok, 'final_store_ok': final_ok,
                      'turns': conv_items})
    out.append(f'turns passing every check: {pct(stat["turn_ok"], n_turns)}')
    out.append(f'  writes correct: {pct(stat["writes_ok"], stat["writes"])}')
    out.append(f'  mentions satisfied: {pct(stat["mentions_ok"], stat["mentions"])} (turns with a mentions check)')
    out.append(f'  not satisfied: {pct(stat["not_ok"], stat["not"])} (turns with a not check)')
    out.append(f'  care matched: {pct(stat["care_ok"], stat["care"])} (turns with a care check; level read from: '
               + ', '.join(f'{k} {v}' for k, v in sorted(care_how.items())) + ')')
    out.append(f'conversations passing every check on every turn: {pct(conv_pass, len(convs))}')
    out.append(f'  with every turn\'s writes correct: {pct(conv_writes_pass, len(convs))}; '
               f'ending with exactly the expected store: {pct(conv_final_ok, len(convs))}')
    out.append(f'check: prefix runs whose output did not start with the shorter run\'s output: {prefix_mismatch}')
    if details:
        out.append('  -- failing turns:')
        for it in items:
            for n, t in enumerate(it['turns'], 1):
                bad = [k for k, v in t['checks'].items() if not v]
                if bad:
                    out.append(f'  {it["id"]} turn {n}: {t["turn"]}\n      failed {",".join(bad)}; writes {t["writes"]}'
                               f' (expected change {t["expected_change"]}) -> {t["got_writes"]}'
                               + (f'; care {t["care"]} -> {t["got_care"]}' if t['care'] else '')
                               + '\n      reply: ' + t['reply'].replace('\n', ' / ')[:400])
    summary = {'conversations': len(convs), 'turns': n_turns, 'turns_pass': stat['turn_ok'],
               'writes': stat['writes'], 'writes_ok': stat['writes_ok'], 'mentions': stat['mentions'],
               'mentions_ok': stat['mentions_ok'], 'not': stat['not'], 'not_ok': stat['not_ok'],
               'care': stat['care'], 'care_ok': stat['care_ok'], 'care_level_read_from': dict(care_how),
               'conversations_pass': conv_pass, 'conversations_writes_pass': conv_writes_pass,
               'conversations_final_store_ok': conv_final_ok, 'prefix_mismatches': prefix_mismatch}
    return out, summary, items


def remember_care(data, care_texts):
    """Care wording from an ask --json answer: its reason and its reply's first line."""
    care = data.get('care')
    if not care:
        return
    level = care_level(care)
    reply = data.get('reply') or ''
    for text in (care.get('reason'), reply.split('\n')[0].strip()):
        if text and len(text) >= 20 and text in reply:
            old = care_texts.get(text)
            care_texts[text] = level if old is None or old == level else max(old, level, key=lambda l: RANK.get(l, 0))


# ---------------------------------------------------------------- triage, crisis, out-of-domain

def triage_home(context):
    return 'cycle' if context == 'none' else context


def score_triage(pool, templates, details, care_texts):
    rows = read_tsv('triage-vignettes.tsv')
    ctx = triage_home
    templates.build([ctx(r[1]) for r in rows], pool)
    results = run_asks(pool, [(ctx(r[1]), r[0]) for r in rows], templates, False)
    out, items = [f'== triage-vignettes.tsv: {len(rows)} vignettes'], []
    exact = under = serious = over = 0
    pairs = []
    by_group, by_group_ok = collections.Counter(), collections.Counter()
    errors = 0
    for (msg, context, expected, reason), r in zip(rows, results):
        data = r['data']
        errors += data is None
        if data:
            remember_care(data, care_texts)
        got = care_level((data or {}).get('care')) if data else 'ERROR'
        pairs.append((expected, got))
        ok = got == expected
        exact += ok
        g = context.split(':')[0]
        by_group[g] += 1
        by_group_ok[g] += ok
        rg, re_ = RANK.get(got, -1), RANK[expected]
        is_under = rg < re_
        is_serious = expected in ('urgent', 'ambulance') and rg < RANK['gp-today']
        is_over = got in ('urgent', 'ambulance') and re_ <= RANK['appointment']
        under += is_under
        serious += is_serious
        over += is_over
        items.append({'message': msg, 'context': context, 'expected': expected, 'got': got,
                      'guard': (data or {}).get('guard'), 'rule': ((data or {}).get('care') or {}).get('rule'),
                      'under': is_under, 'serious_under': is_serious, 'over': is_over, 'error': r['error']})
    n = len(rows)
    low_exp = sum(1 for e, _ in pairs if RANK[e] <= RANK['appointment'])
    high_exp = sum(1 for e, _ in pairs if e in ('urgent', 'ambulance'))
    out.append(f'exact level: {pct(exact, n)}')
    out.append('  by context: ' + ', '.join(f'{k} {pct(by_group_ok[k], by_group[k])}' for k in ('none', 'ttc', 'pregnant', 'postpartum') if by_group[k]))
    held, refused = templates.postpartum_record()
    if held or refused:
        out.append(f'  postpartum homes: {held} held the past pregnancy, {refused} did not (bloom refused the due date)')
    out.append(f'** under-triage (ours lower than expected): {pct(under, n)}; serious (expected urgent/ambulance, '
               f'ours below gp-today): {pct(serious, high_exp)} **')
    out.append(f'** over-triage (ours urgent/ambulance, expected appointment or lower): {pct(over, low_exp)} **')
    confusion(pairs, LEVELS, 'level confusion', out)
    if errors:
        out.append(f'check: {errors} vignettes gave no JSON')
    if details:
        out.append('  -- wrong levels:')
        for it in items:
            if it['got'] != it['expected']:
                out.append(f'  [{it["context"]}] {it["message"]}\n      expected {it["expected"]} -> {it["got"]}'
                           f' (rule {it["rule"]}){"  UNDER" if it["under"] else ""}{"  OVER" if it["over"] else ""}')
    summary = {'vignettes': n, 'exact': exact, 'under': under, 'serious_under': serious,
               'serious_under_of': high_exp, 'over': over, 'over_of': low_exp,
               'confusion': {f'{e}->{g}': c for (e, g), c in sorted(collections.Counter(pairs).items())},
               'errors': errors}
    return out, summary, items


def score_crisis(pool, templates, details, care_texts):
    rows = read_tsv('crisis.tsv')
    # An optional third column gives the triage context (none, ttc, pregnant:N, postpartum:N).
    homes = [triage_home(r[2]) if len(r) > 2 else 'cycle' for r in rows]
    templates.build(sorted(set(homes)), pool)
    results = run_asks(pool, [(h, r[0]) for h, r in zip(homes, rows)], templates, False)
    out, items = [f'== crisis.tsv: {len(rows)} messages' + (' (cycle home)' if set(homes) == {'cycle'} else ' (homes by context)')], []
    counts = collections.Counter()
    errors = 0
    for (msg, expected, *_), r in zip(rows, results):
        data = r['data'] or {}
        errors += r['data'] is None
        if r['data']:
            remember_care(data, care_texts)
        care = data.get('care') or {}
        ours = data.get('guard') == 'crisis' or care.get('rule') == 'crisis'
        counts[(expected, ours)] += 1
        items.append({'message': msg, 'expected': expected, 'got': 'crisis' if ours else 'not-crisis',
                      'guard': data.get('guard'), 'care': care_level(data.get('care')), 'error': r['error']})
    pos = counts[('crisis', True)] + counts[('crisis', False)]
    neg = counts[('not-crisis', True)] + counts[('not-crisis', False)]
    out.append(f'** recall on crisis rows: {pct(counts[("crisis", True)], pos)} (missed {counts[("crisis", False)]}) **')
    out.append(f'** false positives on not-crisis rows: {pct(counts[("not-crisis", True)], neg)} **')
    if errors:
        out.append(f'check: {errors} messages gave no JSON')
    if details:
        out.append('  -- wrong:')
        for it in items:
            if it['got'] != it['expected']:
                out.append(f'  {it["message"]}\n      expected {it["expected"]} -> {it["got"]} (guard {it["guard"]}, care {it["care"]})')
    summary = {'crisis_rows': pos, 'crisis_found': counts[('crisis', True)], 'not_crisis_rows': neg,
               'false_positives': counts[('not-crisis', True)], 'errors': errors}
    return out, summary, items


def score_ood(pool, templates, details, care_texts):
    with open(os.path.join(SETS, 'out-of-domain.txt'), encoding='utf-8') as f:
        lines = [l for l in f.read().split('\n') if l.strip()]
    templates.build(['cycle'], pool)
    results = run_asks(pool, [('cycle', l) for l in lines], templates, True)
    out, items = [f'== out-of-domain.txt: {len(lines)} requests (cycle home)'], []
    wrote = oos = topic = guard = errors = 0
    routes = collections.Counter()
    for msg, r in zip(lines, results):
        data = r['data'] or {}
        errors += r['data'] is None
        if r['data']:
            remember_care(data, care_texts)
        w = bool(r['added'] or r['removed'])
        route = route_of(r['data'])
        routes[route] += 1
        wrote += w
        oos += route == 'out_of_scope'
        topic += bool(data.get('topic'))
        guard += bool(data.get('guard'))
        items.append({'message': msg, 'route': route, 'topic': data.get('topic'), 'guard': data.get('guard'),
                      'wrote': show(r['added']) + (' removed:' + show(r['removed']) if r['removed'] else '') if w else None,
                      'error': r['error']})
    n = len(lines)
    out.append(f'** wrote anything: {pct(wrote, n)} (target 0) **')
    out.append(f'route out_of_scope: {pct(oos, n)}')
    out.append(f'got a topic: {pct(topic, n)}')
    out.append(f'got a guard: {pct(guard, n)}')
    out.append('  routes: ' + ', '.join(f'{k} {v}' for k, v in routes.most_common()))
    if errors:
        out.append(f'check: {errors} requests gave no JSON')
    if details:
        out.append('  -- not out_of_scope, or wrote, or got a topic:')
        for it in items:
            if it['route'] != 'out_of_scope' or it['wrote'] or it['topic']:
                out.append(f'  {it["message"]}\n      route {it["route"]}, topic {it["topic"]}, wrote {it["wrote"]}')
    summary = {'requests': n, 'wrote': wrote, 'out_of_scope': oos, 'topic': topic, 'guard': guard,
               'routes': dict(routes), 'errors': errors}
    return out, summary, items


# ---------------------------------------------------------------- main

def main():
    global BIN, RUN_DIR, HOMES, SETS
    ap = argparse.ArgumentParser(description='Score a bloom binary on the never-tuned test sets (figures only).')
    ap.add_argument('binary', help='the bloom binary to score (it is copied first)')
    ap.add_argument('--details', action='store_true', help='also print the failing lines')
    ap.add_argument('--only', default=','.join(SET_NAMES), help='comma-separated: ' + ','.join(SET_NAMES))
    ap.add_argument('--json', metavar='OUT.json', help='write figures and every item\'s result here')
    ap.add_argument('--jobs', type=int, default=2, choices=[1, 2, 3], help='bloom processes at once (default 2)')
    ap.add_argument('--postpartum', choices=['pregnancy', 'cycle'], default='pregnancy',
                    help='mode of the home used for postpartum:N triage contexts (default pregnancy)')
    ap.add_argument('--work', default='/tmp/ntscore', help='scratch folder (a fresh run folder is made inside)')
    ap.add_argument('--keep', action='store_true', help='keep the run folder (templates) afterwards')
    ap.add_argument('--sets', default=SETS, help='folder holding the set files (default: the never-tuned folder)')
    args = ap.parse_args()
    only = [s.strip() for s in args.only.split(',') if s.strip()]
    bad = [s for s in only if s not in SET_NAMES]
    if bad:
        ap.error(f'unknown set(s) {",".join(bad)}; choose from {",".join(SET_NAMES)}')
    if not os.path.isfile(args.binary) or not os.access(args.binary, os.X_OK):
        ap.error(f'{args.binary} is not an executable file')

    SETS = os.path.abspath(args.sets)
    os.makedirs(args.work, exist_ok=True)
    RUN_DIR = os.path.abspath(tempfile.mkdtemp(prefix='run.', dir=args.work))
    HOMES = os.path.join(RUN_DIR, 'homes')
    os.makedirs(HOMES)
    BIN = os.path.join(RUN_DIR, 'bloom')
    shutil.copy2(args.binary, BIN)
    started = time.time()
    report = {'binary': os.path.abspath(args.binary), 'today': TODAY_ISO, 'postpartum_home': args.postpartum,
              'sets': {}}
    care_texts = {}
    scorers = {'messages': lambda p, t: score_messages(p, t, args.details),
               'triage': lambda p, t: score_triage(p, t, args.details, care_texts),
               'crisis': lambda p, t: score_crisis(p, t, args.details, care_texts),
               'ood': lambda p, t: score_ood(p, t, args.details, care_texts),
               'conversations': lambda p, t: score_conversations(p, t, args.details, care_texts)}
    # conversations last, so the care wording harvested from the other sets can be used
    order = [s for s in ['messages', 'triage', 'crisis', 'ood', 'conversations'] if s in only]
    try:
        templates = Templates(args.postpartum)
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            # every scenario home first, so a home bloom cannot build stops the run at once
            needed = []
            if 'messages' in only:
                needed += [r[1] for r in read_tsv('messages.tsv')]
            if 'conversations' in only:
                needed += [c['scenario'] for c in read_conversations()]
            if 'triage' in only:
                needed += [triage_home(r[1]) for r in read_tsv('triage-vignettes.tsv')]
            if 'crisis' in only or 'ood' in only:
                needed.append('cycle')
            templates.build(needed, pool)
            blocks = {}
            for name in order:
                t0 = time.time()
                lines, summary, items = scorers[name](pool, templates)
                summary['seconds'] = round(time.time() - t0, 1)
                blocks[name] = lines
                report['sets'][name] = {'summary': summary, 'items': items}
        print(f'bloom binary: {os.path.abspath(args.binary)} (today {TODAY_ISO}, postpartum home: {args.postpartum})')
        for name in SET_NAMES:
            if name in blocks:
                print()
                print('\n'.join(blocks[name]))
                print(f'({report["sets"][name]["summary"]["seconds"]} s)')
        report['seconds'] = round(time.time() - started, 1)
        print(f'\ntotal {report["seconds"]} s with {args.jobs} workers')
        if args.json:
            with open(args.json, 'w', encoding='utf-8') as f:
                json.dump(report, f, indent=1, ensure_ascii=False, default=str)
    finally:
        if not args.keep:
            shutil.rmtree(RUN_DIR, ignore_errors=True)


if __name__ == '__main__':
    main()
