#!/usr/bin/env bash
# Fails when a game's id is written outside its folder, in the layers that must work for
# any game: core/ (core/script/ with it), check/, cli/, gui/, host/, db/ and net/ under
# ROOT (issue 16: a game is one folder).
# The ids are the folders of PLUGINS that build a game plugin (dicebox_add_game), so a
# new game is checked as soon as it exists.
#
# What counts is code and the text it shows, in any case ("EXTRA!" names the game as
# much as "extra"): comments are not looked at, where naming a game as an example
# explains without tying the code to it. Translations (*.ts) follow the code's text.
#
# Usage: game_ids_outside_plugins.sh PLUGINS ROOT
set -euo pipefail

plugins=$1
root=$2

ids=()
for cmake in "$plugins"/*/CMakeLists.txt; do
    grep -q '^dicebox_add_game(' "$cmake" && ids+=("$(basename "$(dirname "$cmake")")")
done
if ((${#ids[@]} == 0)); then
    echo "no game plugin found under $plugins" >&2
    exit 1
fi

# Each line of a source file without its comment: // (C++) or # (CMake) from where it
# starts a comment, that is at the line's start or after a space (not "http://").
without_comments() {
    case "$1" in
        *CMakeLists.txt | *.cmake) sed -E 's/(^|[[:space:]])#.*$//' "$1" ;;
        *) sed -E 's@(^|[[:space:]])//.*$@@' "$1" ;;
    esac
}

found=0
for layer in core check cli gui host db net; do
    [[ -d $root/$layer ]] || continue
    while IFS= read -r -d '' file; do
        for id in "${ids[@]}"; do
            if hits=$(without_comments "$file" | grep -n -i -w -- "$id"); then
                while IFS= read -r hit; do
                    echo "${file#"$root"/}:$hit"
                done <<<"$hits"
                found=1
            fi
        done
    done < <(find "$root/$layer" -type f \( -name '*.cpp' -o -name '*.hpp' -o -name '*.h' \
        -o -name CMakeLists.txt -o -name '*.cmake' -o -name '*.ui' \) -print0 | sort -z)
done

if ((found)); then
    echo "These lines name a game (${ids[*]}) outside plugins/: a game is one folder." >&2
    exit 1
fi
echo "No game id (${ids[*]}) in core/, check/, cli/, gui/, host/, db/ or net/."
