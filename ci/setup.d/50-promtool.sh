#!/usr/bin/env bash
# Installs promtool (Debian's prometheus package) for serve's test that runs
# `promtool check metrics` on the /metrics exposition. The package's server
# is not started: the test only runs promtool.
set -euo pipefail
if command -v promtool >/dev/null; then
  echo "promtool already installed: $(promtool --version 2>&1 | head -1)"
  exit 0
fi
SUDO=""
if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null; then SUDO=sudo; fi
# apt-get update once: skip it when the package lists are less than an hour old.
if [ -z "$(find /var/lib/apt/lists -maxdepth 1 -name '*_Packages*' -mmin -60 2>/dev/null | head -1)" ]; then
  $SUDO apt-get update
fi
# policy-rc.d 101: do not start the Prometheus service the package ships.
POLICY=/usr/sbin/policy-rc.d
CREATED=""
if [ ! -e "$POLICY" ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$POLICY" >/dev/null
  $SUDO chmod +x "$POLICY"
  CREATED=1
fi
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends prometheus
if [ -n "$CREATED" ]; then $SUDO rm -f "$POLICY"; fi
promtool --version 2>&1 | head -1
