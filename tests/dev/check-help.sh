#!/usr/bin/env bash
# `./dev help` lists every command the script answers to (its case labels), `help` included: a
# command missing from the list is one a new contributor never finds.
set -euo pipefail
dev=$1
listed=$(bash "$dev" help)
status=0
# The case labels: "    run)", "    -h|--help|help)"; the catch-all "*)" is no command.
for label in $(grep -E '^    [a-z|-]+\)$' "$dev" | tr -d ' )'); do
    IFS='|' read -ra names <<<"$label"
    for name in "${names[@]}"; do
        case "$name" in -*) continue ;; esac
        if ! grep -qE "^ *\./dev $name( |$)" <<<"$listed"; then
            echo "./dev help does not list '$name'" >&2
            status=1
        fi
    done
done
exit $status
