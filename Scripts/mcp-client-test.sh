#!/usr/bin/env bash
# `make mcp-client-test` (part of `make test`): drives `viewlab mcp` with the official MCP Python SDK
# client. The SDK goes into a virtual environment under .build (made and filled on first use);
# without network or Python that fails loudly, never silently skips.
#   Scripts/mcp-client-test.sh [path/to/viewlab]
set -euo pipefail
cd "$(dirname "$0")/.."
VIEWLAB=${1:-$(swift build --show-bin-path)/viewlab}
VENV=.build/mcp-venv
SDK_VERSION=2.3.0

if [ ! -x "$VIEWLAB" ]; then
  echo "mcp-client-test: $VIEWLAB is not built (run 'swift build' first)" >&2
  exit 1
fi
if ! command -v python3 >/dev/null 2>&1; then
  echo "mcp-client-test: python3 is missing; install Python 3.10 or later" >&2
  exit 1
fi
if [ ! -x "$VENV/bin/python" ]; then
  if ! python3 -m venv "$VENV" 2>/dev/null; then
    # Debian splits venv out of python3.
    if command -v apt-get >/dev/null 2>&1; then
      if [ "$(id -u)" = "0" ]; then SUDO=; else SUDO=sudo; fi
      echo "Installing python3-venv (for the MCP client test)…"
      $SUDO apt-get update -qq
      DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-venv >/dev/null
      rm -rf "$VENV"
      python3 -m venv "$VENV"
    else
      echo "mcp-client-test: 'python3 -m venv' failed; install Python's venv module" >&2
      exit 1
    fi
  fi
fi
if ! "$VENV/bin/python" -c "import mcp, importlib.metadata as m; assert m.version('mcp') == '$SDK_VERSION'" 2>/dev/null; then
  echo "Installing the MCP Python SDK (mcp==$SDK_VERSION) into $VENV…"
  if ! "$VENV/bin/python" -m pip install -q "mcp==$SDK_VERSION"; then
    echo "mcp-client-test: could not install mcp==$SDK_VERSION (no network?); the test did not run" >&2
    exit 1
  fi
fi
exec "$VENV/bin/python" Scripts/mcp-client-test.py "$VIEWLAB"
