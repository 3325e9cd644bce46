#!/usr/bin/env bash
# Runs the browser journeys as if the wall clock read a given Kuwait time, to catch journeys that only
# pass on some weekdays or hours (CI starts at any time). The server, the test runner and Chromium all
# see the shifted clock through libfaketime (Debian: apt-get install -y faketime); it keeps ticking.
#
#   scripts/e2e-at.sh "2026-11-29 00:01" [playwright arguments]
#
# Build first (npm run build). E2E_PORT defaults to 3600 so a run never meets another one's database.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 1 ]; then
  echo "usage: $0 'YYYY-MM-DD HH:MM' (Kuwait time) [playwright arguments]" >&2
  exit 2
fi
command -v faketime >/dev/null || { echo "faketime is missing: apt-get install -y faketime" >&2; exit 2; }
target=$(TZ=Asia/Kuwait date -d "$1" +%s)
shift
offset=$((target - $(date +%s)))
echo "== journeys at $(TZ=Asia/Kuwait date -d "@$target" '+%a %Y-%m-%d %H:%M') Kuwait (clock shifted ${offset}s)"
E2E_PORT="${E2E_PORT:-3600}" exec faketime -f "+${offset}s" npx playwright test -c e2e/playwright.config.ts "$@"
