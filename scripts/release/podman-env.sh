# shellcheck shell=bash
# Sourced by the release scripts: Podman as it runs on the machines that develop this product
# (/work/shared/CONTAINERS.md): runc with the cgroupfs manager, no default ulimits. Users with Docker or a
# normally set-up Podman need none of this.
RELEASE_CACHE="${RELEASE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/mvm-release}"
mkdir -p "$RELEASE_CACHE"
if [ -z "${CONTAINERS_CONF:-}" ] || [ ! -f "$CONTAINERS_CONF" ]; then
  export CONTAINERS_CONF="$RELEASE_CACHE/containers.conf"
  cat >"$CONTAINERS_CONF" <<'CONF'
[containers]
default_ulimits = []
[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
CONF
fi
