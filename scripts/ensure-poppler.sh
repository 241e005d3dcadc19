#!/usr/bin/env bash
# Makes sure poppler's pdftotext is installed: the PDF tests (LKIP chapters, LHE, PK) read the text a
# reader sees (server/src/test/pdf-text.ts); without it they skip with a message.
set -euo pipefail
if command -v pdftotext >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "pdftotext tidak ada: memasang paket Debian 'poppler-utils' (apt-get)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null
  command -v pdftotext >/dev/null 2>&1 && exit 0
fi
echo "pdftotext tidak ditemukan dan tidak dapat dipasang otomatis: uji PDF dilewati." >&2
echo "Pasang sebagai root: apt-get update && apt-get install -y poppler-utils." >&2
exit 0
