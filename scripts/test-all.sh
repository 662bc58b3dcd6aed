#!/usr/bin/env bash
# Runs every test: unit, integration and API suites (PGlite, and PostgreSQL when
# TEST_DATABASE_URL is set), the browser tests in Debian's Chromium, the public site's tests, and
# the production deployment (nginx in front of two servers; needs TEST_DATABASE_URL and nginx).
# With REQUIRE_POSTGRES=1 / REQUIRE_BROWSER=1 (CI) a skipped suite is a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
mkdir -p test-results

echo "== type check, lint, format"
tsc --noEmit -p tsconfig.json
eslint .
prettier --check . > test-results/prettier.log 2>&1 || { cat test-results/prettier.log; exit 1; }

echo "== build"
astro build > test-results/build.log 2>&1 || { cat test-results/build.log; exit 1; }
export SKIP_BUILD=1

echo "== vitest (unit, integration, api)"
vitest_status=0
vitest run --reporter=default --reporter=json --outputFile=test-results/vitest.json || vitest_status=$?

echo "== playwright (browser)"
e2e_status=0
playwright test || e2e_status=$?

echo "== public tracking site"
public_status=0
playwright test -c tests/public-report/playwright.config.ts || public_status=$?

echo "== production deployment (nginx, TLS, two app servers on PostgreSQL)"
deploy_status=0
playwright test -c tests/deploy/playwright.config.ts || deploy_status=$?

node scripts/check-test-results.mjs
[ "$vitest_status" -eq 0 ] && [ "$e2e_status" -eq 0 ] && [ "$public_status" -eq 0 ] && [ "$deploy_status" -eq 0 ]
