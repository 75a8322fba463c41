#!/usr/bin/env bash
# Validates the desktop file with desktop-file-validate (Debian package desktop-file-utils).
# Fails, never skips, when the tool is missing: an unchecked desktop file is a silent regression.
set -euo pipefail
file=${1:?usage: validate-desktop-file.sh FILE.desktop}
if ! command -v desktop-file-validate >/dev/null 2>&1; then
    echo "FAIL: desktop-file-validate not found; install desktop-file-utils (./dev installs it)" >&2
    exit 1
fi
# Errors and warnings exit non-zero; hints are printed but accepted.
desktop-file-validate "$file"
echo "PASS: $file"
