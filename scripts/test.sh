#!/usr/bin/env bash
# The whole suite: types and lint, unit + integration tests (Vitest, including the API fuzzing), a
# production build, two instances sharing PostgreSQL and Redis, Redis and PostgreSQL outages, and the
# end-to-end journeys in Chromium (Playwright). Installs Chromium when it is missing (Debian, as root).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# Each step prints how long the one before it took, and the total at the end, so slow steps show in CI logs.
SUITE_START=$SECONDS
STEP_START=$SECONDS
STEP_NAME=""
step() {
  if [ -n "$STEP_NAME" ] && [ "$STEP_NAME" != done ]; then printf '\033[2m-- %s: %ss\033[0m\n' "$STEP_NAME" "$((SECONDS - STEP_START))"; fi
  STEP_NAME="$*"
  STEP_START=$SECONDS
  printf '\n\033[1m== %s ==\033[0m\n' "$*"
}

# Integration tests use a PostgreSQL server when one is reachable (TEST_DATABASE_URL, or the local
# server on 127.0.0.1:5432), otherwise an embedded PGlite database per test file.
if [ -z "${TEST_DATABASE_URL:-}" ] && command -v pg_isready >/dev/null 2>&1 && pg_isready -q -h 127.0.0.1 -p 5432 -t 2; then
  for db in test postgres; do
    if psql "postgres://postgres@127.0.0.1:5432/$db" -Atqc 'select 1' >/dev/null 2>&1; then
      export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/$db"
      break
    fi
  done
fi
if [ -z "${TEST_REDIS_URL:-}" ] && command -v redis-cli >/dev/null 2>&1 && redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  export TEST_REDIS_URL="redis://127.0.0.1:6379"
fi
echo "integration database: ${TEST_DATABASE_URL:-embedded PGlite}; redis: ${TEST_REDIS_URL:-none}"

# Counts of passed and failed checks per step (scripts/suite-counts.mjs); the closing line sums them, and a run in
# which nothing passed fails, whatever the steps' exit codes said.
SUITE_COUNTS_DIR="$(mktemp -d "${TMPDIR:-/tmp}/sb-suite.XXXXXX")"
export SUITE_COUNTS_DIR
finish() {
  local rc=$?
  if [ -n "$STEP_NAME" ] && [ "$STEP_NAME" != done ]; then printf '\033[2m-- %s: %ss\033[0m\n' "$STEP_NAME" "$((SECONDS - STEP_START))"; fi
  printf 'whole suite: %ss\n' "$((SECONDS - SUITE_START))"
  if [ -f "$SUITE_COUNTS_DIR/playwright.started" ] && [ test-results/results.json -nt "$SUITE_COUNTS_DIR/playwright.started" ]; then
    cp test-results/results.json "$SUITE_COUNTS_DIR/playwright.json"
  fi
  node scripts/suite-counts.mjs summary "$SUITE_COUNTS_DIR" || { [ "$rc" -ne 0 ] || rc=1; }
  rm -rf "$SUITE_COUNTS_DIR"
  exit "$rc"
}
trap finish EXIT

# Typecheck and lint run beside Vitest, each into its own log (printed whole after the tests, under its own
# heading), at a lower priority so the tests' timing-sensitive checks keep the cores they need. The step fails
# if any of the three failed.
beside() {
  local name=$1
  shift
  (
    start=$SECONDS
    rc=0
    nice -n 10 "$@" >"$SUITE_COUNTS_DIR/$name.log" 2>&1 || rc=$?
    echo "$rc $((SECONDS - start))" >"$SUITE_COUNTS_DIR/$name.status"
  ) &
}
step "typecheck, lint and the production build beside the unit and integration tests"
# Vitest waits on PostgreSQL and on its files' imports more than it computes (it keeps about two thirds of one core
# busy here), so the build runs beside it too: after the typecheck, which reads .next/types that the build rewrites.
# Types are checked there: the build skips its own check and its cache for a next build (next.config.ts).
beside typecheck-and-build bash -c './node_modules/.bin/tsc --noEmit -p tsconfig.json && echo "typecheck passed; production build:" \
  && SB_SUITE_BUILD=1 ./node_modules/.bin/next build'
# ESLint's cache (content-keyed, so a fresh checkout's new mtimes do not void it) lives in node_modules/.cache.
beside lint bash -c './node_modules/.bin/eslint . --max-warnings=0 --cache --cache-strategy content --cache-location node_modules/.cache/eslint/ \
  && ./node_modules/.bin/depcruise app components lib db proxy.ts instrumentation.ts --config .dependency-cruiser.cjs --ignore-known \
  && ./node_modules/.bin/knip --no-progress'
vitest_start=$SECONDS
vitest_rc=0
touch "$SUITE_COUNTS_DIR/vitest.started"
./node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile.json="$SUITE_COUNTS_DIR/vitest.json" || vitest_rc=$?
printf '\033[2m-- vitest: %ss (exit %s)\033[0m\n' "$((SECONDS - vitest_start))" "$vitest_rc"
wait
beside_rc=0
for name in typecheck-and-build lint; do
  read -r rc secs <"$SUITE_COUNTS_DIR/$name.status" || { rc=1; secs=?; }
  printf '\n\033[1m== %s (beside the tests): %s in %ss ==\033[0m\n' "$name" "$([ "$rc" -eq 0 ] && echo passed || echo "FAILED (exit $rc)")" "$secs"
  cat "$SUITE_COUNTS_DIR/$name.log"
  [ "$rc" -eq 0 ] || beside_rc=1
done
if [ "$vitest_rc" -ne 0 ] || [ "$beside_rc" -ne 0 ]; then
  echo "FAIL: $([ "$vitest_rc" -ne 0 ] && echo "vitest (exit $vitest_rc) ")$([ "$beside_rc" -ne 0 ] && echo "typecheck, build or lint")"
  exit 1
fi

step "two instances on one PostgreSQL + Redis"
node scripts/scale-out-test.mjs

step "faults: Redis and PostgreSQL outages (throw-away servers)"
# Skips with a message (exit 0) on a machine without redis-server or PostgreSQL's server binaries.
node scripts/fault-test.mjs

step "browser"
bash scripts/ensure-chromium.sh

step "end-to-end tests"
# Its counts come from its JSON report (playwright.config.ts writes test-results/results.json), read when this run
# wrote it; otherwise from the summary lines of its own output, kept here.
touch "$SUITE_COUNTS_DIR/playwright.started"
./node_modules/.bin/playwright test 2>&1 | tee "$SUITE_COUNTS_DIR/playwright.log"
step "done"
