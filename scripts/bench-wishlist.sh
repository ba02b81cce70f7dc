#!/usr/bin/env bash
# Wishlist write load (issue 8): the release server on SQLite, one logged-in user,
# 64 connections (wrk, 2 threads) each toggling its own departures: a save (PUT),
# then the removal (DELETE) of the same departure, so every request writes a row.
# Prints requests/s, latency and every non-2xx answer or socket error.
#
# Env: DUR (seconds, default 15), CONNS (default 64), BENCH_PORT (default 3910),
#      BENCH_SKIP_BUILD=1 (use the existing ./target/release/caravan).
set -euo pipefail
cd "$(dirname "$0")/.."
dur=${DUR:-15}
conns=${CONNS:-64}
port=${BENCH_PORT:-3910}
base=http://127.0.0.1:$port
log() { printf 'bench-wishlist: %s\n' "$*" >&2; }

command -v wrk >/dev/null || { sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo; $sudo apt-get install -y -qq wrk >/dev/null; }
[ "${BENCH_SKIP_BUILD:-0}" = 1 ] || cargo build --release -q -p caravan-server

data=$(mktemp -d)
trap 'kill $pid 2>/dev/null || true; wait $pid 2>/dev/null || true; rm -rf "$data"' EXIT
PORT=$port BIND_ADDR=127.0.0.1 DATA_DIR=$data RUST_LOG=warn ./target/release/caravan >"$data/server.log" 2>&1 &
pid=$!
for _ in $(seq 1 600); do curl -fs "$base/healthz" >/dev/null 2>&1 && break; sleep 0.1; done

# Log in as a visitor would: ask a code, read it from the outbox, verify it.
session=$(BASE=$base DATA_DIR=$data scripts/login.sh) || { log "login failed"; exit 1; }
cookie="caravan_session=$session"

# Departure ids for the connections to toggle.
ids=$(curl -fs -X POST "$base/api/tours" -H 'content-type: application/json' -d '{"perPage":100}' \
  | python3 -c 'import json,sys; print(" ".join(t["id"] for t in json.load(sys.stdin)["data"]))')
lua="$data/toggle.lua"
{
  echo "local ids = {"; for id in $ids; do echo "  \"$id\","; done; echo "}"
  cat <<LUA
local counter = 0
local cookie = "$cookie"
function setup(thread) counter = counter + 1; thread:set("offset", counter * 50) end
local n = 0
request = function()
  n = n + 1
  local id = ids[((offset + math.floor((n - 1) / 2)) % #ids) + 1]
  local method = (n % 2 == 1) and "PUT" or "DELETE"
  return wrk.format(method, "/api/wishlist/tours/" .. id, { ["Cookie"] = cookie })
end
LUA
} >"$lua"

log "loading $base with $conns connections for ${dur}s"
wrk -t2 -c"$conns" -d"${dur}s" --latency -s "$lua" "$base" 
rows=$(curl -fs "$base/api/wishlist" -H "cookie: $cookie" | python3 -c 'import json,sys; d=json.load(sys.stdin); print(len(d["tours"]))')
log "saved departures left after the run: $rows; server RSS: $(ps -o rss= -p $pid) KiB"
