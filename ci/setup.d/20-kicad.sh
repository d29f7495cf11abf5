#!/usr/bin/env bash
# Installs Debian's kicad-demos (GPL-2+ KiCad 6 schematics and boards, about
# 3 MB) for the examples/kicad tests. They read /usr/share/kicad/demos, or
# $KICAD_DEMOS; the files are never committed.
set -euo pipefail
if dpkg-query -W -f='${Status}' kicad-demos 2>/dev/null | grep -q 'install ok installed'; then
  echo "kicad-demos already installed"
  exit 0
fi
SUDO=""
if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null; then SUDO=sudo; fi
# apt-get update once: skip it when the package lists are less than an hour old.
if [ -z "$(find /var/lib/apt/lists -maxdepth 1 -name '*_Packages*' -mmin -60 2>/dev/null | head -1)" ]; then
  $SUDO apt-get update
fi
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends kicad-demos
test -d /usr/share/kicad/demos
