#!/usr/bin/env bash
# The README's run command: installs what is missing, builds the release preset and
# starts the desktop app.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

usage() {
    cat <<USAGE
Usage: tools/play.sh [ARGUMENTS...]

Installs the missing Debian packages (tools/deps.sh), builds dicebox (release
preset, build/release) and starts the desktop app, dicebox-gui, with ARGUMENTS.

Examples:
  tools/play.sh
  tools/play.sh --db /tmp/practice.sqlite

'build/release/bin/dicebox-gui --help' lists every option. To play in the terminal
instead: build/release/bin/dicebox play extra --players "You,bot:planner".
USAGE
}

if [[ ${1:-} == -h || ${1:-} == --help ]]; then
    usage
    exit 0
fi

tools/deps.sh
cmake --preset release
cmake --build --preset release
exec build/release/bin/dicebox-gui "$@"
