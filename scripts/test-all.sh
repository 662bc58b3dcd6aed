#!/usr/bin/env bash
# Runs every test: type check (both sites, .astro frontmatter included), lint, format, unit,
# integration and API suites (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), the browser
# tests in Debian's Chromium, the public site's tests, and the production deployment (nginx in front
# of two servers; needs TEST_DATABASE_URL and nginx). With REQUIRE_POSTGRES=1 / REQUIRE_BROWSER=1
# (CI) a skipped suite is a failure.
#
# Each stage prints its duration. Independent stages run side by side, because each of them mostly
# keeps one core busy (tsc, eslint and a Vitest lane are single-threaded; a browser test waits on
# the browser): the checks beside the build; then the PostgreSQL half of the database suites followed
# by the app's browser tests, beside the rest of Vitest followed by the public site's browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
mkdir -p test-results
rm -f test-results/vitest*.json test-results/e2e.json test-results/public-report-e2e.json test-results/deploy-e2e.json
source scripts/lib/stages.sh
# The run's test databases are copies of templates made once in it (tests/setup/database-templates.ts).
export TEST_RUN_ID="${TEST_RUN_ID:-run_$(date +%s)_$$}"
trap 'tsx tests/setup/drop-database-templates.ts || true' EXIT

# `astro check` type-checks what tsc does (the same tsconfig) and the .astro files' frontmatter.
# It runs after the build: both write .astro/.
build_and_typecheck() {
  astro build > test-results/build.log 2>&1 || { cat test-results/build.log && return 1; }
  astro check && astro check --root public-report
}
# knip (knip.json): no file that nothing reaches, no export that nothing imports, no export made twice.
lint_and_format() {
  eslint . && { prettier --check . > test-results/prettier.log 2>&1 || { cat test-results/prettier.log && return 1; }; } &&
    knip --include files,exports,duplicates
}
stage_start "build, type check" build_and_typecheck
stage_start "lint, format, unused code" lint_and_format
stage_wait "build, type check"
stage_wait "lint, format, unused code"
export SKIP_BUILD=1

# Two lanes after the build. The browser tests mostly wait on the browser and the app (half a core),
# so they do not wait for the whole of Vitest: they follow the PostgreSQL half of the database suites
# (every test named "… on postgres"), while the other lane runs all other Vitest tests and then the
# public site's browser tests. Each Vitest lane's report lists the other's tests as skipped;
# check-test-results.mjs counts a test skipped only when no lane ran it.
vitest_lane() { # REPORT NAME-FILTER [PROJECTS…]
  local report=$1 filter=$2
  shift 2
  vitest run --reporter=default --reporter=json --outputFile="test-results/$report" -t "$filter" "$@"
}
postgres_then_browser() {
  local status=0
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    stage "vitest on postgres" vitest_lane vitest-postgres.json 'on postgres' --project integration --project api --project production || status=$?
  fi
  stage "playwright (browser)" playwright test || status=$?
  return "$status"
}
stage_start "on postgres, then browser" postgres_then_browser
vitest_status=0
stage "vitest" vitest_lane vitest.json '^(?!.*on postgres)' || vitest_status=$?
public_status=0
stage "playwright (public site)" playwright test -c tests/public-report/playwright.config.ts || public_status=$?
lane_status=0
stage_wait "on postgres, then browser" || lane_status=$?

deploy_status=0
stage "production deployment (nginx, TLS, two app servers on PostgreSQL)" \
  playwright test -c tests/deploy/playwright.config.ts || deploy_status=$?

stage_summary
node scripts/check-test-results.mjs
[ "$vitest_status" -eq 0 ] && [ "$lane_status" -eq 0 ] && [ "$public_status" -eq 0 ] && [ "$deploy_status" -eq 0 ]
