#!/usr/bin/env bash
# Usage: ensure-apt-package.sh <label> <check> <package> [<check> <package> ...]
# Makes sure the tools the tests need are there, installing Debian's <package> for each <check> (an executable
# path, or a command name looked up on PATH) that is missing, all in one apt transaction (one index update, one
# install: CI pays apt's start-up once). The distribution's packages are used rather than anything a test tool
# would download itself: nothing else is reachable from our machines, and they stay patched with the system.
# Safe to run repeatedly; silent when every tool is there.
set -euo pipefail

readonly label="$1"
shift
(($# > 0 && $# % 2 == 0)) || {
  echo "usage: ensure-apt-package.sh <label> <check> <package> [<check> <package> ...]" >&2
  exit 2
}

present() {
  if [[ "$1" == /* ]]; then [ -x "$1" ]; else command -v "$1" >/dev/null 2>&1; fi
}

fail() {
  echo "$label: $*" >&2
  exit 1
}

checks=()
missing=()
while (($# > 0)); do
  present "$1" || {
    checks+=("$1")
    missing+=("$2")
  }
  shift 2
done
((${#missing[@]} == 0)) && exit 0

command -v apt-get >/dev/null 2>&1 || fail "${checks[*]} missing and apt-get is not available; install ${missing[*]} by hand."

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1; then
  as_root=(sudo)
else
  fail "${checks[*]} missing; installing ${missing[*]} needs root (run as root or install sudo)."
fi

echo "$label: installing Debian's ${missing[*]}..." >&2
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null || fail "apt-get update failed."
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" \
  >/dev/null || fail "apt-get install ${missing[*]} failed."

for check in "${checks[@]}"; do present "$check" || fail "installed ${missing[*]} but $check is still missing."; done
echo "$label: installed ${missing[*]}." >&2
