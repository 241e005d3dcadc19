#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the browser tests (Playwright drives /usr/bin/chromium;
# it never downloads a browser of its own here).
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium tidak ada: memasang paket Debian 'chromium' (apt-get)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  [ -x "$CHROMIUM" ] && { echo "Chromium terpasang: $("$CHROMIUM" --version 2>/dev/null | tail -1)"; exit 0; }
fi
echo "Chromium tidak ditemukan di $CHROMIUM dan tidak dapat dipasang otomatis." >&2
echo "Pasang sebagai root: apt-get update && apt-get install -y chromium (atau atur CHROMIUM_PATH)." >&2
exit 1
