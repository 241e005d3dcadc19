#!/usr/bin/env bash
# Makes sure the local PostgreSQL server (127.0.0.1:5432) answers, starting an installed but stopped
# cluster. Exit 0 when reachable, 1 when there is no server to use (the caller then skips that run).
set -uo pipefail
HOST=${PGHOST_TEST:-127.0.0.1}
PORT=${PGPORT_TEST:-5432}
ready() { pg_isready -q -h "$HOST" -p "$PORT" >/dev/null 2>&1; }
if ! command -v pg_isready >/dev/null 2>&1; then
  echo "PostgreSQL client (pg_isready) tidak terpasang: uji pada server PostgreSQL dilewati." >&2
  exit 1
fi
ready && exit 0
if command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
  for version in $(ls /etc/postgresql); do
    echo "Menyalakan PostgreSQL $version..."
    pg_ctlcluster --skip-systemctl-redirect "$version" main start >/dev/null 2>&1 || true
  done
  for _ in $(seq 1 20); do ready && exit 0; sleep 0.5; done
fi
echo "Server PostgreSQL di $HOST:$PORT tidak dapat dihubungi: uji pada server PostgreSQL dilewati." >&2
exit 1
