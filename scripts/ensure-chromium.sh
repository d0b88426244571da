#!/usr/bin/env bash
# Playwright drives Debian's Chromium; install it when it is missing (needs root and Debian's apt).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
# Storefronts in Hindi, Tamil, Bengali, Marathi and Arabic (issue 44) need fonts for those scripts, or Chromium draws
# boxes in screenshots. Shoppers' own devices have them; a bare server does not. Best effort: tests do not need them.
ensure_script_fonts() {
  if command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list :lang=hi 2>/dev/null | head -1)" ] && [ -n "$(fc-list :lang=ar 2>/dev/null | head -1)" ]; then return 0; fi
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then command -v sudo >/dev/null 2>&1 && sudo=sudo || { echo "fonts: install fonts-noto-core for Indic and Arabic screenshots" >&2; return 0; }; fi
  echo "installing Noto fonts for Indic and Arabic scripts…"
  { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq fonts-noto-core >/dev/null; } || echo "fonts: could not install fonts-noto-core (screenshots of Indic/Arabic pages may show boxes)" >&2
}
if [ -x "$CHROMIUM" ]; then
  echo "chromium: $CHROMIUM"
  ensure_script_fonts
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
ensure_script_fonts
