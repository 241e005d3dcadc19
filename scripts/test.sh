#!/usr/bin/env bash
# `npm test`: every check and every test, as CI runs them.
#   1. static checks (TypeScript, ESLint) and the build, side by side
#   2. unit + API + web unit tests on embedded PGlite
#   3. the API tests again on the PostgreSQL server at 127.0.0.1:5432 (when reachable): the files that
#      open the configured database (DATABASE_TESTS_ONLY, vitest.config.ts); the others ran in step 2
#   4. the web app built and driven in Debian's Chromium (Playwright); the new-city journey on an
#      empty PGlite and, when the server answered in step 3, an empty PostgreSQL database
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
PG_URL=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}
started=$(date +%s)
last=$started
# Each step says how long the one before it took, so a slow CI run shows where its time went.
step() {
  local now; now=$(date +%s)
  if [ "$now" -gt "$started" ]; then printf '(%s s)\n' "$(( now - last ))"; fi
  last=$now
  printf '\n\033[1m== %s\033[0m\n' "$*"
}

step "Chromium, pdftotext"
bash scripts/ensure-chromium.sh
bash scripts/ensure-poppler.sh

# Typecheck, lint and the build are each mostly one thread: side by side they use both cores
# (about 2 minutes less than one after the other). Each one's output is printed when all are done.
step "Typecheck, lint, build (side by side)"
side_by_side() {
  local dir; dir=$(mktemp -d)
  local pids=() names=() failed=0
  for job in "$@"; do
    bash -c "$job" > "$dir/${#names[@]}.log" 2>&1 &
    pids+=($!)
    names+=("$job")
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then status=ok; else status=GAGAL; failed=1; fi
    printf '\n-- %s: %s\n' "${names[$i]}" "$status"
    cat "$dir/$i.log"
  done
  rm -rf "$dir"
  return "$failed"
}
side_by_side "npm run -s typecheck" "npm run -s lint" "npm run -s build"

step "Unit and API tests (PGlite)"
env -u DATABASE_URL npx vitest run

step "API tests (PostgreSQL server)"
if bash scripts/ensure-postgres.sh; then
  DATABASE_URL="$PG_URL" DATABASE_TESTS_ONLY=1 npx vitest run --project server
  # The new-city browser journey also runs on a fresh PostgreSQL database (playwright.config.ts).
  export E2E_EMPTY_POSTGRES=1
else
  echo "(dilewati)"
fi

step "Browser tests (Playwright + Chromium)"
env -u DATABASE_URL npm test -w e2e

step "Selesai"
echo "Semua uji lulus dalam $(( $(date +%s) - started )) s."
