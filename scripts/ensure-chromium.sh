#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium for the Playwright end-to-end tests.
# Playwright's own browser download is not used: the distribution package is smaller to
# fetch and stays patched with the system. Safe to run repeatedly; silent when installed.
exec bash "$(dirname "$0")/ensure-apt-package.sh" ensure-chromium /usr/bin/chromium chromium
