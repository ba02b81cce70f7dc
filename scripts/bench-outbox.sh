#!/usr/bin/env bash
# Alert dispatch (issue 9): the release server on SQLite with the file outbox.
#  1. throughput: N mails queued at once in the outbox table, timed until all are sent;
#  2. latency: a visitor subscribes to a price drop, an admin import lowers the
#     price, timed from the import's answer to the alert's .eml file in the outbox.
# Env: MAILS (default 5000), BENCH_PORT (default 3920), BENCH_SKIP_BUILD=1.
set -euo pipefail
cd "$(dirname "$0")/.."
mails=${MAILS:-5000}
port=${BENCH_PORT:-3920}
base=http://127.0.0.1:$port
token=bench-admin-token-0123456789abcdefghi
log() { printf 'bench-outbox: %s\n' "$*" >&2; }
[ "${BENCH_SKIP_BUILD:-0}" = 1 ] || cargo build --release -q -p caravan-server
data=$(mktemp -d)
trap 'kill $pid 2>/dev/null || true; wait $pid 2>/dev/null || true; rm -rf "$data"' EXIT
PORT=$port BIND_ADDR=127.0.0.1 DATA_DIR=$data ADMIN_TOKEN=$token RUST_LOG=warn ./target/release/caravan >"$data/server.log" 2>&1 &
pid=$!
for _ in $(seq 1 600); do curl -fs "$base/healthz" >/dev/null 2>&1 && break; sleep 0.1; done

DB="$data/caravan.db" MAILS=$mails python3 - <<'PY'
import os, sqlite3, time, uuid, json
db = sqlite3.connect(os.environ["DB"], timeout=30)
n = int(os.environ["MAILS"])
now = int(time.time())
payload = json.dumps({"coordinator": "Ann", "message": "Is a visa needed?"})
rows = [(str(uuid.uuid4()), f"bench:{i}", f"p{i}@example.com", "en-US", "question-ack", payload, "pending", 0, now, now) for i in range(n)]
start = time.time()
with db:
    db.executemany("INSERT INTO mail_outbox (id, dedup_key, to_email, locale, kind, payload, status, attempts, next_attempt_at, created_at) VALUES (?,?,?,?,?,?,?,?,?,?)", rows)
while db.execute("SELECT COUNT(*) FROM mail_outbox WHERE status = 'sent'").fetchone()[0] < n:
    time.sleep(0.01)
elapsed = time.time() - start
print(f"throughput: {n} mails to the file outbox in {elapsed:.2f} s = {n / elapsed:.0f} mails/s")
PY

# Latency: subscribe (new address: code from the outbox), then lower the price.
tour=$(curl -fs -X POST "$base/api/tours" -H 'content-type: application/json' -d '{"perPage":1,"status":["CONFIRMED"]}' \
  | python3 -c 'import json,sys; t=json.load(sys.stdin)["data"][0]; print(t["id"], t["code"], t["travel"]["id"], t["price"]["EUR"])')
read -r tour_id tour_code travel_id price <<<"$tour"
curl -fs -o /dev/null -X POST "$base/alerts" -H 'content-type: application/x-www-form-urlencoded' \
  --data "travel=$travel_id&tour=$tour_id&kind=PRICE_DROPPED&email=fast@example.com&consent=accept"
sleep 1.2
code=$(grep -rlE 'To: fast@example.com' "$data/outbox" | xargs grep -hoE '^\s*[0-9]{6}\s*$' | head -1 | tr -d '[:space:]')
curl -fs -o /dev/null -X POST "$base/alerts/verify" -H 'content-type: application/x-www-form-urlencoded' --data "email=fast@example.com&code=$code"
lower=$((price - 1000))
python3 - <<PY
import json, os, time, urllib.request, glob
body = json.dumps({"tours": [{"code": "$tour_code", "prices": {"EUR": {"basePrice": $price + 20000, "price": $lower}}}]}).encode()
req = urllib.request.Request("$base/api/admin/catalogue", data=body, method="PUT", headers={"content-type": "application/json", "authorization": "Bearer $token"})
before = set(glob.glob("$data/outbox/*.eml"))
start = time.time()
report = json.load(urllib.request.urlopen(req))
answered = time.time()
while True:
    new = [f for f in set(glob.glob("$data/outbox/*.eml")) - before if "Price drop" in open(f, errors="replace").read()]
    if new:
        break
    time.sleep(0.005)
done = time.time()
print(f"latency: import answered in {1000 * (answered - start):.0f} ms (alerts {report['alerts']}), alert mail in the outbox {1000 * (done - start):.0f} ms after the import started")
PY
