#!/usr/bin/env bash
# Every test layer of `make test`, in lanes that share the 2 cores (called by the Makefile after
# set-up and the source lints):
#
#   1. the linted Rust build (every target, once)  |  the wasm and islands
#   2. the browser journeys (Playwright)            |  `cargo test` on SQLite, then the API
#                                                   |  fuzzing (schemathesis)
#                                                   |  the islands' tests, then the integration
#                                                   |  tests again on PostgreSQL when
#                                                   |  TEST_DATABASE_URL is set
#
# Every stage but the build leaves a core idle some of the time (alone, the journeys keep 1.3 of
# 2 busy), so the lanes fill each other's gaps: sampled from /proc/stat, the cores stay busy from
# the build's first seconds to the last lane's end. A run's time is then its CPU over two cores.
# Each stage's output is printed whole when it ends, with its time, so the lanes' lines never
# interleave. Within a step every stage runs even when another failed (step 2 needs step 1's
# build and islands); the script fails when any stage did.
set -uo pipefail
cd "$(dirname "$0")/.."

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
started=$(date +%s)

# stage NAME COMMAND…: runs the command with its output in a log, then prints the log and the time.
stage() {
  local name=$1 began status
  shift
  began=$(date +%s)
  echo "[test] $name: started at $((began - started)) s"
  "$@" >"$logs/$name.log" 2>&1
  status=$?
  echo "===== $name ====="
  cat "$logs/$name.log"
  if [ "$status" -eq 0 ]; then
    echo "[test] $name: passed in $(($(date +%s) - began)) s"
  else
    echo "[test] $name: FAILED (exit $status) after $(($(date +%s) - began)) s"
  fi
  return "$status"
}

# wait_lanes PID…: waits for every lane; `failed` is set when any lane failed.
failed=0
wait_lanes() {
  local pid
  for pid in "$@"; do wait "$pid" || failed=1; done
}

# The stages of step 2. The SQLite run must not see the PostgreSQL address: the integration tests'
# harness would use it.
journeys() { stage journeys make --no-print-directory test-e2e; }
api() { stage api make --no-print-directory test-api; }
rust_tests() { stage cargo-test env -u TEST_DATABASE_URL make --no-print-directory test-rust; }
shell_tests() { stage shell-tests make --no-print-directory test-shell; }
postgres() { [ -z "${TEST_DATABASE_URL:-}" ] || stage postgres make --no-print-directory test-postgres; }

# lane STAGE…: runs the stages in order; a failed stage does not stop the ones after it.
lane() {
  local status=0 name
  for name in "$@"; do "$name" || status=1; done
  return "$status"
}

stage build make --no-print-directory test-build &
build=$!
stage shell make --no-print-directory shell &
shell=$!
wait_lanes "$build" "$shell"
if [ "$failed" -ne 0 ]; then
  echo "[test] the build or the islands failed: the tests of step 2 did not run"
  exit 1
fi

# The journeys are half of this step's CPU (about 385 core-seconds); `cargo test` then the API
# fuzzing (about 185), and the islands' tests then the PostgreSQL run (about 175), fill the rest.
# The journeys end first, and the other two lanes keep both cores busy to the end (93-98 % in the
# last minute): with the PostgreSQL run after `cargo test`, it ran alone for about 40 s.
lane journeys &
lanes=($!)
lane rust_tests api &
lanes+=($!)
lane shell_tests postgres &
lanes+=($!)
wait_lanes "${lanes[@]}"

echo "[test] every layer took $(($(date +%s) - started)) s"
exit "$failed"
