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
# The tests' own cluster, never anyone's data, so it can be set for speed:
# * no flushing to disk (fsync, full-page writes and synchronous commits off): every test copies
#   a seeded database and drops it, 0.14 s and 0.06 s here against 0.29 s and 0.12 s flushed;
# * authentication_timeout 5 s instead of 60: a test ends by dropping its database while its
#   runtime, blocked in that drop, may leave one of its app's connections half-authenticated, and
#   DROP DATABASE waits for every backend, that one too, until the timeout ends it ("canceling
#   authentication due to timeout" in the server's log): a 60 s stall in most runs.
# * its data folder in memory when /dev/shm is a tmpfs: every test creates a database of 460
#   files and drops it, and on ext4 finding an inode for each new file scans past the
#   recently deleted ones. The integration tests on PostgreSQL took 296-333 core-seconds and
#   169-188 s on disk, 241-265 and 141-152 s in memory, on 2 cores (the SQLite run: 129-133).
#   Its data is lost when the machine restarts: the cluster is then made again.
cluster=caravan-tests
cluster_field() { pg_lsclusters -h | awk -v v="$version" -v c="$cluster" -v f="$1" '$1 == v && $2 == c {print $f; exit}'; }
data_dir=""
if [ "$(stat -f -c %T /dev/shm 2>/dev/null)" = tmpfs ]; then
  data_dir=/dev/shm/caravan-tests-postgresql/$version
fi
existing=$(cluster_field 6)
if [ -n "$existing" ] && { [ ! -f "$existing/PG_VERSION" ] || { [ -n "$data_dir" ] && [ "$existing" != "$data_dir" ]; }; }; then
  # Gone with a restart, or on disk where memory would do: the tests' own cluster, made again.
  $sudo pg_dropcluster --stop "$version" "$cluster" >&2 || $sudo rm -rf "/etc/postgresql/$version/$cluster"
fi
if [ -z "$(cluster_field 2)" ]; then
  $sudo pg_createcluster "$version" "$cluster" --start-conf=manual ${data_dir:+--datadir "$data_dir"} >&2
fi
port=$(cluster_field 3)
if [ "$(cluster_field 4)" != online ]; then
  # A cluster stopped uncleanly replays its whole data folder first, which can take minutes
  # on a busy disk: pg_ctl's default 60 s is not enough.
  $sudo pg_ctlcluster --skip-systemctl-redirect "$version" "$cluster" start -- -t 900 >&2
fi
psql_admin() { as_postgres psql -p "$port" -qtAc "$@"; }
for _ in $(seq 1 120); do
  psql_admin 'SELECT 1' >/dev/null 2>&1 && break
  sleep 1
done
for setting in "fsync = off" "full_page_writes = off" "synchronous_commit = off" "authentication_timeout = '5s'"; do
  psql_admin "ALTER SYSTEM SET $setting" >/dev/null
done
psql_admin "SELECT pg_reload_conf()" >/dev/null
psql_admin "ALTER USER postgres PASSWORD 'postgres'" >/dev/null

# Each test drops its database when it ends; a killed run cannot, so databases
# named caravan_test_<pid>_<microseconds>_<n> older than 30 minutes are dropped
# here. One test lives seconds, so a run still going keeps its own.
cutoff=$(( ($(date +%s) - 30 * 60) * 1000000 ))
psql_admin "SELECT datname FROM pg_database WHERE datname LIKE 'caravan\_test\_%'" |
  while read -r name; do
    micros=$(echo "$name" | cut -d_ -f4)
    if [[ "$micros" =~ ^[0-9]+$ ]] && [ "$micros" -lt "$cutoff" ]; then
      psql_admin "DROP DATABASE IF EXISTS \"$name\" WITH (FORCE)" >/dev/null
    fi
  done

echo "postgres://postgres:postgres@127.0.0.1:$port/postgres"
