#!/usr/bin/env bash
# Every test of the project, in the order that fails fastest:
# unit tests, content checks, type check, the production build, then the browser tests on it.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup-browser.sh

echo "▶ unit tests"
npm run --silent test:unit

echo "▶ content checks"
npm run --silent check:content

echo "▶ production build"
npm run --silent build

echo "▶ type check"
npm run --silent typecheck

echo "▶ browser tests"
npm run --silent test:e2e
