#!/usr/bin/env bash
# npm run test:citus — the integration suite against a Citus cluster (issue 39, record 0138). First version: the
# cluster, the migrations (which distribute the store-owned tables), the demo seed, then every integration test
# file on a database of its own made on every node (tests/integration/helpers/citus.ts). Arguments go to Vitest.
#
#   CITUS_URL=postgres://…   a running coordinator to use (its database must have the citus extension);
#   otherwise a local cluster: reused when one answers on 127.0.0.1:CITUS_PORT (default 9700), else started with
#   the script CITUS_CLUSTER_SCRIPT names ("start DIR PORT" prints the coordinator's URL, "stop DIR"), in
#   CITUS_DIR (default $TMPDIR/sb-citus), and stopped at the end unless CITUS_KEEP=1.
# Skips, saying so, when no coordinator is given or running and the extension is not installed here.
set -euo pipefail
cd "$(dirname "$0")/.."

has_citus() { psql "$1" -Atqc "select 1 from pg_extension where extname = 'citus'" 2>/dev/null | grep -q 1; }

port="${CITUS_PORT:-9700}"
url="${CITUS_URL:-}"
stop_dir=""
if [ -z "$url" ]; then
  local_url="postgres://postgres@127.0.0.1:$port/postgres"
  if command -v psql >/dev/null && has_citus "$local_url"; then
    url="$local_url"
    echo "test:citus: reusing the Citus coordinator on port $port"
  else
    if ! ls /usr/lib/postgresql/*/lib/citus.so >/dev/null 2>&1 && ! ls "$(pg_config --pkglibdir 2>/dev/null || echo /nonexistent)"/citus.so >/dev/null 2>&1; then
      echo "test:citus: SKIPPED — the citus extension is not installed in this machine's PostgreSQL (and no CITUS_URL)."
      exit 0
    fi
    if [ -z "${CITUS_CLUSTER_SCRIPT:-}" ] || [ ! -f "${CITUS_CLUSTER_SCRIPT}" ]; then
      echo "test:citus: SKIPPED — Citus is installed but no cluster is running on port $port; set CITUS_CLUSTER_SCRIPT to a"
      echo "  script that starts one (start DIR PORT / stop DIR), or CITUS_URL to a running coordinator."
      exit 0
    fi
    dir="${CITUS_DIR:-${TMPDIR:-/tmp}/sb-citus}"
    url=$(bash "$CITUS_CLUSTER_SCRIPT" start "$dir" "$port" | tail -1)
    [ "${CITUS_KEEP:-0}" = 1 ] || stop_dir="$dir"
    echo "test:citus: started a Citus cluster in $dir: $url"
  fi
fi
cleanup() { [ -z "$stop_dir" ] || bash "$CITUS_CLUSTER_SCRIPT" stop "$stop_dir" || true; }
trap cleanup EXIT
has_citus "$url" || { echo "test:citus: $url has no citus extension"; exit 1; }

echo "== migrate and seed the coordinator's database =="
DATABASE_URL="$url" AUTO_SEED=0 ./node_modules/.bin/tsx scripts/db-migrate.ts
DATABASE_URL="$url" ./node_modules/.bin/tsx scripts/db-seed.ts
psql "$url" -Atqc "select 'distributed by tenant_id: ' || count(*) filter (where partmethod = 'h') || ', reference: ' || count(*) filter (where repmodel = 't') from pg_dist_partition"

echo "== integration suite on Citus =="
TEST_CITUS=1 TEST_DATABASE_URL="$url" ./node_modules/.bin/vitest run --project integration "$@"
