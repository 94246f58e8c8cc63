#!/usr/bin/env bash
# Every test of the project, in the order that fails fastest:
# lint, unit tests, content checks, the documentation against Rsbuild 0.5.9, the production build,
# the type check, then the browser tests on the build.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup-browser.sh

echo "▶ lint"
npm run --silent lint

echo "▶ unit tests"
npm run --silent test:unit

echo "▶ content checks"
npm run --silent check:content

echo "▶ documentation against Rsbuild 0.5.9"
# The pinned Rsbuild packages live in their own folder so they never touch the site's dependencies.
if [ ! -d tests/rsbuild/node_modules/@rsbuild/core ] || [ tests/rsbuild/package-lock.json -nt tests/rsbuild/node_modules/.package-lock.json ]; then
  npm ci --prefix tests/rsbuild --no-audit --no-fund
fi
npm run --silent test:content

echo "▶ production build"
npm run --silent build

echo "▶ type check"
npm run --silent typecheck

echo "▶ browser tests"
npm run --silent test:e2e
