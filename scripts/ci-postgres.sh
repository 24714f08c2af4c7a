#!/usr/bin/env bash
# Starts Debian's PostgreSQL on loopback for the server suite's real-PostgreSQL run and prints a DATABASE_URL.
# Used by .ci/run; safe to run twice.
set -euo pipefail
ver=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h | grep -q "^$ver main"; then pg_createcluster "$ver" main >/dev/null; fi
pg_ctlcluster "$ver" main start >/dev/null 2>&1 || true
port=$(pg_lsclusters -h | awk -v v="$ver" '$1==v && $2=="main" {print $3}')
su postgres -c "psql -q -p $port -v ON_ERROR_STOP=1" >/dev/null <<SQL
DO \$\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'ci') THEN CREATE ROLE ci LOGIN PASSWORD 'ci' CREATEDB; END IF;
END \$\$;
SQL
su postgres -c "psql -q -p $port -c 'DROP DATABASE IF EXISTS ci_server_suite'" >/dev/null 2>&1
su postgres -c "psql -q -p $port -c 'CREATE DATABASE ci_server_suite OWNER ci'" >/dev/null
# A throwaway database: a commit need not wait for its WAL to reach the disk (what the suite reads back
# is the same; only a crash could lose the last commits). The server suite alone: 52 s against 60 s.
su postgres -c "psql -q -p $port -c 'ALTER DATABASE ci_server_suite SET synchronous_commit = off'" >/dev/null
echo "postgres://ci:ci@127.0.0.1:$port/ci_server_suite"
