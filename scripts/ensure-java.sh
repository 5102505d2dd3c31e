#!/usr/bin/env bash
# Makes sure a Java runtime is on PATH for the Nu Html Checker (vnu.jar, from the vnu-jar npm package), which the
# end-to-end stage runs over every public page and the portal's HTML (tests/e2e/html-passes-nu-checker.spec.ts):
# Debian's headless JRE. Safe to run repeatedly; silent when Java is there.
exec bash "$(dirname "$0")/ensure-apt-package.sh" ensure-java java default-jre-headless
