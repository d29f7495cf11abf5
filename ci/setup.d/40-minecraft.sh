#!/usr/bin/env bash
# Minecraft example: install the live bridge's Node modules (flying-squid,
# mineflayer) from the committed lockfile. Needs Node >= 20 and npm.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  if command -v apt-get >/dev/null; then
    sudo_cmd=""
    [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    $sudo_cmd apt-get install -y -qq nodejs npm
  fi
fi
node --version
cd examples/minecraft/bridge
npm ci --no-audit --no-fund --loglevel=error
