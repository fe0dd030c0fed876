#!/usr/bin/env bash
# Checks that every C++ file of the repository is laid out as .clang-format says, and
# names those that are not; CI runs it. With --fix, lays them out instead.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

usage() {
    cat <<USAGE
Usage: tools/check-format.sh [--fix]

Runs clang-format (tools/deps.sh installs it) over every *.cpp and *.hpp that git
knows. Exits 1 and shows the differences when a file is not formatted; --fix formats
them in place.
USAGE
}

fix=false
case "${1:-}" in
    "") ;;
    --fix) fix=true ;;
    -h | --help)
        usage
        exit 0
        ;;
    *)
        echo "tools/check-format.sh: unknown argument '$1'; it takes only --fix" >&2
        usage >&2
        exit 2
        ;;
esac

mapfile -t files < <(git ls-files '*.cpp' '*.hpp')
if $fix; then
    clang-format -i "${files[@]}"
else
    clang-format --dry-run --Werror "${files[@]}"
fi
