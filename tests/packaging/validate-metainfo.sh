#!/usr/bin/env bash
# Validates the AppStream metainfo offline (Debian package appstream). Warnings count as failures.
# Fails, never skips, when the tool is missing.
set -euo pipefail
file=${1:?usage: validate-metainfo.sh FILE.metainfo.xml}
if ! command -v appstreamcli >/dev/null 2>&1; then
    echo "FAIL: appstreamcli not found; install appstream (./dev installs it)" >&2
    exit 1
fi
appstreamcli validate --no-net --explain "$file"
echo "PASS: $file"
