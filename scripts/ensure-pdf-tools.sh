#!/usr/bin/env bash
# Makes sure the PDF tools the tests read our PDFs with are there: poppler's pdftotext and pdffonts (the text a
# parent typed must come back out of the appointment summary and the IEP report) and qpdf (the file is sound).
# Tools nobody here wrote, as the people receiving the PDFs will use. Safe to run repeatedly; silent when present.
set -euo pipefail
here="$(dirname "$0")"
bash "$here/ensure-apt-package.sh" ensure-pdf-tools pdftotext poppler-utils
bash "$here/ensure-apt-package.sh" ensure-pdf-tools qpdf qpdf
