#!/usr/bin/env bash
# Makes the Debian packages of the build with cpack (packaging/CMakeLists.txt) and checks
# them as Debian would: which files each package holds, the dependencies dpkg-shlibdeps
# read from what they link, and lintian, which must find no error (its warnings are
# listed in docs/guide/install.md, each with its reason).
#
# Usage: deb_package_test.sh BUILD_DIR VERSION
set -euo pipefail

build=$1
version=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() {
    echo "FAILED: $*" >&2
    exit 1
}

cpack --config "$build/CPackConfig.cmake" -B "$work" >"$work/cpack.log" ||
    fail "cpack: $(cat "$work/cpack.log")"
arch=$(dpkg --print-architecture)
cli=$work/dicebox_${version}_$arch.deb
app=$work/dicebox-gui_${version}_$arch.deb
kit=$work/dicebox-dev_${version}_$arch.deb
for deb in "$cli" "$app" "$kit"; do [[ -f $deb ]] || fail "no $(basename "$deb"): $(ls "$work")"; done

# Checks that package `deb` holds every file named after it (paths under /usr).
holds() {
    local deb=$1
    shift
    local files
    files=$(dpkg-deb --contents "$deb" | awk '{ print $6 }')
    for file in "$@"; do
        grep -qx "./usr/$file" <<<"$files" || fail "$(basename "$deb") does not hold /usr/$file"
    done
}
# Checks that package `deb` holds no file whose path matches `pattern`.
lacks() {
    if dpkg-deb --contents "$1" | awk '{ print $6 }' | grep -E -- "$2"; then
        fail "$(basename "$1") holds files it should leave to another package"
    fi
}

echo "== what each package holds"
holds "$cli" bin/dicebox lib/dicebox/plugins/dicebox-extra.so \
    lib/dicebox/plugins/dicebox-exxtra.so lib/dicebox/plugins/dicebox-strike.so \
    share/dicebox/rules.md share/dicebox/scripts/strike/steady-hands.lua \
    share/dicebox/web/index.html share/dicebox/web/js/main.js \
    share/man/man1/dicebox.1.gz share/man/man1/dicebox-simulate.1.gz \
    share/bash-completion/completions/dicebox \
    share/doc/dicebox/copyright share/doc/dicebox/changelog.gz
# (The games' boards for a browser, plugins/web/GAME/board.js, are the command's: its server
# serves them.)
lacks "$cli" 'dicebox-gui|/boards/|libdicebox-board|/include/|\.qm$'
holds "$app" bin/dicebox-gui lib/dicebox/libdicebox-board.so \
    lib/dicebox/plugins/boards/dicebox-extra-board.so \
    share/dicebox/translations/dicebox_de.qm \
    share/applications/org.dicebox.dicebox.desktop \
    share/metainfo/org.dicebox.dicebox.metainfo.xml \
    share/icons/hicolor/scalable/apps/org.dicebox.dicebox.svg \
    share/icons/hicolor/48x48/apps/org.dicebox.dicebox.png \
    share/man/man1/dicebox-gui.1.gz share/doc/dicebox-gui/copyright
lacks "$app" 'bin/dicebox$|plugins/dicebox-[a-z]+\.so$|/include/'
holds "$kit" include/dicebox/plugin_abi.hpp include/dicebox/module.hpp \
    include/dicebox/terminal/dice_art.hpp include/dicebox/board/board_view.hpp \
    lib/libdicebox-core.a lib/libdicebox-terminal.a \
    lib/cmake/dicebox/dicebox-config.cmake lib/cmake/dicebox/dicebox-game.cmake \
    share/doc/dicebox-dev/copyright

echo "== their dependencies"
depends() { dpkg-deb --field "$1" Depends; }
for library in libc6 libstdc++6 libfmt9 liblua5.4-0 libsqlite3-0 libpq5; do
    [[ $(depends "$cli") == *"$library"* ]] || fail "dicebox does not depend on $library: $(depends "$cli")"
done
[[ $(depends "$cli") != *qt* ]] || fail "dicebox depends on Qt: $(depends "$cli")"
for dependency in libqt6widgets6 libqt6charts6 "dicebox (= $version)"; do
    [[ $(depends "$app") == *"$dependency"* ]] ||
        fail "dicebox-gui does not depend on $dependency: $(depends "$app")"
done
[[ $(depends "$kit") == *"dicebox (= $version)"* ]] || fail "dicebox-dev: $(depends "$kit")"

echo "== lintian"
lintian --fail-on error --no-tag-display-limit --info "$cli" "$app" "$kit" ||
    fail "lintian finds errors in the packages"

echo "The packages hold what they should, depend on what they link and pass lintian."
