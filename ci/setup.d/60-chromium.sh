#!/usr/bin/env bash
# Installs Debian's chromium for the web view's browser test
# (serve/ui/browser_test.go drives it headless through chromedp).
set -euo pipefail
if command -v chromium >/dev/null; then
  echo "chromium already installed: $(chromium --version 2>/dev/null | head -1)"
  exit 0
fi
SUDO=""
if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null; then SUDO=sudo; fi
if [ -z "$(find /var/lib/apt/lists -maxdepth 1 -name '*_Packages*' -mmin -60 2>/dev/null | head -1)" ]; then
  $SUDO apt-get update
fi
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends chromium
chromium --version
