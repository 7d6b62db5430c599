#!/usr/bin/env bash
# The suite on a shifted clock (issue 48, item 8): the first day of a month, a year's last evening
# (23:30 Moscow) and another time zone, each a whole `npm test` on the embedded database (PGlite runs
# in the test process, so the database's clock is shifted with it; a PostgreSQL server's is not).
# libfaketime (Debian's `faketime`) shifts the clock of every process of the run, Chromium included,
# and lets it run on from there.
#
#   bash scripts/calendar-runs.sh [first-of-month|new-year-eve|other-zone ...]
#
# CALENDAR_PHASES (e.g. "e2e" or "unit api") runs only those phases of `npm test`.
set -uo pipefail
cd "$(dirname "$0")/.."
command -v faketime >/dev/null || { echo "needs Debian's faketime: apt-get install -y faketime"; exit 1; }
runs=("$@")
[ "${#runs[@]}" -gt 0 ] || runs=(first-of-month new-year-eve other-zone)
declare -A summary
for run in "${runs[@]}"; do
  case "$run" in
    first-of-month) start='2027-02-01 09:15:00'; zone=UTC ;;
    new-year-eve) start='2026-12-31 20:30:00'; zone=UTC ;; # 23:30 in Moscow
    other-zone) start='2027-03-15 04:40:00'; zone=Asia/Vladivostok ;; # there; 21:40 of the 14th in Moscow
    *) echo "unknown run $run"; exit 2 ;;
  esac
  echo "== $run: clock from $start in $zone =="
  log="test-results/calendar-$run.log"
  mkdir -p test-results
  # Chromium runs without libfaketime (it crashes or crawls under it): tests/e2e/support/test.ts gives
  # each browser context the runner's shifted clock (its Date moved by the same offset).
  # faketime reads the start in the run's zone.
  offset_ms=$(($(TZ="$zone" date -d "$start" +%s%3N) - $(date +%s%3N)))
  env -u TEST_DATABASE_URL TZ="$zone" E2E_CLOCK_OFFSET_MS="$offset_ms" \
    FAKETIME_DONT_FAKE_MONOTONIC=1 faketime -f "@$start" npm test -- ${CALENDAR_PHASES:-} 2>&1 | tee "$log"
  summary[$run]=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
done
echo
for run in "${runs[@]}"; do echo "$run: ${summary[$run]:-no result}"; done
