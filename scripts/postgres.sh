#!/usr/bin/env bash
# Installs (if needed) and starts a local PostgreSQL cluster for the scale-out
# tests, then prints an admin URL for TEST_DATABASE_URL on stdout.
set -euo pipefail
sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
as_postgres() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else sudo -u postgres "$@"; fi; }
if ! command -v pg_ctlcluster >/dev/null; then
  $sudo apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq postgresql >/dev/null
fi
version=$(ls /etc/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h | awk '{print $4}' | grep -q online; then
  $sudo pg_ctlcluster --skip-systemctl-redirect "$version" main start >&2
fi
for _ in $(seq 1 30); do
  as_postgres psql -qtAc 'SELECT 1' >/dev/null 2>&1 && break
  sleep 1
done
as_postgres psql -qtAc "ALTER USER postgres PASSWORD 'postgres'" >/dev/null
port=$(pg_lsclusters -h | awk -v v="$version" '$1 == v {print $3; exit}')
echo "postgres://postgres:postgres@127.0.0.1:${port:-5432}/postgres"
