#!/usr/bin/env bash
# Every CMake package the build read from /usr must come from a Debian package that ./dev installs,
# either by name or through the Depends (not the Recommends: ./dev installs with
# --no-install-recommends) of what it names. A package that is on this machine only because someone
# installed it by hand makes a fresh machine fail at CMake, while the build here passes.
# Written in bash, not Python: a fresh Debian 12 may have no python3.
#   check-build-packages.sh DEV_SCRIPT CMAKE_CACHE
set -euo pipefail
dev=${1:?usage: check-build-packages.sh DEV_SCRIPT CMAKE_CACHE}
cache=${2:?usage: check-build-packages.sh DEV_SCRIPT CMAKE_CACHE}

if ! command -v dpkg >/dev/null 2>&1 || ! command -v apt-cache >/dev/null 2>&1; then
    echo "SKIP: not a Debian system (no dpkg or apt-cache); ./dev's package list applies to Debian only"
    exit 77
fi

# The list ./dev installs: the words between "packages=(" and the closing ")".
mapfile -t listed < <(sed -n '/^packages=(/,/^)/{s/^packages=(//;s/)$//;p}' "$dev" | tr -s ' \t' '\n' | sed '/^$/d')
if [ ${#listed[@]} -eq 0 ]; then
    echo "FAIL: no package list (packages=( … )) found in $dev" >&2
    exit 1
fi

declare -A listed_set=()
for p in "${listed[@]}"; do listed_set[$p]=1; done

# The configuration file of every CMake package found under /usr.
declare -A variable_of=()   # configuration file -> cache variable
while IFS= read -r entry; do
    variable=${entry%%:PATH=*}
    dir=${entry#*:PATH=}
    # The package's own configuration file: a folder may hold other packages' files too (Qt6Gui's
    # holds the configurations of plugins that other Debian packages ship).
    name=${variable%_DIR}
    for candidate in "$dir/${name}Config.cmake" "$dir/${name,,}-config.cmake"; do
        if [ -f "$candidate" ]; then
            variable_of[$candidate]=$variable
            break
        fi
    done   # none: an include or library directory, not a package's configuration
done < <(grep -E '^[A-Za-z0-9_.+-]+_DIR:PATH=/usr/' "$cache")
if [ ${#variable_of[@]} -eq 0 ]; then
    echo "FAIL: no CMake package from /usr found in $cache" >&2
    exit 1
fi

# Which Debian package each file comes from, in one dpkg call ("package:arch: /path" per line).
problems=()
declare -A owners=()   # Debian package -> the cache variables read from it
declare -A owned=()
while IFS= read -r line; do
    path=${line#*: }
    [ -n "${variable_of[$path]:-}" ] || continue
    package=${line%%:*}
    owners[$package]+=" ${variable_of[$path]}"
    owned[$path]=1
done < <(dpkg -S "${!variable_of[@]}" 2>/dev/null || true)
for path in "${!variable_of[@]}"; do
    [ -n "${owned[$path]:-}" ] || problems+=("${variable_of[$path]}: $path belongs to no Debian package (installed by hand?)")
done

# A package ./dev does not name may still come in through the Depends of one it does: only then is
# the dependency closure worth asking apt for (it takes seconds).
declare -A closure=()
for package in "${!owners[@]}"; do
    [ -n "${listed_set[$package]:-}" ] && continue
    if [ ${#closure[@]} -eq 0 ]; then
        while read -r line; do
            line=${line#|}
            case "$line" in
                Depends:* | PreDepends:*) dep=${line#*:} ;;
                *:*) continue ;;   # Recommends, Suggests and the like: ./dev never installs them
                *) dep=$line ;;
            esac
            dep=${dep//[<> ]/}
            dep=${dep%%:*}
            [ -n "$dep" ] && closure[$dep]=1
        done < <(apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks \
                     --no-replaces --no-enhances "${listed[@]}" 2>/dev/null)
        closure[.]=1   # asked once, even if apt printed nothing
    fi
    if [ -z "${closure[$package]:-}" ]; then
        problems+=("$package, which ./dev does not install, directly or through Depends, provides the CMake package(s)${owners[$package]}: add it to the packages list in ./dev")
    fi
done

if [ ${#problems[@]} -gt 0 ]; then
    printf 'FAIL: %s\n' "${problems[@]}" >&2
    exit 1
fi
echo "PASS: the ${#variable_of[@]} CMake packages the build reads all come from packages ./dev installs"
