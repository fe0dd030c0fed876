"""Seats that change hands, in real browsers at a real `dicebox serve`: the host hands an
away person's seat to a bot and frees another, which a newcomer takes; a seat taken by a
newer tab is left to it; and `/` lists the tables this browser sits at."""

import random
import time
import unittest

from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.common.by import By

from harness import DESKTOP, PHONE, Browser, ServedTestCase, host, join
from play_test import moved, pushes, strike_act

ANN, BEN, CARL = 0, 1, 2
# Longer than the client's first wait before it takes a lost seat back (web/js/backoff.js):
# a page that meant to take its seat back by itself would have tried within it.
LONGER_THAN_A_FIRST_TRY = 3


def seat_line(browser, seat):
    """What the page's list of seats says of `seat`, read at once (the list is drawn anew
    whenever the table changes)."""
    lines = browser.driver.execute_script(
        "return [...document.querySelectorAll('ul.seats > li')].map((li) => li.innerText);")
    return lines[seat] if len(lines) > seat else ""


def press_button(browser, seat, words):
    """Presses the button of `seat`'s line whose text holds `words`, found again if the
    list is drawn anew under the test's hand."""
    def pressed(driver):
        try:
            driver.find_element(
                By.XPATH, f"//ul[@class='seats']/li[{seat + 1}]//button[contains(., '{words}')]").click()
            return True
        except (NoSuchElementException, StaleElementReferenceException):
            return False
    browser.wait(pressed, message=f"the button '{words}' of seat {seat}")


def events_by(browser, seat, since=0):
    """The events of `seat` among the pushes the browser received after the `since` first."""
    return [p for p in pushes(browser.frames())[since:] if p.get("event", {}).get("seat") == seat]


def play_until(players, done, message, timeout=300):
    """Each of `players` moves when it can, until `done()`."""
    end = time.monotonic() + timeout
    while not done():
        if time.monotonic() > end:
            raise AssertionError(message)
        if not any([moved(browser, strike_act) for browser in players]):
            time.sleep(0.05)


class SeatsInTheBrowser(ServedTestCase):
    def setUp(self):
        random.seed(7)
        self.browsers = []

    def tearDown(self):
        for browser in self.browsers:
            browser.quit()

    def browser(self, size=PHONE):
        browser = Browser(size)
        self.browsers.append(browser)
        return browser

    def gone(self, browser):
        """The browser is closed, as a phone put away or a laptop shut."""
        browser.quit()
        self.browsers.remove(browser)


class HostActionsInTheBrowser(SeatsInTheBrowser):
    def test_the_host_hands_an_away_seat_to_a_bot_and_frees_another_that_a_newcomer_takes(self):
        ann, ben, carl = self.browser(PHONE), self.browser(DESKTOP), self.browser(PHONE)
        link = host(ann, self.server, "Ann", "strike", ["", ""])
        join(ben, link, "Ben")
        join(carl, link, "Carl")
        for browser in (ann, carl):
            browser.wait(lambda d: "Ben" in seat_line(browser, BEN) and "Carl" in seat_line(browser, CARL),
                         message="everybody is seated")

        self.gone(ben)
        for browser in (ann, carl):
            browser.wait(lambda d: "connection lost" in seat_line(browser, BEN), message="Ben is shown away")
        # Only the host has the word for the seat.
        self.assertEqual(carl.find_all("ul.seats button"), [])
        press_button(ann, BEN, "bot play it")
        for browser in (ann, carl):
            browser.wait(lambda d: "(bot)" in seat_line(browser, BEN), message="Ben's seat is shown a bot's")
        told = len(pushes(ann.frames()))
        play_until([ann, carl], lambda: events_by(ann, BEN, told), "the bot did not play Ben's seat")

        self.gone(carl)
        ann.wait(lambda d: "connection lost" in seat_line(ann, CARL), message="Carl is shown away")
        press_button(ann, CARL, "free the seat")
        ann.wait(lambda d: "not here yet" in seat_line(ann, CARL), message="Carl's seat is shown free")

        dan = self.browser(DESKTOP)
        join(dan, link, "Dan")
        ann.wait(lambda d: seat_line(ann, CARL).startswith("Dan"), message="Dan is shown in Carl's seat")
        self.assertIn("(you)", seat_line(dan, CARL))
        told = len(pushes(ann.frames()))
        play_until([ann, dan], lambda: events_by(ann, CARL, told), "Dan did not play the freed seat")


class SeatsHeldInTheBrowser(SeatsInTheBrowser):
    def test_the_lobby_lists_the_table_and_a_tab_whose_seat_a_newer_one_took_leaves_it_there(self):
        ann = self.browser(PHONE)
        link = host(ann, self.server, "Ann", "strike", ["planner"])
        code = link.rsplit("/", 1)[1]
        ann.wait(lambda d: "(you)" in seat_line(ann, ANN), message="Ann is seated")

        # `/` lists the table she sits at, with a link back to it.
        ann.open(self.server.url + "/")
        ann.wait(lambda d: d.find_elements(By.CSS_SELECTOR, "ul.held a"), message="the lobby lists her table")
        held = ann.find("ul.held a")
        self.assertIn(code, held.text)
        self.assertIn("Ann", held.text)
        held.click()
        ann.wait(lambda d: d.current_url == link and "(you)" in seat_line(ann, ANN),
                 message="the link leads back to her seat")

        # The tab that held the seat counts its connections from here on.
        first = ann.driver.current_window_handle
        ann.driver.execute_script("""
            window.socketsOpened = 0;
            const Socket = window.WebSocket;
            window.WebSocket = class extends Socket {
                constructor(...given) { super(...given); window.socketsOpened += 1; }
            };""")
        ann.driver.switch_to.new_window("tab")
        ann.open(link)
        ann.wait(lambda d: "(you)" in seat_line(ann, ANN), message="the new tab takes the seat")
        newer = ann.driver.current_window_handle

        ann.driver.switch_to.window(first)
        ann.wait(lambda d: "another window or device" in ann.find(".status").text,
                 message="the older tab says its seat is played elsewhere")
        self.assertTrue(ann.driver.find_elements(By.XPATH, "//button[text()='Take the seat back here']"))

        # The newer tab plays on, a while longer than a page would wait to take a seat back.
        ann.driver.switch_to.window(newer)
        told = len(pushes(ann.frames()))
        since = time.monotonic()
        play_until([ann], lambda: len(events_by(ann, ANN, told)) >= 2
                   and time.monotonic() - since > LONGER_THAN_A_FIRST_TRY, "the newer tab did not play")
        self.assertNotIn("another window", ann.find(".status").text)

        ann.driver.switch_to.window(first)
        self.assertIn("another window or device", ann.find(".status").text)
        self.assertEqual(ann.driver.execute_script("return window.socketsOpened"), 0,
                         "the older tab tried to take the seat back")


if __name__ == "__main__":
    unittest.main()
