#!/usr/bin/env bash
# The README's play command: installs what is missing, builds the release preset and
# starts a game of EXTRA! in this terminal.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

usage() {
    cat <<USAGE
Usage: tools/play.sh [ARGUMENTS...]

Installs the missing Debian packages (tools/deps.sh), builds dicebox (release
preset, build/release) and runs 'dicebox play extra ARGUMENTS...'.
Without arguments you play against the planner bot: --players "You,bot:planner".

Examples:
  tools/play.sh
  tools/play.sh --players "Ann,Ben,bot:planner" --seed 7
  tools/play.sh --players "Ann,bot:greedy" --handicap Ann

'build/release/bin/dicebox play --help' lists every option.
USAGE
}

if [[ ${1:-} == -h || ${1:-} == --help ]]; then
    usage
    exit 0
fi
(($# > 0)) || set -- --players "You,bot:planner"

tools/deps.sh
cmake --preset release
cmake --build --preset release
exec build/release/bin/dicebox play extra "$@"
