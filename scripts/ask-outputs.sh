#!/bin/sh
# Prints `bloom ask --json` for a fixed set of messages (health topics, cycle questions,
# logs, guards, out of scope), on an empty home and on one with a period logged, so two
# builds can be compared answer for answer after a start-up change:
#
#     scripts/ask-outputs.sh OLD_BINARY > /tmp/before.txt
#     scripts/ask-outputs.sh .build/release/bloom > /tmp/after.txt && diff /tmp/before.txt /tmp/after.txt
set -eu
binary=${1:-.build/release/bloom}
today="--today 2026-11-22"
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
ask() {
    printf '### %s | %s\n' "$1" "$2"
    BLOOM_HOME="$home/$1" BLOOM_TIME=09:30 "$binary" ask "$2" $today --json --no-color 2>&1 || echo "exit $?"
}
while IFS= read -r message; do
    [ -n "$message" ] || continue
    ask empty "$message"
done <<'MESSAGES'
is brown discharge before my period normal?
when is my next period
why are my periods so painful
can stress make my period late?
how long does it take to get pregnant after stopping the pill
is it normal to spot after sex
what helps with morning sickness
i think i might be pregnant, when can i test
is ibuprofen ok while breastfeeding
my period is 10 days late and the test is negative
what is perimenopause
how much folic acid should i take
heavy bleeding with clots, should i worry
what are the signs of ovulation
hello
what can you do
check my bank balance
book a flight to paris
is today safe for unprotected sex
i have severe pain on one side and shoulder tip pain
i want to end my life
what does a positive opk mean
and if it's brown?
show my calendar
MESSAGES
BLOOM_HOME="$home/logged" "$binary" log period start 2026-11-03 $today > /dev/null 2>&1
while IFS= read -r message; do
    [ -n "$message" ] || continue
    ask logged "$message"
done <<'MESSAGES'
is brown discharge before my period normal?
when is my next period
what phase am i in
is it normal to have cramps after my period
how long should a period last
had cramps and a headache today
what did i log this week
what is a normal cycle length
can i get pregnant on my period
why is my discharge white and thick
MESSAGES
printf '### topic command\n'
BLOOM_HOME="$home/empty" "$binary" topic how long does it take to get pregnant $today --no-color 2>&1 || echo "exit $?"
BLOOM_HOME="$home/empty" "$binary" topic $today --no-color 2>&1 | head -20 || echo "exit $?"
printf '### knowledge check\n'
"$binary" knowledge check 2>&1 || echo "exit $?"
