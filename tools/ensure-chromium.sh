#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing. Browser tests (Playwright, Storybook's Vitest browser
# mode, Lighthouse) all use it; nothing downloads a browser of its own.
set -euo pipefail
CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$CHROME_PATH" ]; then
  exit 0
fi
echo "Chromium not found at $CHROME_PATH; installing Debian's chromium package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "Installing Chromium needs root: run 'apt-get install -y chromium' as root, or set CHROME_PATH." >&2
    exit 1
  fi
fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
"$CHROME_PATH" --version
