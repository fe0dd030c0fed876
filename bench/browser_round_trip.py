#!/usr/bin/python3
"""The round trip of a move as the browser sees it, with other tables busy: a real
`dicebox serve` on the loopback, TABLES other tables of Strike kept in play at it by
`dicebox_serve_bench busy` (each person deciding about once a second), and two people in
headless Chromium playing Strike against a bot, game after game, until MOVES moves are
timed.

    bench/browser_round_trip.py build/release/bin/dicebox [--tables 200] [--moves 600]

A move is timed by the page itself: a script the browser runs before the page's own
(CDP's Page.addScriptToEvaluateOnNewDocument) notes performance.now() when the page sends
`act`, and again when the page has handled the push that tells the move's event (after the
page's own listener, so that drawing the board is counted) and its answer, which lets the
page ask its next question. The move's round trip is the first: the move on the board.
The second, the request's end, comes after the pushes of the bots' replies the request
holds (the server sends a request's pushes before its answer). It prints the count,
median, p90, p99 and maximum of both, and whether the move's round trip's p99 is under
100 ms.

Strike, because a move is one tap (a throw style, or stop) and a game has many; its
tables are what keeps the server busy too. In EXTRA! a move is two (a choice, then
confirm), and fewer a game.

Uses the browser tests' harness (tests/browser/harness.py, play_test.py's moves): Debian's
chromium, chromium-driver and python3-selenium (tools/deps.sh installs them), and
dicebox_serve_bench beside the dicebox binary."""

import argparse
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "browser"))

from harness import Server, Table  # noqa: E402
from play_test import moved, strike_act  # noqa: E402
from selenium.common.exceptions import (  # noqa: E402
    ElementClickInterceptedException, ElementNotInteractableException)

# Every `act` the page sends, and when its answer and its event's push were handled: the
# page sends one request at a time, so the next answer is the act's.
TIMING = """
(() => {
    const moves = [];
    window.diceboxMoves = moves;
    let move = null;
    const send = WebSocket.prototype.send;
    WebSocket.prototype.send = function (data) {
        if (!this.diceboxTimed) {
            this.diceboxTimed = true;
            this.addEventListener("message", (event) => received(event.data));
        }
        if (typeof data === "string" && data.includes('"cmd":"act"')) {
            move = {ok: null, answered: null, shown: null, sent: 0};
            moves.push(move);
            move.sent = performance.now();
        }
        return send.call(this, data);
    };
    function received(data) {
        const now = performance.now();
        if (move === null) return;
        let message;
        try { message = JSON.parse(data); } catch { return; }
        if ("ok" in message && move.answered === null) {
            move.ok = message.ok;
            move.answered = now - move.sent;
        } else if (message.push === "table" && message.event?.seat === message.you &&
                   move.shown === null) {
            move.shown = now - move.sent;
        }
        if (move.answered !== null && move.shown !== null) move = null;
    }
})();
"""

# The limits a club sets for people behind one address, raised: every busy table's person
# connects from 127.0.0.1.
SERVER_OPTIONS = ("--max-tables-per-address", "1000", "--max-seats-per-address", "1000",
                  "--max-connections-per-address", "1000")


def busy_load(dicebox, port, tables, think_ms):
    """`dicebox_serve_bench busy`, once its tables are all open (it stops by itself after
    an hour, should this script not stop it)."""
    bench = Path(dicebox).parent / "dicebox_serve_bench"
    load = subprocess.Popen([str(bench), "busy", str(tables), str(port), str(think_ms), "3600"],
                            stdout=subprocess.PIPE, text=True)
    line = load.stdout.readline()
    if "tables busy" not in line:
        load.kill()
        raise RuntimeError(f"the busy tables did not start: {line}")
    return load


def strike_move(browser):
    """A throw or a stop, as the tests make it; none, to be tried again, when the button was
    hidden or covered just then (the board being drawn anew)."""
    try:
        return strike_act(browser)
    except (ElementClickInterceptedException, ElementNotInteractableException):
        return False


def timed_game(server):
    """Ann and Ben play a game of Strike against a planner to its end; their moves' times."""
    table = Table(server, "strike", "planner")
    try:
        people = (table.ann, table.ben)
        for browser in people:
            browser.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": TIMING})
            browser.driver.refresh()
            browser.wait(lambda d: d.execute_script(
                "return document.querySelector('.board svg') !== null"), message="the board is drawn again")
        deadline = time.monotonic() + 600
        while not (table.over(table.ann) and table.over(table.ben)):
            if time.monotonic() > deadline:
                raise TimeoutError("the game did not end")
            if not any([moved(browser, strike_move) for browser in people]):
                time.sleep(0.05)
        return [move for browser in people
                for move in browser.driver.execute_script("return window.diceboxMoves")]
    finally:
        table.quit()


def percentile(ms, p):
    """As dicebox_serve_bench takes it: the value at p% of the way through the sorted list."""
    return ms[int(p / 100 * (len(ms) - 1))]


def print_times(what, ms):
    ms = sorted(ms)
    print(f"{what}: {len(ms)} moves, median {percentile(ms, 50):.1f} ms, p90 {percentile(ms, 90):.1f} ms,"
          f" p99 {percentile(ms, 99):.1f} ms, max {ms[-1]:.1f} ms")
    return percentile(ms, 99)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dicebox", help="the dicebox binary whose server is measured")
    parser.add_argument("--tables", type=int, default=200, help="other tables kept busy (200)")
    parser.add_argument("--think-ms", type=int, default=1000,
                        help="how long each busy table's person thinks before a decision (1000)")
    parser.add_argument("--moves", type=int, default=600, help="moves to time, at least (600)")
    options = parser.parse_args()
    os.environ["DICEBOX_BINARY"] = str(Path(options.dicebox).resolve())
    with tempfile.TemporaryDirectory() as folder:
        server = Server(Path(folder) / "history.sqlite", options=SERVER_OPTIONS)
        load = None
        try:
            load = busy_load(options.dicebox, server.port, options.tables, options.think_ms)
            moves, games = [], 0
            while len(moves) < options.moves:
                moves += timed_game(server)
                games += 1
                print(f"game {games}: {len(moves)} moves so far", file=sys.stderr, flush=True)
        finally:
            if load is not None:
                load.send_signal(signal.SIGTERM)
                busy, _ = load.communicate(timeout=60)
            server.stop()
    refused = [move for move in moves if move["ok"] is not True]
    timed = [move for move in moves if move["ok"] is True and move["shown"] is not None]
    print(f"{len(moves)} moves of Ann and Ben in {games} games of Strike, {len(refused)} refused or"
          f" unanswered, with {options.tables} other tables busy:")
    p99 = print_times("act sent to its event pushed (the move drawn)",
                      [move["shown"] for move in timed])
    print_times("act sent to answered and its event pushed (the request's end)",
                [max(move["answered"], move["shown"]) for move in timed])
    print(f"p99 under 100 ms: {'yes' if p99 < 100 else 'no'}")
    print("the busy tables: " + busy.strip().replace("\n", "\n  "))
    return 0 if not refused and load.returncode == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
