#!/usr/bin/env bash
# Minecraft example, frames: the real client's renderer (prismarine-viewer
# through node-canvas-webgl: canvas and headless gl) for the live bridge's
# frames and the blaze detector's real-client data sets. canvas and gl
# build from source here (their prebuilt binaries are on GitHub, which is
# not reachable): Debian's build dependencies, then npm ci from the
# committed lockfile with node's own headers (npm_config_nodedir=/usr, so
# node-gyp downloads nothing). Expect several minutes for gl's ANGLE.
# Xvfb gives WebGL a display. Idempotent: skipped when the modules are built.
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=examples/minecraft/bridge/viewer
pkgs=(build-essential pkg-config python3 libcairo2-dev libpango1.0-dev libjpeg-dev libgif-dev librsvg2-dev
  libxi-dev libglu1-mesa-dev libglew-dev libgl1-mesa-dri libx11-dev libxext-dev xvfb xauth)
missing=()
for p in "${pkgs[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ] && command -v apt-get >/dev/null; then
  sudo_cmd=""
  [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
if [ -f "$dir/node_modules/gl/build/Release/webgl.node" ] && [ -f "$dir/node_modules/canvas/build/Release/canvas.node" ] &&
  [ "$dir/node_modules/.package-lock.json" -nt "$dir/package-lock.json" ]; then
  echo "minecraft viewer: node_modules up to date"
  exit 0
fi
node_dir=/usr
[ -f /usr/include/node/node.h ] || node_dir="$(dirname "$(dirname "$(command -v node)")")"
cd "$dir"
npm_config_nodedir="$node_dir" npm ci --no-audit --no-fund --loglevel=error
