#!/usr/bin/env bash
# Every Debian package the test stages use, installed in one apt transaction when missing: Chromium (end-to-end
# journeys), poppler and qpdf (the PDF tests read our PDFs back), Java (the Nu Html Checker). .ci/run starts it
# beside `npm install` so the two downloads overlap; each stage still runs its own ensure-* script, which is then
# silent.
exec bash "$(dirname "$0")/ensure-apt-package.sh" ensure-test-tools \
  /usr/bin/chromium chromium pdftotext poppler-utils qpdf qpdf java default-jre-headless
