#!/usr/bin/env bash
# Installs the build into a temporary prefix, as `cmake --install` does for a user, and
# runs the installed programs from there: they must find their plugins, boards, house
# rules, translations and manuals relative to themselves, in the FHS layout, and nothing
# of the build or source tree. The user's folders (HOME, XDG_*) are temporary as well.
#
# Then Pig (examples/pig) is built outside the tree against the installed kit, and the
# installed dicebox loads it, plays, simulates, records and replays it like its own games.
#
# Usage: installed_test.sh BUILD_DIR PIG_SOURCE_DIR
set -euo pipefail

build=$1
pig_source=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix=$work/prefix
export HOME=$work/home XDG_DATA_HOME=$work/home/data XDG_CONFIG_HOME=$work/home/config
mkdir -p "$HOME"
unset DICEBOX_PLUGIN_PATH

fail() {
    echo "FAILED: $*" >&2
    exit 1
}
# The command's output, which must contain every following text.
expect_in() {
    local output=$1
    shift
    for text in "$@"; do
        [[ $output == *"$text"* ]] || fail "'$text' not in:"$'\n'"$output"
    done
}

cmake --install "$build" --prefix "$prefix" >/dev/null

echo "== the layout"
for file in \
    bin/dicebox bin/dicebox-gui \
    lib/dicebox/libdicebox-board.so \
    lib/dicebox/plugins/dicebox-extra.so lib/dicebox/plugins/dicebox-exxtra.so \
    lib/dicebox/plugins/dicebox-strike.so \
    lib/dicebox/plugins/boards/dicebox-extra-board.so \
    lib/dicebox/plugins/boards/dicebox-exxtra-board.so \
    lib/dicebox/plugins/boards/dicebox-strike-board.so \
    share/dicebox/rules.md share/dicebox/scripts/extra/gentle.lua \
    share/dicebox/web/index.html share/dicebox/web/js/main.js \
    share/dicebox/web/js/board_kit/svg.js \
    share/dicebox/translations/dicebox_de.qm \
    share/applications/org.dicebox.dicebox.desktop \
    share/metainfo/org.dicebox.dicebox.metainfo.xml \
    share/icons/hicolor/scalable/apps/org.dicebox.dicebox.svg \
    share/icons/hicolor/16x16/apps/org.dicebox.dicebox.png \
    share/icons/hicolor/256x256/apps/org.dicebox.dicebox.png \
    share/man/man1/dicebox.1.gz share/man/man1/dicebox-play.1.gz \
    share/man/man1/dicebox-rules.1.gz share/man/man1/dicebox-gui.1.gz \
    share/bash-completion/completions/dicebox \
    share/doc/dicebox/copyright share/doc/dicebox/changelog.gz \
    include/dicebox/plugin_abi.hpp include/dicebox/version.hpp \
    include/dicebox/terminal/fit.hpp include/dicebox/board/board_abi.hpp \
    lib/cmake/dicebox/dicebox-config.cmake lib/cmake/dicebox/dicebox-game.cmake \
    lib/cmake/dicebox/web-board-kit.mjs; do
    [[ -f $prefix/$file ]] || fail "$file is not installed"
done
# No installed program, library or text looks into the build tree: RUNPATHs are relative
# to the installed file ($ORIGIN), the CMake package to the prefix. (The debug
# information names the build's folders, for a debugger only.)
if named=$(grep -rlI -F "$build" "$prefix"); then fail "these files name the build: $named"; fi
while IFS= read -r -d '' file; do
    if readelf -d "$file" 2>/dev/null | grep -E 'R(UN)?PATH' | grep -q -F "$build"; then
        fail "$file looks for libraries in the build"
    fi
done < <(find "$prefix/bin" "$prefix/lib" -type f -print0)

echo "== the desktop files validate"
desktop-file-validate "$prefix/share/applications/org.dicebox.dicebox.desktop"
appstreamcli validate --no-net "$prefix/share/metainfo/org.dicebox.dicebox.metainfo.xml" >/dev/null
for page in "$prefix"/share/man/man1/*.1.gz; do
    warnings=$(LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=80 man --warnings -E UTF-8 -l "$page" 2>&1 >/dev/null)
    [[ -z $warnings ]] || fail "man finds fault with $(basename "$page"): $warnings"
done

dicebox=$prefix/bin/dicebox
echo "== dicebox games: the three games, from the prefix"
games=$("$dicebox" games)
expect_in "$games" "extra " "exxtra " "strike "
expect_in "$("$dicebox" games --json)" "\"file\": \"$prefix/lib/dicebox/plugins/dicebox-extra.so\""

echo "== dicebox simulate"
expect_in "$("$dicebox" simulate strike --games 20 --seed 5)" "20 games"

echo "== dicebox play, from standard input, recorded"
answers=$(for _ in $(seq 200); do echo 1; done)
played=$("$dicebox" play extra --players Ann --seed 7 <<<"$answers")
expect_in "$played" "Final sheets"
[[ -f $XDG_DATA_HOME/dicebox/history.sqlite ]] || fail "the game is not in the user's history"
expect_in "$("$dicebox" history)" "extra" "Ann"
"$dicebox" replay 1 >/dev/null
echo "== dicebox review: the coach, with its trained tables, from the installed plugin"
expect_in "$("$dicebox" review 1)" "Review of game 1: EXTRA!" "Ann " " decisions, "

echo "== dicebox rules list: the shipped house rules"
expect_in "$("$dicebox" rules list --json)" "\"file\": \"$prefix/share/dicebox/scripts/extra/gentle.lua\""

echo "== dicebox serve: the web client, from the prefix"
"$dicebox" --db "$work/server.sqlite" serve --listen 127.0.0.1:0 >"$work/serve.log" &
server=$!
for _ in $(seq 600); do grep -q "web client is at" "$work/serve.log" && break; sleep 0.1; done
port=$(sed -n 's|.*the web client is at http://127.0.0.1:\([0-9]*\)/$|\1|p' "$work/serve.log")
[[ -n $port ]] || fail "dicebox serve does not say where the web client is: $(cat "$work/serve.log")"
exec 3<>"/dev/tcp/127.0.0.1/$port"
printf 'GET /js/main.js HTTP/1.0\r\n\r\n' >&3
answer=$(cat <&3)
exec 3<&-
kill "$server"
wait "$server" || true
expect_in "$answer" "HTTP/1.0 200 OK" "Content-Type: text/javascript; charset=utf-8" \
    "$(cat "$prefix/share/dicebox/web/js/main.js")"

echo "== a game in the user's own folder is found by default"
mkdir -p "$XDG_DATA_HOME/dicebox/plugins"
cp "$prefix/lib/dicebox/plugins/dicebox-strike.so" "$XDG_DATA_HOME/dicebox/plugins/"
expect_in "$("$dicebox" games --json)" "\"file\": \"$XDG_DATA_HOME/dicebox/plugins/dicebox-strike.so\""
rm -r "$XDG_DATA_HOME/dicebox/plugins"

echo "== Pig, built outside the tree against the installed kit"
pig=$work/pig
cmake -S "$pig_source" -B "$pig" -G Ninja -DCMAKE_PREFIX_PATH="$prefix" \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo >"$work/pig.log" || fail "configure: $(cat "$work/pig.log")"
cmake --build "$pig" >"$work/pig.log" || fail "build: $(cat "$work/pig.log")"
ctest --test-dir "$pig" --output-on-failure >"$work/pig.log" || fail "its tests: $(cat "$work/pig.log")"
expect_in "$("$dicebox" check-plugin "$pig/plugins/dicebox-pig.so")" "checks pass."
with_pig=(--plugin-dir "$pig/plugins")
expect_in "$("$dicebox" "${with_pig[@]}" games)" "pig " "bots: random, hold-at-20" "extra "
rolls=$(for _ in $(seq 2000); do echo roll; done)
played=$("$dicebox" "${with_pig[@]}" play pig --players "Ann,bot:hold-at-20" --seed 3 <<<"$rolls")
expect_in "$played" "Ann rolls a" "Banked (100 wins):"
expect_in "$("$dicebox" history)" "pig"
"$dicebox" "${with_pig[@]}" replay 2 >/dev/null || fail "the game of Pig does not replay"
# A game without a coach says so.
expect_in "$("$dicebox" "${with_pig[@]}" review 2 2>&1)" "Pig has no coach: its games cannot be reviewed"
expect_in "$("$dicebox" "${with_pig[@]}" simulate pig --games 50 --bots hold-at-20,random --record)" "50 games"
# Copied into the user's own folder, it is found without --plugin-dir.
mkdir -p "$XDG_DATA_HOME/dicebox/plugins"
cp "$pig/plugins/dicebox-pig.so" "$XDG_DATA_HOME/dicebox/plugins/"
expect_in "$("$dicebox" games)" "pig " "strike "
rm -r "$XDG_DATA_HOME/dicebox/plugins"

echo "== bash completion"
# Completes `line` (the cursor at its end) as bash does, with bash-completion loaded.
complete_line() {
    bash -c '
        source /usr/share/bash-completion/bash_completion
        source "$1/share/bash-completion/completions/dicebox"
        PATH=$1/bin:$PATH
        COMP_LINE=$2
        COMP_POINT=${#COMP_LINE}
        read -r -a COMP_WORDS <<<"$COMP_LINE"
        [[ $COMP_LINE == *" " ]] && COMP_WORDS+=("")
        COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
        _dicebox dicebox "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
        printf "%s\n" "${COMPREPLY[@]}"
    ' complete_line "$prefix" "$1"
}
[[ $(complete_line "dicebox pl") == play ]] || fail "commands: $(complete_line "dicebox pl")"
expect_in "$(complete_line "dicebox play --pl")" "--players" "--plugin-dir"
expect_in "$(complete_line "dicebox play ")" "extra" "exxtra" "strike"
expect_in "$(complete_line "dicebox simulate strike --bots random,gr")" "random,greedy"
expect_in "$(complete_line "dicebox play exxtra --players Ann,bot:")" "bold" "cautious"
expect_in "$(complete_line "dicebox play extra --rules extra/")" "extra/gentle" "extra/kids-table"
# Only the house rules of the game typed.
expect_in "$(complete_line "dicebox play strike --rules ")" "strike/steady-hands"
[[ $(complete_line "dicebox play strike --rules ") != *extra/* ]] ||
    fail "another game's rules: $(complete_line "dicebox play strike --rules ")"
[[ $(complete_line "dicebox rules ch") == check ]] || fail "rules commands: $(complete_line "dicebox rules ch")"

echo "== dicebox-gui"
gui=$prefix/bin/dicebox-gui
expect_in "$("$gui" --help)" "--plugin-dir" "--db"
# The app's window, opened on a real X server from the installed prefix: it loads the
# board kit and the boards relative to itself, and shows its main window.
xvfb-run --auto-servernum --server-args="-screen 0 1280x1024x24" bash -c '
    "$1" --db "$2" 2>"$3" &
    app=$!
    for _ in $(seq 100); do
        if xwininfo -root -tree | grep -q "\"dicebox\""; then
            kill "$app"
            exit 0
        fi
        kill -0 "$app" 2>/dev/null || exit 1
        sleep 0.2
    done
    kill "$app"
    exit 1
' app "$gui" "$work/app.sqlite" "$work/app.err" || fail "no dicebox window: $(cat "$work/app.err")"

echo "All installed programs work from $prefix."
