#!/usr/bin/python3
"""What a table's link costs a browser: the bytes transferred on a first load (an empty
cache) and on a reload, and the time from opening the link to the board drawn, in
headless Chromium at a real `dicebox serve` on the loopback, for each game's board.

    bench/browser_load.py build/release/bin/dicebox [--runs 5]

Uses the browser tests' harness (tests/browser/harness.py): Debian's chromium,
chromium-driver and python3-selenium (tools/deps.sh installs them)."""

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "browser"))

from harness import PHONE, Browser, Server, Table  # noqa: E402

GAMES = (("extra", "planner"), ("exxtra", "planner"), ("strike", "planner"))

# Every byte the page fetched: the document and each resource, headers included, as the
# browser's Resource Timing counts them (0 for what came from the memory cache). It counts
# an answer's headers as 300 bytes whatever they are, so a reload's figure is 300 bytes a
# file: the bytes of a 304 on the wire are docs/protocol.md's, measured with curl.
TRANSFERRED = """
const entries = [...performance.getEntriesByType("navigation"),
                 ...performance.getEntriesByType("resource")];
return entries.reduce((sum, entry) => sum + entry.transferSize, 0);
"""


def first_load(link):
    """Opens `link` in a browser of its own; the bytes it took and the milliseconds from
    the navigation's start to a drawn board."""
    browser = Browser(PHONE)
    try:
        browser.driver.get(link + "#watch")
        browser.wait(lambda d: d.execute_script(
            "return document.querySelector('.board svg') !== null"), message="the board is drawn")
        drawn = browser.driver.execute_script("return performance.now()")
        transferred = browser.driver.execute_script(TRANSFERRED)
        browser.driver.refresh()
        browser.wait(lambda d: d.execute_script(
            "return document.querySelector('.board svg') !== null"), message="the board is drawn again")
        again = browser.driver.execute_script(TRANSFERRED)
        return transferred, drawn, again
    finally:
        browser.quit()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dicebox", help="the dicebox binary whose server is measured")
    parser.add_argument("--runs", type=int, default=5, help="first loads per game (5)")
    options = parser.parse_args()
    os.environ["DICEBOX_BINARY"] = str(Path(options.dicebox).resolve())
    with tempfile.TemporaryDirectory() as folder:
        server = Server(Path(folder) / "history.sqlite")
        try:
            print(f"{'game':8} {'first load':>12} {'reload':>9} {'board drawn (median, max)':>28}")
            for game, bot in GAMES:
                table = Table(server, game, bot)
                try:
                    runs = [first_load(table.link) for _ in range(options.runs)]
                finally:
                    table.quit()
                transferred = statistics.median(run[0] for run in runs)
                drawn = sorted(run[1] for run in runs)
                again = statistics.median(run[2] for run in runs)
                print(f"{game:8} {transferred / 1000:9.1f} kB {again / 1000:6.1f} kB"
                      f" {statistics.median(drawn):14.0f} ms, {drawn[-1]:5.0f} ms")
        finally:
            server.stop()


if __name__ == "__main__":
    main()
