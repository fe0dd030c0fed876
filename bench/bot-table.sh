#!/bin/bash
# The tables of a game's bots in docs/guide/bots.md, from seeded games of
# `dicebox simulate`:
#   - each bot alone (games that allow one player): its mean score with its 95% interval
#     and its share of solo games won;
#   - each pair of bots head to head, half the games with each bot in the first seat
#     (seed 1 one way, seed 2 the other), so that neither is favoured by its seat: each
#     bot's mean with its 95% interval, and the first bot's share of the wins (a shared
#     win counts for each) with its 95% interval.
#
#   bench/bot-table.sh [--dicebox PATH] [--games N] [--threads N] [--rules R] [--wins-only]
#                      GAME BOT...
#
# Prints the tables in Markdown, as docs/guide/bots.md shows them. --wins-only leaves the
# means out of the pairs' table, for games whose score only says who won.
set -euo pipefail

dicebox=build/release/bin/dicebox
games=20000
threads=2
rules=
means=yes
usage="Usage: bench/bot-table.sh [--dicebox PATH] [--games N] [--threads N] [--rules R] [--wins-only] GAME BOT..."
while [ $# -gt 0 ]; do
  case $1 in
    --dicebox) dicebox=$2; shift 2 ;;
    --games) games=$2; shift 2 ;;
    --threads) threads=$2; shift 2 ;;
    --rules) rules=$2; shift 2 ;;
    --wins-only) means=; shift ;;
    -h|--help) echo "$usage"; exit 0 ;;
    -*) echo "bot-table.sh: unknown option $1" >&2; echo "$usage" >&2; exit 2 ;;
    *) break ;;
  esac
done
[ $# -ge 2 ] || { echo "$usage" >&2; exit 2; }
game=$1
shift

# A mean and its 95% interval with as many decimals as the interval is wide: "+305.6 ± 4.9",
# "+16.312 ± 0.031".
mean_and_interval='
  function shown(mean, e,   d) {
    d = e >= 1 ? 1 : (e >= 0.1 ? 2 : 3)
    return sprintf("%+." d "f ± %." d "f", mean, e)
  }'

# The seats' lines of a simulation: "bot mean ci95 stdev wins", in seat order, read from
# its JSON (one field a line, each seat's in alphabetical order, "wins" last), whose
# figures are not rounded.
seats() {
  "$dicebox" simulate "$game" --games "$1" --seed "$2" --threads "$threads" --bots "$3" \
    ${rules:+--rules "$rules"} --json | awk -F': ' '
      { gsub(/[",]/, "", $2) }
      $1 ~ /"bot"$/ { bot = $2 } $1 ~ /"ci95"$/ { ci = $2 } $1 ~ /"mean"$/ { mean = $2 }
      $1 ~ /"stdev"$/ { stdev = $2 } $1 ~ /"wins"$/ { print bot, mean, ci, stdev, $2 }'
}

if seats 1 1 "$1" >/dev/null 2>&1; then
  echo "| $game, solo | mean score | 95% interval | solo games won |"
  echo "|---|---|---|---|"
  for bot in "$@"; do
    seats "$games" 1 "$bot" | awk -v n="$games" "$mean_and_interval"'
      { split(shown($2, $3), m, " ± "); printf "| %s | %s | ± %s | %.1f%% |\n", $1, m[1], m[2], 100 * $5 / n }'
  done
  echo
fi

if [ -n "$means" ]; then
  echo "| $game, two players | first bot's mean | second bot's mean | first bot's share of the wins |"
  echo "|---|---|---|---|"
else
  echo "| $game, two players | first bot's share of the wins |"
  echo "|---|---|"
fi
half=$((games / 2))
while [ $# -gt 1 ]; do
  first=$1
  shift
  for second in "$@"; do
    # Seed 1 with the first bot in seat 1, seed 2 with it in seat 2: four lines, the
    # first bot's first and fourth. Means and deviations of the two halves are pooled.
    { seats "$half" 1 "$first,$second"; seats "$half" 2 "$second,$first"; } | awk -v n="$half" -v a="$first" -v b="$second" -v means="$means" "$mean_and_interval"'
      NR == 1 { am1 = $2; as1 = $4; aw = $5 }  NR == 2 { bm1 = $2; bs1 = $4 }
      NR == 3 { bm2 = $2; bs2 = $4 }           NR == 4 { am2 = $2; as2 = $4; aw += $5 }
      function pooled(m1, s1, m2, s2) {
        return sqrt(((n - 1) * (s1 * s1 + s2 * s2) + n / 2 * (m1 - m2) ^ 2) / (2 * n - 1))
      }
      END {
        N = 2 * n; p = aw / N; e = 1.96 * sqrt(p * (1 - p) / N)
        printf "| %s against %s | ", a, b
        if (means != "")
          printf "%s | %s | ", shown((am1 + am2) / 2, 1.96 * pooled(am1, as1, am2, as2) / sqrt(N)),
            shown((bm1 + bm2) / 2, 1.96 * pooled(bm1, bs1, bm2, bs2) / sqrt(N))
        printf "**%.1f%%** (%.1f–%.1f%%) |\n", 100 * p, 100 * (p - e), 100 * (p + e)
      }'
  done
done
