"""Every move from the keyboard, in a real browser at a real `dicebox serve`: a whole game
of Strike, rounds of EXTRA! and turns of Exxtra played against a bot with Tab, the arrows,
Enter, Space and Escape alone, nothing clicked on the table's page (the keys go to
whatever has the focus, as a person's would)."""

import random
import time
import unittest

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from selenium.common.exceptions import StaleElementReferenceException, TimeoutException

from harness import DESKTOP, PHONE, Browser, ServedTestCase, host
from play_test import moved
from seats_test import events_by

ANN = 0

# More than every focusable thing of a table's page: a Tab more goes round it again.
ROUND_THE_PAGE = 80


def press(browser, *keys):
    ActionChains(browser.driver).send_keys(*keys).perform()


def focused(browser, script):
    """`script` run on the focused element (`el`)."""
    return browser.driver.execute_script(f"const el = document.activeElement; return {script};")


def tab_to(browser, wanted):
    """Tabs until the focused element matches the CSS selector `wanted`; False when it
    never does (the page drawn anew under the keys: the caller tries again)."""
    for _ in range(ROUND_THE_PAGE):
        if focused(browser, f"el !== null && el.matches({wanted!r})"):
            return True
        press(browser, Keys.TAB)
    return False


def strike_keys(browser):
    """Tabs to one of the throw styles offered (or Stop), chosen at random, and presses
    Enter or Space on it."""
    offered = [b.get_attribute("data-choice") or b.text for b in browser.find_all(".sb-choice:enabled")]
    if not offered:
        return False
    index = random.randrange(len(offered))
    # The first style offered, then the arrows' and Tab's way along the row to the one chosen.
    if not tab_to(browser, ".sb-choice:enabled"):
        return False
    for _ in range(index):
        press(browser, Keys.TAB)
    if not focused(browser, "el.matches('.sb-choice:enabled')"):
        return False
    press(browser, random.choice([Keys.ENTER, Keys.SPACE]))
    return True


def extra_keys_by_list(browser):
    """Tabs to the list of legal choices, takes one with the arrows, and confirms it."""
    if not browser.find_all(".xb-list select:enabled"):
        return False
    if not tab_to(browser, ".xb-list select:enabled"):
        return False
    for _ in range(random.randint(1, 3)):
        press(browser, Keys.ARROW_DOWN)
    if not tab_to(browser, ".xb-confirm:enabled"):
        return False
    press(browser, Keys.ENTER)
    return True


def extra_keys_by_dice(browser):
    """Tabs to the first die and lays the dice into the slots in their order, each with
    Space or Enter and the arrow to the next; confirms when that is a legal choice, else
    takes them all back (Escape) and says so."""
    if not browser.find_all(".xb-list select:enabled"):
        return False
    if not tab_to(browser, ".xb-dice button"):
        return False
    for die in range(5):
        press(browser, Keys.SPACE if die % 2 else Keys.ENTER)
        press(browser, Keys.ARROW_RIGHT)
    if not browser.find_all(".xb-confirm:enabled"):
        press(browser, Keys.ESCAPE)
        return False
    if not tab_to(browser, ".xb-confirm:enabled"):
        return False
    press(browser, Keys.SPACE)
    return True


def chose(browser, act):
    """Makes Ann's choice with `act(browser)` and waits for the server to tell her page of
    it; False when there was none to make or it was not made (the caller tries again)."""
    before = len(events_by(browser, ANN))
    try:
        if not act(browser):
            return False
        browser.wait(lambda d: len(events_by(browser, ANN)) > before, timeout=10)
    except (StaleElementReferenceException, TimeoutException):
        return False
    return True


def exxtra_keys(browser):
    """Places the roll on a ring the ladder offers (Tab to it, Enter, Tab to Place,
    Space), or rolls again (Tab to Roll, Enter)."""
    rings = [ring.get_attribute("data-ring") for ring in browser.find_all(".xb-ladder button:enabled")
             if ring.get_attribute("aria-disabled") is None]
    can_roll = bool(browser.find_all(".xb-roll:enabled"))
    if rings and (not can_roll or random.random() < 0.5):
        if not tab_to(browser, f".xb-ladder button[data-ring='{random.choice(rings)}']"):
            return False
        press(browser, Keys.ENTER)
        if not tab_to(browser, ".xb-place:enabled"):
            return False
        press(browser, Keys.SPACE)
        return True
    if can_roll and tab_to(browser, ".xb-roll:enabled"):
        press(browser, Keys.ENTER)
        return True
    return False


class KeyboardOnly(ServedTestCase):
    def test_a_whole_game_of_strike_from_the_keyboard(self):
        random.seed(13)
        ann = Browser(DESKTOP)
        try:
            host(ann, self.server, "Ann", "strike", ["planner"])
            moves = 0
            end = time.monotonic() + 400
            while not ann.find_all(".over:not([hidden])"):
                self.assertLess(time.monotonic(), end, "the game did not end")
                if moved(ann, strike_keys):
                    moves += 1
                else:
                    time.sleep(0.05)
            self.assertGreater(moves, 0)
            self.assertIn("fair", ann.find(".dice-check").text)
        finally:
            ann.quit()

    def test_rounds_of_extra_from_the_keyboard_by_the_dice_and_by_the_list(self):
        random.seed(17)
        ann = Browser(PHONE)
        try:
            host(ann, self.server, "Ann", "extra", ["planner"])
            by_dice = by_list = 0
            end = time.monotonic() + 300
            while by_dice < 1 or by_list < 2:
                self.assertLess(time.monotonic(), end, "Ann's choices were not made from the keyboard")
                if by_dice < 1 and chose(ann, extra_keys_by_dice):
                    by_dice += 1
                elif chose(ann, extra_keys_by_list):
                    by_list += 1
                else:
                    time.sleep(0.05)
            ann.wait(lambda d: len([line for line in ann.find("ol.log").text.splitlines()
                                    if line.startswith("Ann")]) >= 3, message="her choices are in the log")
        finally:
            ann.quit()


    def test_turns_of_exxtra_from_the_keyboard(self):
        random.seed(19)
        ann = Browser(PHONE)
        try:
            host(ann, self.server, "Ann", "exxtra", ["planner"])
            end = time.monotonic() + 300
            placed = lambda: [e for e in events_by(ann, ANN) if e["event"].get("action", "").startswith("place")]  # noqa: E731
            while len(placed()) < 2:
                self.assertLess(time.monotonic(), end, "Ann did not place her rolls from the keyboard")
                if not chose(ann, exxtra_keys):
                    time.sleep(0.05)
        finally:
            ann.quit()


if __name__ == "__main__":
    unittest.main()
