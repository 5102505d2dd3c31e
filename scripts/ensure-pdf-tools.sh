#!/usr/bin/env bash
# Makes sure poppler's pdftotext and qpdf are there: the PDF tests read every PDF we make back with tools nobody
# here wrote. Safe to run repeatedly; silent when installed.
exec bash "$(dirname "$0")/ensure-apt-package.sh" ensure-pdf-tools pdftotext poppler-utils qpdf qpdf
