#!/usr/bin/env bash
# `npm run test:release`: the release as a user runs it, with Podman and podman-compose (docs/install.md).
# Builds the image from the real Dockerfile (on local stand-ins of the official base images, stand-ins.sh),
# brings compose.yaml up with every profile (PostgreSQL, the app, Caddy on HTTPS, the print agent), waits until
# it is healthy, logs in and saves a household through the API, takes the stack down and up again and finds the
# household (and the session) again, then removes the stack and its volumes. Prints the image size, the build
# time, the time to healthy and the whole run's time.
#   RELEASE_SOURCE=worktree (default: the checkout's files, committed or not, as .gitignore leaves them) or HEAD
#   RELEASE_KEEP=1 leaves the stack and its work folder up for a look (take it down with the printed command).
# Needs root (debootstrap, chroot, rootful Podman) and: apt-get install podman runc podman-compose debootstrap.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
source "$here/podman-env.sh"
started=$(date +%s)
now() { date +%s; }
say() { printf '\n== %s\n' "$*"; }

for tool in podman podman-compose debootstrap curl; do
  command -v "$tool" >/dev/null || { echo "missing: $tool (apt-get install podman runc podman-compose debootstrap curl)"; exit 1; }
done

version=$(node -p "require('$root/package.json').version")
image="localhost/mvm-backoffice:$version"
project=mvm-release-test
work=$(mktemp -d /tmp/mvm-release.XXXXXX)
src="$work/src"
compose() { (cd "$src" && podman-compose -p "$project" "$@"); }
# podman-compose 1.0.3 (Debian 12) has no profiles: the services are named, which works on every version.
services=(db app caddy print-agent)

cleanup() {
  local rc=$?
  if [ "${RELEASE_KEEP:-0}" = 1 ]; then
    echo "kept: (cd $src && podman-compose -p $project down -v)"
    return
  fi
  if [ $rc -ne 0 ] && [ -d "$src" ]; then
    for s in "${services[@]}"; do
      echo "--- logs of $s"
      podman logs --tail 40 "${project}_${s}_1" 2>&1 || true
    done
  fi
  if [ -d "$src" ]; then compose down -v >/dev/null 2>&1 || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

say "stand-ins of the official images"
t0=$(now)
bash "$here/stand-ins.sh"
standins_s=$(($(now) - t0))

say "sources (${RELEASE_SOURCE:-worktree})"
mkdir -p "$src"
if [ "${RELEASE_SOURCE:-worktree}" = HEAD ]; then
  git -C "$root" archive HEAD | tar -x -C "$src"
else
  (cd "$root" && git ls-files -z --cached --others --exclude-standard |
    tar --null --ignore-failed-read -T - -c 2>/dev/null) | tar -x -C "$src"
fi
node "$src/scripts/release/sync-version.mjs" --check

# The three settings a person chooses, and ports that leave a real installation on this machine alone. The
# database password holds characters a URL would need escaped: compose passes it apart from the address.
admin_password="admin-$(openssl rand -hex 8)"
app_port=13000
https_port=18443
cat >"$src/.env" <<ENV
MVM_HOST=localhost
POSTGRES_PASSWORD=p@ss/w:rd!$(openssl rand -hex 8)
ADMIN_PASSWORD=$admin_password
MVM_PORT=$app_port
HTTP_PORT=18080
HTTPS_PORT=$https_port
PRINT_AGENT_PORT=13100
PRINTER_URL=preview
PRINT_AGENT_ORIGINS=https://localhost:$https_port
PRINT_AGENT_TOKEN=$(openssl rand -hex 16)
PRINTER_ONTHAAL_URL=https://localhost:$https_port/printer
ENV

say "build $image"
t0=$(now)
# Docker's format keeps the Dockerfile's HEALTHCHECK (Podman's default OCI format has no such field).
# Two jobs: the web app's build and the production dependencies' install run side by side, as BuildKit does.
podman build --format docker --jobs 2 -t "$image" "$src" >"$work/build.log" 2>&1 || { tail -40 "$work/build.log"; exit 1; }
build_s=$(($(now) - t0))
size_bytes=$(podman image inspect --format '{{.Size}}' "$image")
label=$(podman image inspect --format '{{index .Labels "org.opencontainers.image.version"}}' "$image")
[ "$label" = "$version" ] || { echo "image label says $label, package.json $version"; exit 1; }
podman image inspect --format '{{.HealthCheck}}{{.Config.Healthcheck}}' "$image" | grep -q healthcheck.mjs ||
  { echo "the image has no HEALTHCHECK"; exit 1; }

wait_healthy() {
  # podman runs health checks from systemd timers, absent here: run the defined checks until they pass.
  local deadline=$(($(now) + 300)) s
  for s in "${services[@]}"; do
    [ "$s" = caddy ] && continue # the official caddy image defines none
    until podman healthcheck run "${project}_${s}_1" >/dev/null 2>&1; do
      [ "$(now)" -lt "$deadline" ] || { echo "$s not healthy after 300 s"; return 1; }
      sleep 1
    done
  done
}

https_get() {
  curl -fsS --cacert "$work/caddy-root.crt" --resolve "localhost:$https_port:127.0.0.1" "https://localhost:$https_port$1"
}

say "up: ${services[*]}"
t0=$(now)
compose up -d "${services[@]}" >"$work/up.log" 2>&1 || { tail -40 "$work/up.log"; exit 1; }
wait_healthy
healthy_s=$(($(now) - t0))

health=$(curl -fsS "http://127.0.0.1:$app_port/healthz")
echo "/healthz: $health"
[ "$(node -p "JSON.parse(process.argv[1]).version" "$health")" = "$version" ] || { echo "wrong version"; exit 1; }
[ "$(podman exec "${project}_app_1" id -u)" != 0 ] || { echo "the app runs as root"; exit 1; }

# Caddy's own authority signs MVM_HOST (localhost); the client trusts its root as a desk would.
until podman cp "${project}_caddy_1:/data/caddy/pki/authorities/local/root.crt" "$work/caddy-root.crt" 2>/dev/null &&
  https_get /healthz >/dev/null 2>&1; do
  [ "$(($(now) - t0))" -lt 300 ] || { echo "Caddy did not serve https://localhost:$https_port"; exit 1; }
  sleep 1
done
echo "via Caddy: $(https_get /healthz)"
echo "print agent via Caddy: $(https_get /printer/healthz)"
# .env reaches the app (env_file): the desk's printer set there is in /config.json.
https_get /config.json | grep -q "\"onthaal\":\"https://localhost:$https_port/printer\"" ||
  { echo "/config.json lacks PRINTER_ONTHAAL_URL from .env"; exit 1; }

say "log in and save a household (over HTTPS, as a desk's browser)"
check() {
  (cd "$root" && NODE_EXTRA_CA_CERTS="$work/caddy-root.crt" \
    node --import tsx scripts/release/stack-check.mjs "$1" "https://localhost:$https_port" "$admin_password" "${@:2}")
}
state=$(check save)
node -p "const s = JSON.parse(process.argv[1]); 'saved MVM' + s.mvmnummer + ' (' + s.achternaam + ')'" "$state"

say "down and up again (the volumes stay)"
compose down >>"$work/up.log" 2>&1
t0=$(now)
compose up -d "${services[@]}" >>"$work/up.log" 2>&1 || { tail -40 "$work/up.log"; exit 1; }
wait_healthy
restart_s=$(($(now) - t0))
until https_get /healthz >/dev/null 2>&1; do
  [ "$(($(now) - t0))" -lt 300 ] || { echo "Caddy did not come back"; exit 1; }
  sleep 1
done
check find "$state"

say "back up, restore into a fresh database, find it again (docs/upgrade.md)"
db() { podman exec -i "${project}_db_1" "$@"; }
db pg_dump -U mvm --format=custom mvm >"$work/backup.dump"
compose stop app >>"$work/up.log" 2>&1
db psql -q -U mvm -d postgres -c 'DROP DATABASE mvm WITH (FORCE)' -c 'CREATE DATABASE mvm'
db pg_restore -U mvm -d mvm --no-owner --exit-on-error <"$work/backup.dump"
compose start app >>"$work/up.log" 2>&1
wait_healthy
until https_get /healthz >/dev/null 2>&1; do sleep 1; done
check find "$state"

say "down, volumes removed"
compose down -v >>"$work/up.log" 2>&1
left=$(podman volume ls --format '{{.Name}}' | grep "^${project}_" || true)
[ -z "$left" ] || { echo "volumes left: $left"; exit 1; }

say "release test passed ($version)"
printf '%-28s %s MB\n' "image size" "$((size_bytes / 1000000))"
printf '%-28s %s s\n' "stand-ins" "$standins_s" "image build" "$build_s" "up to healthy" "$healthy_s" \
  "up again to healthy" "$restart_s" "whole run" "$(($(now) - started))"
