#!/usr/bin/env bash
# Kills Bloom writers with SIGKILL at random moments, over and over, then checks that the store
# is sound and that every write Bloom acknowledged (exit 0) is there, and that every import is
# all-or-nothing. The same check runs (200 iterations) in `swift test` as JournalKillLoopTests.
#
#   scripts/kill-loop.sh [ITERATIONS] [BLOOM]      (default: 1000, .build/debug/bloom)
#
# Needs the sqlite3 command-line tool for PRAGMA integrity_check and the final counts.
set -uo pipefail
iterations=${1:-1000}
bloom=${2:-.build/debug/bloom}
records=300
command -v sqlite3 >/dev/null || { echo "kill-loop: needs the sqlite3 tool (apt install sqlite3)" >&2; exit 2; }
[ -x "$bloom" ] || { echo "kill-loop: no bloom at $bloom; build it with 'swift build' or pass its path" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
home="$work/home"
db="$home/bloom.sqlite"
today=2026-11-10
"$bloom" log period start 2026-11-01 --home "$home" --today $today >/dev/null 2>&1 || { echo "kill-loop: first log failed" >&2; exit 1; }

# One backup template with $records water entries; each import gets its own profile name.
{
  printf '{"format": "bloom-backup", "version": 1, "activeProfile": null, "profiles": [{"name": "NAME", "color": "rose",'
  printf ' "mode": "cycle", "units": "metric", "waterGoalMl": 2000, "created": "2026-11-01", "water": ['
  for ((i = 0; i < records; i++)); do
    [ $i -gt 0 ] && printf ', '
    printf '{"at": "2026-11-0%dT%02d:%02d:00", "ml": 100}' $((1 + i / 100)) $((10 + i % 100 / 60)) $((i % 100 % 60))
  done
  printf ']}]}\n'
} > "$work/template.json"

killed=0 finished=0 integrity_failures=0 acked_water=0 acked_imports=0
: > "$work/acked-water" ; : > "$work/acked-imports"
for ((n = 0; n < iterations; n++)); do
  if ((n % 2 == 0)); then
    s=$((n % 86400)); at=$(printf '2026-11-10 %02d:%02d:%02d' $((s / 3600)) $((s / 60 % 60)) $((s % 60)))
    "$bloom" log water 10 --at "$at" --home "$home" --today $today >/dev/null 2>&1 &
    delay=$((RANDOM % 70))
  else
    sed "s/NAME/bulk-$n/" "$work/template.json" > "$work/import.json"
    "$bloom" import "$work/import.json" --home "$home" --today $today >/dev/null 2>&1 &
    delay=$((RANDOM % 130))
  fi
  pid=$!
  sleep "$(printf '0.%03d' $delay)"
  kill -9 $pid 2>/dev/null
  wait $pid 2>/dev/null
  status=$?
  if ((status == 137)); then
    killed=$((killed + 1))
  else
    finished=$((finished + 1))
    if ((status == 0)); then
      if ((n % 2 == 0)); then echo "${at/ /T}" >> "$work/acked-water"; acked_water=$((acked_water + 1))
      else echo "bulk-$n" >> "$work/acked-imports"; acked_imports=$((acked_imports + 1)); fi
    fi
  fi
  result=$(sqlite3 "$db" 'PRAGMA integrity_check; PRAGMA foreign_key_check;' 2>&1)
  [ "$result" = "ok" ] || { integrity_failures=$((integrity_failures + 1)); echo "iteration $n: $result" >&2; }
  ((n % 100 == 99)) && echo "kill-loop: $((n + 1))/$iterations …" >&2
done

lost=0
while read -r at; do
  found=$(sqlite3 "$db" "SELECT count(*) FROM water_intake w JOIN profiles p ON p.id = w.profile_id WHERE p.name = 'me' AND w.at = '$at';")
  [ "$found" = "1" ] || { lost=$((lost + 1)); echo "lost acknowledged water at $at" >&2; }
done < "$work/acked-water"
while read -r name; do
  found=$(sqlite3 "$db" "SELECT count(*) FROM profiles WHERE name = '$name';")
  [ "$found" = "1" ] || { lost=$((lost + 1)); echo "lost acknowledged import $name" >&2; }
done < "$work/acked-imports"
partial=$(sqlite3 "$db" "SELECT count(*) FROM (SELECT p.name, count(w.id) AS c FROM profiles p LEFT JOIN water_intake w ON w.profile_id = p.id
                          WHERE p.name LIKE 'bulk-%' GROUP BY p.id HAVING c <> $records);")
present=$(sqlite3 "$db" "SELECT count(*) FROM profiles WHERE name LIKE 'bulk-%';")
final=$(sqlite3 "$db" 'PRAGMA integrity_check;')

echo "kill-loop: $iterations iterations, $killed killed while running, $finished finished before the kill"
echo "kill-loop: acknowledged writes verified: $acked_water water + $acked_imports imports ($((acked_imports * records)) records); lost: $lost"
echo "kill-loop: imports present: $present, partial: $partial; integrity failures: $integrity_failures; final check: $final"
[ $lost -eq 0 ] && [ "$partial" = "0" ] && [ $integrity_failures -eq 0 ] && [ "$final" = "ok" ]
