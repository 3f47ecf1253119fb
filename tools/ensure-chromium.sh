#!/usr/bin/env bash
# Installs Debian's Chromium and its headless shell when they are missing. The browser tests
# (Playwright's end-to-end run, Storybook's Vitest browser mode) run the headless shell: the same
# Blink and V8 without the full browser's user-interface layers, as Playwright itself runs headless
# Chromium (docs/testing.md: the CPU it saves on two cores). Lighthouse, headed and debug runs use the
# full browser. Nothing downloads a browser of its own.
set -euo pipefail
CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
CHROME_HEADLESS_PATH="${CHROME_HEADLESS_PATH:-/usr/bin/chromium-headless-shell}"
missing=()
[ -x "$CHROME_PATH" ] || missing+=(chromium)
[ -x "$CHROME_HEADLESS_PATH" ] || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "Installing Debian's ${missing[*]} (not found at $CHROME_PATH / $CHROME_HEADLESS_PATH)..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "Installing Chromium needs root: run 'apt-get install -y ${missing[*]}' as root, or set CHROME_PATH and CHROME_HEADLESS_PATH." >&2
    exit 1
  fi
fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
"$CHROME_PATH" --version
"$CHROME_HEADLESS_PATH" --version
