#!/usr/bin/env bash
# Every test layer of `make test`, in lanes that share the 2 cores (called by the Makefile after
# set-up and the source lints):
#
#   1. the linted Rust build (every target, once)    |  the wasm and islands
#   2. the browser journeys (Playwright), then the   |  `cargo test` on SQLite, then the       |  the
#      API fuzzing (schemathesis)                    |  integration tests again on PostgreSQL  |  islands'
#                                                    |  when TEST_DATABASE_URL is set          |  tests
#
# Every stage but the build leaves a core idle some of the time (alone, the journeys keep 1.3 of
# 2 busy), so the lanes fill each other's gaps: sampled from /proc/stat, the cores stay busy from
# the build's first seconds to the last lane's end. A run's time is then its CPU over two cores,
# and the lanes are ordered so that the longest (Rust, journeys) start as soon as the build ends.
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

# A lane's stages run in order; a failed stage does not stop the ones after it. The SQLite run must
# not see the PostgreSQL address: the integration tests' harness would use it.
rust_tests() {
  local status=0
  stage cargo-test env -u TEST_DATABASE_URL make --no-print-directory test-rust || status=1
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    stage postgres make --no-print-directory test-postgres || status=1
  fi
  return "$status"
}
browser_and_api_tests() {
  local status=0
  stage journeys make --no-print-directory test-e2e || status=1
  stage api make --no-print-directory test-api || status=1
  return "$status"
}

stage build make --no-print-directory test-build &
build=$!
stage shell make --no-print-directory shell &
shell=$!
wait_lanes "$build" "$shell"
if [ "$failed" -ne 0 ]; then
  echo "[test] the build or the islands failed: the journeys and the Rust tests did not run"
  exit 1
fi

browser_and_api_tests &
journeys=$!
rust_tests &
rust=$!
stage shell-tests make --no-print-directory test-shell &
shell_tests=$!
wait_lanes "$journeys" "$rust" "$shell_tests"

echo "[test] every layer took $(($(date +%s) - started)) s"
exit "$failed"
