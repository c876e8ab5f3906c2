#!/usr/bin/env sh
# Scores the PNR decoder against the held-out real samples in ../shared/pnr-samples.
# Usage (from anywhere): bench/pnr/score.sh [--mangle=strip|collapse|lower] [--verbose]
set -eu
repo="$(cd "$(dirname "$0")/../.." && pwd)"
samples="${PNR_SAMPLES:-$repo/../shared/pnr-samples}"
cd "$repo"
exec node "$samples/score.mjs" "$@" "node --import tsx packages/pnr/scripts/decode-cli.ts"
