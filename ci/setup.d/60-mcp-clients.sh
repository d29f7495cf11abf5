#!/usr/bin/env bash
# Installs the real MCP clients serve's tests drive against skillrun serve
# (TestRealMCPClients, TestMCPInspector), pinned:
#   - the TypeScript SDK and MCP Inspector (npm, from ci/mcp-clients/package-lock.json)
#   - the Python SDK (PyPI mcp, ci/mcp-clients/requirements.txt) into ci/mcp-clients/.venv
# Needs Node >= 20 with npm, and Python >= 3.10 with venv.
set -euo pipefail
cd "$(dirname "$0")/../mcp-clients"
SUDO=""
if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null; then SUDO=sudo; fi
apt_install() {
  command -v apt-get >/dev/null || return 0
  if [ -z "$(find /var/lib/apt/lists -maxdepth 1 -name '*_Packages*' -mmin -60 2>/dev/null | head -1)" ]; then
    $SUDO apt-get update -qq
  fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "$@"
}
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  apt_install nodejs npm
fi
node --version
if [ -d node_modules/@modelcontextprotocol/sdk ] && [ -d node_modules/@modelcontextprotocol/inspector ] &&
  [ node_modules/.package-lock.json -nt package-lock.json ]; then
  echo "MCP npm clients already installed"
else
  npm ci --no-audit --no-fund --loglevel=error
fi
if ! python3 -c 'import venv, ensurepip' 2>/dev/null; then
  apt_install python3-venv
fi
if [ ! -f .venv/.installed ] || [ requirements.txt -nt .venv/.installed ] || ! .venv/bin/python -c 'import mcp' 2>/dev/null; then
  rm -rf .venv
  python3 -m venv .venv
  .venv/bin/pip install --quiet --disable-pip-version-check -r requirements.txt
  touch .venv/.installed
fi
.venv/bin/python -c 'import importlib.metadata as m; print("python mcp", m.version("mcp"))'
