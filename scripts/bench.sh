#!/usr/bin/env bash
# Load test: the travel page on a release build with the full demo catalogue,
# 64 connections for 20 s with wrk (Debian package), loopback only.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v wrk >/dev/null || { sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo; $sudo apt-get install -y -qq wrk >/dev/null; }
port=${BENCH_PORT:-3900}
data=$(mktemp -d)
cargo build --release -p caravan-server
PORT=$port DATA_DIR=$data RUST_LOG=warn ./target/release/caravan &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$data"' EXIT
for _ in $(seq 1 60); do curl -fs "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 1; done
path=$(curl -fs "http://127.0.0.1:$port/" | grep -o 'href="/destinations/[^"]*"' | head -1 | cut -d'"' -f2)
echo "travel page: $path ($(curl -fs "http://127.0.0.1:$port$path" | wc -c) bytes)"
wrk -t2 -c64 -d20s --latency "http://127.0.0.1:$port$path"
echo "search page:"
wrk -t2 -c64 -d10s --latency "http://127.0.0.1:$port/search?textSearch=peru"
