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
  if [ -n "$STEP_NAME" ]; then printf '\033[2m-- %s: %ss\033[0m\n' "$STEP_NAME" "$((SECONDS - STEP_START))"; fi
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

step "typecheck"
./node_modules/.bin/tsc --noEmit -p tsconfig.json

step "lint"
./node_modules/.bin/eslint . --max-warnings=0 && ./node_modules/.bin/depcruise app components lib db proxy.ts instrumentation.ts --config .dependency-cruiser.cjs --ignore-known && ./node_modules/.bin/knip --no-progress

step "unit and integration tests"
./node_modules/.bin/vitest run

step "production build"
# Types were checked above: the build skips its own check and its cache for a next build (next.config.ts).
SB_SUITE_BUILD=1 ./node_modules/.bin/next build

step "two instances on one PostgreSQL + Redis"
node scripts/scale-out-test.mjs

step "faults: Redis and PostgreSQL outages (throw-away servers)"
# Skips with a message (exit 0) on a machine without redis-server or PostgreSQL's server binaries.
node scripts/fault-test.mjs

step "browser"
bash scripts/ensure-chromium.sh

step "end-to-end tests"
./node_modules/.bin/playwright test
step "done"
printf 'whole suite: %ss\n' "$((SECONDS - SUITE_START))"
