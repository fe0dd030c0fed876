"""Every game's board as people see it, in a real browser at a real `dicebox serve`: a
whole-page screenshot at a phone's size (360x640) and a desktop's (1280x800), in the light
scheme and the dark one (the system's, emulated), each without sideways scrolling and
without a serious accessibility violation, colour contrast included. The screenshots go
to build/dev/screenshots/browser_look_<game>_<size>_<scheme>.png, to be looked at."""

import random
import time
import unittest

from selenium.webdriver.common.by import By

from harness import DESKTOP, PHONE, Browser, ServedTestCase, host
from play_test import extra_act, exxtra_act, moved, strike_act

# Each game: its act, what its board offers when the seat's decision is due, and what
# must hold of its drawing at every size for it to be read (a script's truth).
GAMES = {
    # The other seat's sheet, unfolded, as large as her own (not half of it, its print a
    # few pixels high).
    "extra": (extra_act, ".xb-list select:enabled", """
        const own = document.querySelector('.xb-own svg').getBoundingClientRect().width;
        return [...document.querySelectorAll('.xb-fold[open] svg')]
            .every((sheet) => sheet.getBoundingClientRect().width >= 0.9 * own);"""),
    "exxtra": (exxtra_act, ".xb-roll:enabled", "return true;"),
    # The removed pile wide enough that its words are at least 12 px high.
    "strike": (strike_act, ".sb-choice:enabled",
               "return document.querySelector('.sb-pile').getBoundingClientRect().width >= 199;"),
}


class BoardsInEveryLook(ServedTestCase):
    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.ann = Browser(PHONE)

    @classmethod
    def tearDownClass(cls):
        cls.ann.quit()
        super().tearDownClass()

    def look_at(self, game):
        random.seed(11)
        act, offered, readable = GAMES[game]
        ann = self.ann
        ann.resize(PHONE)
        ann.scheme("light")
        host(ann, self.server, "Ann", game, ["planner"])
        # A few moves in, the board holds something to see; then her turn again.
        moves = 0
        end = time.monotonic() + 120
        while moves < 3:
            self.assertLess(time.monotonic(), end, "Ann was not offered her moves")
            if moved(ann, act):
                moves += 1
            else:
                time.sleep(0.05)
        ann.wait(lambda d: d.find_elements(By.CSS_SELECTOR, offered), timeout=60, message="her turn again")
        for scheme in ("light", "dark"):
            ann.scheme(scheme)
            for size, who in ((PHONE, "phone"), (DESKTOP, "desktop")):
                ann.resize(size)
                where = f"{game} at {who} size, {scheme}"
                self.assertTrue(ann.scroll_width_fits(), f"{where} scrolls sideways")
                self.assertTrue(ann.driver.execute_script(readable), f"{where} is drawn too small to read")
                ann.full_screenshot(f"browser_look_{game}_{who}_{scheme}")
                self.assertEqual(ann.serious_accessibility_violations(), [], where)

    def test_extra(self):
        self.look_at("extra")

    def test_exxtra(self):
        self.look_at("exxtra")

    def test_strike(self):
        self.look_at("strike")


if __name__ == "__main__":
    unittest.main()
