#!/usr/bin/env bash
# npm run test:proxy — deploy/nginx.conf in front of the production build: cached pages served at >= 1/3 of
# nginx's static-file rate, an owner's edit visible to shoppers within 5 s, session cookies bypassing the cache.
# Installs wrk and nginx-light with apt when missing; builds the app when the build is missing or stale.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
exec node scripts/bench/proxy-test.mjs "$@"
