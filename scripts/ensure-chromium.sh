#!/usr/bin/env bash
# Playwright drives Debian's Chromium; install it when it is missing (needs root and Debian's apt).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  echo "chromium: $CHROMIUM"
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO=sudo; else
    echo "Chromium is missing at $CHROMIUM and this user cannot install it. Run: sudo apt-get install -y chromium fonts-liberation" >&2
    exit 1
  fi
else
  SUDO=
fi
echo "installing Debian's chromium…"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-liberation >/dev/null
echo "chromium: $(command -v chromium)"
