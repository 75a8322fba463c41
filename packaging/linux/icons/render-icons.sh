#!/usr/bin/env bash
# Renders the PNG icons from the hand-written SVG into the hicolor layout. The PNGs are committed so
# that a build needs no SVG renderer; run this (needs rsvg-convert, Debian package librsvg2-bin)
# after changing the SVG.
set -euo pipefail
cd "$(dirname "$0")"
id=io.github.modelatlas.ModelAtlas
for size in 16 22 24 32 48 64 128 256 512; do
    mkdir -p "hicolor/${size}x${size}/apps"
    rsvg-convert -w "$size" -h "$size" "hicolor/scalable/apps/$id.svg" -o "hicolor/${size}x${size}/apps/$id.png"
done
