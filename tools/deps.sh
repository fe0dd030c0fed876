#!/usr/bin/env bash
# Installs the Debian 12 packages that dicebox needs to build, test and play, and only
# those missing: a second run changes nothing and asks for nothing.
set -euo pipefail

# What every build needs from Debian, one package a line: clang-format for the layout
# check (tools/check-format.sh), ccache for CI's builds to share what they compile,
# dpkg-dev and lintian to make and check the Debian packages, man-db and bash-completion
# to try the manual pages and the completion installed; Boost (Beast, Asio) and OpenSSL
# for network play; libpq for a history on PostgreSQL, and the PostgreSQL server that
# its tests start (docs/architecture.md says why); Node.js to test the web client's
# modules and TypeScript to check their types, and Chromium with its WebDriver and
# Python's Selenium to play in a real browser. A new dependency is one more line here.
readonly PACKAGES=(
    cmake
    ninja-build
    g++
    nlohmann-json3-dev
    libcli11-dev
    libfmt-dev
    libgtest-dev
    libgmock-dev
    libbenchmark-dev
    libsqlite3-dev
    libsqlitecpp-dev
    libpq-dev
    postgresql-15
    liblua5.4-dev
    libboost-dev
    libssl-dev
    clang-format
    ccache
    dpkg-dev
    lintian
    man-db
    bash-completion
    nodejs
    node-typescript
    chromium
    chromium-driver
    python3-selenium
)
# What only the desktop app, its boards and their tests need (Qt, with its WebSockets for
# the app's network play, and an X server for the screenshots; rsvg-convert to render the
# app's icon, and the validators of its desktop entry and AppStream file): left out by
# --no-gui, for the nogui preset on a machine without a desktop.
readonly GUI_PACKAGES=(
    qt6-base-dev
    qt6-charts-dev
    qt6-websockets-dev
    libqt6opengl6-dev
    qt6-tools-dev
    qt6-l10n-tools
    qt6-translations-l10n
    libgl-dev
    fonts-dejavu-core
    xvfb
    xauth
    x11-utils
    librsvg2-bin
    desktop-file-utils
    appstream
)

usage() {
    cat <<USAGE
Usage: tools/deps.sh [--no-gui]

Installs the Debian packages dicebox needs that are not installed yet, with
apt-get (through sudo when not run as root), and the browser tests' npm packages
as tests/browser/package-lock.json pins them. Does nothing when all are there.
With --no-gui, only those of a build without the desktop app (the nogui preset).

Packages: ${PACKAGES[*]}
Desktop app: ${GUI_PACKAGES[*]}
USAGE
}

needed=("${PACKAGES[@]}" "${GUI_PACKAGES[@]}")
case "${1:-}" in
    "") ;;
    --no-gui) needed=("${PACKAGES[@]}") ;;
    -h | --help)
        usage
        exit 0
        ;;
    *)
        echo "tools/deps.sh: unknown argument '$1'; it takes only --no-gui" >&2
        usage >&2
        exit 2
        ;;
esac

if ! command -v dpkg-query >/dev/null; then
    echo "tools/deps.sh: this is not a Debian system (no dpkg-query)." >&2
    echo "Install these packages, or their equivalents, yourself: ${needed[*]}" >&2
    exit 1
fi

missing=()
for package in "${needed[@]}"; do
    status=$(dpkg-query --show --showformat='${Status}' "$package" 2>/dev/null || true)
    [[ $status == "install ok installed" ]] || missing+=("$package")
done
# npm comes with Debian's nodejs as a package of its own, and within another nodejs
# (NodeSource's, which conflicts with Debian's npm): asked for only when there is none.
command -v npm >/dev/null || missing+=(npm)

if ((${#missing[@]} > 0)); then
    # sudo resets the environment, so the variable travels on the command line.
    if ((EUID == 0)); then
        as_root=(env DEBIAN_FRONTEND=noninteractive)
    elif command -v sudo >/dev/null; then
        as_root=(sudo env DEBIAN_FRONTEND=noninteractive)
    else
        echo "tools/deps.sh: these packages are missing and installing them needs root," >&2
        echo "but this is not root and there is no sudo: ${missing[*]}" >&2
        exit 1
    fi
    echo "tools/deps.sh: installing ${missing[*]}"
    "${as_root[@]}" apt-get update
    "${as_root[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
fi

# What the browser tests take from the npm registry (the accessibility checker), exactly
# as tests/browser/package-lock.json pins it, into tests/browser/node_modules; again only
# when the lock file changed since.
browser_tests="$(dirname "${BASH_SOURCE[0]}")/../tests/browser"
if [[ ! $browser_tests/node_modules/.package-lock.json -nt $browser_tests/package-lock.json ]]; then
    echo "tools/deps.sh: installing the browser tests' npm packages"
    npm ci --prefix "$browser_tests" --ignore-scripts --no-audit --no-fund
fi
