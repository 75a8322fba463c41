#!/usr/bin/env bash
# The rooms of src/ and the arrows between them, as docs/architecture.md lists them, checked against the
# code and the build:
#   - every folder under src/ says in the first line of one of its headers what it is for;
#   - no source file sits directly in src/core, and none under src/ is over 450 lines;
#   - core and models include nothing from Qt Widgets or Qt Charts, core nothing from Qt Gui either;
#   - only core/settings touches QSettings, so that every key is named once with its default;
#   - each core library links exactly the core libraries its arrows name;
#   - every include of another folder's header (core by name, gui by path) follows an arrow.
# usage: check-arrows.sh SOURCE_DIR QT_HEADERS_DIR
set -uo pipefail
src_root=$1
qt_headers=$2
cd "$src_root" || exit 2
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

doc=docs/architecture.md
[ -f "$doc" ] || { echo "FAIL: $doc is missing"; exit 1; }
# The machine-readable list: the lines of the ```arrows block, "from -> to".
arrows=$(awk '/^```arrows/{on=1; next} /^```/{on=0} on && /->/' "$doc" | sed 's/[[:space:]]//g')
[ -n "$arrows" ] || fail "$doc has no \`\`\`arrows block"
allowed() { grep -qx "$1->$2" <<<"$arrows"; }

# Folders say what they are for.
for dir in src/*/ src/core/*/ src/gui/*/; do
    room=${dir#src/}; room=${room%/}
    compgen -G "$dir*.h" >/dev/null || continue   # src/core and src/gui hold rooms, not headers
    grep -qs "^// $room: " "$dir"*.h || fail "no header in src/$room starts with \"// $room: …\""
done

# Nothing directly in src/core; nothing over 450 lines.
for f in src/core/*.cpp src/core/*.h; do [ -e "$f" ] && fail "$f sits directly in src/core"; done
while read -r lines file; do
    [ "$file" = total ] && continue
    [ "$lines" -gt 450 ] && fail "$file has $lines lines (450 at most)"
done < <(find src -name '*.cpp' -o -name '*.h' | xargs wc -l)

# Layers: no Widgets or Charts below gui, no Gui in core.
while IFS=: read -r file _ header; do
    name=$(sed -E 's/.*<([^>]+)>.*/\1/' <<<"$header"); name=${name##*/}
    case $file in src/core/*) modules="QtWidgets QtCharts QtGui" ;; *) modules="QtWidgets QtCharts" ;; esac
    for module in $modules; do
        [ -e "$qt_headers/$module/$name" ] && fail "$file includes <$name> from $module"
    done
done < <(grep -rn '^#include <Q' src/core src/models)

# Settings: every key and its default in core/settings (Settings); nobody else opens QSettings.
while IFS= read -r file; do
    fail "$file uses QSettings: read and write settings through Settings (core/settings)"
done < <(grep -rlw 'QSettings' src --include='*.cpp' --include='*.h' | grep -v '^src/core/settings/')

# Core libraries link what their arrows name, no more and no less.
for dir in src/core/*/; do
    room=$(basename "$dir")
    linked=$(grep "^target_link_libraries(atlas_$room PUBLIC" "$dir/CMakeLists.txt" \
             | grep -o 'atlas_[a-z_]*' | grep -v "^atlas_$room$\|^atlas_common_cfg$" | sed 's/atlas_//' | sort -u)
    listed=$(grep "^core/$room->core/" <<<"$arrows" | sed 's|.*->core/||' | sort -u)
    [ "$linked" = "$listed" ] || fail "atlas_$room links [$(echo $linked)] but $doc lists [$(echo $listed)]"
done

# Includes of another room's header.
declare -A home
for h in src/core/*/*.h; do home[$(basename "$h")]=core/$(basename "$(dirname "$h")"); done
for file in src/core/*/*.cpp src/core/*/*.h; do
    room=core/$(basename "$(dirname "$file")")
    for h in $(grep -o '^#include "[A-Za-z]*\.h"' "$file" | sed 's/#include "//; s/"//'); do
        to=${home[$h]:-}
        [ -n "$to" ] && [ "$to" != "$room" ] && ! allowed "$room" "$to" && fail "$file ($room) includes $h ($to): no arrow"
    done
done
for file in src/gui/*/*.cpp src/gui/*/*.h; do
    room=gui/$(basename "$(dirname "$file")")
    for h in $(grep -o '^#include "[a-z]*/[A-Za-z]*\.h"' "$file" | sed 's/#include "//; s/"//'); do
        to=gui/${h%%/*}
        [ "$to" != "$room" ] && ! allowed "$room" "$to" && fail "$file ($room) includes $h: no arrow $room -> $to"
    done
done

if [ "$failures" -gt 0 ]; then
    echo "$failures problem(s); see $doc"
    exit 1
fi
echo "src/ follows the arrows of $doc"
