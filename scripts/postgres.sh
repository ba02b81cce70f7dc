#!/usr/bin/env bash
# Installs (if needed) and starts a local PostgreSQL cluster for the scale-out
# tests, sweeps test databases left by earlier runs, then prints an admin URL
# for TEST_DATABASE_URL on stdout.
set -euo pipefail
sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
as_postgres() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else sudo -u postgres "$@"; fi; }
if ! command -v pg_ctlcluster >/dev/null; then
  $sudo apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq postgresql >/dev/null
fi
version=$(ls /etc/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h | awk '{print $4}' | grep -q online; then
  # A cluster stopped uncleanly replays and fsyncs its whole data folder first,
  # which can take minutes on a busy disk: pg_ctl's default 60 s is not enough.
  $sudo pg_ctlcluster --skip-systemctl-redirect "$version" main start -- -t 900 >&2
fi
for _ in $(seq 1 120); do
  as_postgres psql -qtAc 'SELECT 1' >/dev/null 2>&1 && break
  sleep 1
done
as_postgres psql -qtAc "ALTER USER postgres PASSWORD 'postgres'" >/dev/null

# Each test drops its database when it ends; a killed run cannot, so databases
# named caravan_test_<pid>_<microseconds>_<n> older than 30 minutes are dropped
# here. One test lives seconds, so a run still going keeps its own.
cutoff=$(( ($(date +%s) - 30 * 60) * 1000000 ))
as_postgres psql -qtAc "SELECT datname FROM pg_database WHERE datname LIKE 'caravan\_test\_%'" |
  while read -r name; do
    micros=$(echo "$name" | cut -d_ -f4)
    if [[ "$micros" =~ ^[0-9]+$ ]] && [ "$micros" -lt "$cutoff" ]; then
      as_postgres psql -qtAc "DROP DATABASE IF EXISTS \"$name\" WITH (FORCE)" >/dev/null
    fi
  done

port=$(pg_lsclusters -h | awk -v v="$version" '$1 == v {print $3; exit}')
echo "postgres://postgres:postgres@127.0.0.1:${port:-5432}/postgres"
