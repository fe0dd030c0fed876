#!/usr/bin/env bash
# The README's test command: installs what is missing, builds the dev preset and runs
# every test with ctest. Exits non-zero when anything fails.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

usage() {
    cat <<USAGE
Usage: tools/test.sh [CTEST ARGUMENTS...]

Installs the missing Debian packages (tools/deps.sh), builds dicebox (dev preset,
build/dev) and runs 'ctest --preset dev' on every core. Arguments go to ctest:
  tools/test.sh -R Rules      only the tests whose name matches 'Rules'
USAGE
}

if [[ ${1:-} == -h || ${1:-} == --help ]]; then
    usage
    exit 0
fi

tools/deps.sh
cmake --preset dev
cmake --build --preset dev
ctest --preset dev --parallel "$(nproc)" "$@"
