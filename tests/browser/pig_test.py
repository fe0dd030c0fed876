"""A game without a board of its own, played in real browsers at a real `dicebox serve`:
Pig (examples/pig), built as a plugin of this build and given to the server with
--plugin-dir, played to its end from the plain view (web/js/generic_board.js): its moves'
buttons, and a move written in the game's notation."""

import os
import random
import tempfile
import time
import unittest
from pathlib import Path

from selenium.webdriver.common.keys import Keys

from harness import DESKTOP, PHONE, Browser, Server, host, join
from play_test import moved


def pig_act(browser):
    """Presses one of the moves offered."""
    offered = [button for button in browser.find_all(".choices:not([hidden]) button.move") if button.is_enabled()]
    if not offered:
        return False
    random.choice(offered).click()
    return True


def written_act(browser):
    """Writes the move in the game's notation, and sends it with Enter."""
    if not browser.find_all(".choices:not([hidden]) button.move"):
        return False
    field = browser.find("#notation")
    field.clear()
    field.send_keys("roll", Keys.ENTER)
    return True


class PigInThePlainView(unittest.TestCase):
    def test_two_people_and_a_bot_play_pig_to_the_end_from_the_plain_view(self):
        random.seed(3)
        with tempfile.TemporaryDirectory() as folder:
            server = Server(Path(folder) / "history.sqlite", plugin_dir=os.environ["DICEBOX_TEST_PLUGINS"])
            ann, ben = Browser(PHONE), Browser(DESKTOP)
            try:
                link = host(ann, server, "Ann", "pig", ["", "hold-at-20"], params={"target": 20})
                join(ben, link, "Ben")
                # Ann begins: her moves are offered, beside the game as it stands.
                ann.wait(lambda d: ann.find_all(".choices:not([hidden]) button.move"), message="Ann's moves")
                ben.wait(lambda d: ben.find_all(".state-box dl"), message="Ben sees the game")
                for who, browser in (("phone", ann), ("desktop", ben)):
                    self.assertTrue(browser.scroll_width_fits(), f"pig at {who} size")
                    self.assertEqual(browser.serious_accessibility_violations(), [], f"pig at {who} size")
                    browser.full_screenshot(f"browser_pig_{who}")
                self.assertTrue(moved(ann, written_act), "a move written in notation")
                end = time.monotonic() + 300
                while not all(browser.find_all(".over:not([hidden])") for browser in (ann, ben)):
                    self.assertLess(time.monotonic(), end, "the game did not end")
                    if not any([moved(browser, pig_act) for browser in (ann, ben)]):
                        time.sleep(0.05)
                # A game without sentences of its own is logged in its notation.
                self.assertIn("Ann: roll", ann.find("ol.log").text)
                self.assertIn("Rolled: ", ann.find("ol.log").text)
                self.assertIn("fair", ann.find(".dice-check").text)
                # No script failed (the page's asking for a board that Pig has not, answered
                # 404, is the only network error).
                self.assertEqual([e for e in ann.console_errors() + ben.console_errors()
                                  if e["source"] != "network"], [])
            finally:
                ann.quit()
                ben.quit()
                server.stop()


if __name__ == "__main__":
    unittest.main()
