"""Two people play each game in real browsers against a bot, at a real `dicebox serve`,
to the end: Ann hosts from the lobby on a phone, Ben opens the link she shares on a
desktop, and an onlooker watches. What the server sent each browser is read from the
browser's own network log."""

import random
import time
import unittest

from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
from selenium.webdriver.support.ui import Select

from harness import ServedTestCase, Table

ANN, BEN = 0, 1


def still_to_choose(push):
    """The seats whose decision is still to come after a push's event."""
    to_move = push.get("state", {}).get("to_move")
    return to_move if isinstance(to_move, list) else []


def pushes(frames):
    return [frame for frame in frames if isinstance(frame, dict) and "push" in frame]


def answers(frames):
    return [frame for frame in frames if isinstance(frame, dict) and "ok" in frame]


def moved(browser, act):
    """Makes a move with `act(browser)` and waits for the server's answer to it (the page
    asks one thing at a time, so the next answer is the move's). False when there was none
    to make, the board was drawn anew under the test's hand, or the page was not connected
    to send it (the server being started again): the caller tries again."""
    before = len(answers(browser.frames()))
    try:
        if not act(browser):
            return False
        browser.wait(lambda d: len(answers(browser.frames())) > before, timeout=10)
    except (StaleElementReferenceException, TimeoutException):
        return False
    return True


def extra_act(browser):
    """Picks one of the legal choices in EXTRA!'s list of them, and confirms it."""
    lists = [one for one in browser.find_all(".xb-list select") if one.is_displayed() and one.is_enabled()]
    if not lists:
        return False
    options = [o.get_attribute("value") for o in Select(lists[0]).options if o.get_attribute("value")]
    if not options:
        return False
    Select(lists[0]).select_by_value(random.choice(options))
    browser.find(".xb-confirm").click()
    return True


def exxtra_act(browser):
    """Places the waiting roll on a ring the ladder offers, or rolls again."""
    rings = [ring for ring in browser.find_all(".xb-ladder button")
             if ring.is_enabled() and ring.get_attribute("aria-disabled") is None]
    roll = browser.find_all(".xb-roll")
    can_roll = bool(roll) and roll[0].is_enabled()
    if rings and (not can_roll or random.random() < 0.6):
        random.choice(rings).click()
        browser.find(".xb-place").click()
        return True
    if can_roll:
        roll[0].click()
        return True
    return False


def strike_act(browser):
    """Throws in one of the styles offered, or stops."""
    offered = [button for button in browser.find_all(".sb-choice") if button.is_enabled()]
    if not offered:
        return False
    random.choice(offered).click()
    return True


class PlayInTheBrowser(ServedTestCase):
    def checked_screens(self, table, name):
        """No sideways scrolling, no serious accessibility violation, and a screenshot of
        the board at a phone's size and at a desktop's."""
        for who, browser in (("phone", table.ann), ("desktop", table.ben)):
            self.assertTrue(browser.scroll_width_fits(), f"{name} at {who} size scrolls sideways")
            browser.screenshot(f"browser_{name}_{who}")
            self.assertEqual(browser.serious_accessibility_violations(), [], f"{name} at {who} size")

    def play_in_turns(self, game, bot, act):
        random.seed(5)
        table = Table(self.server, game, bot)
        try:
            for turn in range(2000):
                if table.over(table.ann) and table.over(table.ben):
                    break
                if not any([moved(browser, act) for browser in (table.ann, table.ben)]):
                    time.sleep(0.05)
                if turn == 6:
                    self.checked_screens(table, game)
            else:
                self.fail("the game did not end")
            table.onlooker.wait(lambda d: table.over(table.onlooker), message="the onlooker sees the end")
            self.assertIn("fair", table.ann.find(".dice-check").text)
        finally:
            table.quit()


class ExxtraInTheBrowser(PlayInTheBrowser):
    def test_two_people_and_a_bot_play_to_the_end(self):
        self.play_in_turns("exxtra", "planner", exxtra_act)


class StrikeInTheBrowser(PlayInTheBrowser):
    def test_two_people_and_a_bot_play_to_the_end(self):
        self.play_in_turns("strike", "planner", strike_act)


class ExtraInTheBrowser(PlayInTheBrowser):
    def test_two_people_and_a_bot_play_to_the_end_and_no_pending_choice_reaches_another_browser(self):
        random.seed(5)
        table = Table(self.server, "extra", "planner")
        try:
            rounds = 0
            deadline = time.monotonic() + 600
            while not table.over(table.ben):
                self.assertLess(time.monotonic(), deadline, "the game did not end")
                # Ann chooses first, and Ben only once his browser knows that she has: her
                # choice is then held while his is pending, and must reach nobody else.
                told = len(pushes(table.ben.frames()))
                if moved(table.ann, extra_act):
                    table.ben.wait(lambda d: any(
                        p.get("event", {}).get("seat") == ANN for p in pushes(table.ben.frames())[told:]),
                        message="Ben is told that Ann has chosen")
                    rounds += 1
                    if rounds == 2:
                        self.checked_screens(table, "extra")
                    if rounds == 3:
                        table.ben.driver.refresh()
                    if rounds == 5:
                        self.server.kill()
                        self.server.start()
                if not moved(table.ben, extra_act):
                    time.sleep(0.05)
            for browser in (table.ben, table.onlooker):
                frames = pushes(browser.frames())
                # Her choice told while Ben's on the same roll is still to come.
                told_before_revealed = [p for p in frames
                                        if p.get("event", {}).get("seat") == ANN and "action" in p["event"]
                                        and BEN in still_to_choose(p)]
                self.assertEqual(told_before_revealed, [])
                revealed = [r for p in frames for r in p.get("event", {}).get("revealed", []) if r["seat"] == ANN]
                self.assertGreater(len(revealed), 0, "Ann's choices are revealed after Ben's")
            self.assertIn("fair", table.ann.find(".dice-check").text)
        finally:
            table.quit()


if __name__ == "__main__":
    unittest.main()
