#!/usr/bin/env bash
# make bench: throughput of Caravan's release build beside nginx serving the same bytes.
#
# Starts the server on a temporary DATA_DIR twice in turn, page cache on (default) and
# CACHE=off. For each path it fetches the response once, serves exactly that body (with
# Caravan's Content-Type) from nginx, loads nginx and then Caravan with wrk (2 threads,
# identity encoding) and prints a Markdown table row; ratio = Caravan req/s / nginx req/s.
# The server's RSS after the load follows the table. nginx is the ceiling for "bytes out
# of a socket" on this machine, so the ratio travels across hosts better than req/s does.
# A path that does not answer 200 gets a row with its status and is not loaded.
# Same method as perf-ratio.sh from the shared tools, kept here so any clone can run it.
#
# Paths: /, the first travel page linked from it, the first tour page linked from that,
# two search pages (continent + price sort, page 3; a typo + a filter), and the API the islands
# call: GET /api/layouts, POST /api/tours (a filter payload; written `POST /api/tours {json}`:
# wrk posts it, nginx answers the same bytes to a GET), the where-suggestions as typed
# (top-sellers), Ask and the chat assistant; then any extra BENCH_PATHS.
#
# Regressions: each row's ratio is compared with scripts/bench-baseline.json (same machine
# class, same method); a ratio more than 20 % below its baseline prints a REGRESSION line and
# the run exits 1 after the tables. Timing stays out of `make test`: this is for people.
# BENCH_WRITE_BASELINE=1 writes this run's ratios as the new baseline.
#
# Env:
#   DUR               seconds per wrk run (default 15; two runs per path and cache mode)
#   CONNS             wrk connections (default 64)
#   BENCH_PORT        Caravan's port (default 3900)
#   NGINX_PORT        nginx's port (default 3950)
#   BENCH_PATHS       extra space-separated, URL-encoded paths, e.g. "/destinations /sales"
#   BENCH_SKIP_BUILD  1 = use the existing binary, no cargo build
#   CARAVAN_BIN       binary to run (default ./target/release/caravan)
#   CATALOGUE_SIZE    passed through to the server (full by default)
# Installs wrk and nginx-light with apt when missing (root, or sudo). Tables on stdout,
# progress on stderr: `make bench > bench.md` keeps only the results.
set -euo pipefail
cd "$(dirname "$0")/.."

dur=${DUR:-15}
conns=${CONNS:-64}
port=${BENCH_PORT:-3900}
nport=${NGINX_PORT:-3950}
bin=${CARAVAN_BIN:-./target/release/caravan}
base=http://127.0.0.1:$port

log() { printf 'bench: %s\n' "$*" >&2; }
die() { log "$*"; exit 1; }

for tool in wrk nginx; do
  command -v $tool >/dev/null && continue
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
  log "installing wrk and nginx-light"
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk nginx-light >/dev/null
  break
done

if [ "${BENCH_SKIP_BUILD:-0}" != 1 ]; then
  cargo build --release -p caravan-server
fi
[ -x "$bin" ] || die "no server binary at $bin (build it, or unset BENCH_SKIP_BUILD)"

# A leftover server on either port would be measured instead of ours.
for p in "$port" "$nport"; do
  ! curl -s -o /dev/null "http://127.0.0.1:$p/" || die "port $p is already in use (set BENCH_PORT / NGINX_PORT)"
done

work=$(mktemp -d /tmp/caravan-bench.XXXXXX)
# nginx workers run as nobody when started by root: they must be able to read the body.
chmod 755 "$work"
mkdir -p "$work/data" "$work/www"
server="" nginx_pid=""

stop_server() {
  [ -n "$server" ] || return 0
  kill "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
  server=""
}
stop_nginx() {
  [ -n "$nginx_pid" ] || return 0
  kill "$nginx_pid" 2>/dev/null || true
  wait "$nginx_pid" 2>/dev/null || true
  nginx_pid=""
}
trap 'stop_server; stop_nginx; rm -rf "$work"' EXIT
trap 'exit 130' INT TERM

# $1: on|off. Both runs share one DATA_DIR, so the second start skips seeding.
start_server() {
  local cache=(); [ "$1" = off ] && cache=(CACHE=off)
  # env -u: a CACHE exported in the caller's shell must not leak into the "on" run.
  env -u CACHE PORT="$port" DATA_DIR="$work/data" RUST_LOG=warn "${cache[@]}" "$bin" \
    >>"$work/server-$1.log" 2>&1 &
  server=$!
  log "cache $1: waiting for /healthz (the first start also seeds the catalogue)"
  for _ in $(seq 1 600); do
    curl -fs -o /dev/null "$base/healthz" && return 0
    kill -0 "$server" 2>/dev/null || { tail -20 "$work/server-$1.log" >&2; die "server exited on start"; }
    sleep 0.5
  done
  tail -20 "$work/server-$1.log" >&2
  die "no /healthz after 300 s"
}

# $1: page path, $2: ERE for the link. Prints the first matching href, or nothing.
first_link() {
  curl -fsS "$base$1" | grep -oE "href=\"$2\"" | sed -n '1{s/^href="//;s/"$//;p}' || true
}

# $1: Content-Type for nginx's default_type. Serves $work/www/body for every URL.
start_nginx() {
  cat > "$work/nginx.conf" <<CONF
worker_processes 2;
pid $work/nginx.pid;
error_log $work/nginx-error.log;
events { worker_connections 4096; }
http {
  access_log off;
  default_type "$1";
  server { listen 127.0.0.1:$nport; root $work/www; location / { try_files /body =404; } }
}
CONF
  nginx -c "$work/nginx.conf" -g 'daemon off;' 2>>"$work/nginx-error.log" &
  nginx_pid=$!
  # Ready when it answers 200 with the very bytes Caravan sent.
  for _ in $(seq 1 50); do
    curl -fs -o "$work/nginx-check" "http://127.0.0.1:$nport/x" && cmp -s "$work/nginx-check" "$work/www/body" && return 0
    sleep 0.1
  done
  tail -5 "$work/nginx-error.log" >&2
  die "nginx did not serve the body on port $nport"
}

# $1: URL, $2: output file, $3: optional JSON body to POST. A failed run leaves its message
# in the file, not a dead script.
load() {
  local script=()
  if [ -n "${3:-}" ]; then
    printf 'wrk.method = "POST"\nwrk.body = [[%s]]\nwrk.headers["Content-Type"] = "application/json"\n' "$3" > "$work/post.lua"
    script=(-s "$work/post.lua")
  fi
  wrk -t2 -c"$conns" -d"${dur}s" --latency "${script[@]}" "$1" >"$2" 2>&1 || true
}

# $1: first field of a wrk output line (Requests/sec:, 50%, 99%), $2: file. "–" when absent.
field() { awk -v k="$1" '$1 == k { v = $2; exit } END { print (v == "" ? "–" : v) }' "$2"; }

# Error lines of wrk outputs, one cell: $1 file, $2 prefix, then more pairs.
errors() {
  while [ $# -gt 0 ]; do
    grep -iE 'Non-2xx|Socket errors|unable to connect' "$1" | sed "s/^ */$2/" || true
    shift 2
  done | paste -sd ';' - | sed 's/;/; /g'
}

rss() { awk '/^VmRSS/ { printf "%.1f MB", $2 / 1024 }' "/proc/$server/status" 2>/dev/null || echo "? (server gone)"; }

# $1: path, $2: cache mode, $3: the path's name in the baseline. Prints one table row.
bench_path() {
  local path=$1 mode=$2 name=$3 meta status ctype bytes body="" post=()
  if [[ $path == "POST "* ]]; then
    body=${path#POST * }; path=${path#POST }; path=${path%% *}
    post=(-X POST -H 'Content-Type: application/json' --data-binary "$body")
  fi
  rm -f "$work/www/body"
  meta=$(curl -sS -g "${post[@]}" -o "$work/www/body" -w '%{http_code} %{content_type}' "$base$path" || true)
  status=${meta%% *}; ctype=${meta#* }
  [ -f "$work/www/body" ] || : > "$work/www/body"
  chmod 644 "$work/www/body"
  bytes=$(wc -c < "$work/www/body")
  if [ "${status:-000}" != 200 ]; then
    printf '| `%s` | %s | %s | – | – | – | – | – | – | HTTP %s, not loaded |\n' "$path" "$mode" "$bytes" "${status:-000}"
    return 0
  fi
  log "${body:+POST }$path ($bytes B, ${ctype:-no type}, cache $mode): nginx, then caravan, ${dur}s each"
  start_nginx "${ctype:-text/html}"
  load "http://127.0.0.1:$nport/x" "$work/nginx.txt"
  stop_nginx
  load "$base$path" "$work/caravan.txt" "$body"
  path="${body:+POST }$path"
  local c n
  c=$(field Requests/sec: "$work/caravan.txt"); n=$(field Requests/sec: "$work/nginx.txt")
  local ratio
  ratio=$(awk -v a="$c" -v b="$n" 'BEGIN { if (a + 0 > 0 && b + 0 > 0) printf "%.3f", a / b; else printf "–" }')
  printf '%s\t%s\t%s\n' "$name" "$mode" "$ratio" >> "$work/ratios.tsv"
  printf '| `%s` | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' "$path" "$mode" "$bytes" \
    "$c" "$(field 50% "$work/caravan.txt")" "$(field 99% "$work/caravan.txt")" \
    "$n" "$(field 99% "$work/nginx.txt")" "$ratio" \
    "$(errors "$work/caravan.txt" '' "$work/nginx.txt" 'nginx ')"
}

paths=() names=() rss_lines=()
for mode in on off; do
  start_server "$mode"
  idle=$(rss)
  if [ ${#paths[@]} -eq 0 ]; then
    # Discovered once, from the first run, so both modes load the same URLs.
    travel=$(first_link / '/destinations/[^"/?#]+')
    tour=""; [ -n "$travel" ] && tour=$(first_link "$travel" '/destinations/[^"/?#]+/[^"/?#]+')
    [ -n "$travel" ] || log "no /destinations/<slug> link on the home page; skipping travel and tour"
    [ -n "$travel" ] && [ -z "$tour" ] && log "no /destinations/<slug>/<code> link on $travel; skipping tour"
    read -ra extra <<< "${BENCH_PATHS:-}"  # split on spaces, no globbing of ? and [
    # name|path: the name is the row's key in the baseline (trip and tour paths change with the day).
    named=('home|/' ${travel:+"trip|$travel"} ${tour:+"tour|$tour"}
      'search-continent|/search?continentId%5B%5D=europe&sort=price:asc&page=3'
      'search-typo|/search?textSearch=itlay&durations%5B%5D=MAX_10' 'api-layouts|/api/layouts'
      'api-tours|POST /api/tours {"continentId":["europe"],"sort":"price:asc","page":3}'
      'api-top-sellers|/api/travels/top-sellers?search=ita'
      'api-ask|/api/ask?q=trekking%20in%20peru%20under%202000'
      'api-chat|/api/chat?q=when%20do%20I%20pay%20the%20balance')
    for e in "${extra[@]}"; do named+=("$e|$e"); done
    for entry in "${named[@]}"; do names+=("${entry%%|*}"); paths+=("${entry#*|}"); done
    echo "Caravan $(git describe --always --dirty 2>/dev/null || echo '(no git)') on $(nproc) CPUs:" \
      "wrk -t2 -c$conns -d${dur}s, identity encoding; nginx (worker_processes 2) serves the same body; ratio = caravan/nginx req/s."
    echo
    echo '| path | cache | bytes | caravan req/s | caravan p50 | caravan p99 | nginx req/s | nginx p99 | ratio | errors |'
    echo '|---|---|---:|---:|---:|---:|---:|---:|---:|---|'
  fi
  for i in "${!paths[@]}"; do bench_path "${paths[$i]}" "$mode" "${names[$i]}"; done
  # Warnings under load would otherwise vanish with the temp dir.
  logged=$(wc -l < "$work/server-$mode.log")
  [ "$logged" -eq 0 ] || { log "cache $mode: server log (first 10 lines):"; head -10 "$work/server-$mode.log" >&2; }
  rss_lines+=("- cache $mode: RSS $(rss) after the load ($idle after start), $logged server log lines at RUST_LOG=warn")
  stop_server
done
echo
printf '%s\n' "${rss_lines[@]}"
echo
if [ "${BENCH_WRITE_BASELINE:-0}" = 1 ]; then
  python3 scripts/bench-baseline.py write scripts/bench-baseline.json "$work/ratios.tsv"
else
  python3 scripts/bench-baseline.py check scripts/bench-baseline.json "$work/ratios.tsv"
fi
