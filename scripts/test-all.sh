#!/usr/bin/env bash
# Every test layer of `make test`, in two lanes that share the 2 cores (called by the Makefile
# after set-up and the source lints):
#
#   1. the linted Rust build (every target, once)    |  the wasm and islands, then their tests
#   2. the browser journeys (Playwright), then the   |  `cargo test` on SQLite, then the
#      API fuzzing (schemathesis)                    |  integration tests again on PostgreSQL
#                                                    |  when TEST_DATABASE_URL is set
#
# One after the other they took 1,196 s on a 2-core machine, in these lanes 973 s: no stage but the
# build keeps both cores busy (alone, the journeys keep 1.3 of 2), so the lanes fill each other's
# gaps. The lanes of step 2 are about as long (in a clean-clone CI run: journeys 313 s, API 50 s;
# cargo test 204 s, PostgreSQL 183 s; the whole of make test 783 s, the build 396 s of it), and
# the cores were busy 97 % of that step. Each stage's output is printed whole when it ends, with its time,
# so the lanes' lines never interleave. Within a step every stage runs even when another failed
# (step 2 needs step 1's build and islands); the script fails when any stage did.
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
shell_tests() {
  stage shell make --no-print-directory shell && stage shell-tests make --no-print-directory test-shell
}

stage build make --no-print-directory test-build &
build=$!
shell_tests &
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
wait_lanes "$journeys" "$rust"

echo "[test] every layer took $(($(date +%s) - started)) s"
exit "$failed"
