# Stages of a long script (scripts/test-all.sh, .ci/run), each printed with its duration, so a slow
# run shows where its time went. Source it, then:
#   stage NAME COMMAND…         run in the foreground; "== NAME" before, "== NAME: 73 s" after
#   stage_start NAME COMMAND…   run in the background, output kept in $STAGE_DIR/<NAME>.log
#   stage_wait NAME             wait for it, print its output and duration; returns its status
#   stage_summary               every finished stage with its duration, in the order they ended
# A stage's status is its command's, so `set -e` stops the script at a failed foreground stage.
# A COMMAND that is a shell function runs with `set -e` switched off (bash ignores it in a function
# called as part of `||`): chain its commands with && so that a failure is not lost.

STAGE_DIR="${STAGE_DIR:-test-results/stages}"
mkdir -p "$STAGE_DIR"
: > "$STAGE_DIR/.times-$$"
declare -A _stage_pid=()

_stage_done() { # NAME SECONDS STATUS
  local note=""
  [ "$3" -eq 0 ] || note=" (failed, exit $3)"
  printf '%-28s %5d s%s\n' "$1" "$2" "$note" >> "$STAGE_DIR/.times-$$"
  echo "== $1: $2 s$note"
}

stage() {
  local name=$1 start=$SECONDS status=0
  shift
  echo "== $name"
  "$@" || status=$?
  _stage_done "$name" $((SECONDS - start)) "$status"
  return "$status"
}

_stage_file() { echo "$STAGE_DIR/${1//[^A-Za-z0-9]/-}"; }

stage_start() {
  local name=$1 file
  shift
  file=$(_stage_file "$name")
  echo "== $name (in the background)"
  (
    start=$SECONDS
    status=0
    "$@" > "$file.log" 2>&1 || status=$?
    echo "$((SECONDS - start)) $status" > "$file.status"
    exit "$status"
  ) &
  _stage_pid[$name]=$!
}

stage_wait() {
  local name=$1 file seconds status=0
  file=$(_stage_file "$name")
  wait "${_stage_pid[$name]}" || true
  echo "== $name: output"
  cat "$file.log"
  read -r seconds status < "$file.status" || { seconds=0 status=1; } # killed before it ended
  _stage_done "$name" "$seconds" "$status"
  return "$status"
}

stage_summary() {
  echo "== stage durations"
  cat "$STAGE_DIR/.times-$$"
}
