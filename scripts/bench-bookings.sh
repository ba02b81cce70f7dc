#!/usr/bin/env bash
# The time a booking takes (issue 22): the release server on SQLite (full demo catalogue), 16
# travellers booking at once, each booking one seat and cancelling it again on roomy confirmed
# departures for DURATION seconds (default 20). Prints p50 and p99 of POST /api/bookings and of
# the cancellations, and how many of each. Seats and statuses move on every call, so every
# answer also reloads the catalogue snapshot (the page caches follow).
#
# Env: BENCH_PORT (default 3913), DURATION (default 20), BOOKERS (default 16),
#      BENCH_SKIP_BUILD=1 (use the existing ./target/release/caravan), DATABASE_URL (PostgreSQL).
set -euo pipefail
cd "$(dirname "$0")/.."
port=${BENCH_PORT:-3913}
base=http://127.0.0.1:$port
log() { printf 'bench-bookings: %s\n' "$*" >&2; }

[ "${BENCH_SKIP_BUILD:-0}" = 1 ] || cargo build --release -q -p caravan-server

data=$(mktemp -d)
trap 'kill $pid 2>/dev/null || true; wait $pid 2>/dev/null || true; rm -rf "$data"' EXIT
PORT=$port BIND_ADDR=127.0.0.1 DATA_DIR=$data RUST_LOG=warn MAX_WRITES_PER_CLIENT=64 ./target/release/caravan >"$data/server.log" 2>&1 &
pid=$!
for _ in $(seq 1 1200); do curl -fs "$base/healthz" >/dev/null 2>&1 && break; sleep 0.1; done

bookers=${BOOKERS:-16}
cookies=()
for n in $(seq 1 "$bookers"); do
  cookies+=("caravan_session=$(BASE=$base DATA_DIR=$data EMAIL="booker-$n-$RANDOM@example.com" scripts/login.sh)")
done

PORT=$port DURATION=${DURATION:-20} COOKIES="$(printf '%s\n' "${cookies[@]}")" python3 - <<'PY'
import http.client, json, os, random, threading, time

port, duration = int(os.environ["PORT"]), float(os.environ["DURATION"])
cookies = os.environ["COOKIES"].split()
conn = http.client.HTTPConnection("127.0.0.1", port)
conn.request("POST", "/api/tours", body=json.dumps({"status": ["CONFIRMED"], "perPage": 100, "dateFrom": "2027-06-01"}),
             headers={"Content-Type": "application/json"})
tours = [t["id"] for t in json.loads(conn.getresponse().read())["data"] if t["freeSeats"] >= 6]
books, cancels, refusals = [], [], []
lock = threading.Lock()

def booker(cookie):
    c = http.client.HTTPConnection("127.0.0.1", port)
    headers = {"Cookie": cookie, "Content-Type": "application/json"}
    end = time.perf_counter() + duration
    while time.perf_counter() < end:
        body = json.dumps({"tourId": random.choice(tours), "travellers": 1, "payment": "full"})
        t0 = time.perf_counter(); c.request("POST", "/api/bookings", body=body, headers=headers)
        r = c.getresponse(); data = r.read(); t1 = time.perf_counter()
        if r.status != 201:
            with lock: refusals.append(r.status)
            continue
        ref = json.loads(data)["data"]["reference"]
        t2 = time.perf_counter(); c.request("POST", f"/api/me/bookings/{ref}/cancel", headers=headers)
        r = c.getresponse(); r.read(); t3 = time.perf_counter()
        with lock:
            books.append(t1 - t0)
            if r.status == 200: cancels.append(t3 - t2)
            else: refusals.append(r.status)

threads = [threading.Thread(target=booker, args=(k,)) for k in cookies]
[t.start() for t in threads]; [t.join() for t in threads]
q = lambda xs, p: sorted(xs)[min(len(xs) - 1, int(p * len(xs)))] * 1000
print(f"{len(cookies)} bookers, {duration:.0f} s, {len(tours)} departures")
print(f"bookings: {len(books)} ({len(books)/duration:.1f}/s), p50 {q(books, .5):.1f} ms, p99 {q(books, .99):.1f} ms")
print(f"cancellations: {len(cancels)}, p50 {q(cancels, .5):.1f} ms, p99 {q(cancels, .99):.1f} ms")
print(f"refused: {len(refusals)} {sorted(set(refusals))}")
PY
