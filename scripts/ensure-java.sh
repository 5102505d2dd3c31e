#!/usr/bin/env bash
# Makes sure a Java runtime is on PATH for the Nu Html Checker (vnu.jar, from the vnu-jar npm package), which the
# end-to-end stage runs over every public page and the portal's HTML (tests/e2e/html-passes-nu-checker.spec.ts).
# Debian's headless JRE, installed the way ensure-chromium.sh installs Chromium. Silent when Java is there.
set -euo pipefail

if command -v java >/dev/null 2>&1; then
  exit 0
fi

fail() {
  echo "ensure-java: $*" >&2
  exit 1
}

command -v apt-get >/dev/null 2>&1 || fail "java is missing and apt-get is not available; install a Java runtime (11+) by hand."

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1; then
  as_root=(sudo)
else
  fail "java is missing; installing it needs root (run as root or install sudo)."
fi

echo "ensure-java: installing Debian's default-jre-headless package..." >&2
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null || fail "apt-get update failed."
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends default-jre-headless \
  >/dev/null || fail "apt-get install default-jre-headless failed."

command -v java >/dev/null 2>&1 || fail "default-jre-headless was installed but java is still not on PATH."
echo "ensure-java: installed $(java -version 2>&1 | head -n 1)." >&2
