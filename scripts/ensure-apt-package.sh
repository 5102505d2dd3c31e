#!/usr/bin/env bash
# Usage: ensure-apt-package.sh <label> <check> <package>
# Makes sure a tool the tests need is there, installing Debian's <package> when <check> (an executable path, or a
# command name looked up on PATH) is missing. The distribution's packages are used rather than anything a test
# tool would download itself: nothing else is reachable from our machines, and they stay patched with the system.
# Safe to run repeatedly; silent when the tool is there.
set -euo pipefail

readonly label="$1" check="$2" package="$3"

present() {
  if [[ "$check" == /* ]]; then [ -x "$check" ]; else command -v "$check" >/dev/null 2>&1; fi
}

fail() {
  echo "$label: $*" >&2
  exit 1
}

present && exit 0

command -v apt-get >/dev/null 2>&1 || fail "$check is missing and apt-get is not available; install $package by hand."

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1; then
  as_root=(sudo)
else
  fail "$check is missing; installing $package needs root (run as root or install sudo)."
fi

echo "$label: installing Debian's $package package..." >&2
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null || fail "apt-get update failed."
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$package" >/dev/null \
  || fail "apt-get install $package failed."

present || fail "$package was installed but $check is still missing."
echo "$label: installed $package." >&2
