#!/usr/bin/env bash
# A newcomer's first run, as CI checks it: clone the commit into an empty directory, run exactly the
# README's first command with no environment but the ports (the app's, and the public tracking
# site's that the same command serves: PUBLIC_REPORT_BASE_URL with its CORS origin) (plus the PATH and
# HOME any shell has, and the machine's TLS trust and proxy settings, which a login shell on it has too),
# wait for /login, log in with the first demo login the start banner prints, open the balance screen
# and a demo certificate's tracking link in Chromium (tests/first-run), then stop the server as Ctrl-C would.
# Usage: scripts/first-run-check.sh [commit]            (default: HEAD)
#        scripts/first-run-check.sh --prepare DIR [commit]
#        scripts/first-run-check.sh --in DIR
# --prepare clones into DIR and runs the command's install half (`npm install`) there, so that CI
# can overlap it with the test run; --in then runs the whole command in that clone (its install
# finds everything in place), as a newcomer who ran `npm install` before `npm start` would.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
mode=all
if [ "${1:-}" = --prepare ] || [ "${1:-}" = --in ]; then
  mode=${1#--}
  work="$2"
  shift 2
else
  work="$(mktemp -d /tmp/nfc-first-run.XXXXXX)"
fi
log="$work/start.log"
mkdir -p "$repo/test-results"
# What a login shell on this machine has: PATH, HOME and, where the machine sets them, its TLS trust
# and proxy variables. Without the machine's CA bundle npm's registry fetches fail behind an
# intercepting proxy (SELF_SIGNED_CERT_IN_CHAIN) and npm retries until the time limit.
shell_env=(PATH="$PATH" HOME="$HOME")
for name in NODE_EXTRA_CA_CERTS SSL_CERT_FILE SSL_CERT_DIR HTTPS_PROXY HTTP_PROXY NO_PROXY https_proxy http_proxy no_proxy; do
  [ -n "${!name:-}" ] && shell_env+=("$name=${!name}")
done

if [ "$mode" != in ]; then
  commit="$(git -C "$repo" rev-parse "${1:-HEAD}")"
  git clone -q --no-checkout "$repo" "$work/app"
  git -C "$work/app" checkout -q "$commit"
fi
cd "$work/app"
commit="$(git rev-parse HEAD)"
# The first line of the README's first sh block is the command a newcomer copies.
command="$(awk '/^```sh$/ { getline; print; exit }' README.md)"
[ "$command" = "npm install && npm start" ] || {
  echo "README's first command is '$command', not the one this check runs"
  exit 1
}
if [ "$mode" = prepare ]; then
  echo "== first run of $commit in $work/app: ${command%% && *}"
  # A hung install (an unreachable registry) must fail the check, not CI's time limit.
  timeout "${FIRST_RUN_LIMIT_SECONDS:-1200}" env -i "${shell_env[@]}" bash -c "${command%% && *}"
  exit 0
fi
free_port() {
  "$repo/node_modules/.bin/node" -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })'
}
port="$(free_port)"
report_port="$(free_port)"
report_url="http://127.0.0.1:$report_port"

echo "== first run of $commit in $work/app: PORT=$port PUBLIC_REPORT_BASE_URL=$report_url $command"
setsid env -i "${shell_env[@]}" PORT="$port" PUBLIC_REPORT_BASE_URL="$report_url" PUBLIC_REPORT_ORIGINS="$report_url" \
  bash -c "$command" > "$log" 2>&1 &
server=$!
stop() {
  # The whole process group (bash → npm → node), as Ctrl-C in the terminal would.
  kill -INT -- "-$server" 2> /dev/null || true
  wait "$server" 2> /dev/null || true
}
trap stop EXIT

# A hung install (an unreachable registry) must fail the check, not CI's time limit.
limit=$((SECONDS + ${FIRST_RUN_LIMIT_SECONDS:-1200}))
until curl -sf -o /dev/null "http://127.0.0.1:$port/login"; do
  if ! kill -0 "$server" 2> /dev/null; then
    echo "npm start ended before serving /login:"
    tail -n 40 "$log"
    exit 1
  fi
  if [ "$SECONDS" -gt "$limit" ]; then
    echo "no /login after $((SECONDS))s; the command's output so far:"
    tail -n 40 "$log"
    exit 1
  fi
  sleep 2
done

# "  sakura01   Demo#Pass2026  さくら電力 需給担当": the line after the banner's heading.
read -r login_id password _ < <(awk '/デモ用ログイン/ { getline; print; exit }' "$log") || true
if [ -z "${login_id:-}" ] || [ -z "${password:-}" ]; then
  echo "the start banner printed no demo login:"
  cat "$log"
  exit 1
fi

echo "== browser: log in as $login_id, open the balance screen and a demo certificate's tracking link"
cd "$repo"
FIRST_RUN_URL="http://127.0.0.1:$port" FIRST_RUN_LOGIN_ID="$login_id" FIRST_RUN_PASSWORD="$password" \
  node_modules/.bin/playwright test -c tests/first-run/playwright.config.ts
stop
trap - EXIT
cp "$log" "$repo/test-results/first-run-start.log"
rm -rf "$work"
echo "== first run passed"
