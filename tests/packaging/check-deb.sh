#!/usr/bin/env bash
# Builds the .deb with CPack into a temporary folder, checks its metadata and contents, unpacks it
# into a temporary root and runs the unpacked program from there (version, and a headless CSV export
# from a fresh catalogue). Fails loudly when a tool it needs is missing.
#   check-deb.sh CPACK BUILD_DIR
set -euo pipefail
cpack=${1:?usage: check-deb.sh CPACK BUILD_DIR}
build_dir=${2:?usage: check-deb.sh CPACK BUILD_DIR}
app_id=io.github.modelatlas.ModelAtlas

fail() { echo "FAIL: $*" >&2; exit 1; }

for tool in "$cpack" dpkg-deb dpkg-shlibdeps file; do
    command -v "$tool" >/dev/null 2>&1 || fail "$tool not found (dpkg-dev and file come with ./dev)"
done
[ -f "$build_dir/CPackConfig.cmake" ] || fail "no CPackConfig.cmake in $build_dir"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/atlas-deb.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

echo "== cpack -G DEB into $tmp/out"
# CPack first brings the build up to date (its preinstall step), then installs into its own staging.
if ! "$cpack" -G DEB --config "$build_dir/CPackConfig.cmake" -B "$tmp/out" >"$tmp/cpack.log" 2>&1; then
    cat "$tmp/cpack.log" >&2
    fail "cpack failed"
fi
shopt -s nullglob
debs=("$tmp"/out/model-atlas_*.deb)
[ ${#debs[@]} -eq 1 ] || { cat "$tmp/cpack.log" >&2; fail "expected one model-atlas_*.deb, found ${#debs[*]}"; }
deb=${debs[0]}
echo "built $(basename "$deb")"

echo "== dpkg-deb --info"
info=$(dpkg-deb --info "$deb")
echo "$info"
[ "$(dpkg-deb --field "$deb" Package)" = model-atlas ] || fail "package name is not model-atlas"
[ "$(dpkg-deb --field "$deb" Section)" = science ] || fail "section is not science"
depends=$(dpkg-deb --field "$deb" Depends)
for dep in libqt6core6 libqt6widgets6 libqt6sql6-sqlite qt6-translations-l10n; do
    grep -Eq "(^|, )$dep( |,|$)" <<<"$depends" || fail "Depends lacks $dep: $depends"
done

echo "== contents"
contents=$(dpkg-deb --contents "$deb")
for path in ./usr/bin/model-atlas \
            "./usr/share/applications/$app_id.desktop" \
            "./usr/share/metainfo/$app_id.metainfo.xml" \
            "./usr/share/icons/hicolor/scalable/apps/$app_id.svg" \
            ./usr/share/doc/model-atlas/copyright; do
    grep -q " $path\$" <<<"$contents" || fail "package lacks $path"
done
for size in 16 22 24 32 48 64 128 256 512; do
    grep -q " ./usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png\$" <<<"$contents" \
        || fail "package lacks the ${size}x${size} icon"
done

echo "== run the unpacked program"
root=$tmp/root
dpkg-deb -x "$deb" "$root"
bin=$root/usr/bin/model-atlas
[ -x "$bin" ] || fail "usr/bin/model-atlas is not executable"
# A home of its own, so the run neither reads nor writes the user's settings and catalogue.
export HOME=$tmp/home XDG_DATA_HOME=$tmp/home/data XDG_CONFIG_HOME=$tmp/home/config \
       XDG_CACHE_HOME=$tmp/home/cache XDG_RUNTIME_DIR=$tmp/home/runtime QT_QPA_PLATFORM=offscreen
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"

version=$("$bin" --version) || fail "model-atlas --version exited with $?"
echo "$version"
expected=$(dpkg-deb --field "$deb" Version)
grep -q -- "$expected" <<<"$version" || fail "--version says \"$version\", package is $expected"

"$bin" --database "$tmp/c.sqlite" --export-csv "$tmp/out.csv" || fail "--export-csv exited with $?"
[ -s "$tmp/out.csv" ] || fail "the exported CSV is empty"
lines=$(wc -l <"$tmp/out.csv")
[ "$lines" -gt 100 ] || fail "the exported CSV has only $lines lines"
head -c 200 "$tmp/out.csv"; echo
echo "PASS: $(basename "$deb") installs a working model-atlas ($lines CSV lines)"
