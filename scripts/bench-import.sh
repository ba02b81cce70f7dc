#!/usr/bin/env bash
# Saves during a big catalogue import (issue 17): the release server on SQLite (full demo
# catalogue, ~10,900 departures), one logged-in traveller saving and removing a departure
# every 10 ms while `PUT /api/admin/catalogue` updates ROWS departures (default 10,000).
# Prints the import's time and the saves' latency (p50, p99, max) while it ran.
#
# Env: ROWS (default 10000), BENCH_PORT (default 3912),
#      BENCH_SKIP_BUILD=1 (use the existing ./target/release/caravan).
set -euo pipefail
cd "$(dirname "$0")/.."
rows=${ROWS:-10000}
port=${BENCH_PORT:-3912}
base=http://127.0.0.1:$port
token=bench-import-admin-token-0123456789abcdef
log() { printf 'bench-import: %s\n' "$*" >&2; }

[ "${BENCH_SKIP_BUILD:-0}" = 1 ] || cargo build --release -q -p caravan-server

data=$(mktemp -d)
trap 'kill $pid 2>/dev/null || true; wait $pid 2>/dev/null || true; [ "${KEEP_LOG:-0}" = 1 ] && cp "$data/server.log" /tmp/bench-import-server.log; rm -rf "$data"' EXIT
PORT=$port BIND_ADDR=127.0.0.1 DATA_DIR=$data ADMIN_TOKEN=$token RUST_LOG=warn ./target/release/caravan >"$data/server.log" 2>&1 &
pid=$!
for _ in $(seq 1 1200); do curl -fs "$base/healthz" >/dev/null 2>&1 && break; sleep 0.1; done

session=$(BASE=$base DATA_DIR=$data scripts/login.sh) || { log "login failed"; exit 1; }
cookie="caravan_session=$session"

BASE=$base PORT=$port TOKEN=$token COOKIE=$cookie ROWS=$rows DB="$data/caravan.db" python3 - <<'PY'
import http.client, json, os, sqlite3, statistics, threading, time

port, rows = int(os.environ["PORT"]), int(os.environ["ROWS"])
db = sqlite3.connect(os.environ["DB"])
tours = db.execute("SELECT id, code, free_seats FROM tours ORDER BY id LIMIT ?", (rows,)).fetchall()
db.close()
# Every departure changes (one seat more or less), so every row is written.
body = json.dumps({"travels": [], "tours": [{"code": c, "freeSeats": (s + 1) % 16} for _, c, s in tours]})
saved_id = tours[0][0]

done = threading.Event()
waits = []
refused = []

def saves():
    conn = http.client.HTTPConnection("127.0.0.1", port)
    headers = {"Cookie": os.environ["COOKIE"]}
    n = 0
    while not done.is_set():
        method = "PUT" if n % 2 == 0 else "DELETE"
        start = time.perf_counter()
        conn.request(method, f"/api/wishlist/tours/{saved_id}", headers=headers)
        answer = conn.getresponse(); answer.read()
        if answer.status >= 300:
            refused.append(answer.status)
        waits.append((start, time.perf_counter() - start))
        n += 1
        time.sleep(0.01)

saver = threading.Thread(target=saves)
saver.start()
time.sleep(0.5)
conn = http.client.HTTPConnection("127.0.0.1", port, timeout=600)
start = time.perf_counter()
conn.request("PUT", "/api/admin/catalogue", body=body,
             headers={"Authorization": "Bearer " + os.environ["TOKEN"], "Content-Type": "application/json"})
answer = conn.getresponse(); report = answer.read()
end = time.perf_counter()
took = end - start
done.set(); saver.join()
if answer.status != 200:
    raise SystemExit(f"import answered {answer.status}: {report[:300]!r}")
# Every save that overlapped the import, including one held up across its end.
during = [d * 1000 for s, d in waits if s < end and s + d > start]
during.sort()
q = lambda p: during[min(len(during) - 1, int(p * len(during)))]
print(f"import of {len(tours)} departures: {took:.2f} s, report {json.loads(report)['toursUpdated']} updated")
for s0, d in waits:
    if d > 0.1:
        print(f"slow save: began {s0 - start:+.2f} s after the import began, ended {s0 + d - end:+.2f} s after it ended, took {d * 1000:.0f} ms")
if refused:
    print(f"refused saves: {refused[:10]} ({len(refused)} in all)")
print(f"saves during the import: {len(during)}, p50 {q(0.5):.1f} ms, p99 {q(0.99):.1f} ms, max {during[-1]:.1f} ms")
PY
