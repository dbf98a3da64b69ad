#!/bin/sh
# The entrypoint of the postgres stand-in (stand-ins.sh): what the official image's docker-entrypoint.sh does
# that compose.yaml relies on. On an empty $PGDATA: initdb with POSTGRES_USER (default postgres) as superuser
# and POSTGRES_PASSWORD, password (scram-sha-256) logins from the network, POSTGRES_DB created (default: the
# user's name). Then the server runs in the foreground as `postgres`, listening on every address.
set -eu
bin=$(echo /usr/lib/postgresql/*/bin)
export PATH="$bin:$PATH"
: "${PGDATA:=/var/lib/postgresql/data}"
user="${POSTGRES_USER:-postgres}"
db="${POSTGRES_DB:-$user}"

if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  # setpriv execs (runuser would stay as PID 1 between the stop signal and the server).
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  if [ -z "${POSTGRES_PASSWORD:-}" ]; then
    echo 'Error: POSTGRES_PASSWORD is not set (the official image refuses to start too).' >&2
    exit 1
  fi
  pwfile=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile"
  initdb --username="$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 -D "$PGDATA" >/dev/null
  rm -f "$pwfile"
  echo 'host all all all scram-sha-256' >>"$PGDATA/pg_hba.conf"
  if [ "$db" != postgres ]; then
    postgres --single -D "$PGDATA" postgres >/dev/null <<SQL
CREATE DATABASE "$db" OWNER "$user";
SQL
  fi
  echo "PostgreSQL init process complete; ready for start up."
fi

if [ $# -gt 0 ] && [ "$1" = postgres ]; then shift; fi
exec postgres -D "$PGDATA" -c listen_addresses='*' "$@"
