#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium for the Playwright end-to-end tests.
# Playwright's own browser download is not used: the distribution package is smaller to
# fetch and stays patched with the system. Safe to run repeatedly; silent when installed.
set -euo pipefail

readonly CHROMIUM=/usr/bin/chromium

if [ -x "$CHROMIUM" ]; then
  exit 0
fi

fail() {
  echo "ensure-chromium: $*" >&2
  exit 1
}

command -v apt-get >/dev/null 2>&1 || fail "$CHROMIUM is missing and apt-get is not available; install Chromium by hand."

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1; then
  as_root=(sudo)
else
  fail "$CHROMIUM is missing; installing it needs root (run as root or install sudo)."
fi

echo "ensure-chromium: installing Debian's chromium package..." >&2
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null \
  || fail "apt-get update failed."
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null \
  || fail "apt-get install chromium failed."

[ -x "$CHROMIUM" ] || fail "chromium was installed but $CHROMIUM is still missing."
echo "ensure-chromium: installed $("$CHROMIUM" --version 2>/dev/null || echo chromium)." >&2
