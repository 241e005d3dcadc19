#!/usr/bin/env bash
# `npm run dev`: the API with reload on :8080 and Vite with hot reload on :5173 (proxying /backend).
set -euo pipefail
cd "$(dirname "$0")/.."
npm run dev -w server &
api=$!
trap 'kill $api 2>/dev/null' EXIT
npm run dev -w web
